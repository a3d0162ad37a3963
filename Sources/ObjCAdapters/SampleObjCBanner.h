// The reference custom event's banner: one instance per `loadBanner…` call.
#import <Foundation/Foundation.h>
#import <GoogleMobileAds/GoogleMobileAds.h>
#import <SampleAdSDK/SampleAdSDK.h>

#import "SampleObjCSupport.h"

NS_ASSUME_NONNULL_BEGIN

/// Loads one Sample Ad SDK banner, completes exactly once, and forwards the banner's click to
/// the SDK only after a successful completion. The loaded ad is this object.
@interface SampleObjCBanner : NSObject <GADMediationBannerAd, SampleBannerAdDelegate>

/// Starts the load; fails at once, without fetching, when the ad unit is missing.
- (void)loadBannerForAdConfiguration:(GADMediationBannerAdConfiguration *)adConfiguration
                   completionHandler:(GADMediationBannerLoadCompletionHandler)completionHandler;

/// The network's banner, created at the requested size before the fetch.
@property(nonatomic, readonly, nullable) SampleBanner *banner;

/// The SDK's event delegate: set by a successful completion, nil before it and after a failure.
@property(atomic, strong, nullable) id<GADMediationBannerAdEventDelegate> eventDelegate;

/// Keeps the SDK's handler for `-completeWithAd:error:`, behind the complete-once guard.
- (void)prepareToCompleteWithHandler:(GADMediationBannerLoadCompletionHandler)completionHandler;

/// Completes the load, the first time only; a success keeps the event delegate.
- (void)completeWithAd:(nullable id<GADMediationBannerAd>)ad error:(nullable NSError *)error;

/// Makes the network's banner for `adConfiguration`, or returns nil with `*error` set when the
/// load cannot be made.
- (nullable SampleBanner *)makeBannerForAdConfiguration:
                               (GADMediationBannerAdConfiguration *)adConfiguration
                                                 adUnit:(NSString *)adUnit
                                                  error:(NSError **)error;

/// The network request the banner fetches with.
- (SampleAdRequest *)requestForAdConfiguration:(GADMediationBannerAdConfiguration *)adConfiguration;

/// The error the load fails with when the network fails with `errorCode`.
- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode;

@end

NS_ASSUME_NONNULL_END
