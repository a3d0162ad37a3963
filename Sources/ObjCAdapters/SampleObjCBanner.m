#import "SampleObjCBanner.h"

@implementation SampleObjCBanner {
  /// The guarded SDK completion.
  SampleObjCLoadCompletion *_completion;
}

- (void)loadBannerForAdConfiguration:(GADMediationBannerAdConfiguration *)adConfiguration
                   completionHandler:(GADMediationBannerLoadCompletionHandler)completionHandler {
  [self prepareToCompleteWithHandler:completionHandler];
  NSString *adUnit = SampleObjCAdUnit(adConfiguration.credentials);
  if (adUnit == nil) {
    [self completeWithAd:nil error:SampleObjCInvalidServerParameterError()];
    return;
  }
  NSError *error = nil;
  SampleBanner *banner = [self makeBannerForAdConfiguration:adConfiguration
                                                     adUnit:adUnit
                                                      error:&error];
  if (banner == nil) {
    [self completeWithAd:nil error:error];
    return;
  }
  banner.delegate = self;
  _banner = banner;
  [banner fetchAd:[self requestForAdConfiguration:adConfiguration]];
}

- (SampleAdRequest *)requestForAdConfiguration:
    (GADMediationBannerAdConfiguration *)adConfiguration {
  return SampleObjCAdRequest(adConfiguration);
}

- (nullable SampleBanner *)makeBannerForAdConfiguration:
                               (GADMediationBannerAdConfiguration *)adConfiguration
                                                 adUnit:(NSString *)adUnit
                                                  error:(NSError **)error {
  CGSize size = CGSizeFromGADAdSize(adConfiguration.adSize);
  SampleBanner *banner =
      [[SampleBanner alloc] initWithFrame:CGRectMake(0, 0, size.width, size.height)];
  banner.adUnit = adUnit;
  return banner;
}

- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode {
  return SampleObjCNetworkError(errorCode);
}

- (void)prepareToCompleteWithHandler:(GADMediationBannerLoadCompletionHandler)completionHandler {
  _completion =
      [[SampleObjCLoadCompletion alloc] initWithHandler:(SampleObjCLoadHandler)completionHandler];
}

- (void)completeWithAd:(nullable id<GADMediationBannerAd>)ad error:(nullable NSError *)error {
  SampleObjCLoadHandler handler = [_completion claim];
  if (handler == nil) {
    return;
  }
  id<GADMediationBannerAdEventDelegate> delegate = handler(ad, error);
  if (ad != nil) {
    self.eventDelegate = delegate;
  }
}

#pragma mark - GADMediationBannerAd

/// The network's banner itself: the view the network renders into.
- (UIView *)view {
  return _banner ?: [[UIView alloc] initWithFrame:CGRectZero];
}

#pragma mark - SampleBannerAdDelegate

- (void)bannerDidLoad:(SampleBanner *)banner {
  [self completeWithAd:self error:nil];
}

- (void)banner:(SampleBanner *)banner didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode {
  [self completeWithAd:nil error:[self errorForNetworkErrorCode:errorCode]];
}

/// The Sample Ad SDK reports a banner click only as leaving the application: one click.
- (void)bannerWillLeaveApplication:(SampleBanner *)banner {
  [self.eventDelegate reportClick];
}

@end
