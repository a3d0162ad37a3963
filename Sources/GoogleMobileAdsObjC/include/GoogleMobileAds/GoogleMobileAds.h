// The Google Mobile Ads mediation API as Objective-C adapters see it, spelled as the SDK's own
// headers spell it (GMA 13). Every class here is a face of the harness's Swift stand-in of the
// same name: an adapter written in Objective-C reads and calls the very objects the engine drives
// and the rules inspect. Only the mediation surface adapters use is declared.
#ifndef GAC_GOOGLE_MOBILE_ADS_H
#define GAC_GOOGLE_MOBILE_ADS_H

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

#pragma mark - Versions, sizes, formats

/// A version as three numbers.
typedef struct GADVersionNumber {
  NSInteger majorVersion;
  NSInteger minorVersion;
  NSInteger patchVersion;
} GADVersionNumber;

/// `major.minor.patch`.
FOUNDATION_EXPORT NSString *GADGetStringFromVersionNumber(GADVersionNumber version);

/// An ad size: points plus the SDK's flags (fluid, adaptive).
typedef struct GADAdSize {
  CGSize size;
  NSUInteger flags;
} GADAdSize;

FOUNDATION_EXPORT GADAdSize const GADAdSizeBanner;
FOUNDATION_EXPORT GADAdSize const GADAdSizeLargeBanner;
FOUNDATION_EXPORT GADAdSize const GADAdSizeMediumRectangle;
FOUNDATION_EXPORT GADAdSize const GADAdSizeFullBanner;
FOUNDATION_EXPORT GADAdSize const GADAdSizeLeaderboard;
FOUNDATION_EXPORT GADAdSize const GADAdSizeSkyscraper;
FOUNDATION_EXPORT GADAdSize const GADAdSizeFluid;
FOUNDATION_EXPORT GADAdSize const GADAdSizeInvalid;

FOUNDATION_EXPORT GADAdSize GADAdSizeFromCGSize(CGSize size);
FOUNDATION_EXPORT GADAdSize GADAdSizeFullWidthPortraitWithHeight(CGFloat height);
FOUNDATION_EXPORT GADAdSize GADAdSizeFullWidthLandscapeWithHeight(CGFloat height);
FOUNDATION_EXPORT GADAdSize GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(CGFloat width);
FOUNDATION_EXPORT GADAdSize GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(CGFloat width);
FOUNDATION_EXPORT GADAdSize GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(CGFloat width);
FOUNDATION_EXPORT GADAdSize GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(CGFloat width, CGFloat maxHeight);
FOUNDATION_EXPORT GADAdSize GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(CGFloat width);
FOUNDATION_EXPORT GADAdSize GADPortraitInlineAdaptiveBannerAdSizeWithWidth(CGFloat width);
FOUNDATION_EXPORT GADAdSize GADLandscapeInlineAdaptiveBannerAdSizeWithWidth(CGFloat width);
FOUNDATION_EXPORT BOOL GADAdSizeEqualToSize(GADAdSize size1, GADAdSize size2);
FOUNDATION_EXPORT CGSize CGSizeFromGADAdSize(GADAdSize size);
FOUNDATION_EXPORT BOOL IsGADAdSizeValid(GADAdSize size);
FOUNDATION_EXPORT BOOL GADAdSizeIsFluid(GADAdSize size);
FOUNDATION_EXPORT NSString *NSStringFromGADAdSize(GADAdSize size);
FOUNDATION_EXPORT NSValue *NSValueFromGADAdSize(GADAdSize size);
FOUNDATION_EXPORT GADAdSize GADAdSizeFromNSValue(NSValue *value);
/// The largest of `possibleAdSizes` that fits `original` (never larger, at least half each side);
/// `GADAdSizeInvalid` when none does.
FOUNDATION_EXPORT GADAdSize GADClosestValidSizeForAdSizes(GADAdSize original, NSArray<NSValue *> *possibleAdSizes);

/// The format of a set of credentials.
typedef NS_ENUM(NSInteger, GADAdFormat) {
  GADAdFormatBanner = 0,
  GADAdFormatInterstitial = 1,
  GADAdFormatRewarded = 2,
  GADAdFormatNative = 3,
  GADAdFormatRewardedInterstitial = 4,
  GADAdFormatAppOpen = 6,
};

#pragma mark - Errors

/// The SDK's own error domain.
FOUNDATION_EXPORT NSString *const GADErrorDomain;

/// The SDK's error codes.
typedef NS_ENUM(NSInteger, GADErrorCode) {
  GADErrorInvalidRequest = 0,
  GADErrorNoFill = 1,
  GADErrorNetworkError = 2,
  GADErrorServerError = 3,
  GADErrorOSVersionTooLow = 4,
  GADErrorTimeout = 5,
  GADErrorMediationDataError = 7,
  GADErrorMediationAdapterError = 8,
  GADErrorMediationNoFill = 9,
  GADErrorMediationInvalidAdSize = 10,
  GADErrorInternalError = 11,
  GADErrorInvalidArgument = 12,
  GADErrorReceivedInvalidResponse = 13,
  GADErrorAdAlreadyUsed = 19,
  GADErrorApplicationIdentifierMissing = 20,
};

#pragma mark - Request configuration

/// An age treatment to apply to ad requests.
typedef NS_ENUM(NSInteger, GADAgeRestrictedTreatment) {
  /// No specific age treatment signal applies to ad requests.
  GADAgeRestrictedTreatmentUnspecified = 0,
  /// Ad requests receive child age treatment.
  GADAgeRestrictedTreatmentChild = 1,
  /// Ad requests receive teenage treatment.
  GADAgeRestrictedTreatmentTeen = 2,
};

/// The publisher's global request configuration (`GADMobileAds.sharedInstance.requestConfiguration`).
@interface GADRequestConfiguration : NSObject
/// The age treatment of ad requests; unspecified unless the publisher set one.
@property(nonatomic, assign) GADAgeRestrictedTreatment ageRestrictedTreatment;
/// Child-directed treatment: nil unspecified, else a boolean number.
@property(nonatomic, copy, nullable) NSNumber *tagForChildDirectedTreatment;
/// Under-age-of-consent treatment: nil unspecified, else a boolean number.
@property(nonatomic, copy, nullable) NSNumber *tagForUnderAgeOfConsent;
@property(nonatomic, copy, nullable) NSString *maxAdContentRating;
@property(nonatomic, copy, nullable) NSArray<NSString *> *testDeviceIdentifiers;
@end

/// The SDK's shared instance.
@interface GADMobileAds : NSObject
+ (GADMobileAds *)sharedInstance;
@property(nonatomic, readonly) GADRequestConfiguration *requestConfiguration;
@property(nonatomic, readonly) GADVersionNumber versionNumber;
@property(nonatomic, assign) float applicationVolume;
@property(nonatomic, assign) BOOL applicationMuted;
@end

#pragma mark - Extras, credentials, configurations

/// Publisher extras of an adapter's network.
@protocol GADAdNetworkExtras <NSObject>
@end

/// One ad source's settings as the publisher entered them in the AdMob UI.
@interface GADMediationCredentials : NSObject
@property(nonatomic, readonly) GADAdFormat format;
@property(nonatomic, readonly) NSDictionary<NSString *, id> *settings;
@end

/// Every credential configured for the adapter, handed to set-up.
@interface GADMediationServerConfiguration : NSObject
@property(nonatomic, readonly) NSArray<GADMediationCredentials *> *credentials;
@end

/// Everything the SDK knows about one ad request.
@interface GADMediationAdConfiguration : NSObject
@property(nonatomic, readonly, nullable) NSString *bidResponse;
@property(nonatomic, readonly, nullable) UIViewController *topViewController;
@property(nonatomic, readonly) GADMediationCredentials *credentials;
@property(nonatomic, readonly, nullable) NSData *watermark;
@property(nonatomic, readonly, nullable) id<GADAdNetworkExtras> extras;
@property(nonatomic, readonly) BOOL isTestRequest;
@property(nonatomic, readonly) BOOL hasUserLocation;
@property(nonatomic, readonly) CGFloat userLatitude;
@property(nonatomic, readonly) CGFloat userLongitude;
@property(nonatomic, readonly) CGFloat userLocationAccuracyInMeters;
@end

@interface GADMediationBannerAdConfiguration : GADMediationAdConfiguration
@property(nonatomic, readonly) GADAdSize adSize;
@end
@interface GADMediationInterstitialAdConfiguration : GADMediationAdConfiguration
@end
@interface GADMediationRewardedAdConfiguration : GADMediationAdConfiguration
@end
@interface GADMediationAppOpenAdConfiguration : GADMediationAdConfiguration
@end

#pragma mark - Native ad options and assets

typedef NS_ENUM(NSInteger, GADAdChoicesPosition) {
  GADAdChoicesPositionTopRightCorner = 0,
  GADAdChoicesPositionTopLeftCorner = 1,
  GADAdChoicesPositionBottomRightCorner = 2,
  GADAdChoicesPositionBottomLeftCorner = 3,
};

typedef NS_ENUM(NSInteger, GADMediaAspectRatio) {
  GADMediaAspectRatioUnknown = 0,
  GADMediaAspectRatioAny = 1,
  GADMediaAspectRatioLandscape = 2,
  GADMediaAspectRatioPortrait = 3,
  GADMediaAspectRatioSquare = 4,
};

@interface GADAdLoaderOptions : NSObject
@end
@interface GADNativeAdImageAdLoaderOptions : GADAdLoaderOptions
@property(nonatomic, assign) BOOL disableImageLoading;
@property(nonatomic, assign) BOOL shouldRequestMultipleImages;
@end
@interface GADNativeAdViewAdOptions : GADAdLoaderOptions
@property(nonatomic, assign) GADAdChoicesPosition preferredAdChoicesPosition;
@end
@interface GADNativeAdMediaAdLoaderOptions : GADAdLoaderOptions
@property(nonatomic, assign) GADMediaAspectRatio mediaAspectRatio;
@end
@interface GADVideoOptions : GADAdLoaderOptions
@property(nonatomic, assign) BOOL startMuted;
@property(nonatomic, assign) BOOL customControlsRequested;
@property(nonatomic, assign) BOOL clickToExpandRequested;
@end
@interface GADMultipleAdsAdLoaderOptions : GADAdLoaderOptions
@property(nonatomic, assign) NSInteger numberOfAds;
@end

@interface GADMediationNativeAdConfiguration : GADMediationAdConfiguration
@property(nonatomic, readonly) NSArray<GADAdLoaderOptions *> *options;
@end

/// A native ad's image: a loaded image or a URL the SDK loads.
@interface GADNativeAdImage : NSObject
- (instancetype)initWithImage:(UIImage *)image;
- (instancetype)initWithURL:(NSURL *)URL scale:(CGFloat)scale;
@property(nonatomic, readonly, strong, nullable) UIImage *image;
@property(nonatomic, readonly, copy, nullable) NSURL *imageURL;
@property(nonatomic, readonly, assign) CGFloat scale;
@end

/// A reward, as a rewarded ad reports it.
@interface GADAdReward : NSObject
- (instancetype)initWithRewardType:(nullable NSString *)rewardType
                      rewardAmount:(nullable NSDecimalNumber *)rewardAmount;
@property(nonatomic, readonly) NSString *type;
@property(nonatomic, readonly) NSDecimalNumber *amount;
@end

typedef NSString *GADNativeAssetIdentifier NS_TYPED_ENUM;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeHeadlineAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeCallToActionAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeIconAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeBodyAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeStoreAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativePriceAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeImageAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeStarRatingAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeAdvertiserAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeMediaViewAsset;
FOUNDATION_EXPORT GADNativeAssetIdentifier const GADNativeAdChoicesViewAsset;

#pragma mark - Event delegates

/// Ad events the adapter reports to the SDK after a successful load.
@protocol GADMediationAdEventDelegate <NSObject>
- (void)reportImpression;
- (void)reportClick;
- (void)willPresentFullScreenView;
- (void)didFailToPresentWithError:(NSError *)error;
- (void)willDismissFullScreenView;
- (void)didDismissFullScreenView;
@end

@protocol GADMediationBannerAdEventDelegate <GADMediationAdEventDelegate>
@optional
/// Deprecated in the SDK; kept for adapters that still call it.
- (void)willBackgroundApplication;
@end
@protocol GADMediationInterstitialAdEventDelegate <GADMediationAdEventDelegate>
@optional
/// Deprecated in the SDK; kept for adapters that still call it.
- (void)willBackgroundApplication;
@end
@protocol GADMediationAppOpenAdEventDelegate <GADMediationAdEventDelegate>
@end
@protocol GADMediationRewardedAdEventDelegate <GADMediationAdEventDelegate>
- (void)didRewardUser;
- (void)didStartVideo;
- (void)didEndVideo;
@end
@protocol GADMediationNativeAdEventDelegate <GADMediationAdEventDelegate>
- (void)didPlayVideo;
- (void)didPauseVideo;
- (void)didEndVideo;
- (void)didMuteVideo;
- (void)didUnmuteVideo;
@end

#pragma mark - Loaded ads

@protocol GADMediationAd <NSObject>
@end

@protocol GADMediationBannerAd <GADMediationAd>
@property(nonatomic, readonly) UIView *view;
@optional
- (void)changeAdSizeTo:(GADAdSize)adSize;
@end

@protocol GADMediationInterstitialAd <GADMediationAd>
- (void)presentFromViewController:(UIViewController *)viewController;
@end
@protocol GADMediationRewardedAd <GADMediationAd>
- (void)presentFromViewController:(UIViewController *)viewController;
@end
@protocol GADMediationAppOpenAd <GADMediationAd>
- (void)presentFromViewController:(UIViewController *)viewController;
@end

/// The assets and callbacks of a native ad an adapter maps from its network's.
@protocol GADMediatedUnifiedNativeAd <NSObject>
@property(nonatomic, readonly, copy, nullable) NSString *headline;
@property(nonatomic, readonly, nullable) NSArray<GADNativeAdImage *> *images;
@property(nonatomic, readonly, copy, nullable) NSString *body;
@property(nonatomic, readonly, nullable) GADNativeAdImage *icon;
@property(nonatomic, readonly, copy, nullable) NSString *callToAction;
@property(nonatomic, readonly, copy, nullable) NSDecimalNumber *starRating;
@property(nonatomic, readonly, copy, nullable) NSString *store;
@property(nonatomic, readonly, copy, nullable) NSString *price;
@property(nonatomic, readonly, copy, nullable) NSString *advertiser;
@property(nonatomic, readonly, copy, nullable) NSDictionary<NSString *, id> *extraAssets;
@optional
@property(nonatomic, readonly, nullable) UIView *adChoicesView;
@property(nonatomic, readonly, nullable) UIView *mediaView;
@property(nonatomic, readonly) BOOL hasVideoContent;
@property(nonatomic, readonly) CGFloat mediaContentAspectRatio;
@property(nonatomic, readonly) NSTimeInterval duration;
@property(nonatomic, readonly) NSTimeInterval currentTime;
- (void)didRenderInView:(UIView *)view
       clickableAssetViews:(NSDictionary<GADNativeAssetIdentifier, UIView *> *)clickableAssetViews
    nonclickableAssetViews:(NSDictionary<GADNativeAssetIdentifier, UIView *> *)nonclickableAssetViews
            viewController:(UIViewController *)viewController;
- (void)didRecordImpression;
- (void)didRecordClickOnAssetWithName:(GADNativeAssetIdentifier)assetName
                                 view:(UIView *)view
                       viewController:(UIViewController *)viewController;
- (void)didUntrackView:(nullable UIView *)view;
@end

@protocol GADMediationNativeAd <GADMediationAd, GADMediatedUnifiedNativeAd>
@optional
- (BOOL)handlesUserClicks;
- (BOOL)handlesUserImpressions;
@end

#pragma mark - Completion handlers

typedef void (^GADMediationAdapterSetUpCompletionBlock)(NSError *_Nullable error);
typedef id<GADMediationBannerAdEventDelegate> _Nullable (^GADMediationBannerLoadCompletionHandler)(
    _Nullable id<GADMediationBannerAd> ad, NSError *_Nullable error);
typedef id<GADMediationInterstitialAdEventDelegate> _Nullable (^GADMediationInterstitialLoadCompletionHandler)(
    _Nullable id<GADMediationInterstitialAd> ad, NSError *_Nullable error);
typedef id<GADMediationRewardedAdEventDelegate> _Nullable (^GADMediationRewardedLoadCompletionHandler)(
    _Nullable id<GADMediationRewardedAd> ad, NSError *_Nullable error);
typedef id<GADMediationAppOpenAdEventDelegate> _Nullable (^GADMediationAppOpenLoadCompletionHandler)(
    _Nullable id<GADMediationAppOpenAd> ad, NSError *_Nullable error);
typedef id<GADMediationNativeAdEventDelegate> _Nullable (^GADMediationNativeLoadCompletionHandler)(
    _Nullable id<GADMediationNativeAd> ad, NSError *_Nullable error);

#pragma mark - The adapter

/// The class an ad network registers with the SDK; the SDK finds it by name, makes one
/// instance per request with `-init` and calls one load method on it, on the main thread.
@protocol GADMediationAdapter <NSObject>
+ (GADVersionNumber)adapterVersion;
+ (GADVersionNumber)adSDKVersion;
+ (nullable Class<GADAdNetworkExtras>)networkExtrasClass;
- (instancetype)init;
@optional
+ (void)setUpWithConfiguration:(GADMediationServerConfiguration *)configuration
             completionHandler:(GADMediationAdapterSetUpCompletionBlock)completionHandler;
- (void)loadBannerForAdConfiguration:(GADMediationBannerAdConfiguration *)adConfiguration
                   completionHandler:(GADMediationBannerLoadCompletionHandler)completionHandler;
- (void)loadInterstitialForAdConfiguration:(GADMediationInterstitialAdConfiguration *)adConfiguration
                         completionHandler:(GADMediationInterstitialLoadCompletionHandler)completionHandler;
- (void)loadRewardedAdForAdConfiguration:(GADMediationRewardedAdConfiguration *)adConfiguration
                       completionHandler:(GADMediationRewardedLoadCompletionHandler)completionHandler;
- (void)loadRewardedInterstitialAdForAdConfiguration:(GADMediationRewardedAdConfiguration *)adConfiguration
                                   completionHandler:(GADMediationRewardedLoadCompletionHandler)completionHandler;
- (void)loadAppOpenAdForAdConfiguration:(GADMediationAppOpenAdConfiguration *)adConfiguration
                      completionHandler:(GADMediationAppOpenLoadCompletionHandler)completionHandler;
- (void)loadNativeAdForAdConfiguration:(GADMediationNativeAdConfiguration *)adConfiguration
                     completionHandler:(GADMediationNativeLoadCompletionHandler)completionHandler;
@end

#pragma mark - Bidding

@interface GADRTBMediationSignalsConfiguration : NSObject
@property(nonatomic, readonly) NSArray<GADMediationCredentials *> *credentials;
@end

@interface GADRTBRequestParameters : NSObject
@property(nonatomic, readonly) GADRTBMediationSignalsConfiguration *configuration;
@property(nonatomic, readonly, nullable) id<GADAdNetworkExtras> extras;
@property(nonatomic, readonly) GADAdSize adSize;
@end

typedef void (^GADRTBSignalCompletionHandler)(NSString *_Nullable signals, NSError *_Nullable error);

/// An adapter that also bids: it collects signals the SDK sends with the bid request.
@protocol GADRTBAdapter <GADMediationAdapter>
- (void)collectSignalsForRequestParameters:(GADRTBRequestParameters *)params
                         completionHandler:(GADRTBSignalCompletionHandler)completionHandler;
@end

NS_ASSUME_NONNULL_END

#endif
