#import "Internal.h"

#include <stdlib.h>
#include <string.h>

// The Objective-C side of the Sample Ad SDK faces, checked from Objective-C: each class is made
// as an adapter makes it, its properties reach the Swift stand-in and come back, a face comes
// back as the same object, and a fetch with no network reaches the delegate. Run with the faces
// declared (`SampleAdSDKFaces.declare()`).

/// Records every callback it gets, with the sender, for the offline fetches.
@interface GACSampleCheckDelegate : NSObject <SampleBannerAdDelegate, SampleInterstitialAdDelegate,
                                              SampleRewardedAdDelegate, SampleAppOpenAdDelegate,
                                              SampleNativeAdLoaderDelegate>
@property(nonatomic, readonly) NSMutableArray<NSString *> *calls;
@property(nonatomic, weak) id lastSender;
@end

@implementation GACSampleCheckDelegate

- (instancetype)init {
  if ((self = [super init])) _calls = [NSMutableArray array];
  return self;
}

- (void)record:(NSString *)call sender:(id)sender {
  [_calls addObject:call];
  self.lastSender = sender;
}

- (void)bannerDidLoad:(SampleBanner *)banner {
  [self record:@"bannerDidLoad" sender:banner];
}
- (void)banner:(SampleBanner *)banner didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode {
  [self record:[NSString stringWithFormat:@"bannerDidFail %ld", (long)errorCode] sender:banner];
}
- (void)bannerWillLeaveApplication:(SampleBanner *)banner {
  [self record:@"bannerWillLeaveApplication" sender:banner];
}

- (void)interstitialDidLoad:(SampleInterstitial *)interstitial {
  [self record:@"interstitialDidLoad" sender:interstitial];
}
- (void)interstitial:(SampleInterstitial *)interstitial didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode {
  [self record:[NSString stringWithFormat:@"interstitialDidFail %ld", (long)errorCode] sender:interstitial];
}
- (void)interstitialWillPresentScreen:(SampleInterstitial *)interstitial {
  [self record:@"interstitialWillPresentScreen" sender:interstitial];
}
- (void)interstitialWillDismissScreen:(SampleInterstitial *)interstitial {
  [self record:@"interstitialWillDismissScreen" sender:interstitial];
}
- (void)interstitialDidDismissScreen:(SampleInterstitial *)interstitial {
  [self record:@"interstitialDidDismissScreen" sender:interstitial];
}
- (void)interstitialWillLeaveApplication:(SampleInterstitial *)interstitial {
  [self record:@"interstitialWillLeaveApplication" sender:interstitial];
}

- (void)rewardedAd:(SampleRewardedAd *)rewardedAd userDidEarnReward:(NSUInteger)reward {
  [self record:[NSString stringWithFormat:@"rewardedAdUserDidEarnReward %lu", (unsigned long)reward] sender:rewardedAd];
}
- (void)rewardedAdDidFailToLoadWithError:(SampleErrorCode)errorCode {
  [self record:[NSString stringWithFormat:@"rewardedAdDidFail %ld", (long)errorCode] sender:nil];
}

- (void)appOpenAdDidReceiveAd:(SampleAppOpenAd *)appOpenAd {
  [self record:@"appOpenAdDidReceiveAd" sender:appOpenAd];
}
- (void)appOpenAdDidFailToLoadWithError:(SampleErrorCode)errorCode {
  [self record:[NSString stringWithFormat:@"appOpenAdDidFail %ld", (long)errorCode] sender:nil];
}

- (void)adLoader:(SampleNativeAdLoader *)adLoader didReceiveNativeAd:(SampleNativeAd *)nativeAd {
  [self record:@"adLoaderDidReceive" sender:adLoader];
}
- (void)adLoader:(SampleNativeAdLoader *)adLoader didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode {
  [self record:[NSString stringWithFormat:@"adLoaderDidFail %ld", (long)errorCode] sender:adLoader];
}

@end

// The first failure, kept for the caller (a C string that lives as long as the process).
static const char *Failure(NSString *message) {
  static char *last;
  free(last);
  last = strdup(message.UTF8String);
  return last;
}

#define CHECK(condition, ...)                                             \
  do {                                                                    \
    if (!(condition)) return Failure([NSString stringWithFormat:__VA_ARGS__]); \
  } while (0)

// Whether `face` is what the registry gives back for its Swift object.
static BOOL FoundAgain(id<GACFace> face) {
  id found = (__bridge_transfer id)gac_face_lookup(face.gac_swift);
  return found == face;
}

static const char *CheckBanner(void) {
  SampleBanner *banner = [[SampleBanner alloc] initWithFrame:CGRectMake(0, 0, 320, 50)];
  CHECK(banner != nil && banner.gac_swift != NULL, @"SampleBanner: -initWithFrame: made no Swift banner");
  CHECK([banner isKindOfClass:[UIView class]], @"SampleBanner is not a UIView");
  CHECK(FoundAgain(banner), @"SampleBanner: the face is not found again for its Swift banner");
  CHECK(CGRectGetWidth(banner.frame) == 320 && CGRectGetHeight(banner.frame) == 50,
        @"SampleBanner: frame %gx%g, not 320x50", CGRectGetWidth(banner.frame), CGRectGetHeight(banner.frame));
  CHECK(banner.adUnit == nil, @"SampleBanner: a new banner has ad unit %@", banner.adUnit);
  banner.adUnit = @"banner-unit";
  CHECK([banner.adUnit isEqualToString:@"banner-unit"], @"SampleBanner: adUnit came back as %@", banner.adUnit);
  UIView *container = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
  [container addSubview:banner];
  CHECK(container.subviews.firstObject == banner && banner.superview == container,
        @"SampleBanner: the banner in a superview is not the same object");
  return NULL;
}

static const char *CheckViews(void) {
  SampleMediaView *mediaView = [[SampleMediaView alloc] initWithFrame:CGRectMake(0, 0, 16, 9)];
  CHECK(mediaView != nil && [mediaView isKindOfClass:[UIView class]], @"SampleMediaView: not made as a view");
  CHECK(CGRectGetWidth(mediaView.frame) == 16, @"SampleMediaView: frame did not reach the Swift view");
  [mediaView createMediaContent];
  [mediaView playMedia];
  SampleAdInfoView *adInfoView = [[SampleAdInfoView alloc] init];
  CHECK(adInfoView != nil && [adInfoView isKindOfClass:[UIView class]], @"SampleAdInfoView: not made as a view");
  CHECK(!CGRectIsEmpty(adInfoView.frame), @"SampleAdInfoView: -init made an empty view");
  CHECK(FoundAgain(adInfoView), @"SampleAdInfoView: the face is not found again");
  return NULL;
}

static const char *CheckFullScreenAds(void) {
  SampleInterstitial *interstitial = [[SampleInterstitial alloc] initWithAdUnitID:@"interstitial-unit"];
  CHECK(interstitial != nil && interstitial.gac_swift != NULL, @"SampleInterstitial: no Swift interstitial");
  CHECK(FoundAgain(interstitial), @"SampleInterstitial: the face is not found again");
  CHECK([interstitial.adUnit isEqualToString:@"interstitial-unit"], @"SampleInterstitial: adUnit %@",
        interstitial.adUnit);
  CHECK(!interstitial.isInterstitialLoaded, @"SampleInterstitial: loaded before any fetch");
  interstitial.interstitialLoaded = YES;
  CHECK(interstitial.isInterstitialLoaded, @"SampleInterstitial: interstitialLoaded did not round-trip");
  interstitial.interstitialLoaded = NO;
  CHECK([[[SampleInterstitial alloc] init] adUnit] == nil, @"SampleInterstitial: -init has an ad unit");

  SampleRewardedAd *rewardedAd = [[SampleRewardedAd alloc] initWithAdUnitID:@"rewarded-unit"];
  CHECK(rewardedAd != nil && FoundAgain(rewardedAd), @"SampleRewardedAd: no face found again");
  CHECK([rewardedAd.adUnit isEqualToString:@"rewarded-unit"], @"SampleRewardedAd: adUnit %@", rewardedAd.adUnit);
  CHECK(!rewardedAd.isReady && rewardedAd.reward == 0, @"SampleRewardedAd: ready or rewarding before any fetch");
  rewardedAd.enableDebugLogging = YES;
  CHECK(rewardedAd.enableDebugLogging, @"SampleRewardedAd: enableDebugLogging did not round-trip");
  rewardedAd.ready = YES;
  CHECK(rewardedAd.isReady, @"SampleRewardedAd: ready did not round-trip");
  rewardedAd.ready = NO;

  SampleAppOpenAd *appOpenAd = [[SampleAppOpenAd alloc] initWithAdUnitID:@"app-open-unit"];
  CHECK(appOpenAd != nil && FoundAgain(appOpenAd), @"SampleAppOpenAd: no face found again");
  CHECK([appOpenAd.adUnit isEqualToString:@"app-open-unit"], @"SampleAppOpenAd: adUnit %@", appOpenAd.adUnit);
  appOpenAd.enableDebugLogging = YES;
  appOpenAd.ready = YES;
  CHECK(appOpenAd.enableDebugLogging && appOpenAd.isReady, @"SampleAppOpenAd: flags did not round-trip");
  appOpenAd.ready = NO;
  return NULL;
}

static const char *CheckNative(void) {
  SampleNativeAdLoader *loader = [[SampleNativeAdLoader alloc] init];
  CHECK(loader != nil && FoundAgain(loader), @"SampleNativeAdLoader: no face found again");
  loader.adUnitID = @"native-unit";
  CHECK([loader.adUnitID isEqualToString:@"native-unit"], @"SampleNativeAdLoader: adUnitID %@", loader.adUnitID);

  SampleNativeAdRequest *request = [[SampleNativeAdRequest alloc] init];
  CHECK(request.shouldDownloadImages && !request.shouldRequestMultipleImages &&
            request.preferredImageOrientation == NativeAdImageOrientationAny,
        @"SampleNativeAdRequest: not the real SDK's defaults");

  SampleNativeAd *nativeAd = [[SampleNativeAd alloc] init];
  CHECK(nativeAd != nil && FoundAgain(nativeAd), @"SampleNativeAd: no face found again");
  CHECK(nativeAd.headline == nil && nativeAd.starRating == nil && nativeAd.mediaView == nil,
        @"SampleNativeAd: a new ad has assets");
  nativeAd.headline = @"Headline";
  nativeAd.body = @"Body";
  nativeAd.callToAction = @"Install";
  nativeAd.advertiser = @"Advertiser";
  nativeAd.price = @"$1.99";
  nativeAd.store = @"Store";
  nativeAd.iconURL = @"https://example.com/icon.png";
  nativeAd.imageURL = @"https://example.com/image.png";
  nativeAd.degreeOfAwesomeness = @"Quite";
  CHECK([nativeAd.headline isEqualToString:@"Headline"] && [nativeAd.body isEqualToString:@"Body"] &&
            [nativeAd.callToAction isEqualToString:@"Install"] && [nativeAd.advertiser isEqualToString:@"Advertiser"] &&
            [nativeAd.price isEqualToString:@"$1.99"] && [nativeAd.store isEqualToString:@"Store"] &&
            [nativeAd.iconURL isEqualToString:@"https://example.com/icon.png"] &&
            [nativeAd.imageURL isEqualToString:@"https://example.com/image.png"] &&
            [nativeAd.degreeOfAwesomeness isEqualToString:@"Quite"],
        @"SampleNativeAd: a text asset did not round-trip");
  nativeAd.starRating = [NSDecimalNumber decimalNumberWithString:@"4.5" locale:nil];
  CHECK([nativeAd.starRating isKindOfClass:[NSDecimalNumber class]] && nativeAd.starRating.doubleValue == 4.5,
        @"SampleNativeAd: starRating came back as %@", nativeAd.starRating);
  nativeAd.iconScale = 2;
  nativeAd.imageScale = 3;
  CHECK(nativeAd.iconScale == 2 && nativeAd.imageScale == 3, @"SampleNativeAd: the scales did not round-trip");
  SampleMediaView *mediaView = [[SampleMediaView alloc] initWithFrame:CGRectZero];
  nativeAd.mediaView = mediaView;
  CHECK(nativeAd.mediaView == mediaView, @"SampleNativeAd: mediaView came back as another object");
  UIImage *icon = [UIImage imageWithData:[@"icon" dataUsingEncoding:NSUTF8StringEncoding]];
  nativeAd.icon = icon;
  CHECK(icon != nil && nativeAd.icon == icon && nativeAd.image == nil,
        @"SampleNativeAd: icon came back as another object");
  [nativeAd recordImpression];
  [nativeAd handleClickOnView:mediaView];
  [nativeAd playVideo];
  return NULL;
}

// Fetches with no network: each stand-in fails at once with a network error, which must reach
// the delegate with the face as the sender, and end the fetch's hold on the face.
static const char *CheckOfflineFetches(void) {
  __block const char *failure = NULL;
  void (^fetches)(void) = ^{
    GACSampleCheckDelegate *delegate = [[GACSampleCheckDelegate alloc] init];
    NSString *networkError = [NSString stringWithFormat:@"%ld", (long)SampleErrorCodeNetworkError];

    SampleBanner *banner = [[SampleBanner alloc] initWithFrame:CGRectMake(0, 0, 320, 50)];
    banner.adUnit = @"banner-unit";
    banner.delegate = delegate;
    [banner fetchAd:[[SampleAdRequest alloc] init]];
    if (![delegate.calls.lastObject isEqualToString:[@"bannerDidFail " stringByAppendingString:networkError]] ||
        delegate.lastSender != banner) {
      failure = Failure([NSString stringWithFormat:@"SampleBanner: offline fetch told the delegate %@", delegate.calls]);
      return;
    }

    SampleInterstitial *interstitial = [[SampleInterstitial alloc] initWithAdUnitID:@"interstitial-unit"];
    interstitial.delegate = delegate;
    [interstitial fetchAd:[[SampleAdRequest alloc] init]];
    if (![delegate.calls.lastObject hasPrefix:@"interstitialDidFail"] || delegate.lastSender != interstitial) {
      failure = Failure([NSString stringWithFormat:@"SampleInterstitial: offline fetch told the delegate %@", delegate.calls]);
      return;
    }

    SampleRewardedAd *rewardedAd = [[SampleRewardedAd alloc] initWithAdUnitID:@"rewarded-unit"];
    rewardedAd.delegate = delegate;
    [rewardedAd fetchAd:[[SampleAdRequest alloc] init]];
    if (![delegate.calls.lastObject hasPrefix:@"rewardedAdDidFail"]) {
      failure = Failure([NSString stringWithFormat:@"SampleRewardedAd: offline fetch told the delegate %@", delegate.calls]);
      return;
    }

    SampleAppOpenAd *appOpenAd = [[SampleAppOpenAd alloc] initWithAdUnitID:@"app-open-unit"];
    appOpenAd.delegate = delegate;
    [appOpenAd fetchAd:[[SampleAdRequest alloc] init]];
    if (![delegate.calls.lastObject hasPrefix:@"appOpenAdDidFail"]) {
      failure = Failure([NSString stringWithFormat:@"SampleAppOpenAd: offline fetch told the delegate %@", delegate.calls]);
      return;
    }

    // A delegate that implements none of the methods is skipped, not sent unknown selectors.
    NSObject *silent = [[NSObject alloc] init];
    SampleInterstitial *unheard = [[SampleInterstitial alloc] initWithAdUnitID:@"interstitial-unit"];
    unheard.delegate = (id<SampleInterstitialAdDelegate>)silent;
    [unheard fetchAd:nil];

    // The adapter keeps no reference to its loader: the fetch holds it until the answer.
    __weak SampleNativeAdLoader *weakLoader = nil;
    @autoreleasepool {
      SampleNativeAdLoader *loader = [[SampleNativeAdLoader alloc] init];
      weakLoader = loader;
      loader.adUnitID = @"native-unit";
      loader.delegate = delegate;
      [loader fetchAd:[[SampleNativeAdRequest alloc] init]];
    }
    if (![delegate.calls.lastObject hasPrefix:@"adLoaderDidFail"]) {
      failure = Failure([NSString stringWithFormat:@"SampleNativeAdLoader: offline fetch told the delegate %@", delegate.calls]);
      return;
    }
    if (weakLoader != nil) {
      failure = Failure(@"SampleNativeAdLoader: the face outlived its answered fetch");
      return;
    }

    // The delegate is weak.
    @autoreleasepool {
      GACSampleCheckDelegate *shortLived = [[GACSampleCheckDelegate alloc] init];
      banner.delegate = shortLived;
    }
    if (banner.delegate != nil) failure = Failure(@"SampleBanner: the delegate is not weak");
  };
  gac_sample_offline((__bridge void *)fetches);
  return failure;
}

const char *gac_sample_sdk_face_checks(void) {
  @autoreleasepool {
    char *swiftVersion = gac_sample_swift_version();
    BOOL sameVersion = swiftVersion != NULL && strcmp(swiftVersion, SampleSDKVersion.UTF8String) == 0 &&
                       strcmp(swiftVersion, (const char *)SampleAdSDKVersionString) == 0;
    free(swiftVersion);
    if (!sameVersion) return Failure(@"SampleSDKVersion differs from the Swift stand-in's");
    const char *(*checks[])(void) = {CheckBanner, CheckViews, CheckFullScreenAds, CheckNative, CheckOfflineFetches};
    for (size_t index = 0; index < sizeof checks / sizeof checks[0]; index++) {
      const char *failure = checks[index]();
      if (failure != NULL) return failure;
    }
    return NULL;
  }
}
