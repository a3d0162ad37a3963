#import "SampleObjCFullScreenAd.h"

@implementation SampleObjCFullScreenAd {
  /// The guarded SDK completion.
  SampleObjCLoadCompletion *_completion;
}

- (instancetype)init {
  self = [super init];
  if (self) {
    _presentation = [[SampleObjCFullScreenPresentation alloc] init];
  }
  return self;
}

- (void)loadForAdConfiguration:(GADMediationAdConfiguration *)adConfiguration
             completionHandler:(SampleObjCLoadHandler)completionHandler {
  _completion = [[SampleObjCLoadCompletion alloc] initWithHandler:completionHandler];
  NSString *adUnit = SampleObjCAdUnit(adConfiguration.credentials);
  if (adUnit == nil) {
    SampleObjCLoadHandler handler = [_completion claim];
    if (handler != nil) {
      handler(nil, SampleObjCInvalidServerParameterError());
    }
    return;
  }
  [self fetchAdWithAdUnit:adUnit request:SampleObjCAdRequest(adConfiguration)];
}

- (void)presentFromViewController:(UIViewController *)viewController {
  if (![self.presentation begin]) {
    return;
  }
  if (!self.networkAdReady) {
    [self.presentation
        failWithError:SampleObjCError(SampleObjCCustomEventErrorAdNotReady,
                                      @"The ad cannot be shown: the Sample Ad SDK has no ad "
                                      @"ready for it (never loaded, expired or shown).")];
    return;
  }
  [self showNetworkAdFromViewController:viewController];
}

- (void)networkDidLoad {
  SampleObjCLoadHandler handler = [_completion claim];
  if (handler != nil) {
    [self.presentation connectEventDelegate:handler(self, nil)];
  }
}

- (void)networkDidFailWithErrorCode:(SampleErrorCode)errorCode {
  SampleObjCLoadHandler handler = [_completion claim];
  if (handler != nil) {
    handler(nil, SampleObjCNetworkError(errorCode));
  }
}

- (void)fetchAdWithAdUnit:(NSString *)adUnit request:(SampleAdRequest *)request {
  [self doesNotRecognizeSelector:_cmd];
}

- (BOOL)isNetworkAdReady {
  return NO;
}

- (void)showNetworkAdFromViewController:(UIViewController *)viewController {
  [self doesNotRecognizeSelector:_cmd];
}

@end

@implementation SampleObjCInterstitial

- (void)fetchAdWithAdUnit:(NSString *)adUnit request:(SampleAdRequest *)request {
  SampleInterstitial *interstitial = [[SampleInterstitial alloc] initWithAdUnitID:adUnit];
  interstitial.delegate = self;
  _interstitial = interstitial;
  [interstitial fetchAd:request];
}

- (BOOL)isNetworkAdReady {
  return self.interstitial.interstitialLoaded;
}

- (void)showNetworkAdFromViewController:(UIViewController *)viewController {
  [self.interstitial show];
}

- (void)interstitialDidLoad:(SampleInterstitial *)interstitial {
  [self networkDidLoad];
}

- (void)interstitial:(SampleInterstitial *)interstitial
    didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode {
  [self networkDidFailWithErrorCode:errorCode];
}

- (void)interstitialWillPresentScreen:(SampleInterstitial *)interstitial {
  [self.presentation receive:SampleObjCNetworkEventPresent];
}

- (void)interstitialWillDismissScreen:(SampleInterstitial *)interstitial {
  [self.presentation receive:SampleObjCNetworkEventWillDismiss];
}

- (void)interstitialDidDismissScreen:(SampleInterstitial *)interstitial {
  [self.presentation receive:SampleObjCNetworkEventDidDismiss];
}

- (void)interstitialWillLeaveApplication:(SampleInterstitial *)interstitial {
  [self.presentation receive:SampleObjCNetworkEventClick];
}

@end

@implementation SampleObjCRewarded

- (void)fetchAdWithAdUnit:(NSString *)adUnit request:(SampleAdRequest *)request {
  SampleRewardedAd *rewardedAd = [[SampleRewardedAd alloc] initWithAdUnitID:adUnit];
  rewardedAd.delegate = self;
  _rewardedAd = rewardedAd;
  [rewardedAd fetchAd:request];
}

- (BOOL)isNetworkAdReady {
  return self.rewardedAd.ready;
}

- (void)showNetworkAdFromViewController:(UIViewController *)viewController {
  [self.rewardedAd presentFromRootViewController:viewController];
}

- (void)rewardedAdDidReceiveAd:(SampleRewardedAd *)rewardedAd {
  [self networkDidLoad];
}

- (void)rewardedAdDidFailToLoadWithError:(SampleErrorCode)errorCode {
  [self networkDidFailWithErrorCode:errorCode];
}

- (void)rewardedAdDidPresent:(SampleRewardedAd *)rewardedAd {
  [self.presentation receive:SampleObjCNetworkEventPresent];
}

- (void)rewardedAdDidDismiss:(SampleRewardedAd *)rewardedAd {
  [self.presentation receive:SampleObjCNetworkEventDidDismiss];
}

/// The network's word that the reward was earned; the amount is the network's business, the
/// SDK pays the reward the publisher configured.
- (void)rewardedAd:(SampleRewardedAd *)rewardedAd userDidEarnReward:(NSUInteger)reward {
  [self.presentation receive:SampleObjCNetworkEventReward];
}

@end

@implementation SampleObjCAppOpen

- (void)fetchAdWithAdUnit:(NSString *)adUnit request:(SampleAdRequest *)request {
  SampleAppOpenAd *appOpenAd = [[SampleAppOpenAd alloc] initWithAdUnitID:adUnit];
  appOpenAd.delegate = self;
  _appOpenAd = appOpenAd;
  [appOpenAd fetchAd:request];
}

- (BOOL)isNetworkAdReady {
  return self.appOpenAd.ready;
}

- (void)showNetworkAdFromViewController:(UIViewController *)viewController {
  [self.appOpenAd presentFromRootViewController:viewController];
}

- (void)appOpenAdDidReceiveAd:(SampleAppOpenAd *)appOpenAd {
  [self networkDidLoad];
}

- (void)appOpenAdDidFailToLoadWithError:(SampleErrorCode)errorCode {
  [self networkDidFailWithErrorCode:errorCode];
}

- (void)appOpenAdWillPresent:(SampleAppOpenAd *)appOpenAd {
  [self.presentation receive:SampleObjCNetworkEventPresent];
}

/// Nothing to pass on: "will present" already told the SDK.
- (void)appOpenAdDidPresent:(SampleAppOpenAd *)appOpenAd {
}

- (void)appOpenAdDidDismiss:(SampleAppOpenAd *)appOpenAd {
  [self.presentation receive:SampleObjCNetworkEventDidDismiss];
}

- (void)appOpenWillLeaveApplication:(SampleAppOpenAd *)appOpenAd {
  [self.presentation receive:SampleObjCNetworkEventClick];
}

@end
