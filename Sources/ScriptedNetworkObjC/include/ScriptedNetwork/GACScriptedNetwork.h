// The scripted network for stub SDKs written in Objective-C: what `NetworkHost.play` and the host's
// other calls are for a stub SDK written in Swift. A stub SDK declares the network SDK's own names
// in its headers (the way Maio's Swift SDK is seen through `Maio-Swift.h`) and implements them with
// these classes: a load records its request and receives each answer the scenario scripted, on the
// scenario's clock and thread; a loaded ad receives the post-load events the scenario triggers; a
// show, the banner's view, bid tokens and privacy flags are recorded for the rules.
//
//   GACScriptedNetwork *network = GACScriptedNetwork.currentNetwork;
//   GACScriptedRequest *request = [[GACScriptedRequest alloc] initWithFormat:GACScriptedFormatInterstitial];
//   request.adUnit = zoneId;
//   request.testMode = @(testMode);
//   __weak MyInterstitial *weakSelf = self;
//   [network fetch:request
//           events:^(GACScriptedEvent event) { [weakSelf deliverEvent:event]; }
//           answer:^(GACScriptedAd *ad, GACScriptedFailure *failure) { ... }];
//
// Blocks are copied to the heap and kept while the scenario's network may call them; they run on
// the thread the scenario scripted, each inside an autorelease pool of its own.
#ifndef GAC_SCRIPTED_NETWORK_H
#define GAC_SCRIPTED_NETWORK_H

#import <Foundation/Foundation.h>

#import <ScriptedNetworkObjCBridge.h>

@class UIView;
@class UIViewController;

NS_ASSUME_NONNULL_BEGIN

#pragma mark - Requests

/// An ad format, as the scripted network names it.
typedef NSString *GACScriptedFormat NS_TYPED_EXTENSIBLE_ENUM;
FOUNDATION_EXPORT GACScriptedFormat const GACScriptedFormatBanner;
FOUNDATION_EXPORT GACScriptedFormat const GACScriptedFormatNative;
FOUNDATION_EXPORT GACScriptedFormat const GACScriptedFormatInterstitial;
FOUNDATION_EXPORT GACScriptedFormat const GACScriptedFormatRewarded;
FOUNDATION_EXPORT GACScriptedFormat const GACScriptedFormatRewardedInterstitial;
FOUNDATION_EXPORT GACScriptedFormat const GACScriptedFormatAppOpen;

/// What the adapter asked the network for, in the harness's shared vocabulary: the rules compare
/// it with the ad configuration. Leave nil every field the network's own request has no notion
/// of; boolean fields are `@YES`, `@NO` or nil (unset).
@interface GACScriptedRequest : NSObject <NSCopying>
/// A request for `format`; every other field unset.
- (instancetype)initWithFormat:(GACScriptedFormat)format NS_DESIGNATED_INITIALIZER;
- (instancetype)init __attribute__((unavailable));
/// The format.
@property(nonatomic, copy) GACScriptedFormat format;
/// The ad unit, zone or placement the adapter loads from; nil when it set none.
@property(nonatomic, copy, nullable) NSString *adUnit;
/// Whether the adapter asked for test ads.
@property(nonatomic, copy, nullable) NSNumber *testMode;
/// Whether the network should download images (`@NO`: URLs only).
@property(nonatomic, copy, nullable) NSNumber *downloadImages;
/// The preferred image orientation: "any", "landscape" or "portrait".
@property(nonatomic, copy, nullable) NSString *orientation;
/// Whether several images were asked for.
@property(nonatomic, copy, nullable) NSNumber *multipleImages;
/// The AdChoices corner: "topRight", "topLeft", "bottomRight", "bottomLeft".
@property(nonatomic, copy, nullable) NSString *adChoicesPosition;
/// The banner's width and height in points.
@property(nonatomic, copy, nullable) NSNumber *bannerWidth;
@property(nonatomic, copy, nullable) NSNumber *bannerHeight;
/// The child-directed treatment the adapter passed with the request.
@property(nonatomic, copy, nullable) NSNumber *childDirected;
/// The under-age-of-consent flag the adapter passed with the request.
@property(nonatomic, copy, nullable) NSNumber *underAgeOfConsent;
/// The bid response a bidding load hands the network; nil for a load by ad unit.
@property(nonatomic, copy, nullable) NSString *bidResponse;
/// The watermark the network was handed, as UTF-8 text of its bytes or as base64, whichever the
/// fixture declares.
@property(nonatomic, copy, nullable) NSString *watermark;
@end

/// What the adapter asked for when the SDK collected bidding signals: the network's bid token.
@interface GACScriptedSignalRequest : NSObject
/// The format, when the network's token call takes one.
@property(nonatomic, copy, nullable) GACScriptedFormat format;
/// The banner size, when the token call takes one.
@property(nonatomic, copy, nullable) NSNumber *bannerWidth;
@property(nonatomic, copy, nullable) NSNumber *bannerHeight;
/// The child and age flags the adapter passed with the token request, if any.
@property(nonatomic, copy, nullable) NSNumber *childDirected;
@property(nonatomic, copy, nullable) NSNumber *underAgeOfConsent;
@end

#pragma mark - Answers

/// One image of a scripted ad.
@interface GACScriptedImage : NSObject
- (instancetype)init __attribute__((unavailable));
/// Where the image can be fetched, as the scenario wrote it.
@property(nonatomic, readonly, copy) NSString *URLString;
/// The same as a URL; nil when the text is not one.
@property(nonatomic, readonly, nullable) NSURL *URL;
/// What a download of the URL returns.
@property(nonatomic, readonly, copy) NSData *data;
/// Pixels per point of the file.
@property(nonatomic, readonly) double scale;
@end

/// How the network supplies AdChoices for an ad.
typedef NS_ENUM(NSInteger, GACScriptedAdChoices) {
  /// The network gives a ready view.
  GACScriptedAdChoicesView = 0,
  /// The network gives an icon (`adChoicesIcon`) and a click-through URL (`adChoicesClickURL`).
  GACScriptedAdChoicesIconAndURL = 1,
  /// No AdChoices at all.
  GACScriptedAdChoicesNone = 2,
};

/// The content the scenario scripted for one ad (`NetworkAd`); the stub turns it into the
/// network's own ad object. Absent assets are nil.
@interface GACScriptedAd : NSObject
- (instancetype)init __attribute__((unavailable));
@property(nonatomic, readonly, copy, nullable) NSString *headline;
@property(nonatomic, readonly, copy, nullable) NSString *body;
@property(nonatomic, readonly, copy, nullable) NSString *callToAction;
/// Who paid for the ad.
@property(nonatomic, readonly, copy, nullable) NSString *advertiser;
@property(nonatomic, readonly, copy, nullable) NSString *store;
/// The price as display text, such as "$1.99".
@property(nonatomic, readonly, copy, nullable) NSString *price;
/// The star rating as decimal text, such as "4.5".
@property(nonatomic, readonly, copy, nullable) NSString *starRating;
@property(nonatomic, readonly, nullable) GACScriptedImage *icon;
/// Every image the network holds (possibly none).
@property(nonatomic, readonly, copy) NSArray<GACScriptedImage *> *images;
/// Assets beyond the standard ones, under the network's own keys.
@property(nonatomic, readonly, copy, nullable) NSDictionary<NSString *, NSString *> *extraAssets;
/// Whether the ad carries video.
@property(nonatomic, readonly) BOOL hasVideo;
/// The video's duration in seconds, when there is video.
@property(nonatomic, readonly, nullable) NSNumber *videoDuration;
@property(nonatomic, readonly) GACScriptedAdChoices adChoices;
/// The AdChoices icon and click-through URL of `GACScriptedAdChoicesIconAndURL`.
@property(nonatomic, readonly, nullable) GACScriptedImage *adChoicesIcon;
@property(nonatomic, readonly, copy, nullable) NSString *adChoicesClickURL;
/// Where a click goes: the deep links in order, then `destinationURL`; nil for an ad without a
/// landing page.
@property(nonatomic, readonly, copy) NSArray<NSString *> *deepLinks;
@property(nonatomic, readonly, copy, nullable) NSString *destinationURL;
@end

/// A scripted failure.
@interface GACScriptedFailure : NSObject
- (instancetype)init __attribute__((unavailable));
/// The failure code in the network's own numbering; 0 for an offline failure.
@property(nonatomic, readonly) NSInteger code;
/// Whether the network hands its adapter an error object (`NO`: its error argument is nil).
@property(nonatomic, readonly) BOOL carriesError;
/// Whether no network was connected: the SDK could not reach its servers. The stub reports its
/// network's own "no connection" error.
@property(nonatomic, readonly, getter=isOffline) BOOL offline;
@end

/// Receives each answer to a fetch: an ad or a failure, never both.
typedef void (^GACScriptedAnswerHandler)(GACScriptedAd *_Nullable ad, GACScriptedFailure *_Nullable failure);
/// Receives the post-load events of a loaded ad.
typedef void (^GACScriptedEventHandler)(GACScriptedEvent event);
/// Receives each answer to a bid-token request: a token (nil for none) or a failure.
typedef void (^GACScriptedSignalHandler)(NSString *_Nullable token, GACScriptedFailure *_Nullable failure);

/// The main thread, for `-scheduleAfterMilliseconds:onLane:block:`.
FOUNDATION_EXPORT const NSInteger GACScriptedMainLane;

#pragma mark - The network

/// The scripted network of the scenario under way. A stub SDK takes it when a load starts and
/// keeps it for what follows (the show, the ad's events): callbacks run on threads where the
/// scenario is no longer found by asking again.
@interface GACScriptedNetwork : NSObject
- (instancetype)init __attribute__((unavailable));

/// The network of the scenario under way, or one that is not connected (outside a scenario, or
/// when the scenario scripts no network at all). Never nil.
@property(class, nonatomic, readonly) GACScriptedNetwork *currentNetwork;

/// Whether a scenario's network is behind this object. Without one, fetches and bid-token
/// requests fail at once with an offline failure, and everything else does nothing.
@property(nonatomic, readonly, getter=isConnected) BOOL connected;

/// Records `request` as the network's fetch, then calls `answer` with each answer the scenario
/// scripted, at its scenario time and on its thread (none: the network never answers; two: it
/// answers twice). The first ad delivered also registers `events` for the ad's post-load events.
/// Not connected: `answer` is called at once, on the calling thread, with an offline failure.
- (void)fetch:(GACScriptedRequest *)request
       events:(nullable GACScriptedEventHandler)events
       answer:(GACScriptedAnswerHandler)answer;

/// Registers `events` for the post-load events of the most recent fetch (a stub that learns its
/// receiver after the load).
- (void)registerEventHandler:(GACScriptedEventHandler)events;

/// Whether the network's ad factory makes an ad object for the load being started: a stub whose
/// SDK's factory may return nil asks before making one.
- (BOOL)createsAdObject;

/// Tells the network which view (a UIKit face) the current banner fetch renders into, so the rules
/// can check the adapter returns that very view. Call it before `-fetch:events:answer:`.
- (void)registerAdView:(UIView *)view;

/// Records that the network was asked to show its full-screen ad from `viewController` (nil when
/// the SDK's show call takes none), then plays what the scenario scripted for the show through
/// the ad's event handler. A stub calls it when its ad can be shown; one that refuses the show
/// itself (never loaded, expired, shown already) reports that through its own callback instead.
- (void)showFromViewController:(nullable UIViewController *)viewController;

/// Records the bid-token request and calls `answer` with each answer the scenario scripted: at
/// once on the calling thread for a synchronous token, else at its scenario time and thread.
/// Not connected: `answer` is called at once with an offline failure.
- (void)collectSignals:(GACScriptedSignalRequest *)request answer:(GACScriptedSignalHandler)answer;

/// Records the child and age flags the adapter handed the network outside a fetch (at set-up, or
/// through a process-wide setter): `@YES`, `@NO`, or nil for a flag left unset.
- (void)notePrivacyChildDirected:(nullable NSNumber *)childDirected
               underAgeOfConsent:(nullable NSNumber *)underAgeOfConsent;

/// Writes a network-side happening into the trace, for people reading it ("initialize(appId: …)").
- (void)note:(NSString *)note;

/// What the network saw the adapter do with a native ad: it registered `view` (with `clickable`
/// views, nil when the network's call takes no such list), unregistered it, passed on a click
/// (`view` nil when none was passed) or an impression.
- (void)observeViewRegistered:(UIView *)view clickableViews:(nullable NSArray<UIView *> *)clickable;
- (void)observeViewUnregistered;
- (void)observeClickRecordedOnView:(nullable UIView *)view;
- (void)observeImpressionRecorded;

/// Runs `block` after `delay` milliseconds of scenario time, on the main thread
/// (`GACScriptedMainLane`) or on background lane `lane` (0 and up; blocks on different lanes at
/// the same time race): the network's own work, such as an initialization completing.
- (void)scheduleAfterMilliseconds:(NSInteger)delay onLane:(NSInteger)lane block:(void (^)(void))block;
@end

NS_ASSUME_NONNULL_END

#endif
