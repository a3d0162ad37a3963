/* Named checks of the Objective-C runtime layer, written in ARC Objective-C as adapter code is
 * and compiled with the same flags. Plain C, for Swift: ObjCRuntimeTests runs each check as a
 * test case of its own. */
#ifndef OBJC_RUNTIME_CHECKS_H
#define OBJC_RUNTIME_CHECKS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if !defined(__has_feature) || !__has_feature(nullability)
#define _Nullable
#define _Nonnull
#endif

/* The checks, by index. */
size_t ocrc_check_count(void);
const char *_Nonnull ocrc_check_name(size_t index);

/* Runs the check named `name` in an autorelease pool of its own. NULL when it passed, else
 * what failed (also for an unknown name or an exception that escaped); the caller frees it.
 * The private-defaults check expects ocr_use_private_defaults to have been called. */
char *_Nullable ocrc_run_check(const char *_Nonnull name);

/* The file GNUstep Base was loaded from. */
const char *_Nullable ocrc_gnustep_base_path(void);

#ifdef __cplusplus
}
#endif

#endif
