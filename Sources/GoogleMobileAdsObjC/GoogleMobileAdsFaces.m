#import <GoogleMobileAds/GoogleMobileAds.h>
#import <ObjCFaces/ObjCFaces.h>
#import <UIKitObjC/Faces.h>

#import "GoogleMobileAdsObjC/SwiftSide.h"

// The faces of the Swift GoogleMobileAds stand-in. Each root class holds one reference to its
// Swift object (`GAC_FACE_ROOT_METHODS`); members are read through one keyed getter, so a face is a
// list of names.

@interface NSObject (GACMember)
- (id)gac_get:(gac_member)member;
- (BOOL)gac_flag:(gac_member)member;
- (double)gac_double:(gac_member)member;
- (void)gac_set:(gac_member)member to:(id)value;
@end

@implementation NSObject (GACMember)
- (id)gac_get:(gac_member)member {
  return (__bridge_transfer id)gac_gma_get([(id<GACFace>)self gac_swift], member);
}
- (BOOL)gac_flag:(gac_member)member {
  return [[self gac_get:member] boolValue];
}
- (double)gac_double:(gac_member)member {
  return [[self gac_get:member] doubleValue];
}
- (void)gac_set:(gac_member)member to:(id)value {
  gac_gma_set([(id<GACFace>)self gac_swift], member, (__bridge void *)value);
}
@end

static GADAdSize GACAdSize(gac_ad_size size) {
  return (GADAdSize){CGSizeMake(size.width, size.height), size.flags};
}

@interface GADMediationCredentials () <GACFace>
@end
@implementation GADMediationCredentials {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (GADAdFormat)format {
  return (GADAdFormat)[[self gac_get:GACFormat] integerValue];
}
- (NSDictionary<NSString *, id> *)settings {
  return [self gac_get:GACSettings] ?: @{};
}
@end

@interface GADMediationServerConfiguration () <GACFace>
@end
@implementation GADMediationServerConfiguration {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (NSArray<GADMediationCredentials *> *)credentials {
  return [self gac_get:GACCredentials] ?: @[];
}
@end

@interface GADMediationAdConfiguration () <GACFace>
@end
@implementation GADMediationAdConfiguration {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (NSString *)bidResponse {
  return [self gac_get:GACBidResponse];
}
- (UIViewController *)topViewController {
  return [self gac_get:GACTopViewController];
}
- (GADMediationCredentials *)credentials {
  return [self gac_get:GACCredentials];
}
- (NSData *)watermark {
  return [self gac_get:GACWatermark];
}
- (id<GADAdNetworkExtras>)extras {
  return [self gac_get:GACExtras];
}
- (BOOL)isTestRequest {
  return [self gac_flag:GACIsTestRequest];
}
- (BOOL)hasUserLocation {
  return [self gac_flag:GACHasUserLocation];
}
- (CGFloat)userLatitude {
  return [self gac_double:GACUserLatitude];
}
- (CGFloat)userLongitude {
  return [self gac_double:GACUserLongitude];
}
- (CGFloat)userLocationAccuracyInMeters {
  return [self gac_double:GACUserLocationAccuracy];
}
@end

@implementation GADMediationBannerAdConfiguration
- (GADAdSize)adSize {
  return GACAdSize(gac_gma_size(self.gac_swift));
}
@end
@implementation GADMediationInterstitialAdConfiguration
@end
@implementation GADMediationRewardedAdConfiguration
@end
@implementation GADMediationAppOpenAdConfiguration
@end
@implementation GADMediationNativeAdConfiguration
- (NSArray<GADAdLoaderOptions *> *)options {
  return [self gac_get:GACOptions] ?: @[];
}
@end

@interface GADAdLoaderOptions () <GACFace>
@end
@implementation GADAdLoaderOptions {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
+ (const char *)gac_kind {
  return "GADAdLoaderOptions";
}
- (instancetype)init {
  return [self gac_initTakingSwift:gac_gma_make_options([[self class] gac_kind])];
}
@end

@implementation GADNativeAdImageAdLoaderOptions
+ (const char *)gac_kind {
  return "GADNativeAdImageAdLoaderOptions";
}
- (BOOL)disableImageLoading {
  return [self gac_flag:GACDisableImageLoading];
}
- (void)setDisableImageLoading:(BOOL)value {
  [self gac_set:GACDisableImageLoading to:@(value)];
}
- (BOOL)shouldRequestMultipleImages {
  return [self gac_flag:GACMultipleImages];
}
- (void)setShouldRequestMultipleImages:(BOOL)value {
  [self gac_set:GACMultipleImages to:@(value)];
}
@end

@implementation GADNativeAdViewAdOptions
+ (const char *)gac_kind {
  return "GADNativeAdViewAdOptions";
}
- (GADAdChoicesPosition)preferredAdChoicesPosition {
  return (GADAdChoicesPosition)[[self gac_get:GACAdChoicesPosition] integerValue];
}
- (void)setPreferredAdChoicesPosition:(GADAdChoicesPosition)value {
  [self gac_set:GACAdChoicesPosition to:@(value)];
}
@end

@implementation GADNativeAdMediaAdLoaderOptions
+ (const char *)gac_kind {
  return "GADNativeAdMediaAdLoaderOptions";
}
- (GADMediaAspectRatio)mediaAspectRatio {
  return (GADMediaAspectRatio)[[self gac_get:GACMediaAspectRatio] integerValue];
}
- (void)setMediaAspectRatio:(GADMediaAspectRatio)value {
  [self gac_set:GACMediaAspectRatio to:@(value)];
}
@end

@implementation GADVideoOptions
+ (const char *)gac_kind {
  return "GADVideoOptions";
}
- (BOOL)startMuted {
  return [self gac_flag:GACStartMuted];
}
- (void)setStartMuted:(BOOL)value {
  [self gac_set:GACStartMuted to:@(value)];
}
- (BOOL)customControlsRequested {
  return [self gac_flag:GACCustomControls];
}
- (void)setCustomControlsRequested:(BOOL)value {
  [self gac_set:GACCustomControls to:@(value)];
}
- (BOOL)clickToExpandRequested {
  return [self gac_flag:GACClickToExpand];
}
- (void)setClickToExpandRequested:(BOOL)value {
  [self gac_set:GACClickToExpand to:@(value)];
}
@end

@implementation GADMultipleAdsAdLoaderOptions
+ (const char *)gac_kind {
  return "GADMultipleAdsAdLoaderOptions";
}
- (NSInteger)numberOfAds {
  return [[self gac_get:GACNumberOfAds] integerValue];
}
- (void)setNumberOfAds:(NSInteger)value {
  [self gac_set:GACNumberOfAds to:@(value)];
}
@end

@interface GADNativeAdImage () <GACFace>
@end
@implementation GADNativeAdImage {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (instancetype)initWithImage:(UIImage *)image {
  if (image == nil) return nil;
  return [self gac_initTakingSwift:gac_gma_make_image(image.gac_swift)];
}
- (instancetype)initWithURL:(NSURL *)URL scale:(CGFloat)scale {
  if (URL == nil) return nil;
  return [self gac_initTakingSwift:gac_gma_make_image_url(URL.absoluteString.UTF8String, scale)];
}
- (UIImage *)image {
  return [self gac_get:GACImage];
}
- (NSURL *)imageURL {
  return [self gac_get:GACImageURL];
}
- (CGFloat)scale {
  return [self gac_double:GACImageScale];
}
@end

@interface GADAdReward () <GACFace>
@end
@implementation GADAdReward {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (instancetype)initWithRewardType:(NSString *)rewardType rewardAmount:(NSDecimalNumber *)rewardAmount {
  return [self gac_initTakingSwift:gac_gma_make_reward(rewardType.UTF8String, (__bridge void *)rewardAmount)];
}
- (NSString *)type {
  return [self gac_get:GACRewardType];
}
- (NSDecimalNumber *)amount {
  NSNumber *amount = [self gac_get:GACRewardAmount];
  return [NSDecimalNumber decimalNumberWithDecimal:[amount decimalValue]];
}
@end

@interface GADRequestConfiguration () <GACFace>
@end
@implementation GADRequestConfiguration {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (NSNumber *)tagForChildDirectedTreatment {
  return [self gac_get:GACChildDirected];
}
- (void)setTagForChildDirectedTreatment:(NSNumber *)value {
  [self gac_set:GACChildDirected to:value];
}
- (NSNumber *)tagForUnderAgeOfConsent {
  return [self gac_get:GACUnderAgeOfConsent];
}
- (void)setTagForUnderAgeOfConsent:(NSNumber *)value {
  [self gac_set:GACUnderAgeOfConsent to:value];
}
- (GADAgeRestrictedTreatment)ageRestrictedTreatment {
  return (GADAgeRestrictedTreatment)[[self gac_get:GACAgeRestrictedTreatment] integerValue];
}
- (void)setAgeRestrictedTreatment:(GADAgeRestrictedTreatment)value {
  [self gac_set:GACAgeRestrictedTreatment to:@(value)];
}
- (NSString *)maxAdContentRating {
  return [self gac_get:GACMaxAdContentRating];
}
- (void)setMaxAdContentRating:(NSString *)value {
  [self gac_set:GACMaxAdContentRating to:value];
}
- (NSArray<NSString *> *)testDeviceIdentifiers {
  return [self gac_get:GACTestDeviceIdentifiers];
}
- (void)setTestDeviceIdentifiers:(NSArray<NSString *> *)value {
  [self gac_set:GACTestDeviceIdentifiers to:value];
}
@end

@interface GADMobileAds () <GACFace>
@end
@implementation GADMobileAds {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
+ (GADMobileAds *)sharedInstance {
  return [[GADMobileAds alloc] gac_initTakingSwift:gac_gma_mobile_ads()];
}
- (GADRequestConfiguration *)requestConfiguration {
  return [self gac_get:GACRequestConfiguration];
}
- (GADVersionNumber)versionNumber {
  return (GADVersionNumber){13, 0, 0};
}
- (float)applicationVolume {
  return (float)[self gac_double:GACApplicationVolume];
}
- (void)setApplicationVolume:(float)value {
  [self gac_set:GACApplicationVolume to:@(value)];
}
- (BOOL)applicationMuted {
  return [self gac_flag:GACApplicationMuted];
}
- (void)setApplicationMuted:(BOOL)value {
  [self gac_set:GACApplicationMuted to:@(value)];
}
@end

@interface GADRTBMediationSignalsConfiguration () <GACFace>
@end
@implementation GADRTBMediationSignalsConfiguration {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (NSArray<GADMediationCredentials *> *)credentials {
  return [self gac_get:GACCredentials] ?: @[];
}
@end

@interface GADRTBRequestParameters () <GACFace>
@end
@implementation GADRTBRequestParameters {
  gac_swift _swift;
}

GAC_FACE_ROOT_METHODS
- (GADRTBMediationSignalsConfiguration *)configuration {
  return [self gac_get:GACSignalsConfiguration];
}
- (id<GADAdNetworkExtras>)extras {
  return [self gac_get:GACExtras];
}
- (GADAdSize)adSize {
  return GACAdSize(gac_gma_size(self.gac_swift));
}
@end

#pragma mark - Event delegates

/// The event delegate a load's completion handler returns: one class serves every format, each
/// event forwarded to the engine's Swift delegate.
@interface GACAdEventDelegate : NSObject <GADMediationBannerAdEventDelegate, GADMediationInterstitialAdEventDelegate,
                                          GADMediationRewardedAdEventDelegate, GADMediationAppOpenAdEventDelegate,
                                          GADMediationNativeAdEventDelegate>
@end

@implementation GACAdEventDelegate {
  gac_swift _swift;
}
- (instancetype)initTakingSwift:(gac_swift)swift {
  if ((self = [super init])) _swift = swift;
  return self;
}
- (void)dealloc {
  swift_release(_swift);
}
- (void)reportImpression {
  gac_gma_event(_swift, GACEventImpression, NULL);
}
- (void)reportClick {
  gac_gma_event(_swift, GACEventClick, NULL);
}
- (void)willPresentFullScreenView {
  gac_gma_event(_swift, GACEventWillPresent, NULL);
}
- (void)didFailToPresentWithError:(NSError *)error {
  gac_gma_event(_swift, GACEventDidFailToPresent, (__bridge void *)error);
}
- (void)willDismissFullScreenView {
  gac_gma_event(_swift, GACEventWillDismiss, NULL);
}
- (void)didDismissFullScreenView {
  gac_gma_event(_swift, GACEventDidDismiss, NULL);
}
- (void)willBackgroundApplication {
  gac_gma_event(_swift, GACEventWillBackground, NULL);
}
- (void)didRewardUser {
  gac_gma_event(_swift, GACEventReward, NULL);
}
- (void)didStartVideo {
  gac_gma_event(_swift, GACEventVideoStart, NULL);
}
- (void)didEndVideo {
  gac_gma_event(_swift, GACEventVideoEnd, NULL);
}
- (void)didPlayVideo {
  gac_gma_event(_swift, GACEventVideoPlay, NULL);
}
- (void)didPauseVideo {
  gac_gma_event(_swift, GACEventVideoPause, NULL);
}
- (void)didMuteVideo {
  gac_gma_event(_swift, GACEventVideoMute, NULL);
}
- (void)didUnmuteVideo {
  gac_gma_event(_swift, GACEventVideoUnmute, NULL);
}
@end

gac_object gac_gma_event_delegate(gac_swift delegate) {
  return (__bridge_retained void *)[[GACAdEventDelegate alloc] initTakingSwift:delegate];
}

#pragma mark - Sizes and versions

static GADAdSize GACSizeFunction(const char *name, double a, double b) {
  return GACAdSize(gac_gma_size_function(name, a, b));
}

GADAdSize const GADAdSizeBanner = {{320, 50}, 0};
GADAdSize const GADAdSizeLargeBanner = {{320, 100}, 0};
GADAdSize const GADAdSizeMediumRectangle = {{300, 250}, 0};
GADAdSize const GADAdSizeFullBanner = {{468, 60}, 0};
GADAdSize const GADAdSizeLeaderboard = {{728, 90}, 0};
GADAdSize const GADAdSizeSkyscraper = {{120, 600}, 0};
GADAdSize const GADAdSizeFluid = {{0, 0}, 3};
GADAdSize const GADAdSizeInvalid = {{0, 0}, 0};

NSString *GADGetStringFromVersionNumber(GADVersionNumber version) {
  return [NSString stringWithFormat:@"%ld.%ld.%ld", (long)version.majorVersion, (long)version.minorVersion,
                                    (long)version.patchVersion];
}

GADAdSize GADAdSizeFromCGSize(CGSize size) {
  return (GADAdSize){size, 0};
}
GADAdSize GADAdSizeFullWidthPortraitWithHeight(CGFloat height) {
  return GACSizeFunction("fullWidthPortrait", height, 0);
}
GADAdSize GADAdSizeFullWidthLandscapeWithHeight(CGFloat height) {
  return GACSizeFunction("fullWidthLandscape", height, 0);
}
GADAdSize GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(CGFloat width) {
  return GACSizeFunction("anchored", width, 0);
}
GADAdSize GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(CGFloat width) {
  return GACSizeFunction("anchored", width, 0);
}
GADAdSize GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(CGFloat width) {
  return GACSizeFunction("anchored", width, 0);
}
GADAdSize GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(CGFloat width, CGFloat maxHeight) {
  return GACSizeFunction("inline", width, maxHeight);
}
GADAdSize GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(CGFloat width) {
  return GACSizeFunction("inline", width, 0);
}
GADAdSize GADPortraitInlineAdaptiveBannerAdSizeWithWidth(CGFloat width) {
  return GACSizeFunction("inline", width, 0);
}
GADAdSize GADLandscapeInlineAdaptiveBannerAdSizeWithWidth(CGFloat width) {
  return GACSizeFunction("inline", width, 0);
}
BOOL GADAdSizeEqualToSize(GADAdSize size1, GADAdSize size2) {
  return CGSizeEqualToSize(size1.size, size2.size) && size1.flags == size2.flags;
}
CGSize CGSizeFromGADAdSize(GADAdSize size) {
  return size.size;
}
BOOL IsGADAdSizeValid(GADAdSize size) {
  return size.flags != 0 || (size.size.width > 0 && size.size.height > 0);
}
BOOL GADAdSizeIsFluid(GADAdSize size) {
  return GADAdSizeEqualToSize(size, GADAdSizeFluid);
}
NSString *NSStringFromGADAdSize(GADAdSize size) {
  if (GADAdSizeIsFluid(size)) return @"fluid";
  return [NSString stringWithFormat:@"%ldx%ld", (long)size.size.width, (long)size.size.height];
}
NSValue *NSValueFromGADAdSize(GADAdSize size) {
  return [NSValue valueWithBytes:&size objCType:@encode(GADAdSize)];
}
GADAdSize GADAdSizeFromNSValue(NSValue *value) {
  GADAdSize size = GADAdSizeInvalid;
  if (value != nil && strcmp([value objCType], @encode(GADAdSize)) == 0) [value getValue:&size];
  return size;
}
GADAdSize GADClosestValidSizeForAdSizes(GADAdSize original, NSArray<NSValue *> *possibleAdSizes) {
  NSUInteger count = possibleAdSizes.count;
  gac_ad_size *candidates = calloc(count > 0 ? count : 1, sizeof *candidates);
  for (NSUInteger i = 0; i < count; i++) {
    GADAdSize size = GADAdSizeFromNSValue(possibleAdSizes[i]);
    candidates[i] = (gac_ad_size){size.size.width, size.size.height, size.flags};
  }
  gac_ad_size closest = gac_gma_closest_size(
      (gac_ad_size){original.size.width, original.size.height, original.flags}, candidates, (long)count);
  free(candidates);
  return GACAdSize(closest);
}

NSString *const GADErrorDomain = @"com.google.admob";

#pragma mark - Native asset names

// The values the Swift stand-in uses, so an asset dictionary means the same on both sides.

GADNativeAssetIdentifier const GADNativeHeadlineAsset = @"3001";
GADNativeAssetIdentifier const GADNativeCallToActionAsset = @"3002";
GADNativeAssetIdentifier const GADNativeIconAsset = @"3003";
GADNativeAssetIdentifier const GADNativeBodyAsset = @"3004";
GADNativeAssetIdentifier const GADNativeStoreAsset = @"3005";
GADNativeAssetIdentifier const GADNativePriceAsset = @"3006";
GADNativeAssetIdentifier const GADNativeImageAsset = @"3007";
GADNativeAssetIdentifier const GADNativeStarRatingAsset = @"3009";
GADNativeAssetIdentifier const GADNativeAdvertiserAsset = @"3011";
GADNativeAssetIdentifier const GADNativeMediaViewAsset = @"3010";
GADNativeAssetIdentifier const GADNativeAdChoicesViewAsset = @"3012";
