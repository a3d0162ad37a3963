/* The Objective-C runtime layer, as a Swift host (or any C code) sees it. Plain C: Swift on
 * Linux has no Objective-C interop, so objects cross as opaque pointers.
 *
 * Linking this target makes ARC Objective-C (adapter code, stand-ins) run in the process:
 * clang's GNUstep-1.9 ABI modules are loaded into GCC's libobjc under GNUstep Base, with the
 * ARC entry points, zeroing weak references, blocks as objects, autorelease pools on
 * libdispatch's threads, and NSMapTable/NSHashTable with zeroing weak entries. Nothing needs
 * calling to set that up. What a host does:
 *  - an autorelease pool around every call into Objective-C and every run-loop turn;
 *  - private user defaults per run, before Objective-C code first uses NSUserDefaults;
 *  - pumping GNUstep's run loop where Objective-C code schedules timers or delayed performs. */
#ifndef OBJC_RUNTIME_LAYER_H
#define OBJC_RUNTIME_LAYER_H

#ifdef __cplusplus
extern "C" {
#endif

#if !defined(__has_feature) || !__has_feature(nullability)
#define _Nullable
#define _Nonnull
#endif

/* NULL when exactly one blocks runtime is in use, else a message naming the two libraries and
 * the fix (link libBlocksRuntime before libgnustep-base). A process linked the wrong way aborts
 * with this message before its first block exists, since the mix corrupts memory; this is
 * for hosts that report their set-up. */
const char *_Nullable ocr_link_problem(void);

/* NULL when every Objective-C class linked in is loaded, else a description of the classes
 * still waiting for a superclass that no loaded code defines. The caller frees it. */
char *_Nullable ocr_copy_load_problem(void);

/* An autorelease pool, drained (with any pushed after it) by ocr_pool_pop. */
void *_Nonnull ocr_pool_push(void);
void ocr_pool_pop(void *_Nonnull pool);

/* Reference counting of an Objective-C object (or libdispatch object, or block) held as an
 * opaque pointer. */
void *_Nullable ocr_retain(void *_Nullable object);
void ocr_release(void *_Nullable object);
void *_Nullable ocr_autorelease(void *_Nullable object);

/* The class named `name`, or NULL. */
void *_Nullable ocr_class_named(const char *_Nonnull name);
/* The name of `object`'s class (static storage), or NULL for NULL. */
const char *_Nullable ocr_class_name(void *_Nullable object);

/* Makes GNUstep keep user defaults (and the user's Library folders) in `folder`, created if
 * needed, instead of ~/GNUstep, and resets NSUserDefaults so it reads them from there. GNUstep
 * Base finds the home folder in the password database (HOME does not move it) and reads
 * GNUSTEP_CONFIG_FILE only from the environment the process started with, so this sets its
 * configuration directly. Returns 0, or an errno value. */
int ocr_use_private_defaults(const char *_Nonnull folder);
/* The folder NSUserDefaults writes to now; the caller frees it. */
char *_Nullable ocr_copy_defaults_folder(void);

/* Runs the calling thread's GNUstep run loop (timers, delayed performs, NSPort sources) once,
 * waiting at most `seconds` for something to happen. Returns 1 if the run loop had anything
 * to wait for, 0 if it had no sources. libdispatch's main queue is served separately. */
int ocr_run_loop_run(double seconds);

#ifdef __cplusplus
}
#endif

#endif
