// The plain-C surface of the Sample Ad SDK faces that Swift calls: the callbacks its delegate
// forwarders deliver, and the values both sides read. (What the faces call in Swift is declared
// in `SampleAdSDKObjC/SwiftSide.h`.)
#ifndef SAMPLE_AD_SDK_OBJC_BRIDGE_H
#define SAMPLE_AD_SDK_OBJC_BRIDGE_H

#include <ObjCFacesBridge.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An Objective-C request's fields, read when it is fetched with: the Objective-C requests are
/// plain stored objects, and the Swift request the stand-in fetches with is built from these.
typedef struct {
  int testMode;
  int mute;
  /// The `keywords` array (borrowed), or NULL.
  gac_object keywords;
  /// Whether the request is a `SampleNativeAdRequest`; the fields below are read only then.
  int isNative;
  int shouldDownloadImages;
  long preferredImageOrientation;
  int shouldRequestMultipleImages;
} gac_sample_request;

/// The text properties of the faces, read and set through one pair of functions.
typedef enum {
  /// `adUnit` of the banner (settable) and of the full-screen ads (read-only).
  GACSampleAdUnit = 0,
  /// `adUnitID` of the native ad loader.
  GACSampleAdUnitID,
  // The native ad's text assets.
  GACSampleAdvertiser,
  GACSampleBody,
  GACSampleCallToAction,
  GACSampleHeadline,
  GACSampleIconURL,
  GACSampleImageURL,
  GACSamplePrice,
  GACSampleStore,
  GACSampleDegreeOfAwesomeness,
  /// The native ad's `starRating`, as decimal text.
  GACSampleStarRating,
} gac_sample_text;

/// The boolean properties of the full-screen ads.
typedef enum {
  /// `interstitialLoaded` of the interstitial, `ready` of the rewarded and app-open ads.
  GACSampleReady = 0,
  GACSampleDebugLogging,
} gac_sample_flag;

/// The numeric properties: the native ad's image scales and the rewarded ad's reward.
typedef enum {
  GACSampleIconScale = 0,
  GACSampleImageScale,
  GACSampleReward,
} gac_sample_number;

/// The object properties of the native ad.
typedef enum {
  GACSampleIcon = 0,
  GACSampleImage,
  GACSampleMediaView,
} gac_sample_object;

/// The delegate callbacks the Swift stand-ins make, one case per Objective-C delegate method.
typedef enum {
  GACSampleBannerDidLoad = 0,
  GACSampleBannerDidFailToLoad,
  GACSampleBannerWillLeaveApplication,
  GACSampleInterstitialDidLoad,
  GACSampleInterstitialDidFailToLoad,
  GACSampleInterstitialWillPresentScreen,
  GACSampleInterstitialWillDismissScreen,
  GACSampleInterstitialDidDismissScreen,
  GACSampleInterstitialWillLeaveApplication,
  GACSampleRewardedDidReceiveAd,
  GACSampleRewardedDidFailToLoad,
  GACSampleRewardedDidPresent,
  GACSampleRewardedDidDismiss,
  GACSampleRewardedUserDidEarnReward,
  GACSampleAppOpenDidReceiveAd,
  GACSampleAppOpenDidFailToLoad,
  GACSampleAppOpenWillPresent,
  GACSampleAppOpenDidPresent,
  GACSampleAppOpenDidDismiss,
  GACSampleAppOpenWillLeaveApplication,
  GACSampleNativeLoaderDidReceiveAd,
  GACSampleNativeLoaderDidFailToLoad,
} gac_sample_callback;

/// Sends `callback` to the Objective-C delegate of `face` (borrowed), if it has one that
/// implements the method, with `face` as the sender. `value` is the error code or the reward;
/// `argument` (borrowed) is the native ad's face. A load or failure callback also ends the hold
/// `-fetchAd:` took on the face.
void gac_sample_deliver(gac_object face, gac_sample_callback callback, long value, gac_object argument);

/// Runs the Objective-C self-check of the Sample Ad SDK faces: NULL when every check passes,
/// else the first failure. It needs the UIKit and Sample Ad SDK faces declared
/// (`ObjCHost.install()`, `SampleAdSDKFaces.declare()`), and fetches with no network.
/// Ends the fetch a face holds itself for (`-gac_endFetch`), when the scenario that would have
/// answered it is over: an in-flight request keeps its ad object alive, but not beyond the
/// network that would answer it.
void gac_sample_end_fetch(gac_object face);

const char *gac_sample_sdk_face_checks(void);

#ifdef __cplusplus
}
#endif
#endif
