// What the Objective-C scripted network calls in Swift (`@_cdecl` functions of
// ScriptedNetworkObjCHost). `host` is the Swift object a `GACScriptedNetwork` holds (borrowed).
// Blocks are handed over copied to the heap and retained once (+1): Swift keeps them as long as
// the scenario's network may call them, and releases them.
#ifndef SCRIPTED_NETWORK_OBJC_SWIFT_SIDE_H
#define SCRIPTED_NETWORK_OBJC_SWIFT_SIDE_H

#include "../ScriptedNetworkObjCBridge.h"

/// The network host of the scenario under way for the calling thread (+1), or NULL when no
/// network is connected.
gac_swift gac_scripted_current(void);

/// Records `request` as the network's fetch and plays each scripted answer through `answer` on
/// the answer's thread; the first ad delivered also registers `events` (NULL allowed) for its
/// post-load events.
void gac_scripted_fetch(gac_swift host, const gac_scripted_request *request, gac_object events, gac_object answer);
/// Registers `events` for the post-load events of the most recent fetch.
void gac_scripted_register_events(gac_swift host, gac_object events);
/// Whether the network's ad factory makes an ad object for the load being started.
int gac_scripted_creates_ad_object(gac_swift host);
/// Tells the host the view (the Swift object of a face, borrowed) the current banner renders into.
void gac_scripted_register_ad_view(gac_swift host, gac_swift view);
/// Records a full-screen show from `viewController` (the Swift object of a face, or NULL).
void gac_scripted_show(gac_swift host, gac_swift viewController);
/// Records the bid-token request and plays each scripted answer through `answer`.
void gac_scripted_collect_signals(gac_swift host, const gac_scripted_signal_request *request, gac_object answer);
/// Records the child and age flags (-1 unset, 0, 1) the network was handed outside a fetch.
void gac_scripted_note_privacy(gac_swift host, int childDirected, int underAgeOfConsent);
/// Writes `text` into the trace.
void gac_scripted_note(gac_swift host, const char *text);
/// Records a native observation: 0 view registered (`view`, `clickable` an array of faces or
/// NULL), 1 view unregistered, 2 click recorded (`view` or NULL), 3 impression recorded.
void gac_scripted_observe(gac_swift host, int kind, gac_swift view, gac_object clickable);
/// Runs `work` (a `void (^)(void)`) after `delay` milliseconds of scenario time, on the main
/// thread (`lane` < 0) or on background lane `lane`.
void gac_scripted_schedule(gac_swift host, long delay, long lane, gac_object work);

#endif
