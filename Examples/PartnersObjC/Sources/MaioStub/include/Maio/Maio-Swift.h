// A stub of the maio SDK (MaioSDK-v2, a Swift SDK) as Objective-C code sees it through its
// generated `Maio-Swift.h`: the classes, protocols and members Google's maio adapter uses, spelled
// as the SDK's 2.2 header spells them (selectors, nullability, property attributes), and nothing
// else. The implementations (`Maio.m`) answer from the scenario through the harness's scripted
// network; nothing here is maio's code.
//
// Left out because the adapter does not use them: `MaioBannerView`'s `zoneId`, `size`, `isReady`,
// `pause`, `resume`, `destroy`; `MaioRequest`'s `zoneId`, `testMode`, `bidData` and its `bidData`
// initializer; `MaioVersion`'s `toString`; `RewardData`'s `value` and initializer; the `request` of
// the full-screen ads; and the show callbacks' `didClick:`, which the SDK declares deprecated (the
// stub never calls it).
#ifndef MAIO_SWIFT_H
#define MAIO_SWIFT_H

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class MaioBannerView;
@class MaioInterstitial;
@class MaioRewarded;
@class RewardData;

/// The banner view's events. Error codes are maio's: 1xxxx for a load, 2xxxx for a show.
@protocol MaioBannerDelegate
@optional
- (void)didLoad:(MaioBannerView *)ad;
- (void)didFailToLoad:(MaioBannerView *)ad errorCode:(NSInteger)errorCode;
- (void)didMakeImpression:(MaioBannerView *)ad;
- (void)didClick:(MaioBannerView *)ad;
- (void)didLeaveApplication:(MaioBannerView *)ad;
- (void)didFailToShow:(MaioBannerView *)ad errorCode:(NSInteger)errorCode;
@end

/// The banner sizes maio serves.
__attribute__((objc_subclassing_restricted))
@interface MaioBannerSize : NSObject
/// 320 × 50.
@property(class, nonatomic, readonly, strong) MaioBannerSize *banner;
/// 320 × 100.
@property(class, nonatomic, readonly, strong) MaioBannerSize *bigBanner;
/// 300 × 250.
@property(class, nonatomic, readonly, strong) MaioBannerSize *mediumRectangle;
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable("-init is unavailable")));
@end

/// A banner: a view that loads and shows one maio ad.
__attribute__((objc_subclassing_restricted))
@interface MaioBannerView : UIView
@property(nonatomic, weak, nullable) id<MaioBannerDelegate> delegate;
/// The view controller maio presents the App Store from.
@property(nonatomic, weak, nullable) UIViewController *rootViewController;
- (instancetype)initWithZoneId:(nullable NSString *)zoneId
                          size:(nullable MaioBannerSize *)size __attribute__((objc_designated_initializer));
- (void)loadWithTestMode:(BOOL)testMode bidData:(nullable NSString *)bidData;
@end

/// A request for a full-screen ad.
__attribute__((objc_subclassing_restricted))
@interface MaioRequest : NSObject
- (instancetype)initWithZoneId:(NSString *)zoneId testMode:(BOOL)testMode;
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable("-init is unavailable")));
@end

@protocol MaioInterstitialLoadCallback
@optional
- (void)didLoad:(MaioInterstitial *)ad;
- (void)didFail:(MaioInterstitial *)ad errorCode:(NSInteger)errorCode;
@end

@protocol MaioInterstitialShowCallback
@optional
- (void)didOpen:(MaioInterstitial *)ad;
- (void)didClose:(MaioInterstitial *)ad;
- (void)didFail:(MaioInterstitial *)ad errorCode:(NSInteger)errorCode;
@end

/// Loads and shows an interstitial.
__attribute__((objc_subclassing_restricted))
@interface MaioInterstitial : NSObject
+ (MaioInterstitial *)loadAdWithRequest:(MaioRequest *)request
                               callback:(nullable id<MaioInterstitialLoadCallback>)callback
    __attribute__((warn_unused_result));
- (void)showWithViewContext:(UIViewController *)context callback:(nullable id<MaioInterstitialShowCallback>)callback;
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable("-init is unavailable")));
@end

@protocol MaioRewardedLoadCallback
@optional
- (void)didLoad:(MaioRewarded *)ad;
- (void)didFail:(MaioRewarded *)ad errorCode:(NSInteger)errorCode;
@end

@protocol MaioRewardedShowCallback
@optional
- (void)didOpen:(MaioRewarded *)ad;
- (void)didClose:(MaioRewarded *)ad;
- (void)didReward:(MaioRewarded *)ad reward:(RewardData *)reward;
- (void)didFail:(MaioRewarded *)ad errorCode:(NSInteger)errorCode;
@end

/// Loads and shows a rewarded ad.
__attribute__((objc_subclassing_restricted))
@interface MaioRewarded : NSObject
+ (MaioRewarded *)loadAdWithRequest:(MaioRequest *)request
                           callback:(nullable id<MaioRewardedLoadCallback>)callback __attribute__((warn_unused_result));
- (void)showWithViewContext:(UIViewController *)context callback:(nullable id<MaioRewardedShowCallback>)callback;
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable("-init is unavailable")));
@end

/// The SDK's version.
__attribute__((objc_subclassing_restricted))
@interface MaioVersion : NSObject
@property(class, nonatomic, readonly, strong) MaioVersion *shared;
/// `major.minor.patch`.
@property(nonatomic, readonly, copy) NSString *description;
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable("-init is unavailable")));
@end

/// The reward data the publisher set for the zone in maio's dashboard; empty when none.
__attribute__((objc_subclassing_restricted))
@interface RewardData : NSObject
- (instancetype)init __attribute__((unavailable));
+ (instancetype)new __attribute__((unavailable("-init is unavailable")));
@end

NS_ASSUME_NONNULL_END

#endif
