#import "Internal.h"

// The full-screen ads are NSObject faces: each holds one reference to its Swift stand-in and is
// registered as its face, so a callback from the Swift ad finds this very object again.

@implementation SampleInterstitial {
  gac_swift _swift;
  GACSwiftBox *_forwarder;
  id _fetchHold;
}

@synthesize delegate = _delegate;

GAC_REGISTERED_FACE_ROOT_METHODS

- (instancetype)initWithAdUnitID:(NSString *)adUnitID {
  return [self gac_initTakingSwift:gac_sample_make_ad("SampleInterstitial", adUnitID.UTF8String)];
}

// The real SDK's inherited `-init` makes an interstitial without an ad unit; its fetch fails.
- (instancetype)init {
  return [self initWithAdUnitID:nil];
}

- (NSString *)adUnit {
  return GACStringTakingUTF8(gac_sample_text_get(_swift, GACSampleAdUnit));
}

- (BOOL)isInterstitialLoaded {
  return gac_sample_flag_get(_swift, GACSampleReady);
}

- (void)setInterstitialLoaded:(BOOL)loaded {
  gac_sample_flag_set(_swift, GACSampleReady, loaded);
}

- (void)setDelegate:(id<SampleInterstitialAdDelegate>)delegate {
  _delegate = delegate;
  GACSampleForward(_swift, &_forwarder);
}

GAC_SAMPLE_FETCH_METHODS(SampleAdRequest)

- (void)show {
  gac_sample_show(_swift, NULL);
}

@end

@implementation SampleRewardedAd {
  gac_swift _swift;
  GACSwiftBox *_forwarder;
  id _fetchHold;
}

@synthesize delegate = _delegate;

GAC_REGISTERED_FACE_ROOT_METHODS

- (instancetype)initWithAdUnitID:(NSString *)adUnit {
  return [self gac_initTakingSwift:gac_sample_make_ad("SampleRewardedAd", adUnit.UTF8String)];
}

- (instancetype)init {
  return [self initWithAdUnitID:@""];
}

- (NSString *)adUnit {
  return GACStringTakingUTF8(gac_sample_text_get(_swift, GACSampleAdUnit)) ?: @"";
}

- (BOOL)isReady {
  return gac_sample_flag_get(_swift, GACSampleReady);
}

- (void)setReady:(BOOL)ready {
  gac_sample_flag_set(_swift, GACSampleReady, ready);
}

- (NSUInteger)reward {
  return (NSUInteger)gac_sample_number_get(_swift, GACSampleReward);
}

- (BOOL)enableDebugLogging {
  return gac_sample_flag_get(_swift, GACSampleDebugLogging);
}

- (void)setEnableDebugLogging:(BOOL)enable {
  gac_sample_flag_set(_swift, GACSampleDebugLogging, enable);
}

- (void)setDelegate:(id<SampleRewardedAdDelegate>)delegate {
  _delegate = delegate;
  GACSampleForward(_swift, &_forwarder);
}

GAC_SAMPLE_FETCH_METHODS(SampleAdRequest)

- (void)presentFromRootViewController:(UIViewController *)viewController {
  gac_sample_show(_swift, viewController.gac_swift);
}

@end

@implementation SampleAppOpenAd {
  gac_swift _swift;
  GACSwiftBox *_forwarder;
  id _fetchHold;
}

@synthesize delegate = _delegate;

GAC_REGISTERED_FACE_ROOT_METHODS

- (instancetype)initWithAdUnitID:(NSString *)adUnit {
  return [self gac_initTakingSwift:gac_sample_make_ad("SampleAppOpenAd", adUnit.UTF8String)];
}

- (instancetype)init {
  return [self initWithAdUnitID:@""];
}

- (NSString *)adUnit {
  return GACStringTakingUTF8(gac_sample_text_get(_swift, GACSampleAdUnit)) ?: @"";
}

- (BOOL)isReady {
  return gac_sample_flag_get(_swift, GACSampleReady);
}

- (void)setReady:(BOOL)ready {
  gac_sample_flag_set(_swift, GACSampleReady, ready);
}

- (BOOL)enableDebugLogging {
  return gac_sample_flag_get(_swift, GACSampleDebugLogging);
}

- (void)setEnableDebugLogging:(BOOL)enable {
  gac_sample_flag_set(_swift, GACSampleDebugLogging, enable);
}

- (void)setDelegate:(id<SampleAppOpenAdDelegate>)delegate {
  _delegate = delegate;
  GACSampleForward(_swift, &_forwarder);
}

GAC_SAMPLE_FETCH_METHODS(SampleAdRequest)

- (void)presentFromRootViewController:(UIViewController *)viewController {
  gac_sample_show(_swift, viewController.gac_swift);
}

@end

// A view-controller face whose Swift object is the stand-in's controller for the ad. Its
// delegate is kept here only: the scenario, not the controller, drives the rewarded callbacks.
@implementation SampleRewardedAdController

@synthesize delegate = _delegate;

// A face's initializer hands its Swift object to the face root's, not to UIViewController's.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wobjc-designated-initializers"
- (instancetype)initWithRewardedAd:(SampleRewardedAd *)rewardedAd {
  return [self gac_initTakingSwift:gac_sample_make_rewarded_controller(rewardedAd.gac_swift)];
}
#pragma clang diagnostic pop

@end
