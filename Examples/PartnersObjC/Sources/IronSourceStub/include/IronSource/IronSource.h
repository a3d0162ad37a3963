// The IronSource SDK (9.6) as Google's IronSource adapter uses it: the classes, protocols,
// constants and methods its files name, spelled as IronSource's own headers spell them, and
// nothing else. The implementations (IronSourceStub.m) are a stub that answers from the
// scenario's scripted network; they are not IronSource's.
#ifndef IRONSOURCE_H
#define IRONSOURCE_H

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

#pragma mark - Ad units

#define IS_REWARDED_VIDEO @"rewardedvideo"
#define IS_INTERSTITIAL @"interstitial"
#define IS_BANNER @"banner"

#pragma mark - Banner sizes (demand-only banners)

static NSString *const kSizeBanner = @"BANNER";
static NSString *const kSizeLarge = @"LARGE";
static NSString *const kSizeRectangle = @"RECTANGLE";

#define ISBannerSize_BANNER [[ISBannerSize alloc] initWithDescription:kSizeBanner width:320 height:50]
#define ISBannerSize_LARGE [[ISBannerSize alloc] initWithDescription:kSizeLarge width:320 height:90]
#define ISBannerSize_RECTANGLE [[ISBannerSize alloc] initWithDescription:kSizeRectangle width:300 height:250]

@interface ISBannerSize : NSObject
- (instancetype)initWithDescription:(NSString *)description width:(NSInteger)width height:(NSInteger)height;
@property(readonly) NSString *sizeDescription;
@property(readonly) NSInteger width;
@property(readonly) NSInteger height;
@end

#pragma mark - Demand-only delegates

/// The view a demand-only banner renders into.
@interface ISDemandOnlyBannerView : UIView
@end

@protocol ISDemandOnlyBannerDelegate <NSObject>
@required
- (void)bannerDidLoad:(ISDemandOnlyBannerView *)bannerView instanceId:(NSString *)instanceId;
- (void)bannerDidFailToLoadWithError:(NSError *)error instanceId:(NSString *)instanceId;
- (void)bannerDidShow:(NSString *)instanceId;
- (void)didClickBanner:(NSString *)instanceId;
- (void)bannerWillLeaveApplication:(NSString *)instanceId;
@end

@protocol ISDemandOnlyInterstitialDelegate <NSObject>
@required
- (void)interstitialDidLoad:(NSString *)instanceId;
- (void)interstitialDidFailToLoadWithError:(NSError *)error instanceId:(NSString *)instanceId;
- (void)interstitialDidOpen:(NSString *)instanceId;
- (void)interstitialDidClose:(NSString *)instanceId;
- (void)interstitialDidFailToShowWithError:(NSError *)error instanceId:(NSString *)instanceId;
- (void)didClickInterstitial:(NSString *)instanceId;
@end

@protocol ISDemandOnlyRewardedVideoDelegate <NSObject>
@required
- (void)rewardedVideoDidLoad:(NSString *)instanceId;
- (void)rewardedVideoDidFailToLoadWithError:(NSError *)error instanceId:(NSString *)instanceId;
- (void)rewardedVideoDidOpen:(NSString *)instanceId;
- (void)rewardedVideoDidClose:(NSString *)instanceId;
- (void)rewardedVideoDidFailToShowWithError:(NSError *)error instanceId:(NSString *)instanceId;
- (void)rewardedVideoDidClick:(NSString *)instanceId;
- (void)rewardedVideoAdRewarded:(NSString *)instanceId;
@end

#pragma mark - IronSource (demand-only loads by instance ID, the bidding token)

@interface IronSource : NSObject
+ (void)setMediationType:(NSString *)mediationType;
+ (NSString *)getISDemandOnlyBiddingData;

+ (void)setISDemandOnlyRewardedVideoDelegate:(id<ISDemandOnlyRewardedVideoDelegate>)delegate;
+ (void)loadISDemandOnlyRewardedVideo:(NSString *)instanceId;
+ (void)showISDemandOnlyRewardedVideo:(UIViewController *)viewController instanceId:(NSString *)instanceId;

+ (void)setISDemandOnlyInterstitialDelegate:(id<ISDemandOnlyInterstitialDelegate>)delegate;
+ (void)loadISDemandOnlyInterstitial:(NSString *)instanceId;
+ (void)showISDemandOnlyInterstitial:(UIViewController *)viewController instanceId:(NSString *)instanceId;

+ (void)setISDemandOnlyBannerDelegate:(id<ISDemandOnlyBannerDelegate>)delegate forInstanceId:(NSString *)instanceId;
+ (void)loadISDemandOnlyBannerWithInstanceId:(NSString *)instanceId
                              viewController:(UIViewController *)viewController
                                        size:(ISBannerSize *)size;
+ (void)destroyISDemandOnlyBannerWithInstanceId:(NSString *)instanceId;
@end

#pragma mark - LevelPlay (meta data)

@interface LevelPlay : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (void)setMetaDataWithKey:(NSString *)key value:(NSString *)value;
@end

#pragma mark - IronSourceAds (initialization)

typedef NS_ENUM(NSUInteger, ISAAdFormatType) {
  ISAAdFormatTypeInterstitial,
  ISAAdFormatTypeRewarded,
  ISAAdFormatTypeBanner
};

@interface ISAAdFormat : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithAdFormatType:(ISAAdFormatType)adFormatType;
@end

@interface ISAInitRequest : NSObject
- (instancetype)init NS_UNAVAILABLE;
@end

@interface ISAInitRequestBuilder : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithAppKey:(NSString *)appKey;
- (ISAInitRequestBuilder *)withLegacyAdFormats:(NSArray<ISAAdFormat *> *)legacyAdFormats;
- (ISAInitRequest *)build;
@end

typedef void (^ISAInitCompletionHandler)(BOOL success, NSError *_Nullable error);

@interface IronSourceAds : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (void)initWithRequest:(ISAInitRequest *)request completion:(ISAInitCompletionHandler)completion;
+ (NSString *)sdkVersion;
@end

#pragma mark - IronSourceAds banners (bidding)

@interface ISAAdSize : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (ISAAdSize *)banner;
+ (ISAAdSize *)large;
+ (ISAAdSize *)mediumRectangle;
@end

@class ISABannerAdView;

@protocol ISABannerAdViewDelegate <NSObject>
@required
- (void)bannerAdViewDidShow:(ISABannerAdView *)bannerAdView;
- (void)bannerAdViewDidClick:(ISABannerAdView *)bannerAdView;
@end

@interface ISABannerAdView : UIView
@property(nonatomic, weak, nullable) id<ISABannerAdViewDelegate> delegate;
@end

@protocol ISABannerAdLoaderDelegate <NSObject>
@required
- (void)bannerAdDidLoad:(ISABannerAdView *)bannerAdView;
- (void)bannerAdDidFailToLoadWithError:(NSError *)error;
@end

@interface ISABannerAdRequest : NSObject
- (instancetype)init NS_UNAVAILABLE;
@end

@interface ISABannerAdRequestBuilder : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm size:(ISAAdSize *)size;
- (ISABannerAdRequestBuilder *)withExtraParams:(NSDictionary *)extraParams;
- (ISABannerAdRequestBuilder *)withViewController:(UIViewController *)viewController;
- (ISABannerAdRequest *)build;
@end

@interface ISABannerAdLoader : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (void)loadAdWithAdRequest:(ISABannerAdRequest *)adRequest delegate:(id<ISABannerAdLoaderDelegate>)delegate;
@end

#pragma mark - IronSourceAds interstitials (bidding)

@class ISAInterstitialAd;

@protocol ISAInterstitialAdDelegate <NSObject>
@required
- (void)interstitialAdDidShow:(ISAInterstitialAd *)interstitialAd;
- (void)interstitialAd:(ISAInterstitialAd *)interstitialAd didFailToShowWithError:(NSError *)error;
- (void)interstitialAdDidClick:(ISAInterstitialAd *)interstitialAd;
- (void)interstitialAdDidDismiss:(ISAInterstitialAd *)interstitialAd;
@end

@interface ISAInterstitialAdInfo : NSObject
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, strong, readonly) NSString *instanceId;
@property(nonatomic, strong, readonly) NSString *adId;
@end

@interface ISAInterstitialAd : NSObject
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, weak, nullable) id<ISAInterstitialAdDelegate> delegate;
@property(nonatomic, strong, readonly) ISAInterstitialAdInfo *adInfo;
- (void)showFromViewController:(UIViewController *)viewController;
@end

@protocol ISAInterstitialAdLoaderDelegate <NSObject>
@required
- (void)interstitialAdDidLoad:(ISAInterstitialAd *)interstitialAd;
- (void)interstitialAdDidFailToLoadWithError:(NSError *)error;
@end

@interface ISAInterstitialAdRequest : NSObject
- (instancetype)init NS_UNAVAILABLE;
@end

@interface ISAInterstitialAdRequestBuilder : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm;
- (ISAInterstitialAdRequestBuilder *)withExtraParams:(NSDictionary *)extraParams;
- (ISAInterstitialAdRequest *)build;
@end

@interface ISAInterstitialAdLoader : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (void)loadAdWithAdRequest:(ISAInterstitialAdRequest *)adRequest
                   delegate:(id<ISAInterstitialAdLoaderDelegate>)delegate;
@end

#pragma mark - IronSourceAds rewarded ads (bidding)

@class ISARewardedAd;

@protocol ISARewardedAdDelegate <NSObject>
@required
- (void)rewardedAdDidShow:(ISARewardedAd *)rewardedAd;
- (void)rewardedAd:(ISARewardedAd *)rewardedAd didFailToShowWithError:(NSError *)error;
- (void)rewardedAdDidUserEarnReward:(ISARewardedAd *)rewardedAd;
- (void)rewardedAdDidClick:(ISARewardedAd *)rewardedAd;
- (void)rewardedAdDidDismiss:(ISARewardedAd *)rewardedAd;
@end

@interface ISARewardedAdInfo : NSObject
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, strong, readonly) NSString *instanceId;
@property(nonatomic, strong, readonly) NSString *adId;
@end

@interface ISARewardedAd : NSObject
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic, weak, nullable) id<ISARewardedAdDelegate> delegate;
@property(nonatomic, strong, readonly) ISARewardedAdInfo *adInfo;
- (void)showFromViewController:(UIViewController *)viewController;
@end

@protocol ISARewardedAdLoaderDelegate <NSObject>
@required
- (void)rewardedAdDidLoad:(ISARewardedAd *)rewardedAd;
- (void)rewardedAdDidFailToLoadWithError:(NSError *)error;
@end

@interface ISARewardedAdRequest : NSObject
- (instancetype)init NS_UNAVAILABLE;
@end

@interface ISARewardedAdRequestBuilder : NSObject
- (instancetype)init NS_UNAVAILABLE;
- (instancetype)initWithInstanceId:(NSString *)instanceId adm:(NSString *)adm;
- (ISARewardedAdRequestBuilder *)withExtraParams:(NSDictionary *)extraParams;
- (ISARewardedAdRequest *)build;
@end

@interface ISARewardedAdLoader : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (void)loadAdWithAdRequest:(ISARewardedAdRequest *)adRequest delegate:(id<ISARewardedAdLoaderDelegate>)delegate;
@end

NS_ASSUME_NONNULL_END

#endif
