// Broken variants of the reference custom event that get a native ad wrong: options, assets,
// AdChoices, media, clicks, impressions. Each breaks the one rule its name starts with, as
// production adapters have been seen to.
#import "SampleObjCCustomEvent+Formats.h"

#pragma mark - OPT-6

/// OPT-6's loader: builds the request from the image options only; the publisher's media
/// aspect ratio never reaches the network, which always gets "any orientation".
@interface BrokenObjCOPT6IgnoresAspectRatioLoader : SampleObjCNativeLoader
@end

@implementation BrokenObjCOPT6IgnoresAspectRatioLoader

- (SampleNativeAdRequest *)requestForAdConfiguration:
    (GADMediationNativeAdConfiguration *)adConfiguration {
  SampleNativeAdRequest *request = [super requestForAdConfiguration:adConfiguration];
  request.preferredImageOrientation = NativeAdImageOrientationAny;
  return request;
}

@end

/// OPT-6: ignores `GADNativeAdMediaAdLoaderOptions`.
@interface BrokenObjCOPT6IgnoresAspectRatio : SampleObjCCustomEvent
@end

@implementation BrokenObjCOPT6IgnoresAspectRatio

+ (Class)nativeLoaderClass {
  return [BrokenObjCOPT6IgnoresAspectRatioLoader class];
}

@end

#pragma mark - NAT-2

/// NAT-2's ad: text assets the network did not send become `@""` (`?:`), so layouts that hide
/// missing assets show empty ones.
@interface BrokenObjCNAT2EmptyStringsAd : SampleObjCNativeAd
@end

@implementation BrokenObjCNAT2EmptyStringsAd

- (NSString *)headline {
  return [super headline] ?: @"";
}

- (NSString *)body {
  return [super body] ?: @"";
}

- (NSString *)callToAction {
  return [super callToAction] ?: @"";
}

- (NSString *)store {
  return [super store] ?: @"";
}

- (NSString *)price {
  return [super price] ?: @"";
}

- (NSString *)advertiser {
  return [super advertiser] ?: @"";
}

@end

/// NAT-2: missing text assets are empty strings instead of nil.
@interface BrokenObjCNAT2EmptyStrings : SampleObjCCustomEvent
@end

@implementation BrokenObjCNAT2EmptyStrings

+ (Class)nativeAdClass {
  return [BrokenObjCNAT2EmptyStringsAd class];
}

@end

#pragma mark - ADC-1

/// ADC-1's ad: makes no ad-info view, leaving AdChoices to the SDK, which draws none for a
/// mediated ad.
@interface BrokenObjCADC1DropsAdChoicesAd : SampleObjCNativeAd
@end

@implementation BrokenObjCADC1DropsAdChoicesAd

- (UIView *)adChoicesView {
  return nil;
}

@end

/// ADC-1: the network's AdChoices view never reaches the rendered ad.
@interface BrokenObjCADC1DropsAdChoices : SampleObjCCustomEvent
@end

@implementation BrokenObjCADC1DropsAdChoices

+ (Class)nativeAdClass {
  return [BrokenObjCADC1DropsAdChoicesAd class];
}

@end

#pragma mark - MED-1

/// MED-1's ad: `hasVideoContent` says NO for every ad, video or not, although the media view
/// is handed over: the SDK lays a video ad out as an image ad.
@interface BrokenObjCMED1VideoAsImageAd : SampleObjCNativeAd
@end

@implementation BrokenObjCMED1VideoAsImageAd

- (BOOL)hasVideoContent {
  return NO;
}

@end

/// MED-1: `hasVideoContent` lies about video ads.
@interface BrokenObjCMED1VideoAsImage : SampleObjCCustomEvent
@end

@implementation BrokenObjCMED1VideoAsImage

+ (Class)nativeAdClass {
  return [BrokenObjCMED1VideoAsImageAd class];
}

@end

#pragma mark - CLK-2

/// CLK-2's ad: passes the SDK's click to the network and also reports it to the SDK, which
/// counted it already: one user click, two clicks.
@interface BrokenObjCCLK2DoubleCountedClickAd : SampleObjCNativeAd
@end

@implementation BrokenObjCCLK2DoubleCountedClickAd

- (void)didRecordClickOnAssetWithName:(GADNativeAssetIdentifier)assetName
                                 view:(UIView *)view
                       viewController:(UIViewController *)viewController {
  [super didRecordClickOnAssetWithName:assetName view:view viewController:viewController];
  [self.eventDelegate reportClick];
}

@end

/// CLK-2: a click the SDK recorded is counted twice.
@interface BrokenObjCCLK2DoubleCountedClick : SampleObjCCustomEvent
@end

@implementation BrokenObjCCLK2DoubleCountedClick

+ (Class)nativeAdClass {
  return [BrokenObjCCLK2DoubleCountedClickAd class];
}

@end

#pragma mark - IMP-2

/// IMP-2's ad: passes the SDK's impression to the network and also reports it to the SDK,
/// which recorded it already.
@interface BrokenObjCIMP2AlsoReportsImpressionAd : SampleObjCNativeAd
@end

@implementation BrokenObjCIMP2AlsoReportsImpressionAd

- (void)didRecordImpression {
  [super didRecordImpression];
  [self.eventDelegate reportImpression];
}

@end

/// IMP-2: an impression the SDK recorded is counted twice.
@interface BrokenObjCIMP2AlsoReportsImpression : SampleObjCCustomEvent
@end

@implementation BrokenObjCIMP2AlsoReportsImpression

+ (Class)nativeAdClass {
  return [BrokenObjCIMP2AlsoReportsImpressionAd class];
}

@end
