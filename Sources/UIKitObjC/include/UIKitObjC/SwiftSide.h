// What the UIKit faces call in Swift (`@_cdecl` functions of the host module). A face holds one
// reference to its Swift object; these functions borrow it unless they say otherwise.
#ifndef UIKIT_OBJC_SWIFT_SIDE_H
#define UIKIT_OBJC_SWIFT_SIDE_H

#include <ObjCFacesBridge.h>
#include "../UIKitObjCBridge.h"

/// A new Swift object (+1) of the stand-in class `kind` (a face class's name), or NULL.
gac_swift gac_uikit_make(const char *kind, gac_rect frame);

gac_rect gac_uikit_view_frame(gac_swift view);
void gac_uikit_view_set_frame(gac_swift view, gac_rect frame);
gac_rect gac_uikit_view_bounds(gac_swift view);
void gac_uikit_view_set_bounds(gac_swift view, gac_rect bounds);
/// Faces (+1) of the view's superview, subviews (an array), window; NULL when there is none.
gac_object gac_uikit_view_superview(gac_swift view);
gac_object gac_uikit_view_subviews(gac_swift view);
gac_object gac_uikit_view_window(gac_swift view);
void gac_uikit_view_add(gac_swift view, gac_swift subview);
void gac_uikit_view_insert(gac_swift view, gac_swift subview, long index);
void gac_uikit_view_bring_to_front(gac_swift view, gac_swift subview);
void gac_uikit_view_remove(gac_swift view);
int gac_uikit_view_flag(gac_swift view, gac_view_flag flag);
void gac_uikit_view_set_flag(gac_swift view, gac_view_flag flag, int value);
double gac_uikit_view_alpha(gac_swift view);
void gac_uikit_view_set_alpha(gac_swift view, double alpha);
long gac_uikit_view_tag(gac_swift view);
void gac_uikit_view_set_tag(gac_swift view, long tag);
gac_swift gac_uikit_view_background(gac_swift view);
void gac_uikit_view_set_background(gac_swift view, gac_swift color);
char *gac_uikit_view_accessibility_label(gac_swift view);
void gac_uikit_view_set_accessibility_label(gac_swift view, const char *label);

/// The controller's view face (+1), loading it.
gac_object gac_uikit_controller_view(gac_swift controller);
void gac_uikit_controller_set_view(gac_swift controller, gac_swift view);
int gac_uikit_controller_view_loaded(gac_swift controller);
gac_object gac_uikit_controller_presented(gac_swift controller);
gac_object gac_uikit_controller_presenting(gac_swift controller);
/// Presents `presented`; `completion` (a heap block, +1, or NULL) runs as UIKit's would.
void gac_uikit_controller_present(gac_swift controller, gac_swift presented, int animated, gac_object completion);
void gac_uikit_controller_dismiss(gac_swift controller, int animated, gac_object completion);

/// A Swift colour (+1).
gac_swift gac_uikit_color(double red, double green, double blue, double alpha);
/// A Swift image (+1) from encoded data, or by name; NULL when it cannot be decoded.
gac_swift gac_uikit_image_data(gac_object data, double scale);
gac_swift gac_uikit_image_named(const char *name);
gac_size gac_uikit_image_size(gac_swift image);
double gac_uikit_image_scale(gac_swift image);
/// The image's data (+1 NSData) or NULL.
gac_object gac_uikit_image_png(gac_swift image);

// State kept beside Swift objects without keeping them alive.
/// A weak reference (+1, a Swift object) to `object`.
gac_swift gac_uikit_weak_new(gac_swift object);
/// The object a weak reference refers to (borrowed), NULL once it is gone.
gac_swift gac_uikit_weak_object(gac_swift reference);
/// The face (+1) of the object a weak reference refers to, NULL once it is gone.
gac_object gac_uikit_weak_face(gac_swift reference);
/// The Objective-C object (borrowed) attached to `owner` under `key`, or NULL. Attached objects
/// live as long as their owner.
gac_object gac_uikit_attachment(gac_swift owner, const char *key);
/// Attaches `value` (retained; NULL removes) to `owner` under `key`.
void gac_uikit_set_attachment(gac_swift owner, const char *key, gac_object value);

long gac_uikit_view_content_mode(gac_swift view);
void gac_uikit_view_set_content_mode(gac_swift view, long mode);
unsigned long gac_uikit_view_autoresizing(gac_swift view);
void gac_uikit_view_set_autoresizing(gac_swift view, unsigned long mask);
/// Faces (+1 array) of the view's gesture recognisers, NULL when it has none.
gac_object gac_uikit_view_gestures(gac_swift view);
void gac_uikit_view_add_gesture(gac_swift view, gac_swift recognizer);
void gac_uikit_view_remove_gesture(gac_swift view, gac_swift recognizer);
/// A user's tap on the view as the engine makes it: control actions and tap recognisers inside.
void gac_uikit_check_tap(gac_swift view);

char *gac_uikit_label_text(gac_swift label);
void gac_uikit_label_set_text(gac_swift label, const char *text);
/// The font's point size; negative when the label has no font (and sets none).
double gac_uikit_label_font_size(gac_swift label);
void gac_uikit_label_set_font_size(gac_swift label, double size);
gac_object gac_uikit_label_text_color(gac_swift label);
void gac_uikit_label_set_text_color(gac_swift label, gac_swift color);
long gac_uikit_label_alignment(gac_swift label);
void gac_uikit_label_set_alignment(gac_swift label, long alignment);
long gac_uikit_label_lines(gac_swift label);
void gac_uikit_label_set_lines(gac_swift label, long lines);
gac_object gac_uikit_image_view_image(gac_swift imageView);
void gac_uikit_image_view_set_image(gac_swift imageView, gac_swift image);

/// The control flags read and set through one function.
typedef enum { GACControlEnabled = 0, GACControlSelected = 1, GACControlHighlighted = 2 } gac_control_flag;
int gac_uikit_control_flag(gac_swift control, int flag);
void gac_uikit_control_set_flag(gac_swift control, int flag, int value);
/// Registers `block` (a heap `void (^)(void)`, +1) to run for `events`; returns its UIAction (+1).
gac_swift gac_uikit_control_add_action(gac_swift control, gac_object block, unsigned long events);
/// Re-registers `action`, added for `oldEvents`, for `newEvents` (0 removes it).
void gac_uikit_control_set_action_events(gac_swift control, gac_swift action, unsigned long oldEvents,
                                         unsigned long newEvents);
void gac_uikit_control_send(gac_swift control, unsigned long events);
/// A new button (+1) of a `UIButtonType`, or the object of the face class `kind`.
gac_swift gac_uikit_button_make(const char *kind, long type);
long gac_uikit_button_type(gac_swift button);
char *gac_uikit_button_title(gac_swift button, unsigned long state);
void gac_uikit_button_set_title(gac_swift button, const char *title, unsigned long state);
/// Per-state values of a button, read (+1 face) and set (borrowed Swift object).
typedef enum { GACButtonTitleColor = 0, GACButtonImage = 1, GACButtonBackgroundImage = 2 } gac_button_value;
gac_object gac_uikit_button_value(gac_swift button, int which, unsigned long state);
void gac_uikit_button_set_value(gac_swift button, int which, unsigned long state, gac_swift value);

/// Registers `block` (a heap `void (^)(void)`, +1) to run on recognition; returns its UIAction (+1).
gac_swift gac_uikit_gesture_add_action(gac_swift recognizer, gac_object block);
void gac_uikit_gesture_remove_action(gac_swift recognizer, gac_swift action);
long gac_uikit_gesture_state(gac_swift recognizer);
gac_object gac_uikit_gesture_view(gac_swift recognizer);
typedef enum {
  GACGestureEnabled = 0,
  GACGestureCancelsTouches = 1,
  GACGestureDelaysBegan = 2,
  GACGestureDelaysEnded = 3
} gac_gesture_flag;
int gac_uikit_gesture_flag(gac_swift recognizer, int flag);
void gac_uikit_gesture_set_flag(gac_swift recognizer, int flag, int value);
/// A tap recogniser's taps (`which` 0) or touches (1) required.
long gac_uikit_tap_count(gac_swift recognizer, int which);
void gac_uikit_tap_set_count(gac_swift recognizer, int which, long count);

gac_object gac_uikit_window_root(gac_swift window);
void gac_uikit_window_set_root(gac_swift window, gac_swift controller);
gac_object gac_uikit_window_scene(gac_swift window);
void gac_uikit_window_set_scene(gac_swift window, gac_swift scene);
int gac_uikit_window_is_key(gac_swift window);
void gac_uikit_window_make_key(gac_swift window, int visible);
long gac_uikit_scene_state(gac_swift scene);
gac_object gac_uikit_scene_windows(gac_swift scene);
gac_object gac_uikit_scene_key_window(gac_swift scene);

/// The app's face (+1) and its windows and scenes (+1 faces and arrays).
gac_object gac_uikit_app(void);
gac_object gac_uikit_app_key_window(void);
gac_object gac_uikit_app_windows(void);
gac_object gac_uikit_app_scenes(void);
long gac_uikit_app_state(void);
int gac_uikit_app_can_open(gac_object url);
/// Opens `url` with `options` (a dictionary or NULL); returns whether it opened.
int gac_uikit_app_open(gac_object url, gac_object options);

gac_object gac_uikit_screen(void);
gac_rect gac_uikit_screen_bounds(gac_swift screen);
double gac_uikit_screen_scale(gac_swift screen);
gac_object gac_uikit_device(void);
typedef enum {
  GACDeviceName = 0,
  GACDeviceModel = 1,
  GACDeviceLocalizedModel = 2,
  GACDeviceSystemName = 3,
  GACDeviceSystemVersion = 4,
  GACDeviceIdentifierForVendor = 5
} gac_device_text;
char *gac_uikit_device_text(gac_swift device, int which);
typedef enum {
  GACDeviceIdiom = 0,
  GACDeviceOrientation = 1,
  GACDeviceMultitasking = 2,
  GACDeviceBatteryMonitoring = 3
} gac_device_number;
long gac_uikit_device_number(gac_swift device, int which);
double gac_uikit_device_battery(gac_swift device);
void gac_uikit_device_set_battery_monitoring(gac_swift device, int on);

/// The image (+1 Swift object) an image context of `size` and `scale` makes.
gac_swift gac_uikit_image_drawn(gac_size size, double scale);

#endif
