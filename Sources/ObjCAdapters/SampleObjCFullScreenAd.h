// The reference custom event's full-screen ads: interstitial, rewarded (also serving rewarded
// interstitials) and app open, one instance per load call.
#import <Foundation/Foundation.h>
#import <GoogleMobileAds/GoogleMobileAds.h>
#import <SampleAdSDK/SampleAdSDK.h>

#import "SampleObjCFullScreenPresentation.h"
#import "SampleObjCSupport.h"

NS_ASSUME_NONNULL_BEGIN

/// What the three full-screen formats share: one load completed exactly once, then one
/// presentation. A subclass fetches, shows and reports its network's callbacks; the loaded ad
/// is the instance itself.
@interface SampleObjCFullScreenAd
    : NSObject <GADMediationInterstitialAd, GADMediationRewardedAd, GADMediationAppOpenAd>

/// Starts the load; fails at once, without fetching, when the ad unit is missing.
- (void)loadForAdConfiguration:(GADMediationAdConfiguration *)adConfiguration
             completionHandler:(SampleObjCLoadHandler)completionHandler;

/// The presentation, holding the SDK's event delegate once the load succeeded.
@property(nonatomic, readonly) SampleObjCFullScreenPresentation *presentation;

/// Shows the ad once. A network without a ready ad is not asked to show: the SDK hears why.
- (void)presentFromViewController:(UIViewController *)viewController;

#pragma mark For subclasses

/// Makes the network's ad for `adUnit` and fetches it with `request`.
- (void)fetchAdWithAdUnit:(NSString *)adUnit request:(SampleAdRequest *)request;

/// Whether the network has an ad loaded that has not expired or been shown.
@property(nonatomic, readonly, getter=isNetworkAdReady) BOOL networkAdReady;

/// Asks the network to show its ad over `viewController`.
- (void)showNetworkAdFromViewController:(UIViewController *)viewController;

/// The network loaded an ad: completes with this object, the first answer only.
- (void)networkDidLoad;

/// The network failed: completes with its error, unless the load already completed.
- (void)networkDidFailWithErrorCode:(SampleErrorCode)errorCode;

@end

/// An interstitial, shown with the network's `-show` (which takes no view controller).
@interface SampleObjCInterstitial : SampleObjCFullScreenAd <SampleInterstitialAdDelegate>
@property(nonatomic, readonly, nullable) SampleInterstitial *interstitial;
@end

/// A rewarded ad, or a rewarded interstitial, which the network serves from the same ad type.
@interface SampleObjCRewarded : SampleObjCFullScreenAd <SampleRewardedAdDelegate>
@property(nonatomic, readonly, nullable) SampleRewardedAd *rewardedAd;
@end

/// An app-open ad.
@interface SampleObjCAppOpen : SampleObjCFullScreenAd <SampleAppOpenAdDelegate>
@property(nonatomic, readonly, nullable) SampleAppOpenAd *appOpenAd;
@end

NS_ASSUME_NONNULL_END
