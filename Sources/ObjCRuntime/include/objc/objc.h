/* GCC libobjc's <objc/objc.h>, with clang's BOOL literals: GCC defines YES and NO as casts,
 * (BOOL)1 and (BOOL)0, which clang's boxed literals @YES and @NO do not accept.
 *
 * GCC's objc/ headers are reached through these wrappers: GCC's include folder is only on the
 * "..." search path (-iquote), since on the <...> path its stdatomic.h would replace clang's. */
#ifndef OBJC_RUNTIME_LAYER_OBJC_H
#define OBJC_RUNTIME_LAYER_OBJC_H
#include "objc/objc.h" /* GCC's, through -iquote */
#ifndef __objc_INCLUDE_GNU
#error "GCC's objc headers are not on the search path: install libobjc-12-dev (ci/bootstrap.sh) and build with objcARCSettings"
#endif
#if defined(__OBJC__) && defined(__clang__)
#undef YES
#undef NO
#define YES __objc_yes
#define NO __objc_no
#endif
#if defined(__OBJC__)
#include <objc/AppleAnnotations.h>
#endif
#endif
