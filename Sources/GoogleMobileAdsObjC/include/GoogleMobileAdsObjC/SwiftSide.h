// What the GoogleMobileAds faces call in Swift (`@_cdecl` functions of the host module).
// Faces borrow their Swift objects; objects handed back are +1.
#ifndef GOOGLE_MOBILE_ADS_OBJC_SWIFT_SIDE_H
#define GOOGLE_MOBILE_ADS_OBJC_SWIFT_SIDE_H

#include "../GoogleMobileAdsObjCBridge.h"


/// The member's value (+1: a face, string, number, data, array or dictionary), or NULL.
gac_object gac_gma_get(gac_swift object, gac_member member);
/// Sets a writable member (request configuration, loader options).
void gac_gma_set(gac_swift object, gac_member member, gac_object value);
/// A configuration's or bidding parameters' ad size.
gac_ad_size gac_gma_size(gac_swift object);

/// Swift objects (+1) ObjC code makes.
gac_swift gac_gma_make_image(gac_swift image);
gac_swift gac_gma_make_image_url(const char *url, double scale);
gac_swift gac_gma_make_reward(const char *type, gac_object amount);
gac_swift gac_gma_make_options(const char *kind);
/// The SDK's shared instance (+1).
gac_swift gac_gma_mobile_ads(void);

/// The SDK's sizing functions, so both languages size alike.
gac_ad_size gac_gma_size_function(const char *name, double a, double b);
gac_ad_size gac_gma_closest_size(gac_ad_size original, const gac_ad_size *candidates, long count);

/// Completions, reached from the blocks adapters call.
void gac_gma_complete_set_up(gac_swift completion, gac_object error);
/// Returns the event-delegate face (+1) the handler hands the adapter, or NULL.
gac_object gac_gma_complete_load(gac_swift completion, gac_object ad, gac_object error);
void gac_gma_complete_signals(gac_swift completion, gac_object signals, gac_object error);
/// An event from an event-delegate face (`argument`: the presentation error).
void gac_gma_event(gac_swift delegate, gac_event event, gac_object argument);

#endif
