// The plain-C surface of the Objective-C scripted network that Swift calls: what a stub SDK's
// request carries, the post-load events, and the functions that hand the scenario's answers to the
// stub's blocks. (What the Objective-C side calls in Swift is declared in
// `ScriptedNetworkObjC/SwiftSide.h`; stub SDKs use `<ScriptedNetwork/GACScriptedNetwork.h>`.)
#ifndef SCRIPTED_NETWORK_OBJC_BRIDGE_H
#define SCRIPTED_NETWORK_OBJC_BRIDGE_H

#include <ObjCFacesBridge.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a network reports about an ad it served, after loading (`NetworkEvent`, case by case).
typedef enum GACScriptedEvent : long {
  /// The network detected a click itself.
  GACScriptedEventClick = 0,
  /// The network counted an impression itself.
  GACScriptedEventImpression,
  /// A click is taking the user out of the app.
  GACScriptedEventLeaveApplication,
  /// Full-screen content (a landing page, an expanded ad, the full-screen ad) is about to appear.
  GACScriptedEventPresentScreen,
  /// That full-screen content is about to close.
  GACScriptedEventDismissScreen,
  /// That full-screen content closed.
  GACScriptedEventDidDismissScreen,
  /// The video started or resumed.
  GACScriptedEventVideoPlay,
  /// Playback stopped mid-video.
  GACScriptedEventVideoPause,
  /// Playback reached the video's end.
  GACScriptedEventVideoEnd,
  /// The user turned the sound off.
  GACScriptedEventVideoMute,
  /// The user turned the sound back on.
  GACScriptedEventVideoUnmute,
  /// A full-screen ad the network was asked to show could not be shown.
  GACScriptedEventShowFailed,
  /// The user earned a rewarded ad's reward.
  GACScriptedEventRewardEarned,
  /// The loaded full-screen ad expired: the network reports nothing, but a later show fails.
  GACScriptedEventExpire,
} GACScriptedEvent;

/// A stub's request as Swift reads it (`NetworkRequest`), borrowed for the duration of the call.
/// Flags are -1 when unset (the network has no such notion), else 0 or 1; sizes are NAN when unset;
/// strings are NULL when unset.
typedef struct {
  const char *format;
  const char *adUnit;
  int testMode;
  int downloadImages;
  const char *orientation;
  int multipleImages;
  const char *adChoicesPosition;
  double bannerWidth;
  double bannerHeight;
  int childDirected;
  int underAgeOfConsent;
  const char *bidResponse;
  const char *watermark;
} gac_scripted_request;

/// A stub's bid-token request as Swift reads it (`SignalRequest`), with the same conventions.
typedef struct {
  const char *format;
  double bannerWidth;
  double bannerHeight;
  int childDirected;
  int underAgeOfConsent;
} gac_scripted_signal_request;

/// Calls a stub's answer block (borrowed) with an ad made from `fields` (borrowed; NULL for a
/// failure) or with a failure of `code`. `fields` is a dictionary of the scripted ad's content:
/// strings `headline`, `body`, `callToAction`, `advertiser`, `store`, `price`, `starRating`,
/// `adChoices` ("view", "iconAndURL", "none"), `adChoicesClickURL`, `destinationURL`; images
/// `icon`, `adChoicesIcon` (each a dictionary of `url`, `bytes` as data, `scale`) and the array
/// `images`; the dictionary `extraAssets`; the array of strings `deepLinks`; the boolean `hasVideo`
/// and the number `videoDuration`.
void gac_scripted_answer(gac_object block, gac_object fields, long code, int carriesError);

/// Calls a stub's event block (borrowed) with `event`.
void gac_scripted_event(gac_object block, GACScriptedEvent event);

/// Calls a stub's signal block (borrowed) with `token` (NULL for none) or, when `failed`, with a
/// failure of `code`.
void gac_scripted_token(gac_object block, const char *token, int failed, long code);

#ifdef __cplusplus
}
#endif
#endif
