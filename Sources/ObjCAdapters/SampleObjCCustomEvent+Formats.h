// What a subclass of the reference custom event may change: the class serving each format.
// The harness's broken variants are such subclasses, each with one defect.
#import "SampleObjCCustomEvent.h"

#import "SampleObjCBanner.h"
#import "SampleObjCFullScreenAd.h"
#import "SampleObjCNativeAd.h"

NS_ASSUME_NONNULL_BEGIN

@interface SampleObjCCustomEvent (Formats)

/// The class of the per-load objects; each must be the reference's class or a subclass.
@property(class, nonatomic, readonly) Class bannerClass;
@property(class, nonatomic, readonly) Class interstitialClass;
@property(class, nonatomic, readonly) Class rewardedClass;
@property(class, nonatomic, readonly) Class appOpenClass;
@property(class, nonatomic, readonly) Class nativeLoaderClass;
/// The class of the mapped native ad the native loader makes.
@property(class, nonatomic, readonly) Class nativeAdClass;

@end

NS_ASSUME_NONNULL_END
