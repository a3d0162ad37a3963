#import "Internal.h"

// The `IronSource` class as a stub: demand-only ads loaded by instance ID, the bidding token and
// the mediation type. One ad per format and instance ID, as IronSource keeps them: a new load of
// an instance replaces its ad, and every callback names the instance, to the delegate the
// adapter registered (one per process for interstitials and rewarded videos, one per instance for
// banners). A loaded ad shows once; an ad not loaded, expired or shown already fails its show
// with IronSource's "call load before show" code. A load in progress is not refused (the real SDK
// may refuse it; the adapter never starts a second load of an instance before the first ends).

/// Where a demand-only ad stands.
typedef NS_ENUM(NSInteger, ISStubState) {
  ISStubStateLoading,
  ISStubStateLoaded,
  ISStubStateShown,
  ISStubStateExpired,
  ISStubStateDestroyed,
};

/// A delegate held weakly, as IronSource holds them.
@interface ISStubWeakDelegate : NSObject
@property(nonatomic, weak) id value;
@end

@implementation ISStubWeakDelegate
@end

static __weak id<ISDemandOnlyInterstitialDelegate> ISStubInterstitialDelegate;
static __weak id<ISDemandOnlyRewardedVideoDelegate> ISStubRewardedDelegate;
/// Banner delegates by instance ID.
static NSMutableDictionary<NSString *, ISStubWeakDelegate *> *ISStubBannerDelegates;

@class ISStubDemandOnlyAd;
/// The ads by "format/instance ID".
static NSMutableDictionary<NSString *, ISStubDemandOnlyAd *> *ISStubAds;

static NSString *ISStubKey(GACScriptedFormat format, NSString *instanceId) {
  return [NSString stringWithFormat:@"%@/%@", format, instanceId];
}

static id<ISDemandOnlyBannerDelegate> ISStubBannerDelegate(NSString *instanceId) {
  __block id<ISDemandOnlyBannerDelegate> delegate;
  ISStubLocked(^{
    delegate = ISStubBannerDelegates[instanceId].value;
  });
  return delegate;
}

void ISStubResetDemandOnly(void) {
  ISStubLocked(^{
    ISStubAds = nil;
    ISStubBannerDelegates = nil;
  });
}

/// One demand-only ad: an interstitial, a rewarded video or a banner of one instance.
@interface ISStubDemandOnlyAd : NSObject
- (instancetype)initWithFormat:(GACScriptedFormat)format instanceId:(NSString *)instanceId;
@property(nonatomic, readonly, copy) GACScriptedFormat format;
@property(nonatomic, readonly, copy) NSString *instanceId;
@property(nonatomic, readonly) GACScriptedNetwork *network;
@property(nonatomic, readonly) ISDemandOnlyBannerView *view;
@property(atomic) ISStubState state;
@end

@implementation ISStubDemandOnlyAd

- (instancetype)initWithFormat:(GACScriptedFormat)format instanceId:(NSString *)instanceId {
  if ((self = [super init])) {
    _format = [format copy];
    _instanceId = [instanceId copy] ?: @"";
    _network = GACScriptedNetwork.currentNetwork;
  }
  return self;
}

/// The ad of `format` and `instanceId`, if one was loaded.
+ (ISStubDemandOnlyAd *)adOf:(GACScriptedFormat)format instanceId:(NSString *)instanceId {
  __block ISStubDemandOnlyAd *ad;
  ISStubLocked(^{
    ad = ISStubAds[ISStubKey(format, instanceId)];
  });
  return ad;
}

/// Makes the ad of `format` and `instanceId`, in place of any earlier one, and loads it.
+ (void)load:(GACScriptedFormat)format instanceId:(NSString *)instanceId size:(ISBannerSize *)size {
  ISStubDemandOnlyAd *ad = [[ISStubDemandOnlyAd alloc] initWithFormat:format instanceId:instanceId];
  ISStubLocked(^{
    if (ISStubAds == nil) ISStubAds = [NSMutableDictionary dictionary];
    ISStubAds[ISStubKey(format, ad.instanceId)] = ad;
  });
  [ad loadWithSize:size];
}

- (void)loadWithSize:(ISBannerSize *)size {
  GACScriptedRequest *request = [[GACScriptedRequest alloc] initWithFormat:_format];
  request.adUnit = _instanceId;
  if (size != nil) {
    _view = [[ISDemandOnlyBannerView alloc] initWithFrame:CGRectMake(0, 0, size.width, size.height)];
    request.bannerWidth = @(size.width);
    request.bannerHeight = @(size.height);
    [_network registerAdView:_view];
  }
  __weak ISStubDemandOnlyAd *weakSelf = self;
  [_network fetch:request
      events:^(GACScriptedEvent event) {
        [weakSelf deliver:event];
      }
      answer:^(GACScriptedAd *ad, GACScriptedFailure *failure) {
        // The ad is held by its fetch until the network answers, as IronSource holds its loads.
        [self answered:ad failure:failure];
      }];
}

- (void)answered:(GACScriptedAd *)ad failure:(GACScriptedFailure *)failure {
  // A destroyed banner reports nothing more.
  if (self.state == ISStubStateDestroyed) return;
  NSString *instanceId = _instanceId;
  if (ad != nil) {
    if (self.state == ISStubStateLoading) self.state = ISStubStateLoaded;
    if ([_format isEqual:GACScriptedFormatInterstitial]) {
      [ISStubInterstitialDelegate interstitialDidLoad:instanceId];
    } else if ([_format isEqual:GACScriptedFormatRewarded]) {
      [ISStubRewardedDelegate rewardedVideoDidLoad:instanceId];
    } else {
      [ISStubBannerDelegate(instanceId) bannerDidLoad:_view instanceId:instanceId];
    }
    return;
  }
  NSError *error = ISStubLoadError(failure);
  if ([_format isEqual:GACScriptedFormatInterstitial]) {
    [ISStubInterstitialDelegate interstitialDidFailToLoadWithError:error instanceId:instanceId];
  } else if ([_format isEqual:GACScriptedFormatRewarded]) {
    [ISStubRewardedDelegate rewardedVideoDidFailToLoadWithError:error instanceId:instanceId];
  } else {
    [ISStubBannerDelegate(instanceId) bannerDidFailToLoadWithError:error instanceId:instanceId];
  }
}

/// A post-load event of the ad's fetch, as IronSource's demand-only callbacks report it.
- (void)deliver:(GACScriptedEvent)event {
  if (event == GACScriptedEventExpire) {
    if (self.state == ISStubStateLoaded) self.state = ISStubStateExpired;
    return;
  }
  if (self.state == ISStubStateDestroyed) return;
  NSString *instanceId = _instanceId;
  if ([_format isEqual:GACScriptedFormatBanner]) {
    id<ISDemandOnlyBannerDelegate> delegate = ISStubBannerDelegate(instanceId);
    switch (event) {
      case GACScriptedEventImpression: [delegate bannerDidShow:instanceId]; break;
      case GACScriptedEventClick: [delegate didClickBanner:instanceId]; break;
      case GACScriptedEventLeaveApplication: [delegate bannerWillLeaveApplication:instanceId]; break;
      default: break;  // No callback for the others (full-screen content, video).
    }
  } else if ([_format isEqual:GACScriptedFormatInterstitial]) {
    id<ISDemandOnlyInterstitialDelegate> delegate = ISStubInterstitialDelegate;
    switch (event) {
      // "Did open" is IronSource's one presentation and impression callback.
      case GACScriptedEventPresentScreen: [delegate interstitialDidOpen:instanceId]; break;
      case GACScriptedEventClick: [delegate didClickInterstitial:instanceId]; break;
      case GACScriptedEventDidDismissScreen: [delegate interstitialDidClose:instanceId]; break;
      case GACScriptedEventShowFailed:
        [delegate interstitialDidFailToShowWithError:ISStubError(ISStubErrorGeneric, @"Show failed")
                                          instanceId:instanceId];
        break;
      default: break;  // No callback for the others (a separate impression, will-dismiss, video).
    }
  } else {
    id<ISDemandOnlyRewardedVideoDelegate> delegate = ISStubRewardedDelegate;
    switch (event) {
      case GACScriptedEventPresentScreen: [delegate rewardedVideoDidOpen:instanceId]; break;
      case GACScriptedEventClick: [delegate rewardedVideoDidClick:instanceId]; break;
      case GACScriptedEventDidDismissScreen: [delegate rewardedVideoDidClose:instanceId]; break;
      case GACScriptedEventRewardEarned: [delegate rewardedVideoAdRewarded:instanceId]; break;
      case GACScriptedEventShowFailed:
        [delegate rewardedVideoDidFailToShowWithError:ISStubError(ISStubErrorGeneric, @"Show failed")
                                           instanceId:instanceId];
        break;
      default: break;  // No callback for the others (a separate impression, will-dismiss, video).
    }
  }
}

/// Shows the ad if it is loaded and returns YES; else returns NO and shows nothing.
+ (BOOL)show:(GACScriptedFormat)format instanceId:(NSString *)instanceId from:(UIViewController *)viewController {
  ISStubDemandOnlyAd *ad = [self adOf:format instanceId:instanceId];
  if (ad.state != ISStubStateLoaded) return NO;
  ad.state = ISStubStateShown;
  [ad.network showFromViewController:viewController];
  return YES;
}

@end

@implementation IronSource

+ (void)setMediationType:(NSString *)mediationType {
  NSString *note = [NSString stringWithFormat:@"IronSource setMediationType(%@)", mediationType];
  [GACScriptedNetwork.currentNetwork note:note];
}

+ (NSString *)getISDemandOnlyBiddingData {
  // A synchronous getter: the token is the one the scenario scripts at once. A token scripted
  // late, or a failure, cannot reach this call; the fixture declares the getter synchronous, so
  // the rules skip those scenarios (the header promises a token, never nil).
  __block NSString *token = nil;
  __block BOOL answered = NO;
  __block BOOL returned = NO;
  [GACScriptedNetwork.currentNetwork collectSignals:[[GACScriptedSignalRequest alloc] init]
                                             answer:^(NSString *answer, GACScriptedFailure *failure) {
                                               ISStubLocked(^{
                                                 if (returned || answered) return;
                                                 answered = YES;
                                                 token = answer;
                                               });
                                             }];
  __block NSString *result;
  ISStubLocked(^{
    returned = YES;
    result = token;
  });
  return result;
}

#pragma mark Demand-only rewarded video

+ (void)setISDemandOnlyRewardedVideoDelegate:(id<ISDemandOnlyRewardedVideoDelegate>)delegate {
  ISStubRewardedDelegate = delegate;
}

+ (void)loadISDemandOnlyRewardedVideo:(NSString *)instanceId {
  [ISStubDemandOnlyAd load:GACScriptedFormatRewarded instanceId:instanceId size:nil];
}

+ (void)showISDemandOnlyRewardedVideo:(UIViewController *)viewController instanceId:(NSString *)instanceId {
  if ([ISStubDemandOnlyAd show:GACScriptedFormatRewarded instanceId:instanceId from:viewController]) return;
  [ISStubRewardedDelegate
      rewardedVideoDidFailToShowWithError:ISStubError(ISStubErrorRewardedCallLoadBeforeShow,
                                                      @"Show failed: call load before show")
                               instanceId:instanceId];
}

#pragma mark Demand-only interstitial

+ (void)setISDemandOnlyInterstitialDelegate:(id<ISDemandOnlyInterstitialDelegate>)delegate {
  ISStubInterstitialDelegate = delegate;
}

+ (void)loadISDemandOnlyInterstitial:(NSString *)instanceId {
  [ISStubDemandOnlyAd load:GACScriptedFormatInterstitial instanceId:instanceId size:nil];
}

+ (void)showISDemandOnlyInterstitial:(UIViewController *)viewController instanceId:(NSString *)instanceId {
  if ([ISStubDemandOnlyAd show:GACScriptedFormatInterstitial instanceId:instanceId from:viewController]) return;
  [ISStubInterstitialDelegate
      interstitialDidFailToShowWithError:ISStubError(ISStubErrorInterstitialCallLoadBeforeShow,
                                                     @"Show failed: call load before show")
                              instanceId:instanceId];
}

#pragma mark Demand-only banner

+ (void)setISDemandOnlyBannerDelegate:(id<ISDemandOnlyBannerDelegate>)delegate forInstanceId:(NSString *)instanceId {
  if (instanceId == nil) return;
  ISStubWeakDelegate *box = [[ISStubWeakDelegate alloc] init];
  box.value = delegate;
  ISStubLocked(^{
    if (ISStubBannerDelegates == nil) ISStubBannerDelegates = [NSMutableDictionary dictionary];
    ISStubBannerDelegates[instanceId] = box;
  });
}

+ (void)loadISDemandOnlyBannerWithInstanceId:(NSString *)instanceId
                              viewController:(UIViewController *)viewController
                                        size:(ISBannerSize *)size {
  [ISStubDemandOnlyAd load:GACScriptedFormatBanner instanceId:instanceId size:size ?: ISBannerSize_BANNER];
}

+ (void)destroyISDemandOnlyBannerWithInstanceId:(NSString *)instanceId {
  // The banner's later answers and events reach no one. (Its view is left where the publisher
  // put it: what the real SDK does with the view is not documented.)
  __block ISStubDemandOnlyAd *ad;
  ISStubLocked(^{
    NSString *key = ISStubKey(GACScriptedFormatBanner, instanceId ?: @"");
    ad = ISStubAds[key];
    [ISStubAds removeObjectForKey:key];
  });
  ad.state = ISStubStateDestroyed;
}

@end

#pragma mark - Banner sizes and views

@implementation ISBannerSize

- (instancetype)initWithDescription:(NSString *)description width:(NSInteger)width height:(NSInteger)height {
  if ((self = [super init])) {
    _sizeDescription = [description copy];
    _width = width;
    _height = height;
  }
  return self;
}

@end

@implementation ISDemandOnlyBannerView
@end
