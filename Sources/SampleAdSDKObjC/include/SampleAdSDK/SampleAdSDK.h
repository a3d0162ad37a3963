// The Sample Ad SDK as Objective-C adapters see it, spelled as the real framework's headers spell
// it (names, selectors, property attributes, enum values, constants). The ad objects are faces of
// the harness's Swift stand-ins of the same names, so the scripted network drives the very
// objects an adapter made, and their delegate callbacks reach the adapter's delegates. The
// requests are plain stored objects, read when an ad is fetched with them.
#ifndef GAC_SAMPLE_AD_SDK_H
#define GAC_SAMPLE_AD_SDK_H

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

// Like the real headers, some declarations carry nullability and most do not: those mean
// "unspecified", and clang's completeness warning about the mix is not the adapter's to see.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

/// The framework's version number (Xcode's generic versioning: 1).
FOUNDATION_EXPORT double SampleAdSDKVersionNumber;

/// The framework's version text.
FOUNDATION_EXPORT const unsigned char SampleAdSDKVersionString[];

#pragma mark - Requests

/// Why a fetch failed.
typedef NS_ENUM(NSInteger, SampleErrorCode) {
  SampleErrorCodeBadRequest,    ///< The request could not be made (no ad unit).
  SampleErrorCodeUnknown,       ///< The network failed for a reason it does not name.
  SampleErrorCodeNetworkError,  ///< The network could not be reached.
  SampleErrorCodeNoInventory,   ///< The network had no ad to return.
};

/// The SDK's version, "major.minor.patch"; the one adapters parse.
extern NSString *const SampleSDKVersion;

/// Targeting for a fetch.
@interface SampleAdRequest : NSObject

/// Ask for test ads.
@property(nonatomic, assign) BOOL testMode;

/// Words describing what the user is doing.
@property(nonatomic, copy) NSArray<NSString *> *keywords;

/// Whether video audio should start muted.
@property(nonatomic) BOOL mute;

@end

/// The image orientation a native request prefers.
typedef NS_ENUM(NSInteger, NativeAdImageOrientation) {
  NativeAdImageOrientationAny,       ///< Either orientation.
  NativeAdImageOrientationPortrait,  ///< Taller than wide.
  NativeAdImageOrientationLandscape  ///< Wider than tall.
};

/// What a native fetch asks for, beyond the common targeting.
@interface SampleNativeAdRequest : SampleAdRequest

/// Download the images (YES) or return their URLs and scales only (NO).
@property(nonatomic, assign) BOOL shouldDownloadImages;

/// The preferred orientation of the main image.
@property(nonatomic, assign) NativeAdImageOrientation preferredImageOrientation;

/// Return every image the ad has, not just the first.
@property(nonatomic, assign) BOOL shouldRequestMultipleImages;

@end

#pragma mark - Banner

@class SampleBanner;

/// What a banner tells its owner. (Like the real header, this protocol does not adopt
/// `NSObject`.)
@protocol SampleBannerAdDelegate

/// The banner fetched an ad and shows it.
- (void)bannerDidLoad:(SampleBanner *)banner;

/// The fetch failed.
- (void)banner:(SampleBanner *)banner didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode;

/// The user tapped the banner and the app is about to leave: the network's click.
- (void)bannerWillLeaveApplication:(SampleBanner *)banner;

@end

/// The banner view, a label the network fetches its ad into.
@interface SampleBanner : UILabel

/// The ad unit to fetch from.
@property(nonatomic, copy) NSString *adUnit;

/// Receives the load and click callbacks.
@property(nonatomic, weak) id<SampleBannerAdDelegate> delegate;

/// Fetches an ad sized to the banner's frame.
- (void)fetchAd:(SampleAdRequest *)request;

@end

#pragma mark - Interstitial

@class SampleInterstitial;

/// What an interstitial tells its owner.
@protocol SampleInterstitialAdDelegate <NSObject>

/// An ad was fetched and can be shown.
- (void)interstitialDidLoad:(SampleInterstitial *)interstitial;

/// The fetch failed.
- (void)interstitial:(SampleInterstitial *)interstitial
    didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode;

/// The ad is about to cover the screen.
- (void)interstitialWillPresentScreen:(SampleInterstitial *)interstitial;

/// The ad is about to close.
- (void)interstitialWillDismissScreen:(SampleInterstitial *)interstitial;

/// The ad closed.
- (void)interstitialDidDismissScreen:(SampleInterstitial *)interstitial;

/// The user tapped the ad and the app is about to leave: the network's click.
- (void)interstitialWillLeaveApplication:(SampleInterstitial *)interstitial;

@end

/// A full-screen ad fetched ahead of time and shown once, without a view controller.
@interface SampleInterstitial : NSObject

/// The ad unit given at creation.
@property(nonatomic, readonly) NSString *adUnit;

/// Receives the load and presentation callbacks.
@property(nonatomic, weak) id<SampleInterstitialAdDelegate> delegate;

/// Whether an ad is loaded and not yet shown or expired.
@property(nonatomic, assign, getter=isInterstitialLoaded) BOOL interstitialLoaded;

/// An interstitial for `adUnitID`.
- (instancetype)initWithAdUnitID:(NSString *)adUnitID;

/// Fetches an ad.
- (void)fetchAd:(SampleAdRequest *)request;

/// Shows the loaded ad.
- (void)show;

@end

#pragma mark - Rewarded

@class SampleRewardedAd;

/// What a rewarded ad tells its owner; only the reward is required.
@protocol SampleRewardedAdDelegate <NSObject>

@required

/// The user earned `reward`.
- (void)rewardedAd:(nonnull SampleRewardedAd *)rewardedAd userDidEarnReward:(NSUInteger)reward;

@optional

/// An ad was fetched.
- (void)rewardedAdDidReceiveAd:(nonnull SampleRewardedAd *)rewardedAd;

/// The fetch failed (the callback does not name the ad).
- (void)rewardedAdDidFailToLoadWithError:(SampleErrorCode)errorCode;

/// The ad covers the screen.
- (void)rewardedAdDidPresent:(nonnull SampleRewardedAd *)rewardedAd;

/// The ad closed.
- (void)rewardedAdDidDismiss:(nonnull SampleRewardedAd *)rewardedAd;

@end

NS_ASSUME_NONNULL_BEGIN

/// A full-screen ad that pays a reward, fetched ahead of time and presented once.
@interface SampleRewardedAd : NSObject

/// A rewarded ad for `adUnit`.
- (instancetype)initWithAdUnitID:(NSString *)adUnit;

/// Receives the load, reward and presentation callbacks.
@property(nonatomic, weak) id<SampleRewardedAdDelegate> delegate;

/// Fetches an ad.
- (void)fetchAd:(SampleAdRequest *)request;

/// The ad unit given at creation.
@property(readonly, nonatomic, copy) NSString *adUnit;

/// Whether an ad is loaded and not yet shown or expired.
@property(nonatomic, getter=isReady) BOOL ready;

/// The amount the user earns; 0 until an ad has loaded.
@property(nonatomic, readonly) NSUInteger reward;

/// Whether the SDK logs.
@property(nonatomic) BOOL enableDebugLogging;

/// Presents the loaded ad over `viewController`.
- (void)presentFromRootViewController:(UIViewController *)viewController;

@end

/// The view controller a rewarded ad is shown in.
@interface SampleRewardedAdController : UIViewController

/// A controller showing `rewardedAd`.
- (instancetype)initWithRewardedAd:(SampleRewardedAd *)rewardedAd NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
- (instancetype)initWithCoder:(NSCoder *)aDecoder NS_UNAVAILABLE;

/// The delegate the ad had when it was presented.
@property(nonatomic, weak) id<SampleRewardedAdDelegate> delegate;

@end

NS_ASSUME_NONNULL_END

#pragma mark - App open

@class SampleAppOpenAd;

/// What an app-open ad tells its owner; receiving and failing are required.
@protocol SampleAppOpenAdDelegate <NSObject>

@required

/// An ad was fetched.
- (void)appOpenAdDidReceiveAd:(nonnull SampleAppOpenAd *)appOpenAd;

/// The fetch failed (the callback does not name the ad).
- (void)appOpenAdDidFailToLoadWithError:(SampleErrorCode)errorCode;

@optional

/// The ad is about to cover the screen.
- (void)appOpenAdWillPresent:(nonnull SampleAppOpenAd *)appOpenAd;

/// The ad covers the screen.
- (void)appOpenAdDidPresent:(nonnull SampleAppOpenAd *)appOpenAd;

/// The ad closed.
- (void)appOpenAdDidDismiss:(nonnull SampleAppOpenAd *)appOpenAd;

/// The user tapped the ad and the app is about to leave: the network's click.
- (void)appOpenWillLeaveApplication:(nonnull SampleAppOpenAd *)appOpenAd;

@end

/// A full-screen ad shown when the app comes to the foreground, fetched ahead of time.
@interface SampleAppOpenAd : NSObject

/// Receives the load and presentation callbacks.
@property(nonatomic, weak) id<SampleAppOpenAdDelegate> delegate;

/// The ad unit given at creation.
@property(readonly, nonatomic, copy) NSString *_Nonnull adUnit;

/// Whether an ad is loaded and not yet shown or expired.
@property(nonatomic, getter=isReady) BOOL ready;

/// Whether the SDK logs.
@property(nonatomic) BOOL enableDebugLogging;

/// An app-open ad for `adUnit`.
- (nonnull instancetype)initWithAdUnitID:(NSString *_Nonnull)adUnit;

/// Fetches an ad.
- (void)fetchAd:(SampleAdRequest *_Nonnull)request;

/// Presents the loaded ad over `viewController`.
- (void)presentFromRootViewController:(UIViewController *_Nonnull)viewController;

@end

#pragma mark - Native

/// The view that plays a native ad's video.
@interface SampleMediaView : UIView

- (instancetype)initWithFrame:(CGRect)frame;

/// Prepares the video.
- (void)createMediaContent;

/// Starts the video.
- (void)playMedia;

@end

/// The network's ad-info (AdChoices) view; made with `-init`.
@interface SampleAdInfoView : UIView

/// Unavailable: use `-init`.
- (instancetype)initWithFrame:(CGRect)frame NS_UNAVAILABLE;

/// Unavailable: use `-init`.
- (instancetype)initWithCoder:(NSCoder *)aDecoder NS_UNAVAILABLE;

@end

/// A native ad's assets and the calls that report what the user did with it.
@interface SampleNativeAd : NSObject

/// Who paid for the ad.
@property(nonatomic, copy) NSString *advertiser;

/// The main text.
@property(nonatomic, copy) NSString *body;

/// The call to action, such as "Install".
@property(nonatomic, copy) NSString *callToAction;

/// The title line.
@property(nonatomic, copy) NSString *headline;

/// The icon, when images were downloaded.
@property(nonatomic, strong) UIImage *icon;

/// Where the icon can be fetched.
@property(nonatomic, copy) NSString *iconURL;

/// Pixels per point of the icon file.
@property(nonatomic, assign) CGFloat iconScale;

/// The main image, when images were downloaded.
@property(nonatomic, strong) UIImage *image;

/// Where the main image can be fetched.
@property(nonatomic, copy) NSString *imageURL;

/// Pixels per point of the main image file.
@property(nonatomic, assign) CGFloat imageScale;

/// The video view; only ads with video have one.
@property(nonatomic, strong) SampleMediaView *mediaView;

/// What the advertised app costs, as display text.
@property(nonatomic, copy) NSString *price;

/// The advertised app's rating, 0 to 5.
@property(nonatomic, copy) NSDecimalNumber *starRating;

/// Where the advertised app is sold.
@property(nonatomic, copy) NSString *store;

/// The network-specific extra asset.
@property(nonatomic, copy) NSString *degreeOfAwesomeness;

/// Reports a click on `view` to the network, which then opens the ad's destination.
- (void)handleClickOnView:(UIView *)view;

/// Reports an impression to the network.
- (void)recordImpression;

/// Starts the video once the ad is rendered.
- (void)playVideo;

@end

@class SampleNativeAdLoader;

/// What a native ad loader tells its owner.
@protocol SampleNativeAdLoaderDelegate <NSObject>

/// The fetch returned `nativeAd`.
- (void)adLoader:(SampleNativeAdLoader *)adLoader didReceiveNativeAd:(SampleNativeAd *)nativeAd;

/// The fetch failed.
- (void)adLoader:(SampleNativeAdLoader *)adLoader
    didFailToLoadAdWithErrorCode:(SampleErrorCode)errorCode;

@end

/// Fetches native ads.
@interface SampleNativeAdLoader : NSObject

/// Receives the fetched ad or the failure.
@property(nonatomic, weak) id<SampleNativeAdLoaderDelegate> delegate;

/// The ad unit to fetch from.
@property(nonatomic, copy) NSString *adUnitID;

/// Fetches one native ad.
- (void)fetchAd:(SampleNativeAdRequest *)request;

@end

#pragma clang diagnostic pop

#endif
