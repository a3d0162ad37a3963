// The plain-C surface through which the engine's Swift side drives an Objective-C adapter and
// reads what it hands back. Every call into adapter code runs in an autorelease pool of its own.
// (What the GoogleMobileAds faces call in Swift is declared in `GoogleMobileAdsObjC/SwiftSide.h`.)
#ifndef GOOGLE_MOBILE_ADS_OBJC_BRIDGE_H
#define GOOGLE_MOBILE_ADS_OBJC_BRIDGE_H

#include <ObjCFacesBridge.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { long major, minor, patch; } gac_version;
typedef struct { double width, height; unsigned long flags; } gac_ad_size;

/// The formats an adapter loads, one load method each.
typedef enum {
  GACLoadBanner = 0,
  GACLoadInterstitial = 1,
  GACLoadRewarded = 2,
  GACLoadRewardedInterstitial = 3,
  GACLoadAppOpen = 4,
  GACLoadNative = 5,
} gac_load;

/// Whether the class named `className` exists, and whether it adopts `protocolName`.
int gac_gma_class_exists(const char *className);
int gac_gma_class_conforms(const char *className, const char *protocolName);
/// Whether instances (or, for `classMethod`, the class) implement `selector`.
int gac_gma_class_responds(const char *className, const char *selector, int classMethod);

/// `+adapterVersion` (`sdk` 0) or `+adSDKVersion` (1).
gac_version gac_gma_adapter_version(const char *className, int sdk);
/// The name of `+networkExtrasClass`, or NULL for Nil (static storage).
const char *gac_gma_adapter_extras_class(const char *className);
/// `+setUpWithConfiguration:completionHandler:`; the completion calls `gac_gma_complete_set_up`
/// with `completion` (a Swift object the block keeps, +1 taken over).
void gac_gma_adapter_set_up(const char *className, gac_object configuration, gac_swift completion);

/// A new adapter (+1) made with `-init`, as the SDK makes one per request.
gac_object gac_gma_adapter_new(const char *className);
/// Calls the load method for `load` with the configuration face; each call of the completion
/// handler reaches `gac_gma_complete_load` with `completion` (+1 taken over).
void gac_gma_adapter_load(gac_object adapter, gac_load load, gac_object configuration, gac_swift completion);
/// `-collectSignalsForRequestParameters:completionHandler:`; completions reach
/// `gac_gma_complete_signals`.
void gac_gma_adapter_collect_signals(gac_object adapter, gac_object parameters, gac_swift completion);

/// An event-delegate face (+1) forwarding every event to the Swift delegate `delegate` (+1 taken
/// over) through `gac_gma_event`.
gac_object gac_gma_event_delegate(gac_swift delegate);

/// The events an event-delegate face forwards.
typedef enum {
  GACEventImpression, GACEventClick, GACEventWillPresent, GACEventDidFailToPresent, GACEventWillDismiss,
  GACEventDidDismiss, GACEventWillBackground, GACEventReward, GACEventVideoStart, GACEventVideoEnd,
  GACEventVideoPlay, GACEventVideoPause, GACEventVideoMute, GACEventVideoUnmute,
} gac_event;

/// The members faces read and write by key: one getter and one setter serve every face.
typedef enum {
  GACBidResponse, GACTopViewController, GACCredentials, GACWatermark, GACExtras, GACIsTestRequest,
  GACHasUserLocation, GACUserLatitude, GACUserLongitude, GACUserLocationAccuracy, GACOptions,
  GACFormat, GACSettings, GACImage, GACImageURL, GACImageScale, GACRewardType, GACRewardAmount,
  GACChildDirected, GACUnderAgeOfConsent, GACMaxAdContentRating, GACTestDeviceIdentifiers,
  GACRequestConfiguration, GACApplicationVolume, GACApplicationMuted, GACSignalsConfiguration,
  GACDisableImageLoading, GACMultipleImages, GACAdChoicesPosition, GACMediaAspectRatio, GACStartMuted,
  GACCustomControls, GACClickToExpand, GACNumberOfAds, GACAgeRestrictedTreatment,
} gac_member;

// Loaded ads (borrowed `ad`).
/// The banner's `view` face (+1), or NULL.
gac_object gac_gma_banner_view(gac_object ad);
void gac_gma_banner_change_size(gac_object ad, gac_ad_size size);
void gac_gma_present(gac_object ad, gac_object viewController);

/// A native ad's object-valued members, read by name (`headline`, `images`, `mediaView`, …):
/// the value (+1) or NULL, also when the ad lacks the optional member.
gac_object gac_gma_native_get(gac_object ad, const char *member);
/// `hasVideoContent`, `mediaContentAspectRatio`, `duration`, `currentTime`,
/// `handlesUserClicks`, `handlesUserImpressions`, as numbers.
double gac_gma_native_number(gac_object ad, const char *member);
void gac_gma_native_did_render(
    gac_object ad, gac_object view, gac_object clickable, gac_object nonclickable, gac_object viewController);
void gac_gma_native_did_record_impression(gac_object ad);
void gac_gma_native_did_record_click(gac_object ad, gac_object asset, gac_object view, gac_object viewController);
void gac_gma_native_did_untrack(gac_object ad, gac_object view);

#ifdef __cplusplus
}
#endif
#endif
