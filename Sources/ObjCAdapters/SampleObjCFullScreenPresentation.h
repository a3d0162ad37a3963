// The one presentation of a loaded full-screen ad, as the SDK must hear it.
#import <Foundation/Foundation.h>
#import <GoogleMobileAds/GoogleMobileAds.h>

NS_ASSUME_NONNULL_BEGIN

/// What the network tells its adapter about a full-screen ad.
typedef NS_ENUM(NSInteger, SampleObjCNetworkEvent) {
  /// The ad is about to cover the screen, or covers it.
  SampleObjCNetworkEventPresent,
  /// The user tapped the ad.
  SampleObjCNetworkEventClick,
  /// The ad is about to close.
  SampleObjCNetworkEventWillDismiss,
  /// The ad closed.
  SampleObjCNetworkEventDidDismiss,
  /// The user earned the reward.
  SampleObjCNetworkEventReward,
};

/// Turns what the network reports into event-delegate calls: presented at most once;
/// will-present, the impression, clicks, will-dismiss and did-dismiss in that order, once each;
/// nothing before `-begin` or after did-dismiss; a failure only while nothing was presented;
/// the reward once, also after dismissal. The Sample Ad SDK's public delegates report no
/// impression for full-screen ads, so the ad's appearing is its impression, reported once.
///
/// Network callbacks may come on any thread: every decision is taken under a lock and the
/// delegate is called outside it, so an SDK that calls back into the ad cannot deadlock.
@interface SampleObjCFullScreenPresentation : NSObject

/// Keeps the event delegate a successful completion returned. It stays past dismissal, since a
/// reward may still come.
- (void)connectEventDelegate:(nullable id<GADMediationAdEventDelegate>)eventDelegate;

/// The event delegate, nil before a successful completion.
@property(atomic, readonly, nullable) id<GADMediationAdEventDelegate> eventDelegate;

/// Claims the one presentation and returns YES; a second call reports the already-presented
/// failure instead and returns NO, so the network is not asked to show again.
- (BOOL)begin;

/// The show cannot happen (not ready, expired): reported once, and nothing follows.
- (void)failWithError:(NSError *)error;

/// Passes on what the network reported, if the SDK may hear it now.
- (void)receive:(SampleObjCNetworkEvent)event;

@end

NS_ASSUME_NONNULL_END
