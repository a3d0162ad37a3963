#import <Maio/Maio-Swift.h>
#import <ScriptedNetwork/GACScriptedNetwork.h>

// The maio SDK stub: every load is a fetch on the scenario's scripted network, every show a show
// on it, and the scenario's answers and events become maio's callbacks, with maio's error codes
// where the stub itself refuses (maio's documented codes: 1xxxx load, 2xxxx show; the last two
// digits locate the failure inside the SDK, 00 here). A failure the scenario scripts reaches the
// callback with the scenario's code, as maio's own code.
//
// What maio does not document, the stub does not do: its show callbacks report the ad opened and
// closed, the reward, and a failed show; no click (`didClick:` is deprecated), no impression of
// its own and no video events. Its banner reports a load, an impression, a click, leaving the app
// and a failed show; no full-screen presentation.

/// 101xx: no network connection.
static const NSInteger GACMaioNoConnection = 10100;
/// 111xx: no banner size.
static const NSInteger GACMaioNoBannerSize = 11100;
/// 201xx: the ad expired.
static const NSInteger GACMaioExpired = 20100;
/// 202xx: the ad is not ready.
static const NSInteger GACMaioNotReady = 20200;
/// 203xx: the ad was shown already.
static const NSInteger GACMaioAlreadyShown = 20300;
/// 204xx: playback failed.
static const NSInteger GACMaioPlaybackFailed = 20400;
/// 205xx: no view controller.
static const NSInteger GACMaioNoViewController = 20500;

/// maio's code for a failed load: the scenario's, or "no connection" without a network.
static NSInteger GACMaioLoadCode(GACScriptedFailure *failure) {
  return failure.offline ? GACMaioNoConnection : failure.code;
}

#pragma mark - Requests, sizes, versions, rewards

@interface MaioRequest ()
@property(nonatomic, readonly, copy) NSString *zoneId;
@property(nonatomic, readonly) BOOL testMode;
/// What the scripted network records for a load of `format` with this request.
- (GACScriptedRequest *)gac_scriptedRequest:(GACScriptedFormat)format;
@end

@implementation MaioRequest

- (instancetype)initWithZoneId:(NSString *)zoneId testMode:(BOOL)testMode {
  if ((self = [super init])) {
    // A nil zone crosses into the Swift SDK as an empty string.
    _zoneId = [zoneId copy] ?: @"";
    _testMode = testMode;
  }
  return self;
}

- (GACScriptedRequest *)gac_scriptedRequest:(GACScriptedFormat)format {
  GACScriptedRequest *request = [[GACScriptedRequest alloc] initWithFormat:format];
  request.adUnit = _zoneId;
  request.testMode = @(_testMode);
  return request;
}

@end

@interface MaioBannerSize ()
@property(nonatomic, readonly) CGSize gac_size;
@end

@implementation MaioBannerSize

- (instancetype)gac_initWithSize:(CGSize)size __attribute__((objc_method_family(init))) {
  if ((self = [super init])) _gac_size = size;
  return self;
}

+ (MaioBannerSize *)banner {
  static MaioBannerSize *size;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    size = [[MaioBannerSize alloc] gac_initWithSize:CGSizeMake(320, 50)];
  });
  return size;
}

+ (MaioBannerSize *)bigBanner {
  static MaioBannerSize *size;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    size = [[MaioBannerSize alloc] gac_initWithSize:CGSizeMake(320, 100)];
  });
  return size;
}

+ (MaioBannerSize *)mediumRectangle {
  static MaioBannerSize *size;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    size = [[MaioBannerSize alloc] gac_initWithSize:CGSizeMake(300, 250)];
  });
  return size;
}

@end

@implementation MaioVersion

+ (MaioVersion *)shared {
  static MaioVersion *version;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    version = [[MaioVersion alloc] gac_init];
  });
  return version;
}

- (instancetype)gac_init __attribute__((objc_method_family(init))) {
  return [super init];
}

/// The SDK version the adapter was built and tested with (its CHANGELOG).
- (NSString *)description {
  return @"2.2.2";
}

@end

@interface RewardData ()
@property(nonatomic, readonly, copy) NSString *value;
- (instancetype)gac_initWithValue:(NSString *)value __attribute__((objc_method_family(init)));
@end

@implementation RewardData

- (instancetype)gac_initWithValue:(NSString *)value {
  if ((self = [super init])) _value = [value copy];
  return self;
}

@end

#pragma mark - Full-screen ads

/// What a full-screen ad knows about itself; the ad's flags are read and set under its lock, as
/// the answer, the events and the adapter's show come on different threads.
@interface GACMaioFullScreenState : NSObject
@property(nonatomic) GACScriptedNetwork *network;
@property(nonatomic) BOOL loaded;
@property(nonatomic) BOOL expired;
@property(nonatomic) BOOL shown;
@end

@implementation GACMaioFullScreenState

/// maio's code for refusing a show now, or 0 when the ad can be shown (and is, from now on).
- (NSInteger)refusalForShowFrom:(UIViewController *)context {
  @synchronized(self) {
    if (!_loaded) return GACMaioNotReady;
    if (_expired) return GACMaioExpired;
    if (_shown) return GACMaioAlreadyShown;
    if (context == nil) return GACMaioNoViewController;
    _shown = YES;
    return 0;
  }
}

@end

@implementation MaioInterstitial {
  GACMaioFullScreenState *_state;
  /// The adapter's show callback, held as the SDK holds its callbacks while it has a use for them:
  /// weakly, its owner being the adapter.
  __weak id<MaioInterstitialShowCallback> _showCallback;
}

+ (MaioInterstitial *)loadAdWithRequest:(MaioRequest *)request callback:(id<MaioInterstitialLoadCallback>)callback {
  MaioInterstitial *ad = [[MaioInterstitial alloc] gac_init];
  [ad gac_load:request callback:callback];
  return ad;
}

- (instancetype)gac_init __attribute__((objc_method_family(init))) {
  if ((self = [super init])) _state = [GACMaioFullScreenState new];
  return self;
}

- (void)gac_load:(MaioRequest *)request callback:(id<MaioInterstitialLoadCallback>)callback {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  _state.network = network;
  GACMaioFullScreenState *state = _state;
  __weak MaioInterstitial *weakSelf = self;
  // The load in flight holds the ad and its callback until the scenario's network is gone, as a
  // request in flight holds them in the SDK.
  [network fetch:[request gac_scriptedRequest:GACScriptedFormatInterstitial]
      events:^(GACScriptedEvent event) {
        [weakSelf gac_deliver:event];
      }
      answer:^(GACScriptedAd *content, GACScriptedFailure *failure) {
        if (content != nil) {
          @synchronized(state) {
            state.loaded = YES;
          }
          if ([(id)callback respondsToSelector:@selector(didLoad:)]) [callback didLoad:self];
        } else if ([(id)callback respondsToSelector:@selector(didFail:errorCode:)]) {
          [callback didFail:self errorCode:GACMaioLoadCode(failure)];
        }
      }];
}

- (void)showWithViewContext:(UIViewController *)context callback:(id<MaioInterstitialShowCallback>)callback {
  _showCallback = callback;
  NSInteger refusal = [_state refusalForShowFrom:context];
  if (refusal != 0) {
    [_state.network note:[NSString stringWithFormat:@"maio refuses the show: didFail(errorCode: %ld)", (long)refusal]];
    if ([(id)callback respondsToSelector:@selector(didFail:errorCode:)]) [callback didFail:self errorCode:refusal];
    return;
  }
  [_state.network showFromViewController:context];
}

- (void)gac_deliver:(GACScriptedEvent)event {
  id<MaioInterstitialShowCallback> callback = _showCallback;
  switch (event) {
    case GACScriptedEventExpire:
      @synchronized(_state) {
        _state.expired = YES;
      }
      break;
    case GACScriptedEventPresentScreen:
      if ([(id)callback respondsToSelector:@selector(didOpen:)]) [callback didOpen:self];
      break;
    case GACScriptedEventDidDismissScreen:
      if ([(id)callback respondsToSelector:@selector(didClose:)]) [callback didClose:self];
      break;
    case GACScriptedEventShowFailed:
      if ([(id)callback respondsToSelector:@selector(didFail:errorCode:)])
        [callback didFail:self errorCode:GACMaioPlaybackFailed];
      break;
    default:
      // maio has no callback for the others (impression, click, will-close, video).
      break;
  }
}

@end

@implementation MaioRewarded {
  GACMaioFullScreenState *_state;
  __weak id<MaioRewardedShowCallback> _showCallback;
}

+ (MaioRewarded *)loadAdWithRequest:(MaioRequest *)request callback:(id<MaioRewardedLoadCallback>)callback {
  MaioRewarded *ad = [[MaioRewarded alloc] gac_init];
  [ad gac_load:request callback:callback];
  return ad;
}

- (instancetype)gac_init __attribute__((objc_method_family(init))) {
  if ((self = [super init])) _state = [GACMaioFullScreenState new];
  return self;
}

- (void)gac_load:(MaioRequest *)request callback:(id<MaioRewardedLoadCallback>)callback {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  _state.network = network;
  GACMaioFullScreenState *state = _state;
  __weak MaioRewarded *weakSelf = self;
  [network fetch:[request gac_scriptedRequest:GACScriptedFormatRewarded]
      events:^(GACScriptedEvent event) {
        [weakSelf gac_deliver:event];
      }
      answer:^(GACScriptedAd *content, GACScriptedFailure *failure) {
        if (content != nil) {
          @synchronized(state) {
            state.loaded = YES;
          }
          if ([(id)callback respondsToSelector:@selector(didLoad:)]) [callback didLoad:self];
        } else if ([(id)callback respondsToSelector:@selector(didFail:errorCode:)]) {
          [callback didFail:self errorCode:GACMaioLoadCode(failure)];
        }
      }];
}

- (void)showWithViewContext:(UIViewController *)context callback:(id<MaioRewardedShowCallback>)callback {
  _showCallback = callback;
  NSInteger refusal = [_state refusalForShowFrom:context];
  if (refusal != 0) {
    [_state.network note:[NSString stringWithFormat:@"maio refuses the show: didFail(errorCode: %ld)", (long)refusal]];
    if ([(id)callback respondsToSelector:@selector(didFail:errorCode:)]) [callback didFail:self errorCode:refusal];
    return;
  }
  [_state.network showFromViewController:context];
}

- (void)gac_deliver:(GACScriptedEvent)event {
  id<MaioRewardedShowCallback> callback = _showCallback;
  switch (event) {
    case GACScriptedEventExpire:
      @synchronized(_state) {
        _state.expired = YES;
      }
      break;
    case GACScriptedEventPresentScreen:
      if ([(id)callback respondsToSelector:@selector(didOpen:)]) [callback didOpen:self];
      break;
    case GACScriptedEventDidDismissScreen:
      if ([(id)callback respondsToSelector:@selector(didClose:)]) [callback didClose:self];
      break;
    case GACScriptedEventRewardEarned:
      // No reward data set for the zone: maio hands an empty string.
      if ([(id)callback respondsToSelector:@selector(didReward:reward:)])
        [callback didReward:self reward:[[RewardData alloc] gac_initWithValue:@""]];
      break;
    case GACScriptedEventShowFailed:
      if ([(id)callback respondsToSelector:@selector(didFail:errorCode:)])
        [callback didFail:self errorCode:GACMaioPlaybackFailed];
      break;
    default:
      break;
  }
}

@end

#pragma mark - Banners

@implementation MaioBannerView {
  NSString *_zoneId;
  MaioBannerSize *_size;
}

@synthesize delegate = _delegate;
@synthesize rootViewController = _rootViewController;

- (instancetype)initWithZoneId:(NSString *)zoneId size:(MaioBannerSize *)size {
  CGSize points = size != nil ? size.gac_size : CGSizeZero;
  if ((self = [super initWithFrame:CGRectMake(0, 0, points.width, points.height)])) {
    _zoneId = [zoneId copy];
    _size = size;
  }
  return self;
}

- (void)loadWithTestMode:(BOOL)testMode bidData:(NSString *)bidData {
  GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
  if (_size == nil) {
    [network note:@"maio refuses the load: no banner size, didFailToLoad(errorCode: 11100)"];
    id<MaioBannerDelegate> delegate = self.delegate;
    if ([(id)delegate respondsToSelector:@selector(didFailToLoad:errorCode:)])
      [delegate didFailToLoad:self errorCode:GACMaioNoBannerSize];
    return;
  }
  [network registerAdView:self];
  GACScriptedRequest *request = [[GACScriptedRequest alloc] initWithFormat:GACScriptedFormatBanner];
  // The banner's zone is optional in maio's Swift API: nil stays nil.
  request.adUnit = _zoneId;
  request.testMode = @(testMode);
  request.bidResponse = bidData;
  request.bannerWidth = @(_size.gac_size.width);
  request.bannerHeight = @(_size.gac_size.height);
  __weak MaioBannerView *weakSelf = self;
  [network fetch:request
      events:^(GACScriptedEvent event) {
        [weakSelf gac_deliver:event];
      }
      answer:^(GACScriptedAd *content, GACScriptedFailure *failure) {
        // The delegate is weak (as the SDK's is), read when each answer comes.
        id<MaioBannerDelegate> delegate = self.delegate;
        if (content != nil) {
          if ([(id)delegate respondsToSelector:@selector(didLoad:)]) [delegate didLoad:self];
        } else if ([(id)delegate respondsToSelector:@selector(didFailToLoad:errorCode:)]) {
          [delegate didFailToLoad:self errorCode:GACMaioLoadCode(failure)];
        }
      }];
}

- (void)gac_deliver:(GACScriptedEvent)event {
  id<MaioBannerDelegate> delegate = self.delegate;
  switch (event) {
    case GACScriptedEventImpression:
      if ([(id)delegate respondsToSelector:@selector(didMakeImpression:)]) [delegate didMakeImpression:self];
      break;
    case GACScriptedEventClick:
      if ([(id)delegate respondsToSelector:@selector(didClick:)]) [delegate didClick:self];
      break;
    case GACScriptedEventLeaveApplication:
      if ([(id)delegate respondsToSelector:@selector(didLeaveApplication:)]) [delegate didLeaveApplication:self];
      break;
    case GACScriptedEventShowFailed:
      if ([(id)delegate respondsToSelector:@selector(didFailToShow:errorCode:)])
        [delegate didFailToShow:self errorCode:GACMaioPlaybackFailed];
      break;
    default:
      // maio's banner has no callback for the others (full-screen presentation, video).
      break;
  }
}

@end
