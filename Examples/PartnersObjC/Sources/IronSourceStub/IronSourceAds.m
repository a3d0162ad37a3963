#import "Internal.h"

#include <pthread.h>

#import "IronSourceStub.h"

// IronSourceAds as a stub: initialization, meta data, and the bidding ads loaded from a bid
// response's ad markup. Each call records what the adapter handed the network and answers as the
// scenario scripted it. What IronSource documents is followed: the init completion comes on the
// main thread, a bidding ad shows once and an ad that is not ready fails its show. Where the stub
// had to choose (the error domain, which codes, the ad IDs), the choice is said where it is made.

NSString *const ISStubErrorDomain = @"IronSource";

NSError *ISStubError(NSInteger code, NSString *message) {
  return [NSError errorWithDomain:ISStubErrorDomain code:code userInfo:@{NSLocalizedDescriptionKey : message}];
}

NSError *ISStubLoadError(GACScriptedFailure *failure) {
  if (failure.offline) return ISStubError(ISStubErrorNoInternetConnection, @"No internet connection");
  return ISStubError(failure.code, [NSString stringWithFormat:@"Load failed (code %ld)", (long)failure.code]);
}

static pthread_mutex_t ISStubMutex = PTHREAD_MUTEX_INITIALIZER;

void ISStubLocked(void (^body)(void)) {
  pthread_mutex_lock(&ISStubMutex);
  body();
  pthread_mutex_unlock(&ISStubMutex);
}

/// Whether IronSourceAds finished initializing in this process.
static BOOL ISStubInitialized;
/// The meta data set so far, by key.
static NSMutableDictionary<NSString *, NSString *> *ISStubMetaData;
/// The bidding ads' IDs: the network's own are opaque; the stub numbers its ads.
static long ISStubNextAdId;

void gac_ironsource_reset(void) {
  @autoreleasepool {
    ISStubLocked(^{
      ISStubInitialized = NO;
      ISStubMetaData = nil;
    });
    ISStubResetDemandOnly();
  }
}

/// The three-valued truth of a meta data value ("YES"/"true", "NO"/"false"), nil for anything else.
static NSNumber *ISStubMetaDataFlag(NSString *value) {
  NSString *lowered = value.lowercaseString;
  if ([lowered isEqual:@"yes"] || [lowered isEqual:@"true"]) return @YES;
  if ([lowered isEqual:@"no"] || [lowered isEqual:@"false"]) return @NO;
  return nil;
}

#pragma mark - Meta data

@implementation LevelPlay

+ (void)setMetaDataWithKey:(NSString *)key value:(NSString *)value {
  if (key == nil || value == nil) return;
  ISStubLocked(^{
    if (ISStubMetaData == nil) ISStubMetaData = [NSMutableDictionary dictionary];
    ISStubMetaData[key] = value;
  });
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  [network note:[NSString stringWithFormat:@"LevelPlay setMetaData(%@: %@)", key, value]];
  // IronSource's one child flag: "is_child_directed" (it has no separate under-age flag).
  if ([key.lowercaseString isEqual:@"is_child_directed"]) {
    NSNumber *flag = ISStubMetaDataFlag(value);
    if (flag != nil) [network notePrivacyChildDirected:flag underAgeOfConsent:nil];
  }
}

@end

#pragma mark - Initialization

@interface ISAAdFormat ()
@property(nonatomic, readonly) ISAAdFormatType adFormatType;
@end

@implementation ISAAdFormat

- (instancetype)initWithAdFormatType:(ISAAdFormatType)adFormatType {
  if ((self = [super init])) _adFormatType = adFormatType;
  return self;
}

- (NSString *)description {
  switch (_adFormatType) {
    case ISAAdFormatTypeInterstitial: return @"interstitial";
    case ISAAdFormatTypeRewarded: return @"rewarded";
    case ISAAdFormatTypeBanner: return @"banner";
  }
  return @"unknown";
}

@end

@interface ISAInitRequest ()
- (instancetype)initWithAppKey:(NSString *)appKey legacyAdFormats:(NSArray<ISAAdFormat *> *)formats;
@property(nonatomic, readonly, copy) NSString *appKey;
@property(nonatomic, readonly, copy) NSArray<ISAAdFormat *> *legacyAdFormats;
@end

@implementation ISAInitRequest

- (instancetype)initWithAppKey:(NSString *)appKey legacyAdFormats:(NSArray<ISAAdFormat *> *)formats {
  if ((self = [super init])) {
    _appKey = [appKey copy];
    _legacyAdFormats = [formats copy];
  }
  return self;
}

@end

@implementation ISAInitRequestBuilder {
  NSString *_appKey;
  NSArray<ISAAdFormat *> *_formats;
}

- (instancetype)initWithAppKey:(NSString *)appKey {
  if ((self = [super init])) {
    _appKey = [appKey copy];
    _formats = @[];
  }
  return self;
}

- (ISAInitRequestBuilder *)withLegacyAdFormats:(NSArray<ISAAdFormat *> *)legacyAdFormats {
  _formats = [legacyAdFormats copy] ?: @[];
  return self;
}

- (ISAInitRequest *)build {
  return [[ISAInitRequest alloc] initWithAppKey:_appKey ?: @"" legacyAdFormats:_formats];
}

@end

@implementation IronSourceAds

+ (NSString *)sdkVersion {
  return @"9.6.0";
}

+ (void)initWithRequest:(ISAInitRequest *)request completion:(ISAInitCompletionHandler)completion {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  NSString *appKey = request.appKey;
  __block BOOL initialized;
  ISStubLocked(^{
    initialized = ISStubInitialized;
  });
  [network note:[NSString stringWithFormat:@"IronSourceAds initWithRequest(appKey: %@, legacyAdFormats: [%@])%@",
                                           appKey, [request.legacyAdFormats componentsJoinedByString:@", "],
                                           initialized ? @", initialized already" : @""]];
  if (!network.connected) {
    // Without a network the SDK cannot fetch its configuration. (The stub answers at once, on the
    // calling thread: without a scenario there is no clock to schedule on.)
    completion(NO, ISStubError(ISStubErrorNoInternetConnection, @"No internet connection"));
    return;
  }
  // The completion comes on the main thread, as IronSource documents, once the SDK is started;
  // an SDK initialized already completes again the same way.
  ISAInitCompletionHandler done = [completion copy];
  [network scheduleAfterMilliseconds:0
                              onLane:GACScriptedMainLane
                               block:^{
                                 if (appKey.length == 0) {
                                   done(NO, ISStubError(ISStubErrorKeyNotSet, @"Init failed: app key not set"));
                                   return;
                                 }
                                 ISStubLocked(^{
                                   ISStubInitialized = YES;
                                 });
                                 done(YES, nil);
                               }];
}

@end

#pragma mark - Bidding requests

/// The fields every bidding request carries.
static GACScriptedRequest *ISStubBiddingRequest(GACScriptedFormat format, NSString *instanceId, NSString *adm,
                                                NSDictionary *extraParams) {
  GACScriptedRequest *request = [[GACScriptedRequest alloc] initWithFormat:format];
  // An empty instance ID is the adapter's "none" (its default for bidding loads).
  request.adUnit = instanceId.length > 0 ? instanceId : nil;
  request.bidResponse = adm;
  // The adapter hands the watermark over as base64 text under "watermark".
  id watermark = extraParams[@"watermark"];
  if ([watermark isKindOfClass:[NSString class]]) request.watermark = watermark;
  return request;
}

static NSString *ISStubMakeAdId(void) {
  __block long number;
  ISStubLocked(^{
    number = ++ISStubNextAdId;
  });
  return [NSString stringWithFormat:@"scripted-%ld", number];
}

/// Where a bidding full-screen ad stands: shown once, after loading, unless expired.
typedef NS_ENUM(NSInteger, ISStubShowState) {
  ISStubShowStateLoading,
  ISStubShowStateReady,
  ISStubShowStateShown,
  ISStubShowStateExpired,
};

#pragma mark - Banners

@interface ISAAdSize ()
- (instancetype)initWithWidth:(CGFloat)width height:(CGFloat)height;
@property(nonatomic, readonly) CGFloat width;
@property(nonatomic, readonly) CGFloat height;
@end

@implementation ISAAdSize

- (instancetype)initWithWidth:(CGFloat)width height:(CGFloat)height {
  if ((self = [super init])) {
    _width = width;
    _height = height;
  }
  return self;
}

+ (ISAAdSize *)banner {
  return [[ISAAdSize alloc] initWithWidth:320 height:50];
}

+ (ISAAdSize *)large {
  return [[ISAAdSize alloc] initWithWidth:320 height:90];
}

+ (ISAAdSize *)mediumRectangle {
  return [[ISAAdSize alloc] initWithWidth:300 height:250];
}

@end

@interface ISABannerAdRequest ()
- (instancetype)initWithInstanceId:(NSString *)instanceId
                               adm:(NSString *)adm
                              size:(ISAAdSize *)size
                       extraParams:(NSDictionary *)extraParams
                    viewController:(UIViewController *)viewController;
@property(nonatomic, readonly, copy) NSString *instanceId;
@property(nonatomic, readonly, copy) NSString *adm;
@property(nonatomic, readonly) ISAAdSize *size;
@property(nonatomic, readonly, copy) NSDictionary *extraParams;
@property(nonatomic, readonly, weak) UIViewController *viewController;
@end

@implementation ISABannerAdRequest

- (instancetype)initWithInstanceId:(NSString *)instanceId
                               adm:(NSString *)adm
                              size:(ISAAdSize *)size
                       extraParams:(NSDictionary *)extraParams
                    viewController:(UIViewController *)viewController {
  if ((self = [super init])) {
    _instanceId = [instanceId copy] ?: @"";
    _adm = [adm copy] ?: @"";
    _size = size;
    _extraParams = [extraParams copy];
    _viewController = viewController;
  }
  return self;
}

@end

@implementation ISABannerAdRequestBuilder {
  NSString *_instanceId;
  NSString *_adm;
  ISAAdSize *_size;
  NSDictionary *_extraParams;
  __weak UIViewController *_viewController;
}

- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm size:(ISAAdSize *)size {
  if ((self = [super init])) {
    _instanceId = [instanceId copy];
    _adm = [adm copy];
    _size = size ?: [ISAAdSize banner];
  }
  return self;
}

- (ISABannerAdRequestBuilder *)withExtraParams:(NSDictionary *)extraParams {
  _extraParams = [extraParams copy];
  return self;
}

- (ISABannerAdRequestBuilder *)withViewController:(UIViewController *)viewController {
  _viewController = viewController;
  return self;
}

- (ISABannerAdRequest *)build {
  return [[ISABannerAdRequest alloc] initWithInstanceId:_instanceId
                                                    adm:_adm
                                                   size:_size
                                            extraParams:_extraParams
                                         viewController:_viewController];
}

@end

@implementation ISABannerAdView

/// A post-load event of the banner's fetch, as IronSource reports it.
- (void)isstub_deliver:(GACScriptedEvent)event {
  id<ISABannerAdViewDelegate> delegate = self.delegate;
  switch (event) {
    case GACScriptedEventImpression: [delegate bannerAdViewDidShow:self]; break;
    case GACScriptedEventClick: [delegate bannerAdViewDidClick:self]; break;
    default: break;  // IronSource reports nothing else about a banner.
  }
}

@end

@implementation ISABannerAdLoader

+ (void)loadAdWithAdRequest:(ISABannerAdRequest *)adRequest delegate:(id<ISABannerAdLoaderDelegate>)delegate {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  ISAAdSize *size = adRequest.size;
  ISABannerAdView *view = [[ISABannerAdView alloc] initWithFrame:CGRectMake(0, 0, size.width, size.height)];
  GACScriptedRequest *request =
      ISStubBiddingRequest(GACScriptedFormatBanner, adRequest.instanceId, adRequest.adm, adRequest.extraParams);
  request.bannerWidth = @(size.width);
  request.bannerHeight = @(size.height);
  [network registerAdView:view];
  // The loader's delegate is held weakly, as delegates are; the view is held by its fetch.
  __weak id<ISABannerAdLoaderDelegate> weakDelegate = delegate;
  __weak ISABannerAdView *weakView = view;
  [network fetch:request
      events:^(GACScriptedEvent event) {
        [weakView isstub_deliver:event];
      }
      answer:^(GACScriptedAd *ad, GACScriptedFailure *failure) {
        if (ad != nil) {
          [weakDelegate bannerAdDidLoad:view];
        } else {
          [weakDelegate bannerAdDidFailToLoadWithError:ISStubLoadError(failure)];
        }
      }];
}

@end

#pragma mark - Interstitials

@interface ISAInterstitialAdInfo ()
- (instancetype)initWithInstanceId:(NSString *)instanceId adId:(NSString *)adId;
@end

@implementation ISAInterstitialAdInfo

- (instancetype)initWithInstanceId:(NSString *)instanceId adId:(NSString *)adId {
  if ((self = [super init])) {
    _instanceId = [instanceId copy];
    _adId = [adId copy];
  }
  return self;
}

@end

@interface ISAInterstitialAdRequest ()
- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm extraParams:(NSDictionary *)params;
@property(nonatomic, readonly, copy) NSString *instanceId;
@property(nonatomic, readonly, copy) NSString *adm;
@property(nonatomic, readonly, copy) NSDictionary *extraParams;
@end

@implementation ISAInterstitialAdRequest

- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm extraParams:(NSDictionary *)params {
  if ((self = [super init])) {
    _instanceId = [instanceId copy] ?: @"";
    _adm = [adm copy] ?: @"";
    _extraParams = [params copy];
  }
  return self;
}

@end

@implementation ISAInterstitialAdRequestBuilder {
  NSString *_instanceId;
  NSString *_adm;
  NSDictionary *_extraParams;
}

- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm {
  if ((self = [super init])) {
    _instanceId = [instanceId copy];
    _adm = [adm copy];
  }
  return self;
}

- (ISAInterstitialAdRequestBuilder *)withExtraParams:(NSDictionary *)extraParams {
  _extraParams = [extraParams copy];
  return self;
}

- (ISAInterstitialAdRequest *)build {
  return [[ISAInterstitialAdRequest alloc] initWithInstanceId:_instanceId adm:_adm extraParams:_extraParams];
}

@end

@interface ISAInterstitialAd ()
- (instancetype)initWithInstanceId:(NSString *)instanceId network:(GACScriptedNetwork *)network;
@property(atomic) ISStubShowState state;
@property(nonatomic, readonly) GACScriptedNetwork *network;
@end

@implementation ISAInterstitialAd

- (instancetype)initWithInstanceId:(NSString *)instanceId network:(GACScriptedNetwork *)network {
  if ((self = [super init])) {
    _adInfo = [[ISAInterstitialAdInfo alloc] initWithInstanceId:instanceId adId:ISStubMakeAdId()];
    _network = network;
  }
  return self;
}

- (void)showFromViewController:(UIViewController *)viewController {
  if (self.state != ISStubShowStateReady) {
    // Not loaded, expired or shown already: IronSource reports a failed show.
    [self.delegate interstitialAd:self didFailToShowWithError:ISStubError(ISStubErrorNoAdsToShow, @"No ads to show")];
    return;
  }
  self.state = ISStubShowStateShown;
  [self.network showFromViewController:viewController];
}

- (void)isstub_deliver:(GACScriptedEvent)event {
  id<ISAInterstitialAdDelegate> delegate = self.delegate;
  switch (event) {
    // IronSource's "did show" is its one presentation and impression callback.
    case GACScriptedEventPresentScreen: [delegate interstitialAdDidShow:self]; break;
    case GACScriptedEventClick: [delegate interstitialAdDidClick:self]; break;
    case GACScriptedEventDidDismissScreen: [delegate interstitialAdDidDismiss:self]; break;
    case GACScriptedEventShowFailed:
      [delegate interstitialAd:self didFailToShowWithError:ISStubError(ISStubErrorGeneric, @"Show failed")];
      break;
    case GACScriptedEventExpire:
      if (self.state == ISStubShowStateReady) self.state = ISStubShowStateExpired;
      break;
    default: break;  // No callback for the others (a separate impression, will-dismiss, video).
  }
}

@end

@implementation ISAInterstitialAdLoader

+ (void)loadAdWithAdRequest:(ISAInterstitialAdRequest *)adRequest
                   delegate:(id<ISAInterstitialAdLoaderDelegate>)delegate {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  ISAInterstitialAd *interstitial = [[ISAInterstitialAd alloc] initWithInstanceId:adRequest.instanceId
                                                                          network:network];
  GACScriptedRequest *request = ISStubBiddingRequest(GACScriptedFormatInterstitial, adRequest.instanceId,
                                                     adRequest.adm, adRequest.extraParams);
  __weak id<ISAInterstitialAdLoaderDelegate> weakDelegate = delegate;
  __weak ISAInterstitialAd *weakAd = interstitial;
  [network fetch:request
      events:^(GACScriptedEvent event) {
        [weakAd isstub_deliver:event];
      }
      answer:^(GACScriptedAd *ad, GACScriptedFailure *failure) {
        if (ad != nil) {
          if (interstitial.state == ISStubShowStateLoading) interstitial.state = ISStubShowStateReady;
          [weakDelegate interstitialAdDidLoad:interstitial];
        } else {
          [weakDelegate interstitialAdDidFailToLoadWithError:ISStubLoadError(failure)];
        }
      }];
}

@end

#pragma mark - Rewarded ads

@interface ISARewardedAdInfo ()
- (instancetype)initWithInstanceId:(NSString *)instanceId adId:(NSString *)adId;
@end

@implementation ISARewardedAdInfo

- (instancetype)initWithInstanceId:(NSString *)instanceId adId:(NSString *)adId {
  if ((self = [super init])) {
    _instanceId = [instanceId copy];
    _adId = [adId copy];
  }
  return self;
}

@end

@interface ISARewardedAdRequest ()
- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm extraParams:(NSDictionary *)params;
@property(nonatomic, readonly, copy) NSString *instanceId;
@property(nonatomic, readonly, copy) NSString *adm;
@property(nonatomic, readonly, copy) NSDictionary *extraParams;
@end

@implementation ISARewardedAdRequest

- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm extraParams:(NSDictionary *)params {
  if ((self = [super init])) {
    _instanceId = [instanceId copy] ?: @"";
    _adm = [adm copy] ?: @"";
    _extraParams = [params copy];
  }
  return self;
}

@end

@implementation ISARewardedAdRequestBuilder {
  NSString *_instanceId;
  NSString *_adm;
  NSDictionary *_extraParams;
}

- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm {
  if ((self = [super init])) {
    _instanceId = [instanceId copy];
    _adm = [adm copy];
  }
  return self;
}

- (ISARewardedAdRequestBuilder *)withExtraParams:(NSDictionary *)extraParams {
  _extraParams = [extraParams copy];
  return self;
}

- (ISARewardedAdRequest *)build {
  return [[ISARewardedAdRequest alloc] initWithInstanceId:_instanceId adm:_adm extraParams:_extraParams];
}

@end

@interface ISARewardedAd ()
- (instancetype)initWithInstanceId:(NSString *)instanceId network:(GACScriptedNetwork *)network;
@property(atomic) ISStubShowState state;
@property(nonatomic, readonly) GACScriptedNetwork *network;
@end

@implementation ISARewardedAd

- (instancetype)initWithInstanceId:(NSString *)instanceId network:(GACScriptedNetwork *)network {
  if ((self = [super init])) {
    _adInfo = [[ISARewardedAdInfo alloc] initWithInstanceId:instanceId adId:ISStubMakeAdId()];
    _network = network;
  }
  return self;
}

- (void)showFromViewController:(UIViewController *)viewController {
  if (self.state != ISStubShowStateReady) {
    // Not loaded, expired or shown already: IronSource reports a failed show.
    [self.delegate rewardedAd:self didFailToShowWithError:ISStubError(ISStubErrorNoAdsToShow, @"No ads to show")];
    return;
  }
  self.state = ISStubShowStateShown;
  [self.network showFromViewController:viewController];
}

- (void)isstub_deliver:(GACScriptedEvent)event {
  id<ISARewardedAdDelegate> delegate = self.delegate;
  switch (event) {
    // IronSource's "did show" is its one presentation and impression callback.
    case GACScriptedEventPresentScreen: [delegate rewardedAdDidShow:self]; break;
    case GACScriptedEventClick: [delegate rewardedAdDidClick:self]; break;
    case GACScriptedEventDidDismissScreen: [delegate rewardedAdDidDismiss:self]; break;
    case GACScriptedEventRewardEarned: [delegate rewardedAdDidUserEarnReward:self]; break;
    case GACScriptedEventShowFailed:
      [delegate rewardedAd:self didFailToShowWithError:ISStubError(ISStubErrorGeneric, @"Show failed")];
      break;
    case GACScriptedEventExpire:
      if (self.state == ISStubShowStateReady) self.state = ISStubShowStateExpired;
      break;
    default: break;  // No callback for the others (a separate impression, will-dismiss, video).
  }
}

@end

@implementation ISARewardedAdLoader

+ (void)loadAdWithAdRequest:(ISARewardedAdRequest *)adRequest delegate:(id<ISARewardedAdLoaderDelegate>)delegate {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  ISARewardedAd *rewarded = [[ISARewardedAd alloc] initWithInstanceId:adRequest.instanceId network:network];
  GACScriptedRequest *request =
      ISStubBiddingRequest(GACScriptedFormatRewarded, adRequest.instanceId, adRequest.adm, adRequest.extraParams);
  __weak id<ISARewardedAdLoaderDelegate> weakDelegate = delegate;
  __weak ISARewardedAd *weakAd = rewarded;
  [network fetch:request
      events:^(GACScriptedEvent event) {
        [weakAd isstub_deliver:event];
      }
      answer:^(GACScriptedAd *ad, GACScriptedFailure *failure) {
        if (ad != nil) {
          if (rewarded.state == ISStubShowStateLoading) rewarded.state = ISStubShowStateReady;
          [weakDelegate rewardedAdDidLoad:rewarded];
        } else {
          [weakDelegate rewardedAdDidFailToLoadWithError:ISStubLoadError(failure)];
        }
      }];
}

@end
