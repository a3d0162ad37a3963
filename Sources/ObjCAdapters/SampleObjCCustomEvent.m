#import "SampleObjCCustomEvent.h"

#import "SampleObjCCustomEvent+Formats.h"

/// The custom event's version, "major.minor.patch".
static NSString *const SampleObjCCustomEventVersion = @"1.0.0";

/// A "major.minor.patch" text as a version; missing or non-numeric parts count as 0.
static GADVersionNumber SampleObjCVersionFromString(NSString *text) {
  NSArray<NSString *> *parts = [text componentsSeparatedByString:@"."];
  GADVersionNumber version = {0, 0, 0};
  version.majorVersion = parts.count > 0 ? parts[0].integerValue : 0;
  version.minorVersion = parts.count > 1 ? parts[1].integerValue : 0;
  version.patchVersion = parts.count > 2 ? parts[2].integerValue : 0;
  return version;
}

@implementation SampleObjCCustomEvent {
  // This instance's load: the SDK makes one instance per request, and the network holds its
  // delegates weakly, so each per-load object lives as long as its adapter.
  SampleObjCBanner *_banner;
  SampleObjCFullScreenAd *_fullScreenAd;
  SampleObjCNativeLoader *_nativeLoader;
}

+ (GADVersionNumber)adapterVersion {
  return SampleObjCVersionFromString(SampleObjCCustomEventVersion);
}

+ (GADVersionNumber)adSDKVersion {
  return SampleObjCVersionFromString(SampleSDKVersion);
}

/// The custom event reads no publisher extras.
+ (nullable Class<GADAdNetworkExtras>)networkExtrasClass {
  return Nil;
}

/// Succeeds when at least one ad source has an ad unit; the Sample Ad SDK needs no start-up.
+ (void)setUpWithConfiguration:(GADMediationServerConfiguration *)configuration
             completionHandler:(GADMediationAdapterSetUpCompletionBlock)completionHandler {
  for (GADMediationCredentials *credentials in configuration.credentials) {
    if (SampleObjCAdUnit(credentials) != nil) {
      completionHandler(nil);
      return;
    }
  }
  completionHandler(SampleObjCError(SampleObjCCustomEventErrorMissingCredentials,
                                    @"No ad source of the Sample custom event has a server "
                                    @"parameter."));
}

- (void)loadBannerForAdConfiguration:(GADMediationBannerAdConfiguration *)adConfiguration
                   completionHandler:(GADMediationBannerLoadCompletionHandler)completionHandler {
  SampleObjCBanner *banner = [[[[self class] bannerClass] alloc] init];
  _banner = banner;
  [banner loadBannerForAdConfiguration:adConfiguration completionHandler:completionHandler];
}

- (void)loadInterstitialForAdConfiguration:
            (GADMediationInterstitialAdConfiguration *)adConfiguration
                         completionHandler:
                             (GADMediationInterstitialLoadCompletionHandler)completionHandler {
  [self loadFullScreenAd:[[[[self class] interstitialClass] alloc] init]
        forAdConfiguration:adConfiguration
         completionHandler:(SampleObjCLoadHandler)completionHandler];
}

- (void)loadRewardedAdForAdConfiguration:(GADMediationRewardedAdConfiguration *)adConfiguration
                       completionHandler:
                           (GADMediationRewardedLoadCompletionHandler)completionHandler {
  [self loadFullScreenAd:[[[[self class] rewardedClass] alloc] init]
        forAdConfiguration:adConfiguration
         completionHandler:(SampleObjCLoadHandler)completionHandler];
}

/// The network serves rewarded interstitials from its rewarded ad type.
- (void)loadRewardedInterstitialAdForAdConfiguration:
            (GADMediationRewardedAdConfiguration *)adConfiguration
                                   completionHandler:(GADMediationRewardedLoadCompletionHandler)
                                                         completionHandler {
  [self loadFullScreenAd:[[[[self class] rewardedClass] alloc] init]
        forAdConfiguration:adConfiguration
         completionHandler:(SampleObjCLoadHandler)completionHandler];
}

- (void)loadAppOpenAdForAdConfiguration:(GADMediationAppOpenAdConfiguration *)adConfiguration
                      completionHandler:
                          (GADMediationAppOpenLoadCompletionHandler)completionHandler {
  [self loadFullScreenAd:[[[[self class] appOpenClass] alloc] init]
        forAdConfiguration:adConfiguration
         completionHandler:(SampleObjCLoadHandler)completionHandler];
}

- (void)loadNativeAdForAdConfiguration:(GADMediationNativeAdConfiguration *)adConfiguration
                     completionHandler:(GADMediationNativeLoadCompletionHandler)completionHandler {
  SampleObjCNativeLoader *loader = [[[[self class] nativeLoaderClass] alloc] init];
  loader.nativeAdClass = [[self class] nativeAdClass];
  _nativeLoader = loader;
  [loader loadNativeAdForAdConfiguration:adConfiguration completionHandler:completionHandler];
}

- (void)loadFullScreenAd:(SampleObjCFullScreenAd *)ad
      forAdConfiguration:(GADMediationAdConfiguration *)adConfiguration
       completionHandler:(SampleObjCLoadHandler)completionHandler {
  _fullScreenAd = ad;
  [ad loadForAdConfiguration:adConfiguration completionHandler:completionHandler];
}

@end

@implementation SampleObjCCustomEvent (Formats)

+ (Class)bannerClass {
  return [SampleObjCBanner class];
}

+ (Class)interstitialClass {
  return [SampleObjCInterstitial class];
}

+ (Class)rewardedClass {
  return [SampleObjCRewarded class];
}

+ (Class)appOpenClass {
  return [SampleObjCAppOpen class];
}

+ (Class)nativeLoaderClass {
  return [SampleObjCNativeLoader class];
}

+ (Class)nativeAdClass {
  return [SampleObjCNativeAd class];
}

@end
