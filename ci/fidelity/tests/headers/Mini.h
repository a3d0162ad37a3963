// A tiny SDK header of our own, for the oracle's self-test: what Mini.swift should mirror.
#import <Foundation/Foundation.h>

@class MiniAd;

typedef NS_ENUM(NSInteger, MiniErrorCode) {
  MiniErrorCodeNoFill,
  MiniErrorCodeTimeout,
};

@interface MiniRequest : NSObject
@property(nonatomic, copy) NSArray<NSString *> *keywords;
@end

@protocol MiniAdDelegate <NSObject>
@required
- (void)miniAd:(nonnull MiniAd *)ad didEarn:(NSUInteger)amount;
- (void)miniAdDidFail:(nonnull MiniAd *)ad;
@optional
- (void)miniAdDidReceiveAd:(nonnull MiniAd *)ad;
- (void)miniAd:(nonnull MiniAd *)ad didFailWithCode:(MiniErrorCode)code;
@end

/// Unannotated, as many SDK headers are: Swift imports the parameter as `MiniAd!`.
@protocol MiniBannerDelegate <NSObject>
- (void)miniBannerDidLoad:(MiniAd *)ad;
@end

NS_ASSUME_NONNULL_BEGIN
@interface MiniAd : NSObject
- (instancetype)initWithAdUnitID:(NSString *)adUnitID;
@property(nonatomic, weak, nullable) id<MiniAdDelegate> delegate;
@property(nonatomic, readonly) NSUInteger reward;
@property(nonatomic, copy, nullable) NSString *title;
- (void)fetchAd:(MiniRequest *)request;
- (void)presentWithCompletion:(void (^)(NSError *_Nullable error))completion;
@end
NS_ASSUME_NONNULL_END
