// What the Sample Ad SDK faces call in Swift (`@_cdecl` functions of the host module). A face
// holds one reference to its Swift object; these functions borrow it unless they say otherwise.
#ifndef SAMPLE_AD_SDK_OBJC_SWIFT_SIDE_H
#define SAMPLE_AD_SDK_OBJC_SWIFT_SIDE_H

#include <ObjCFacesBridge.h>
#include "../SampleAdSDKObjCBridge.h"

/// A new full-screen ad (+1) for `adUnit` (NULL allowed): the stand-in of `kind`, one of
/// "SampleInterstitial", "SampleRewardedAd", "SampleAppOpenAd".
gac_swift gac_sample_make_ad(const char *kind, const char *adUnit);

/// Makes a forwarder, sets it as the stand-in's delegate, and returns it (+1); the face keeps
/// it, as the stand-in's delegate is weak.
gac_swift gac_sample_forwarder(gac_swift object);

/// Fetches with `request` (NULL for a nil request): banner, full-screen ads, native loader.
void gac_sample_fetch(gac_swift object, const gac_sample_request *request);
/// Shows a full-screen ad; `controller` (NULL for none) is the interstitial's unused argument
/// and the other ads' root view controller.
void gac_sample_show(gac_swift object, gac_swift controller);

/// Text in storage the caller frees, or NULL.
char *gac_sample_text_get(gac_swift object, gac_sample_text key);
void gac_sample_text_set(gac_swift object, gac_sample_text key, const char *text);
int gac_sample_flag_get(gac_swift object, gac_sample_flag key);
void gac_sample_flag_set(gac_swift object, gac_sample_flag key, int value);
double gac_sample_number_get(gac_swift object, gac_sample_number key);
void gac_sample_number_set(gac_swift object, gac_sample_number key, double value);
/// The face (+1) of the object property, or NULL.
gac_object gac_sample_object_get(gac_swift object, gac_sample_object key);
/// Sets the object property to the Swift object of a face (NULL for nil).
void gac_sample_object_set(gac_swift object, gac_sample_object key, gac_swift value);

void gac_sample_native_ad_handle_click(gac_swift nativeAd, gac_swift view);
void gac_sample_native_ad_record_impression(gac_swift nativeAd);
void gac_sample_native_ad_play_video(gac_swift nativeAd);
void gac_sample_media_view_create_content(gac_swift mediaView);
void gac_sample_media_view_play(gac_swift mediaView);

/// The Swift stand-in's `SampleSDKVersion` (in storage the caller frees), which the
/// Objective-C constant must equal.
char *gac_sample_swift_version(void);
/// Runs `block` (a `void (^)(void)`, borrowed) with no network reachable, whatever host is
/// installed: fetches fail at once with `SampleErrorCodeNetworkError`.
void gac_sample_offline(gac_object block);

/// The Swift controller (+1) showing the stand-in rewarded ad `rewardedAd`.
gac_swift gac_sample_make_rewarded_controller(gac_swift rewardedAd);

#endif
