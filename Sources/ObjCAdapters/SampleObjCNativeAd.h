// The reference custom event's native ads: the loader, one per `loadNativeAd…` call, and the
// mapped ad it hands to the SDK.
#import <Foundation/Foundation.h>
#import <GoogleMobileAds/GoogleMobileAds.h>
#import <SampleAdSDK/SampleAdSDK.h>

#import "SampleObjCSupport.h"

NS_ASSUME_NONNULL_BEGIN

/// One Sample Ad SDK native ad mapped onto the SDK's interface, fully built before the load
/// completes. Text assets are the network's, unchanged and nil when it sent none; images and
/// icon are mapped as the publisher asked (data or URL). The SDK tracks clicks and impressions
/// and this ad passes each on to the network.
@interface SampleObjCNativeAd : NSObject <GADMediationNativeAd>

- (instancetype)initWithNativeAd:(SampleNativeAd *)nativeAd
                          images:(nullable NSArray<GADNativeAdImage *> *)images
                            icon:(nullable GADNativeAdImage *)icon
                   adChoicesView:(nullable UIView *)adChoicesView NS_DESIGNATED_INITIALIZER;

/// The network's ad.
@property(nonatomic, readonly) SampleNativeAd *nativeAd;

/// The SDK's event delegate, set by the successful completion.
@property(atomic, strong, nullable) id<GADMediationNativeAdEventDelegate> eventDelegate;

/// The key of the network's extra asset in `extraAssets`.
@property(class, nonatomic, readonly) NSString *awesomenessKey;

@end

/// Loads one native ad and completes exactly once, however often and on whichever threads the
/// network answers.
@interface SampleObjCNativeLoader : NSObject <SampleNativeAdLoaderDelegate>

/// The class of the mapped ad; `SampleObjCNativeAd` unless set.
@property(nonatomic) Class nativeAdClass;

/// Starts the load; fails at once, without fetching, when the ad unit is missing.
- (void)loadNativeAdForAdConfiguration:(GADMediationNativeAdConfiguration *)adConfiguration
                     completionHandler:(GADMediationNativeLoadCompletionHandler)completionHandler;

/// The network request: the SDK's test flag and the publisher's loader options that the
/// network has a setting for; options it has none for are ignored.
- (SampleNativeAdRequest *)requestForAdConfiguration:
    (GADMediationNativeAdConfiguration *)adConfiguration;

/// Maps one network answer, or returns nil with `*error` set when image data is wanted and the
/// network gave a URL only.
- (nullable SampleObjCNativeAd *)mappedAdForNativeAd:(SampleNativeAd *)nativeAd
                                               error:(NSError **)error;

/// The error the load fails with when the network fails with `errorCode`.
- (NSError *)errorForNetworkErrorCode:(SampleErrorCode)errorCode;

@end

NS_ASSUME_NONNULL_END
