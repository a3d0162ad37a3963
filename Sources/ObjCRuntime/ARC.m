/* The ARC entry points clang's ARC code calls (retain, release, autorelease, strong stores,
 * block copies, autorelease pools, the return-value variants), implemented on GNUstep Base's
 * reference counting. GNUstep Base and GCC's libobjc have none of their own.
 *
 * Two kinds of values reach them that are not messaged:
 *  - libobjc's Protocol objects (from @protocol(...)), which are static and whose root class
 *    has no -retain/-release;
 *  - libdispatch objects: ARC code is compiled with OS_OBJECT_USE_OBJC=1 so that
 *    dispatch_queue_t properties and variables are managed as on Apple platforms, but on Linux
 *    they are not Objective-C objects. Their first word points into libdispatch's image (their
 *    vtable), which is how they are recognised; they are retained with dispatch_retain.
 *
 * Compiled for GCC's runtime without ARC, like the rest of the layer. */
#if defined(__linux__)
#define _GNU_SOURCE
#import <Foundation/Foundation.h>
#include <dispatch/dispatch.h>
#include <dlfcn.h>
#include <link.h>
#include <objc/message.h>
#include <objc/runtime.h>
#include <stdint.h>

#include "Internal.h"

void *ocr_priv_protocol_class;

/* ---- libdispatch objects ---- */

/* This file sees libdispatch's C interface (dispatch objects as a transparent union of struct
 * pointers); ARC code sees them as Objective-C objects. */
static inline struct dispatch_object_s *as_dispatch_object(const void *object) { return (void *)object; }

static uintptr_t dispatch_image_start, dispatch_image_end;

struct image_search {
  void *base;
  uintptr_t start, end;
};

static int find_image_segments(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct image_search *search = data;
  if ((void *)info->dlpi_addr != search->base) return 0;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
    if (segment->p_type != PT_LOAD) continue;
    uintptr_t start = info->dlpi_addr + segment->p_vaddr, end = start + segment->p_memsz;
    if (search->start == 0 || start < search->start) search->start = start;
    if (end > search->end) search->end = end;
  }
  return 1;
}

void ocr_priv_locate_unmanaged_objects(void) {
  ocr_priv_protocol_class = objc_getClass("Protocol");
  Dl_info info;
  if (!dladdr((const void *)dispatch_retain, &info) || info.dli_fbase == NULL) return;
  struct image_search search = { info.dli_fbase, 0, 0 };
  dl_iterate_phdr(find_image_segments, &search);
  dispatch_image_start = search.start;
  dispatch_image_end = search.end;
}

int ocr_priv_is_dispatch_object(const void *object) {
  uintptr_t isa = *(const uintptr_t *)object;
  return isa >= dispatch_image_start && isa < dispatch_image_end;
}

void ocr_priv_dispatch_retain(void *object) { dispatch_retain(as_dispatch_object(object)); }
void ocr_priv_dispatch_release(void *object) { dispatch_release(as_dispatch_object(object)); }

/* Holds one reference to a dispatch object until the autorelease pool it is in drains. */
@interface OCRDispatchAutorelease : NSObject {
  void *dispatchObject;
}
+ (void)autoreleaseDispatchObject:(void *)object;
@end

@implementation OCRDispatchAutorelease
+ (void)autoreleaseDispatchObject:(void *)object {
  OCRDispatchAutorelease *holder = [self new];
  holder->dispatchObject = object;
  [holder autorelease];
}
- (void)dealloc {
  dispatch_release(as_dispatch_object(dispatchObject));
  [super dealloc];
}
@end

/* ---- retain / release / autorelease ---- */

static inline int unmanaged(id object) {
  return object == nil || (void *)object_getClass(object) == ocr_priv_protocol_class;
}

id objc_retain(id object) {
  if (unmanaged(object)) return object;
  if (ocr_priv_is_dispatch_object(object)) {
    dispatch_retain(as_dispatch_object(object));
    return object;
  }
  return [object retain];
}

void objc_release(id object) {
  if (unmanaged(object)) return;
  if (ocr_priv_is_dispatch_object(object)) {
    dispatch_release(as_dispatch_object(object));
    return;
  }
  [object release];
}

id objc_autorelease(id object) {
  if (unmanaged(object)) return object;
  if (ocr_priv_is_dispatch_object(object)) {
    [OCRDispatchAutorelease autoreleaseDispatchObject:object];
    return object;
  }
  return [object autorelease];
}

id objc_retainAutorelease(id object) { return objc_autorelease(objc_retain(object)); }

/* Return values: always through the autorelease pool (no hand-over optimisation), which is
 * correct and only keeps objects alive until the pool drains. */
id objc_autoreleaseReturnValue(id object) { return objc_autorelease(object); }
id objc_retainAutoreleaseReturnValue(id object) { return objc_autorelease(objc_retain(object)); }
id objc_retainAutoreleasedReturnValue(id object) { return objc_retain(object); }
id objc_claimAutoreleasedReturnValue(id object) { return objc_retain(object); }
id objc_unsafeClaimAutoreleasedReturnValue(id object) { return object; }

void objc_storeStrong(id *location, id value) {
  id previous = *location;
  if (previous == value) return;
  *location = objc_retain(value);
  objc_release(previous);
}

extern void *_Block_copy(const void *block);

id objc_retainBlock(id block) { return (id)_Block_copy(block); }

void *objc_autoreleasePoolPush(void) { return [NSAutoreleasePool new]; }

void objc_autoreleasePoolPop(void *pool) {
  if (pool != NULL) [(NSAutoreleasePool *)pool drain];
}

/* ---- libdispatch's threads ---- */

/* libdispatch (built with its Cocoa compatibility on Linux too) calls these around the work
 * its threads do, so what that work autoreleases is released when it is done. */
extern void *(*_dispatch_begin_NSAutoReleasePool)(void);
extern void (*_dispatch_end_NSAutoReleasePool)(void *);

void ocr_priv_install_dispatch_pools(void) {
  if (_dispatch_begin_NSAutoReleasePool == NULL && _dispatch_end_NSAutoReleasePool == NULL) {
    _dispatch_begin_NSAutoReleasePool = objc_autoreleasePoolPush;
    _dispatch_end_NSAutoReleasePool = objc_autoreleasePoolPop;
  }
}

/* ---- GNUstep's main thread ----
 * GNUstep takes the first thread that asks for its NSThread on the process's main pthread as
 * the main thread; until one does, it has none, and an NSThread that ends then exits the whole
 * process (GNUstep takes it for the main thread). A Swift host may never touch GNUstep from its
 * main thread, so start-up (which runs on it) does. */
void ocr_priv_adopt_main_thread(void) {
  /* Start-up runs before this file's own module is registered, when its message sends do not
   * work yet: send them through the runtime's functions. */
  id pools = (id)objc_getClass("NSAutoreleasePool"), threads = (id)objc_getClass("NSThread");
  SEL new_pool = sel_registerName("new"), drain = sel_registerName("drain"), current = sel_registerName("currentThread");
  id pool = objc_msg_lookup(pools, new_pool)(pools, new_pool);
  (void)objc_msg_lookup(threads, current)(threads, current);
  objc_msg_lookup(pool, drain)(pool, drain);
}

/* ---- the C interface ---- */

void *ocr_pool_push(void) { return objc_autoreleasePoolPush(); }
void ocr_pool_pop(void *pool) { objc_autoreleasePoolPop(pool); }
void *ocr_retain(void *object) { return objc_retain(object); }
void ocr_release(void *object) { objc_release(object); }
void *ocr_autorelease(void *object) { return objc_autorelease(object); }

void *ocr_class_named(const char *name) { return name != NULL ? objc_lookUpClass(name) : NULL; }

const char *ocr_class_name(void *object) {
  if (object == NULL) return NULL;
  if (ocr_priv_is_dispatch_object(object)) return "OS_dispatch_object";
  return class_getName(object_getClass(object));
}

int ocr_run_loop_run(double seconds) {
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  NSDate *limit = [NSDate dateWithTimeIntervalSinceNow:seconds > 0 ? seconds : 0];
  BOOL ran = [[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:limit];
  [pool drain];
  return ran ? 1 : 0;
}
#endif
