// The plain-C surface through which Swift holds Objective-C objects and Objective-C faces hold
// Swift objects. Swift on Linux has no Objective-C interop: every object crosses as an opaque
// pointer whose ownership each function states.
#ifndef OBJC_FACES_BRIDGE_H
#define OBJC_FACES_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An Objective-C object (`id`), as Swift holds it.
typedef void *gac_object;
/// A Swift object, as Objective-C holds it (an `Unmanaged` pointer).
typedef void *gac_swift;

/// Adds one reference to `object` and returns it.
gac_object gac_retain(gac_object object);
/// Drops one reference to `object`.
void gac_release(gac_object object);

/// A new string (+1) with the UTF-8 text `text`; NULL for NULL.
gac_object gac_string(const char *text);
/// The UTF-8 text of `string` in storage the caller frees; NULL when `string` is nil or not a
/// string.
char *gac_string_copy(gac_object string);
/// Whether `object` is an instance of `className` or of a subclass of it.
int gac_is_kind_of(gac_object object, const char *className);
/// The class name of `object`, valid while the class exists (as long as the process).
const char *gac_class_name(gac_object object);
/// Whether `object` responds to `selector` (an Objective-C method name, `a:b:`).
int gac_responds(gac_object object, const char *selector);

/// The face standing for `swift` if one is alive (+1), else NULL. Faces registered with
/// `gac_face_register` are found again, so a view the adapter made keeps its class and state.
gac_object gac_face_lookup(gac_swift swift);


/// A rectangle, a size and a point in points, laid out as CoreGraphics lays them out.
typedef struct { double x, y, width, height; } gac_rect;
typedef struct { double width, height; } gac_size;

/// Makes the face of class `className` for `swift`, taking over one reference to `swift`
/// (+1 face). The class must be a face class (one that implements `-gac_initTakingSwift:`).
gac_object gac_face_make(const char *className, gac_swift swift);
/// The Swift object a face stands for (borrowed), or NULL when `object` is not a face.
gac_swift gac_face_swift(gac_object object);

// Foundation values, built and read by Swift. Builders return +1; readers borrow.
gac_object gac_array_new(void);
void gac_array_add(gac_object array, gac_object element);
long gac_array_count(gac_object array);
/// Borrowed element, NULL when out of range or `array` is not an array.
gac_object gac_array_at(gac_object array, long index);
gac_object gac_dictionary_new(void);
void gac_dictionary_set(gac_object dictionary, gac_object key, gac_object value);
/// Keys (+1 array), NULL when `dictionary` is not a dictionary.
gac_object gac_dictionary_keys(gac_object dictionary);
/// Borrowed value for `key`.
gac_object gac_dictionary_get(gac_object dictionary, gac_object key);
gac_object gac_number_double(double value);
gac_object gac_number_bool(int value);
gac_object gac_number_long(long value);
/// Whether `object` is an NSNumber (NSDecimalNumber included).
int gac_is_number(gac_object object);
double gac_number_value(gac_object number);
/// Whether the number was made from a boolean (`@YES`, `[NSNumber numberWithBool:]`).
int gac_number_is_bool(gac_object number);
gac_object gac_data_new(const void *bytes, long length);
int gac_is_data(gac_object object);
long gac_data_length(gac_object data);
const void *gac_data_bytes(gac_object data);
gac_object gac_url_new(const char *text);
char *gac_url_copy(gac_object url);

/// An error (+1) with a domain, code and localized description.
gac_object gac_error_new(const char *domain, long code, const char *description);
int gac_is_error(gac_object object);
char *gac_error_domain(gac_object error);
long gac_error_code(gac_object error);
/// `localizedDescription`, which NSError derives when the user info has none.
char *gac_error_description(gac_object error);
/// The user info's string values, as a +1 dictionary of strings (others described).
gac_object gac_error_user_info(gac_object error);
/// A description of any object (`-description`), for a trace line.
char *gac_describe(gac_object object);

/// Calls a `void (^)(void)` block.
void gac_block_call(gac_object block);

/// One turn of GNUstep's run loop on the calling thread, without waiting: fires its due timers
/// and delayed performs (an adapter's `NSTimer`, `performSelector:afterDelay:`). Returns the
/// seconds until its next timer, or a negative number when it has none.
double gac_runloop_turn(void);

/// Makes an uncaught Objective-C exception end the process with one line on standard error,
/// `*** Uncaught Objective-C exception NAME: REASON`, then the thread's frames, then `abort()`, so
/// a worker's crash report names it and where it was thrown; and makes a memory fault, an abort
/// or an arithmetic fault write the crashing thread's frames before the handlers installed
/// earlier (the Swift runtime's backtracer) take over.
void gac_install_exception_handler(void);

/// Starts counting the live instances of every Objective-C class (GNUstep's allocation
/// statistics), for a leak check.
void gac_count_live_objects(void);
/// The live instances counted so far, per class (`Class count` lines, in storage the caller
/// frees), for the classes a leak check is about: every class but GNUstep's own (`NS…`, `GS…`,
/// `_…`) and the runtime's blocks.
char *gac_copy_live_objects(void);

/// A weak reference to `object` (+1 handle): it does not keep the object alive.
gac_object gac_weak_new(gac_object object);
/// The object a weak handle refers to (+1), or NULL once it is gone.
gac_object gac_weak_load(gac_object weak);

/// An autorelease pool around a stretch of work (a run-loop turn, a call into the adapter).
void *gac_pool_push(void);
void gac_pool_pop(void *pool);

#ifdef __cplusplus
}
#endif
#endif
