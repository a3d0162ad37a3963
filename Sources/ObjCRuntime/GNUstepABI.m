/* Entry points of the GNUstep-1.x ABI that clang's code calls and GCC's libobjc lacks, mapped
 * onto libobjc's own: message lookup, property accessors and exceptions. */
#if defined(__linux__)
#import <Foundation/Foundation.h>
#include <objc/message.h>
#include <objc/objc-exception.h>
#include <objc/runtime.h>
#include <pthread.h>
#include <string.h>
#include <unwind.h>

#include "Internal.h"

extern id objc_retain(id object);
extern void objc_release(id object);
extern id objc_autorelease(id object);

/* ---- message lookup ----
 * With -fobjc-legacy-dispatch the GNUstep ABI looks a method up as a "slot" and calls its
 * `method` field right away, before any other lookup on the same thread: one slot per thread
 * serves. */

struct ocr_slot {
  void *owner;
  void *cached_for;
  const char *types;
  int version;
  IMP method;
};

static __thread struct ocr_slot thread_slot;

struct ocr_slot *objc_msg_lookup_sender(id *receiver, SEL selector, id sender) {
  (void)sender;
  thread_slot.method = objc_msg_lookup(*receiver, selector);
  return &thread_slot;
}

struct ocr_slot *objc_slot_lookup_super(struct objc_super *super, SEL selector) {
  thread_slot.method = objc_msg_lookup_super(super, selector);
  return &thread_slot;
}

/* The lookups for methods returning structures in memory (called by code compiled for
 * runtimes that tell them apart); libobjc's lookup serves both. */
IMP objc_msg_lookup_stret(id receiver, SEL selector) { return objc_msg_lookup(receiver, selector); }
IMP objc_msg_lookup_super_stret(struct objc_super *super, SEL selector) {
  return objc_msg_lookup_super(super, selector);
}

/* ---- property accessors ----
 * These replace libobjc's objc_getProperty/objc_setProperty (same signatures, so GNUstep Base's
 * own accessors keep working) and add the GNUstep ABI's objc_setProperty_* variants. libobjc's
 * send -retain/-release to the value; these go through objc_retain/objc_release, which also
 * take libdispatch objects (dispatch_queue_t properties). Atomic accessors serialise on a lock
 * chosen by the property's address. */

enum { PROPERTY_LOCKS = 64 };

static pthread_mutex_t property_locks[PROPERTY_LOCKS] = { [0 ... PROPERTY_LOCKS - 1] = PTHREAD_MUTEX_INITIALIZER };

static pthread_mutex_t *property_lock(const void *slot) {
  return &property_locks[((uintptr_t)slot >> 4) % PROPERTY_LOCKS];
}

id objc_getProperty(id self, SEL _cmd, ptrdiff_t offset, BOOL atomic) {
  if (self == nil) return nil;
  id *slot = (id *)(void *)((char *)self + offset);
  if (!atomic) return *slot;
  pthread_mutex_t *lock = property_lock(slot);
  pthread_mutex_lock(lock);
  id value = objc_retain(*slot);
  pthread_mutex_unlock(lock);
  return objc_autorelease(value);
}

/* `copy`: 0 retain, 1 -copy, 2 -mutableCopy. */
void objc_setProperty(id self, SEL _cmd, ptrdiff_t offset, id value, BOOL atomic, signed char copy) {
  if (self == nil) return;
  id *slot = (id *)(void *)((char *)self + offset);
  id stored = copy == 1 ? [value copy] : copy == 2 ? [value mutableCopy] : objc_retain(value);
  id previous;
  if (atomic) {
    pthread_mutex_t *lock = property_lock(slot);
    pthread_mutex_lock(lock);
    previous = *slot;
    *slot = stored;
    pthread_mutex_unlock(lock);
  } else {
    previous = *slot;
    *slot = stored;
  }
  objc_release(previous);
}

void objc_setProperty_atomic(id self, SEL _cmd, id value, ptrdiff_t offset) {
  objc_setProperty(self, _cmd, offset, value, YES, 0);
}
void objc_setProperty_atomic_copy(id self, SEL _cmd, id value, ptrdiff_t offset) {
  objc_setProperty(self, _cmd, offset, value, YES, 1);
}
void objc_setProperty_nonatomic(id self, SEL _cmd, id value, ptrdiff_t offset) {
  objc_setProperty(self, _cmd, offset, value, NO, 0);
}
void objc_setProperty_nonatomic_copy(id self, SEL _cmd, id value, ptrdiff_t offset) {
  objc_setProperty(self, _cmd, offset, value, NO, 1);
}

/* ---- exceptions ----
 * Objective-C exceptions are thrown by libobjc's objc_exception_throw (also from inside GNUstep
 * Base), whose personality routine unwinds frames of both ABIs: clang's GNUstep personality
 * is that one. When it finds a handler it hands the landing pad the thrown object itself, so
 * beginning a catch returns what it gets and ending one has nothing to free. */

extern _Unwind_Reason_Code __gnu_objc_personality_v0(int version, _Unwind_Action actions,
                                                     _Unwind_Exception_Class exception_class,
                                                     struct _Unwind_Exception *exception,
                                                     struct _Unwind_Context *context);

_Unwind_Reason_Code __gnustep_objc_personality_v0(int version, _Unwind_Action actions,
                                                  _Unwind_Exception_Class exception_class,
                                                  struct _Unwind_Exception *exception,
                                                  struct _Unwind_Context *context) {
  return __gnu_objc_personality_v0(version, actions, exception_class, exception, context);
}

void *objc_begin_catch(void *thrown) { return thrown; }
void objc_end_catch(void) {}
void objc_exception_rethrow(void *thrown) { objc_exception_throw((id)thrown); }

/* `@catch (id e)` is emitted as a handler for a class named "@id": such a class is registered,
 * and the exception matcher lets it catch every Objective-C exception. */
static Class catch_any_class;

static int match_exception(Class catch_class, id exception) {
  if (catch_class == Nil || catch_class == catch_any_class) return 1;
  for (Class c = object_getClass(exception); c != Nil; c = class_getSuperclass(c))
    if (c == catch_class) return 1;
  return 0;
}

void ocr_priv_install_exceptions(void) {
  catch_any_class = objc_allocateClassPair(objc_getClass("NSObject"), "@id", 0);
  if (catch_any_class != Nil) objc_registerClassPair(catch_any_class);
  else catch_any_class = objc_getClass("@id");
  objc_setExceptionMatcher(match_exception);
}
#endif
