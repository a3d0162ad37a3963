#import "SampleObjCNativeAd.h"

@implementation SampleObjCNativeAd {
  NSArray<GADNativeAdImage *> *_images;
  GADNativeAdImage *_icon;
  UIView *_adChoicesView;
}

- (instancetype)initWithNativeAd:(SampleNativeAd *)nativeAd
                          images:(nullable NSArray<GADNativeAdImage *> *)images
                            icon:(nullable GADNativeAdImage *)icon
                   adChoicesView:(nullable UIView *)adChoicesView {
  self = [super init];
  if (self) {
    _nativeAd = nativeAd;
    _images = [images copy];
    _icon = icon;
    _adChoicesView = adChoicesView;
  }
  return self;
}

+ (NSString *)awesomenessKey {
  return @"degreeOfAwesomeness";
}

#pragma mark - Assets

- (nullable NSString *)headline {
  return self.nativeAd.headline;
}

- (nullable NSString *)body {
  return self.nativeAd.body;
}

- (nullable NSString *)callToAction {
  return self.nativeAd.callToAction;
}

- (nullable NSDecimalNumber *)starRating {
  return self.nativeAd.starRating;
}

- (nullable NSString *)store {
  return self.nativeAd.store;
}

- (nullable NSString *)price {
  return self.nativeAd.price;
}

- (nullable NSString *)advertiser {
  return self.nativeAd.advertiser;
}

- (nullable NSArray<GADNativeAdImage *> *)images {
  return _images;
}

- (nullable GADNativeAdImage *)icon {
  return _icon;
}

/// Only the extra asset the network supplied; no empty stand-in for a missing one.
- (nullable NSDictionary<NSString *, id> *)extraAssets {
  NSString *awesomeness = self.nativeAd.degreeOfAwesomeness;
  return awesomeness == nil ? nil : @{[[self class] awesomenessKey] : awesomeness};
}

- (nullable UIView *)adChoicesView {
  return _adChoicesView;
}

#pragma mark - Media

/// The network's video view; only ads with video have one, and without it the SDK falls back
/// to `images`.
- (nullable UIView *)mediaView {
  return self.nativeAd.mediaView;
}

/// True exactly when the network gave a video view to play the video in.
- (BOOL)hasVideoContent {
  return self.nativeAd.mediaView != nil;
}

/// Width over height of the network's media view; 0 when it has none or no height.
- (CGFloat)mediaContentAspectRatio {
  CGSize size = self.nativeAd.mediaView.frame.size;
  return size.height > 0 ? size.width / size.height : 0;
}

#pragma mark - Tracking: the SDK tracks, the network is told

- (BOOL)handlesUserClicks {
  return NO;
}

- (BOOL)handlesUserImpressions {
  return NO;
}

- (void)didRenderInView:(UIView *)view
       clickableAssetViews:
           (NSDictionary<GADNativeAssetIdentifier, UIView *> *)clickableAssetViews
    nonclickableAssetViews:
        (NSDictionary<GADNativeAssetIdentifier, UIView *> *)nonclickableAssetViews
            viewController:(UIViewController *)viewController {
  if (self.hasVideoContent) {
    [self.nativeAd playVideo];
  }
}

/// Passes the SDK's impression to the network.
- (void)didRecordImpression {
  [self.nativeAd recordImpression];
}

/// Passes the SDK's click to the network, which opens the ad's destination.
- (void)didRecordClickOnAssetWithName:(GADNativeAssetIdentifier)assetName
                                 view:(UIView *)view
                       viewController:(UIViewController *)viewController {
  [self.nativeAd handleClickOnView:view];
}

/// Nothing to do: the network has no call to stop tracking a view.
- (void)didUntrackView:(nullable UIView *)view {
}

@end

/// A downloaded image with a usable scale: the network's own, else `scale`. A scale of 0 would
/// be a divisor in the SDK's layout.
static UIImage *SampleObjCScaledImage(UIImage *image, CGFloat scale) {
  if (image.scale > 0) {
    return image;
  }
  NSData *data = UIImagePNGRepresentation(image);
  return (data == nil ? nil : [UIImage imageWithData:data scale:scale]) ?: image;
}

/// One network image as the SDK's: its data when the network downloaded it, else its URL, or
/// nil when the network gave neither a usable image nor a well-formed URL. Sets `*unavailable`
/// when data is wanted and only a URL was given.
static GADNativeAdImage *_Nullable SampleObjCMappedImage(UIImage *_Nullable image,
                                                         NSString *_Nullable URLText,
                                                         CGFloat scale, BOOL wantsImageData,
                                                         BOOL *unavailable) {
  CGFloat usableScale = scale > 0 ? scale : 1;
  if (image != nil) {
    return [[GADNativeAdImage alloc] initWithImage:SampleObjCScaledImage(image, usableScale)];
  }
  NSURL *URL = URLText.length > 0 ? [NSURL URLWithString:URLText] : nil;
  if (URL.scheme == nil) {
    return nil;
  }
  if (wantsImageData) {
    *unavailable = YES;
    return nil;
  }
  return [[GADNativeAdImage alloc] initWithURL:URL scale:usableScale];
}

@implementation SampleObjCNativeLoader {
  /// The guarded SDK completion.
  SampleObjCLoadCompletion *_completion;
  /// The network's loader; it holds this object weakly.
  SampleNativeAdLoader *_adLoader;
  /// Whether the publisher wants image data rather than URLs.
  BOOL _wantsImageData;
  /// The ad handed to the SDK.
  SampleObjCNativeAd *_mappedAd;
}

- (instancetype)init {
  self = [super init];
  if (self) {
    _nativeAdClass = [SampleObjCNativeAd class];
    _wantsImageData = YES;
  }
  return self;
}

- (void)loadNativeAdForAdConfiguration:(GADMediationNativeAdConfiguration *)adConfiguration
                     completionHandler:(GADMediationNativeLoadCompletionHandler)completionHandler {
  _completion =
      [[SampleObjCLoadCompletion alloc] initWithHandler:(SampleObjCLoadHandler)completionHandler];
  NSString *adUnit = SampleObjCAdUnit(adConfiguration.credentials);
  if (adUnit == nil) {
    [self completeWithAd:nil error:SampleObjCInvalidServerParameterError()];
    return;
  }
  SampleNativeAdRequest *request = [self requestForAdConfiguration:adConfiguration];
  _wantsImageData = request.shouldDownloadImages;
  SampleNativeAdLoader *adLoader = [[SampleNativeAdLoader alloc] init];
  adLoader.adUnitID = adUnit;
  adLoader.delegate = self;
  _adLoader = adLoader;
  [adLoader fetchAd:request];
}

- (SampleNativeAdRequest *)requestForAdConfiguration:
    (GADMediationNativeAdConfiguration *)adConfiguration {
  SampleNativeAdRequest *request = [[SampleNativeAdRequest alloc] init];
  request.testMode = adConfiguration.isTestRequest;
  request.shouldDownloadImages = YES;
  request.shouldRequestMultipleImages = NO;
  request.preferredImageOrientation = NativeAdImageOrientationAny;
  for (GADAdLoaderOptions *options in adConfiguration.options) {
    if ([options isKindOfClass:[GADNativeAdImageAdLoaderOptions class]]) {
      GADNativeAdImageAdLoaderOptions *imageOptions = (GADNativeAdImageAdLoaderOptions *)options;
      request.shouldDownloadImages = !imageOptions.disableImageLoading;
      request.shouldRequestMultipleImages = imageOptions.shouldRequestMultipleImages;
    } else if ([options isKindOfClass:[GADNativeAdMediaAdLoaderOptions class]]) {
      GADMediaAspectRatio ratio = ((GADNativeAdMediaAdLoaderOptions *)options).mediaAspectRatio;
      request.preferredImageOrientation = ratio == GADMediaAspectRatioLandscape
                                              ? NativeAdImageOrientationLandscape
                                          : ratio == GADMediaAspectRatioPortrait
                                              ? NativeAdImageOrientationPortrait
                                              : NativeAdImageOrientationAny;
    }
  }
  return request;
}

- (nullable SampleObjCNativeAd *)mappedAdForNativeAd:(SampleNativeAd *)nativeAd
                                               error:(NSError **)error {
  BOOL unavailable = NO;
  GADNativeAdImage *image = SampleObjCMappedImage(nativeAd.image, nativeAd.imageURL,
                                                  nativeAd.imageScale, _wantsImageData,
                                                  &unavailable);
  GADNativeAdImage *icon = SampleObjCMappedImage(nativeAd.icon, nativeAd.iconURL,
                                                 nativeAd.iconScale, _wantsImageData,
                                                 &unavailable);
  if (unavailable) {
    *error = SampleObjCError(SampleObjCCustomEventErrorImageUnavailable,
                             @"The Sample Ad SDK returned an image as a URL only, and image "
                             @"loading is enabled.");
    return nil;
  }
  // The public SDK does not say whether an ad carries AdChoices; its ad-info view is made by
  // the adapter, for every ad, as the SDK's documentation shows.
  return [[self.nativeAdClass alloc] initWithNativeAd:nativeAd
                                               images:(image == nil ? nil : @[ image ])
                                                 icon:icon
                                        adChoicesView:[[SampleAdInfoView alloc] init]];
}

- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode {
  return SampleObjCNetworkError(errorCode);
}

/// Completes the load, the first time only; a success keeps the event delegate on the ad.
- (void)completeWithAd:(nullable SampleObjCNativeAd *)ad error:(nullable NSError *)error {
  SampleObjCLoadHandler handler = [_completion claim];
  if (handler == nil) {
    return;
  }
  _mappedAd = ad;
  id<GADMediationNativeAdEventDelegate> delegate = handler(ad, error);
  ad.eventDelegate = delegate;
}

#pragma mark - SampleNativeAdLoaderDelegate

- (void)adLoader:(SampleNativeAdLoader *)adLoader didReceiveNativeAd:(SampleNativeAd *)nativeAd {
  NSError *error = nil;
  SampleObjCNativeAd *ad = [self mappedAdForNativeAd:nativeAd error:&error];
  [self completeWithAd:ad error:(ad == nil ? error : nil)];
}

- (void)adLoader:(SampleNativeAdLoader *)adLoader
    didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode {
  [self completeWithAd:nil error:[self errorForNetworkErrorCode:errorCode]];
}

@end
