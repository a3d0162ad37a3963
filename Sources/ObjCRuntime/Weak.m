/* Zeroing weak references. A side table maps each object that has weak references to the
 * locations holding them; the locations are set to nil before the object is deallocated.
 *
 * Objects die through -release of their root class (NSObject, NSProxy: GNUstep Base's
 * reference counting). That method is replaced: when an object with weak references is about
 * to lose its last reference, its weak references are cleared first, under the same lock as
 * weak loads take, so a weak load either retains the object before that or reads nil. -dealloc
 * of the root classes is replaced too, as the last point of clearing for objects released
 * another way (and weak references formed during -dealloc). Heap blocks are cleared by the
 * blocks runtime's destruct hook (Blocks.m).
 *
 * The table is split into stripes by object address, each with its own lock and a count of
 * the objects it holds, so a -release of an object without weak references takes no lock when
 * its stripe is empty, and threads working on different objects rarely meet.
 *
 * Not covered: objects of classes that count references themselves (overriding -release
 * without calling super's) and libdispatch objects. */
#if defined(__linux__)
#define _GNU_SOURCE
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "Internal.h"

extern id objc_retain(id object);
extern void objc_release(id object);
extern id objc_autorelease(id object);
extern int _Block_tryRetain(const void *block);

struct weak_entry {
  id object;
  id **locations;
  size_t count, capacity;
  struct weak_entry *next;
};

enum { STRIPES = 64 };

struct weak_stripe {
  pthread_mutex_t lock;
  atomic_size_t objects; /* entries in this stripe; read without the lock by -release */
  struct weak_entry **buckets;
  size_t bucket_count;
} __attribute__((aligned(64)));

static struct weak_stripe stripes[STRIPES];
static pthread_once_t stripes_once = PTHREAD_ONCE_INIT;

static void init_stripes(void) {
  pthread_mutexattr_t attributes;
  pthread_mutexattr_init(&attributes);
  /* Recursive: a class's -retain, run under the lock by weak loads, may itself form or read
   * weak references. */
  pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE);
  for (int i = 0; i < STRIPES; i++) pthread_mutex_init(&stripes[i].lock, &attributes);
  pthread_mutexattr_destroy(&attributes);
}

static inline uintptr_t address_hash(const void *object) {
  uintptr_t h = (uintptr_t)object >> 4;
  return h * (uintptr_t)0x9E3779B97F4A7C15ull;
}

static inline struct weak_stripe *stripe_of(const void *object) {
  return &stripes[address_hash(object) >> (sizeof(uintptr_t) * 8 - 6)];
}

static inline size_t bucket_of(const struct weak_stripe *s, const void *object) {
  return (address_hash(object) >> 8) & (s->bucket_count - 1);
}

static struct weak_entry *find_entry(struct weak_stripe *s, const void *object) {
  if (s->bucket_count == 0) return NULL;
  for (struct weak_entry *e = s->buckets[bucket_of(s, object)]; e != NULL; e = e->next)
    if (e->object == object) return e;
  return NULL;
}

static void grow_buckets(struct weak_stripe *s) {
  size_t count = s->bucket_count ? 2 * s->bucket_count : 16;
  struct weak_entry **buckets = calloc(count, sizeof *buckets);
  if (buckets == NULL) abort();
  for (size_t i = 0; i < s->bucket_count; i++)
    for (struct weak_entry *e = s->buckets[i], *next; e != NULL; e = next) {
      next = e->next;
      size_t b = (address_hash(e->object) >> 8) & (count - 1);
      e->next = buckets[b];
      buckets[b] = e;
    }
  free(s->buckets);
  s->buckets = buckets;
  s->bucket_count = count;
}

static void add_location(struct weak_stripe *s, id object, id *location) {
  struct weak_entry *e = find_entry(s, object);
  if (e == NULL) {
    if (atomic_load(&s->objects) + 1 > 2 * s->bucket_count) grow_buckets(s);
    e = calloc(1, sizeof *e);
    if (e == NULL) abort();
    e->object = object;
    size_t b = bucket_of(s, object);
    e->next = s->buckets[b];
    s->buckets[b] = e;
    atomic_fetch_add(&s->objects, 1);
  }
  if (e->count == e->capacity) {
    size_t capacity = e->capacity ? 2 * e->capacity : 2;
    id **locations = realloc(e->locations, capacity * sizeof *locations);
    if (locations == NULL) abort();
    e->locations = locations;
    e->capacity = capacity;
  }
  e->locations[e->count++] = location;
}

static void drop_entry(struct weak_stripe *s, struct weak_entry *e) {
  struct weak_entry **link = &s->buckets[bucket_of(s, e->object)];
  while (*link != e) link = &(*link)->next;
  *link = e->next;
  atomic_fetch_sub(&s->objects, 1);
  free(e->locations);
  free(e);
}

static void remove_location(struct weak_stripe *s, id object, id *location) {
  struct weak_entry *e = find_entry(s, object);
  if (e == NULL) return;
  for (size_t i = 0; i < e->count; i++)
    if (e->locations[i] == location) {
      e->locations[i] = e->locations[--e->count];
      break;
    }
  if (e->count == 0) drop_entry(s, e);
}

/* Sets every weak reference to `object` to nil; the caller holds the stripe's lock. */
static void clear_entry(struct weak_stripe *s, struct weak_entry *e) {
  for (size_t i = 0; i < e->count; i++)
    if (atomic_load_explicit((_Atomic(id) *)e->locations[i], memory_order_relaxed) == e->object)
      atomic_store_explicit((_Atomic(id) *)e->locations[i], nil, memory_order_release);
  drop_entry(s, e);
}

void ocr_priv_weak_object_dies(void *object) {
  pthread_once(&stripes_once, init_stripes);
  struct weak_stripe *s = stripe_of(object);
  if (atomic_load(&s->objects) == 0) return;
  pthread_mutex_lock(&s->lock);
  struct weak_entry *e = find_entry(s, object);
  if (e != NULL) clear_entry(s, e);
  pthread_mutex_unlock(&s->lock);
}

static void lock_pair(struct weak_stripe *a, struct weak_stripe *b) {
  if (a == b || b == NULL) {
    pthread_mutex_lock(&a->lock);
  } else if (a == NULL) {
    pthread_mutex_lock(&b->lock);
  } else if (a < b) {
    pthread_mutex_lock(&a->lock);
    pthread_mutex_lock(&b->lock);
  } else {
    pthread_mutex_lock(&b->lock);
    pthread_mutex_lock(&a->lock);
  }
}

static void unlock_pair(struct weak_stripe *a, struct weak_stripe *b) {
  if (a != NULL) pthread_mutex_unlock(&a->lock);
  if (b != NULL && b != a) pthread_mutex_unlock(&b->lock);
}

static inline id read_location(id *location) {
  return atomic_load_explicit((_Atomic(id) *)location, memory_order_acquire);
}

/* ---- the ARC weak entry points ---- */

id objc_storeWeak(id *location, id object) {
  pthread_once(&stripes_once, init_stripes);
  for (;;) {
    id previous = read_location(location);
    struct weak_stripe *old_stripe = previous ? stripe_of(previous) : NULL;
    struct weak_stripe *new_stripe = object ? stripe_of(object) : NULL;
    if (old_stripe == NULL && new_stripe == NULL) {
      *location = nil;
      return nil;
    }
    lock_pair(old_stripe, new_stripe);
    if (read_location(location) != previous) { /* cleared or stored meanwhile: start again */
      unlock_pair(old_stripe, new_stripe);
      continue;
    }
    if (previous != nil) remove_location(old_stripe, previous, location);
    if (object != nil) add_location(new_stripe, object, location);
    atomic_store_explicit((_Atomic(id) *)location, object, memory_order_release);
    unlock_pair(old_stripe, new_stripe);
    return object;
  }
}

id objc_initWeak(id *location, id object) {
  *location = nil;
  return object != nil ? objc_storeWeak(location, object) : nil;
}

void objc_destroyWeak(id *location) {
  if (read_location(location) != nil) objc_storeWeak(location, nil);
}

/* Retains the object a weak location holds, or returns nil if it is gone or going. */
id objc_loadWeakRetained(id *location) {
  pthread_once(&stripes_once, init_stripes);
  for (;;) {
    id object = read_location(location);
    if (object == nil) return nil;
    struct weak_stripe *s = stripe_of(object);
    pthread_mutex_lock(&s->lock);
    if (read_location(location) != object) {
      pthread_mutex_unlock(&s->lock);
      continue;
    }
    id result;
    if (ocr_priv_is_malloc_block(object)) result = _Block_tryRetain(object) ? object : nil;
    else result = objc_retain(object);
    pthread_mutex_unlock(&s->lock);
    return result;
  }
}

id objc_loadWeak(id *location) { return objc_autorelease(objc_loadWeakRetained(location)); }

void objc_copyWeak(id *destination, id *source) {
  id object = objc_loadWeakRetained(source);
  objc_initWeak(destination, object);
  objc_release(object);
}

void objc_moveWeak(id *destination, id *source) {
  pthread_once(&stripes_once, init_stripes);
  for (;;) {
    id object = read_location(source);
    if (object == nil) {
      *destination = nil;
      return;
    }
    struct weak_stripe *s = stripe_of(object);
    pthread_mutex_lock(&s->lock);
    if (read_location(source) != object) {
      pthread_mutex_unlock(&s->lock);
      continue;
    }
    remove_location(s, object, source);
    add_location(s, object, destination);
    atomic_store_explicit((_Atomic(id) *)destination, object, memory_order_release);
    atomic_store_explicit((_Atomic(id) *)source, nil, memory_order_release);
    pthread_mutex_unlock(&s->lock);
    return;
  }
}

/* ---- the root classes' -release and -dealloc ---- */

typedef void (*void_method)(id self, SEL _cmd);

static void release_clearing_weak(id self, SEL _cmd, void_method release) {
  struct weak_stripe *s = stripe_of(self);
  if (atomic_load(&s->objects) == 0) {
    release(self, _cmd);
    return;
  }
  pthread_mutex_lock(&s->lock);
  struct weak_entry *e = find_entry(s, self);
  if (e == NULL) {
    pthread_mutex_unlock(&s->lock);
    release(self, _cmd);
  } else if (NSExtraRefCount(self) == 0) {
    /* The last reference: nobody can load it from a weak reference any more once they are
     * cleared, and nobody else holds it, so the count cannot go up again. */
    clear_entry(s, e);
    pthread_mutex_unlock(&s->lock);
    release(self, _cmd);
  } else {
    /* Decremented under the lock, so no weak load retains it between the check and here. */
    release(self, _cmd);
    pthread_mutex_unlock(&s->lock);
  }
}

static void_method object_release, object_dealloc, proxy_release, proxy_dealloc;

static void object_release_hook(id self, SEL _cmd) { release_clearing_weak(self, _cmd, object_release); }
static void proxy_release_hook(id self, SEL _cmd) { release_clearing_weak(self, _cmd, proxy_release); }

static void object_dealloc_hook(id self, SEL _cmd) {
  ocr_priv_weak_object_dies(self);
  object_dealloc(self, _cmd);
}

static void proxy_dealloc_hook(id self, SEL _cmd) {
  ocr_priv_weak_object_dies(self);
  proxy_dealloc(self, _cmd);
}

extern void __objc_update_dispatch_table_for_class(Class cls);

void *ocr_priv_replace_method(void *cls, const char *selector, void *imp) {
  SEL sel = sel_registerName(selector);
  /* GCC's libobjc pitfall: method_setImplementation writes the new IMP into the class's
   * dispatch table even when that table is not installed yet, and then it is the table shared
   * by every class nobody has messaged: all of them would answer `selector` with `imp`. Looking
   * the method up installs the class's own table first. */
  (void)class_getMethodImplementation(cls, sel);
  Method method = class_getInstanceMethod(cls, sel);
  Class superclass = class_getSuperclass(cls);
  if (method == NULL || (superclass != Nil && class_getInstanceMethod(superclass, sel) == method)) return NULL;
  void *previous = (void *)method_setImplementation(method, (IMP)imp);
  /* Subclasses whose tables are installed hold a copy of the old IMP: rebuild them. */
  __objc_update_dispatch_table_for_class(cls);
  return previous;
}

void ocr_priv_install_weak_hooks(void) {
  pthread_once(&stripes_once, init_stripes);
  Class object = objc_getClass("NSObject"), proxy = objc_getClass("NSProxy");
  object_release = ocr_priv_replace_method(object, "release", (void *)object_release_hook);
  object_dealloc = ocr_priv_replace_method(object, "dealloc", (void *)object_dealloc_hook);
  if (proxy != Nil) {
    proxy_release = ocr_priv_replace_method(proxy, "release", (void *)proxy_release_hook);
    proxy_dealloc = ocr_priv_replace_method(proxy, "dealloc", (void *)proxy_dealloc_hook);
  }
}
#endif
