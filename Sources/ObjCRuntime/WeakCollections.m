/* NSMapTable and NSHashTable with weak entries. GNUstep Base's own keep a weak entry after its
 * object is deallocated (it has no zeroing weak references on GCC's runtime), so reading it
 * then touches freed memory. Asked for weak memory (NSPointerFunctionsWeakMemory or the older
 * ZeroingWeakMemory, for keys, values or objects, with object or object-pointer personality),
 * NSMapTable and NSHashTable return instances of the classes below instead: their weak entries
 * are zeroing weak references of this layer (Weak.m), and they behave as Apple documents:
 *  - an entry whose weak key or value died is gone: lookups miss it, enumerations and
 *    allObjects/dictionaryRepresentation skip it; it is purged on the next change or count;
 *  - strong entries are retained (copied, for NSPointerFunctionsCopyIn keys);
 *  - every method takes the table's lock, and objects are released only after it is dropped,
 *    so a dealloc that touches the table does not deadlock;
 *  - enumeration (fast or by enumerator) goes over a snapshot, so the table may change meanwhile.
 * Other option combinations (opaque memory, C strings, integers, ...) keep GNUstep's classes. */
#if defined(__linux__)
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "Internal.h"

extern id objc_retain(id object);
extern void objc_release(id object);
extern id objc_storeWeak(id *location, id object);
extern id objc_initWeak(id *location, id object);
extern void objc_destroyWeak(id *location);
extern id objc_loadWeakRetained(id *location);

enum {
  MEMORY_MASK = 0xff,
  PERSONALITY_MASK = 0xff00,
  COPY_IN = NSPointerFunctionsCopyIn,
};

static int is_weak_memory(NSPointerFunctionsOptions options) {
  NSPointerFunctionsOptions memory = options & MEMORY_MASK;
  return memory == NSPointerFunctionsWeakMemory || memory == NSPointerFunctionsZeroingWeakMemory;
}

/* Options the weak tables implement: strong or weak memory of objects. */
static int is_supported(NSPointerFunctionsOptions options) {
  NSPointerFunctionsOptions memory = options & MEMORY_MASK, personality = options & PERSONALITY_MASK;
  if ((options & ~(NSPointerFunctionsOptions)(MEMORY_MASK | PERSONALITY_MASK | COPY_IN)) != 0) return 0;
  if (memory != NSPointerFunctionsStrongMemory && !is_weak_memory(options)) return 0;
  return personality == NSPointerFunctionsObjectPersonality || personality == NSPointerFunctionsObjectPointerPersonality;
}

/* ---- the store: a hash table of entries with strong or zeroing weak slots ---- */

struct entry {
  id key;
  id value;         /* unused by hash tables */
  NSUInteger hash;  /* of the key when it was stored, since a weak key may be gone later */
  struct entry *next;
};

struct store {
  pthread_mutex_t lock;
  BOOL weak_keys, weak_values, copy_keys, identity_keys, has_values;
  struct entry **buckets;
  size_t bucket_count, count;
};

/* Objects to release once the lock is dropped. */
struct release_list {
  id inline_items[16];
  id *items;
  size_t count, capacity;
};

static void release_list_init(struct release_list *list) {
  list->items = list->inline_items;
  list->count = 0;
  list->capacity = sizeof list->inline_items / sizeof *list->inline_items;
}

static void defer_release(struct release_list *list, id object) {
  if (object == nil) return;
  if (list->count == list->capacity) {
    size_t capacity = 2 * list->capacity;
    id *items = malloc(capacity * sizeof *items);
    if (items == NULL) abort();
    memcpy(items, list->items, list->count * sizeof *items);
    if (list->items != list->inline_items) free(list->items);
    list->items = items;
    list->capacity = capacity;
  }
  list->items[list->count++] = object;
}

static void release_all(struct release_list *list) {
  for (size_t i = 0; i < list->count; i++) objc_release(list->items[i]);
  if (list->items != list->inline_items) free(list->items);
  release_list_init(list);
}

static struct store *store_create(NSPointerFunctionsOptions key_options, NSPointerFunctionsOptions value_options,
                                  BOOL has_values, NSUInteger capacity) {
  struct store *s = calloc(1, sizeof *s);
  if (s == NULL) abort();
  pthread_mutexattr_t attributes;
  pthread_mutexattr_init(&attributes);
  pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE); /* -isEqual: may read the table */
  pthread_mutex_init(&s->lock, &attributes);
  pthread_mutexattr_destroy(&attributes);
  s->weak_keys = is_weak_memory(key_options);
  s->copy_keys = !s->weak_keys && (key_options & COPY_IN) != 0;
  s->identity_keys = (key_options & PERSONALITY_MASK) == NSPointerFunctionsObjectPointerPersonality;
  s->has_values = has_values;
  s->weak_values = has_values && is_weak_memory(value_options);
  s->bucket_count = 16;
  while (s->bucket_count < capacity) s->bucket_count *= 2;
  s->buckets = calloc(s->bucket_count, sizeof *s->buckets);
  if (s->buckets == NULL) abort();
  return s;
}

static inline id peek(id *slot) { return atomic_load_explicit((_Atomic(id) *)slot, memory_order_acquire); }

/* The object in a slot, retained, or nil if a weak slot's object is gone. */
static id load(id *slot, BOOL weak) { return weak ? objc_loadWeakRetained(slot) : objc_retain(peek(slot)); }

static BOOL is_dead(struct store *s, struct entry *e) {
  return (s->weak_keys && peek(&e->key) == nil) || (s->weak_values && peek(&e->value) == nil);
}

static void fill_slot(id *slot, id object, BOOL weak) {
  if (weak) objc_initWeak(slot, object);
  else *slot = objc_retain(object);
}

static void empty_slot(id *slot, BOOL weak, struct release_list *later) {
  if (weak) objc_destroyWeak(slot);
  else defer_release(later, *slot);
  *slot = nil;
}

static void free_entry(struct store *s, struct entry *e, struct release_list *later) {
  empty_slot(&e->key, s->weak_keys, later);
  if (s->has_values) empty_slot(&e->value, s->weak_values, later);
  free(e);
  s->count--;
}

static NSUInteger key_hash(struct store *s, id key) {
  return s->identity_keys ? (NSUInteger)((uintptr_t)key >> 4) : [key hash];
}

static size_t bucket_index(struct store *s, NSUInteger hash) {
  return (size_t)(hash ^ (hash >> 16)) & (s->bucket_count - 1);
}

/* Unlinks and frees the dead entries of a bucket (all buckets when `bucket` is SIZE_MAX). */
static void purge(struct store *s, size_t bucket, struct release_list *later) {
  size_t first = bucket == SIZE_MAX ? 0 : bucket, last = bucket == SIZE_MAX ? s->bucket_count : bucket + 1;
  for (size_t b = first; b < last; b++)
    for (struct entry **link = &s->buckets[b]; *link != NULL;) {
      struct entry *e = *link;
      if (is_dead(s, e)) {
        *link = e->next;
        free_entry(s, e, later);
      } else {
        link = &e->next;
      }
    }
}

/* The link to the live entry whose key equals `key`, or NULL. */
static struct entry **find(struct store *s, id key, NSUInteger hash, struct release_list *later) {
  for (struct entry **link = &s->buckets[bucket_index(s, hash)]; *link != NULL; link = &(*link)->next) {
    struct entry *e = *link;
    if (e->hash != hash) continue;
    id stored = load(&e->key, s->weak_keys);
    if (stored == nil) continue;
    defer_release(later, stored);
    if (stored != key && (s->identity_keys || ![stored isEqual:key])) continue;
    if (s->weak_values && peek(&e->value) == nil) continue; /* its value died: as if absent */
    return link;
  }
  return NULL;
}

static void grow(struct store *s) {
  size_t count = 2 * s->bucket_count;
  struct entry **buckets = calloc(count, sizeof *buckets);
  if (buckets == NULL) return; /* stay at the current size */
  struct entry **old = s->buckets;
  size_t old_count = s->bucket_count;
  s->buckets = buckets;
  s->bucket_count = count;
  for (size_t b = 0; b < old_count; b++)
    for (struct entry *e = old[b], *next; e != NULL; e = next) {
      next = e->next;
      size_t i = bucket_index(s, e->hash);
      e->next = buckets[i];
      buckets[i] = e;
    }
  free(old);
}

/* Returns the value for `key`, retained, or nil. */
static id store_get(struct store *s, id key) {
  if (key == nil) return nil;
  NSUInteger hash = key_hash(s, key);
  struct release_list later;
  release_list_init(&later);
  pthread_mutex_lock(&s->lock);
  struct entry **link = find(s, key, hash, &later);
  id result = nil;
  if (link != NULL) result = s->has_values ? load(&(*link)->value, s->weak_values) : load(&(*link)->key, s->weak_keys);
  pthread_mutex_unlock(&s->lock);
  release_all(&later);
  return result;
}

static void store_remove(struct store *s, id key) {
  if (key == nil) return;
  NSUInteger hash = key_hash(s, key);
  struct release_list later;
  release_list_init(&later);
  pthread_mutex_lock(&s->lock);
  struct entry **link = find(s, key, hash, &later);
  if (link != NULL) {
    struct entry *e = *link;
    *link = e->next;
    free_entry(s, e, &later);
  }
  purge(s, bucket_index(s, hash), &later);
  pthread_mutex_unlock(&s->lock);
  release_all(&later);
}

/* Stores `value` for `key` (hash tables pass nil and keep the first equal object, as GNUstep's
 * -addObject: does). */
static void store_put(struct store *s, id key, id value) {
  id owned_key = s->copy_keys ? [key copy] : nil; /* +1, given to the entry or released */
  id stored_key = owned_key != nil ? owned_key : key;
  NSUInteger hash = key_hash(s, stored_key);
  struct release_list later;
  release_list_init(&later);
  defer_release(&later, owned_key);
  pthread_mutex_lock(&s->lock);
  size_t bucket = bucket_index(s, hash);
  purge(s, bucket, &later);
  struct entry **link = find(s, stored_key, hash, &later);
  if (link != NULL) {
    if (s->has_values && peek(&(*link)->value) != value) {
      struct entry *e = *link;
      if (s->weak_values) {
        objc_storeWeak(&e->value, value);
      } else {
        defer_release(&later, e->value);
        e->value = objc_retain(value);
      }
    }
  } else {
    struct entry *e = calloc(1, sizeof *e);
    if (e == NULL) abort();
    e->hash = hash;
    fill_slot(&e->key, stored_key, s->weak_keys);
    if (s->has_values) fill_slot(&e->value, value, s->weak_values);
    if (s->count + 1 > 2 * s->bucket_count) {
      purge(s, SIZE_MAX, &later);
      if (s->count + 1 > 2 * s->bucket_count) grow(s);
      bucket = bucket_index(s, hash);
    }
    e->next = s->buckets[bucket];
    s->buckets[bucket] = e;
    s->count++;
  }
  pthread_mutex_unlock(&s->lock);
  release_all(&later);
}

static void store_remove_all(struct store *s) {
  struct release_list later;
  release_list_init(&later);
  pthread_mutex_lock(&s->lock);
  for (size_t b = 0; b < s->bucket_count; b++) {
    for (struct entry *e = s->buckets[b], *next; e != NULL; e = next) {
      next = e->next;
      free_entry(s, e, &later);
    }
    s->buckets[b] = NULL;
  }
  pthread_mutex_unlock(&s->lock);
  release_all(&later);
}

static NSUInteger store_count(struct store *s) {
  struct release_list later;
  release_list_init(&later);
  pthread_mutex_lock(&s->lock);
  purge(s, SIZE_MAX, &later);
  NSUInteger count = s->count;
  pthread_mutex_unlock(&s->lock);
  release_all(&later);
  return count;
}

/* The live keys and values, as autoreleased arrays (either may be NULL). */
static void store_snapshot(struct store *s, NSArray **keys, NSArray **values) {
  struct release_list held;
  release_list_init(&held);
  pthread_mutex_lock(&s->lock);
  size_t capacity = s->count > 0 ? s->count : 1, n = 0;
  id *key_items = malloc(capacity * sizeof *key_items), *value_items = malloc(capacity * sizeof *value_items);
  if (key_items == NULL || value_items == NULL) abort();
  for (size_t b = 0; b < s->bucket_count; b++)
    for (struct entry *e = s->buckets[b]; e != NULL; e = e->next) {
      id key = load(&e->key, s->weak_keys);
      id value = s->has_values ? load(&e->value, s->weak_values) : nil;
      defer_release(&held, key);
      defer_release(&held, value);
      if (key == nil || (s->has_values && value == nil)) continue;
      key_items[n] = key;
      value_items[n] = value;
      n++;
    }
  pthread_mutex_unlock(&s->lock);
  if (keys != NULL) *keys = [NSArray arrayWithObjects:key_items count:n];
  if (values != NULL) *values = s->has_values ? [NSArray arrayWithObjects:value_items count:n] : nil;
  free(key_items);
  free(value_items);
  release_all(&held);
}

static void store_destroy(struct store *s) {
  if (s == NULL) return;
  store_remove_all(s);
  pthread_mutex_destroy(&s->lock);
  free(s->buckets);
  free(s);
}

/* Fast enumeration over a snapshot kept alive by the autorelease pool around the loop. */
static NSUInteger enumerate_snapshot(NSArray *(^take)(void), NSFastEnumerationState *state, id *buffer,
                                     NSUInteger length) {
  if (state->state == 0) {
    state->extra[0] = (unsigned long)take();
    state->mutationsPtr = &state->extra[1]; /* a snapshot does not change */
    state->state = 1;
  }
  NSArray *snapshot = (NSArray *)state->extra[0];
  NSUInteger index = state->state - 1, total = [snapshot count], n = 0;
  while (index < total && n < length) buffer[n++] = [snapshot objectAtIndex:index++];
  state->state = index + 1;
  state->itemsPtr = buffer;
  return n;
}

/* ---- NSMapTable ---- */

@interface OCRWeakMapTable : NSMapTable {
  struct store *store;
  NSPointerFunctionsOptions keyOptions, valueOptions;
}
@end

@implementation OCRWeakMapTable

- (id)initWithKeyOptions:(NSPointerFunctionsOptions)keys
            valueOptions:(NSPointerFunctionsOptions)values
                capacity:(NSUInteger)capacity {
  if ((self = [super init]) != nil) {
    keyOptions = keys;
    valueOptions = values;
    store = store_create(keys, values, YES, capacity);
  }
  return self;
}

- (id)init {
  return [self initWithKeyOptions:NSPointerFunctionsObjectPersonality
                     valueOptions:NSPointerFunctionsObjectPersonality
                         capacity:0];
}

- (void)dealloc {
  store_destroy(store);
  [super dealloc];
}

- (id)objectForKey:(id)key {
  return [store_get(store, key) autorelease];
}

- (void)setObject:(id)object forKey:(id)key {
  if (key == nil)
    [NSException raise:NSInvalidArgumentException format:@"-[%@ setObject:forKey:] with a nil key", [self class]];
  if (object == nil) store_remove(store, key);
  else store_put(store, key, object);
}

- (void)removeObjectForKey:(id)key {
  store_remove(store, key);
}

- (void)removeAllObjects {
  store_remove_all(store);
}

- (NSUInteger)count {
  return store_count(store);
}

- (NSEnumerator *)keyEnumerator {
  NSArray *keys = nil;
  store_snapshot(store, &keys, NULL);
  return [keys objectEnumerator];
}

- (NSEnumerator *)objectEnumerator {
  NSArray *values = nil;
  store_snapshot(store, NULL, &values);
  return [values objectEnumerator];
}

- (NSDictionary *)dictionaryRepresentation {
  NSArray *keys = nil, *values = nil;
  store_snapshot(store, &keys, &values);
  return [NSDictionary dictionaryWithObjects:values forKeys:keys];
}

- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id *)buffer count:(NSUInteger)length {
  struct store *s = store;
  return enumerate_snapshot(
    ^NSArray *(void) {
      NSArray *keys = nil;
      store_snapshot(s, &keys, NULL);
      return keys;
    },
    state, buffer, length);
}

- (id)copyWithZone:(NSZone *)zone {
  OCRWeakMapTable *copy = [[[self class] allocWithZone:zone] initWithKeyOptions:keyOptions
                                                                   valueOptions:valueOptions
                                                                       capacity:0];
  NSArray *keys = nil, *values = nil;
  store_snapshot(store, &keys, &values);
  for (NSUInteger i = 0; i < [keys count]; i++) store_put(copy->store, [keys objectAtIndex:i], [values objectAtIndex:i]);
  return copy;
}

- (NSPointerFunctions *)keyPointerFunctions {
  return [NSPointerFunctions pointerFunctionsWithOptions:keyOptions];
}

- (NSPointerFunctions *)valuePointerFunctions {
  return [NSPointerFunctions pointerFunctionsWithOptions:valueOptions];
}

- (BOOL)isEqual:(id)other {
  return self == other;
}

- (NSUInteger)hash {
  return (NSUInteger)((uintptr_t)self >> 4);
}

- (NSString *)description {
  NSArray *keys = nil, *values = nil;
  store_snapshot(store, &keys, &values);
  NSMutableString *text = [NSMutableString stringWithFormat:@"<%@: %p> {", [self class], self];
  for (NSUInteger i = 0; i < [keys count]; i++)
    [text appendFormat:@"\n    %@ = %@;", [keys objectAtIndex:i], [values objectAtIndex:i]];
  [text appendString:@"\n}"];
  return text;
}

@end

/* ---- NSHashTable ---- */

@interface OCRWeakHashTable : NSHashTable {
  struct store *store;
  NSPointerFunctionsOptions options;
}
@end

@implementation OCRWeakHashTable

- (id)initWithOptions:(NSPointerFunctionsOptions)objectOptions capacity:(NSUInteger)capacity {
  if ((self = [super init]) != nil) {
    options = objectOptions;
    store = store_create(objectOptions, 0, NO, capacity);
  }
  return self;
}

- (id)init {
  return [self initWithOptions:NSPointerFunctionsObjectPersonality capacity:0];
}

- (void)dealloc {
  store_destroy(store);
  [super dealloc];
}

- (void)addObject:(id)object {
  if (object != nil) store_put(store, object, nil);
}

- (void)removeObject:(id)object {
  store_remove(store, object);
}

- (id)member:(id)object {
  return [store_get(store, object) autorelease];
}

- (BOOL)containsObject:(id)object {
  return [self member:object] != nil;
}

- (NSUInteger)count {
  return store_count(store);
}

- (NSArray *)allObjects {
  NSArray *objects = nil;
  store_snapshot(store, &objects, NULL);
  return objects;
}

- (id)anyObject {
  NSArray *objects = [self allObjects];
  return [objects count] > 0 ? [objects objectAtIndex:0] : nil;
}

- (NSEnumerator *)objectEnumerator {
  return [[self allObjects] objectEnumerator];
}

- (void)removeAllObjects {
  store_remove_all(store);
}

- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id *)buffer count:(NSUInteger)length {
  struct store *s = store;
  return enumerate_snapshot(
    ^NSArray *(void) {
      NSArray *objects = nil;
      store_snapshot(s, &objects, NULL);
      return objects;
    },
    state, buffer, length);
}

- (id)copyWithZone:(NSZone *)zone {
  OCRWeakHashTable *copy = [[[self class] allocWithZone:zone] initWithOptions:options capacity:0];
  for (id object in [self allObjects]) store_put(copy->store, object, nil);
  return copy;
}

- (NSPointerFunctions *)pointerFunctions {
  return [NSPointerFunctions pointerFunctionsWithOptions:options];
}

- (BOOL)isEqual:(id)other {
  return self == other;
}

- (NSUInteger)hash {
  return (NSUInteger)((uintptr_t)self >> 4);
}

- (NSString *)description {
  return [NSString stringWithFormat:@"<%@: %p> %@", [self class], self, [self allObjects]];
}

@end

/* ---- where GNUstep makes its tables ----
 * NSMapTable and NSHashTable allocate GNUstep's concrete class and initialise it; the abstract
 * classes' option initialisers, and the concrete classes' pointer-function initialisers, are
 * replaced. When the options ask for weak memory, the placeholder is initialised as an
 * ordinary table (so it can be released as usual) and a weak table is returned in its place.
 * Instances of other subclasses are left alone. */

typedef id (*map_options_init)(id self, SEL _cmd, NSPointerFunctionsOptions keys, NSPointerFunctionsOptions values,
                               NSUInteger capacity);
typedef id (*map_functions_init)(id self, SEL _cmd, NSPointerFunctions *keys, NSPointerFunctions *values,
                                 NSUInteger capacity);
typedef id (*hash_options_init)(id self, SEL _cmd, NSPointerFunctionsOptions options, NSUInteger capacity);
typedef id (*hash_functions_init)(id self, SEL _cmd, NSPointerFunctions *functions, NSUInteger capacity);

static Class concrete_map_class, concrete_hash_class;
static map_options_init original_map_options_init;
static map_functions_init original_map_functions_init;
static hash_options_init original_hash_options_init;
static hash_functions_init original_hash_functions_init;

/* The weak classes are registered by this file's own module constructor, which may come after
 * an Objective-C +load that already makes tables: until then, GNUstep's classes serve. */
static Class weak_map_class(void) { return objc_lookUpClass("OCRWeakMapTable"); }
static Class weak_hash_class(void) { return objc_lookUpClass("OCRWeakHashTable"); }

static BOOL wants_weak_map(NSPointerFunctionsOptions keys, NSPointerFunctionsOptions values) {
  return (is_weak_memory(keys) || is_weak_memory(values)) && is_supported(keys) && is_supported(values);
}

/* Options for pointer functions GNUstep made, which do not tell their personality: weak
 * functions are taken as weak objects. */
static NSPointerFunctionsOptions options_of_functions(NSPointerFunctions *functions) {
  return [functions usesWeakReadAndWriteBarriers] ? NSPointerFunctionsWeakMemory : NSPointerFunctionsStrongMemory;
}

static id map_options_init_hook(id self, SEL _cmd, NSPointerFunctionsOptions keys, NSPointerFunctionsOptions values,
                                NSUInteger capacity) {
  Class weak = weak_map_class();
  if (object_getClass(self) != concrete_map_class || !wants_weak_map(keys, values) || weak == Nil)
    return original_map_options_init(self, _cmd, keys, values, capacity);
  [original_map_options_init(self, _cmd, 0, 0, 0) release];
  return [[weak alloc] initWithKeyOptions:keys valueOptions:values capacity:capacity];
}

static id map_functions_init_hook(id self, SEL _cmd, NSPointerFunctions *keys, NSPointerFunctions *values,
                                  NSUInteger capacity) {
  NSPointerFunctionsOptions key_options = options_of_functions(keys), value_options = options_of_functions(values);
  Class weak = weak_map_class();
  if (object_getClass(self) != concrete_map_class || !wants_weak_map(key_options, value_options) || weak == Nil)
    return original_map_functions_init(self, _cmd, keys, values, capacity);
  [original_map_functions_init(self, _cmd, nil, nil, 0) release];
  return [[weak alloc] initWithKeyOptions:key_options valueOptions:value_options capacity:capacity];
}

static id hash_options_init_hook(id self, SEL _cmd, NSPointerFunctionsOptions options, NSUInteger capacity) {
  Class weak = weak_hash_class();
  if (object_getClass(self) != concrete_hash_class || !is_weak_memory(options) || !is_supported(options) || weak == Nil)
    return original_hash_options_init(self, _cmd, options, capacity);
  [original_hash_options_init(self, _cmd, 0, 0) release];
  return [[weak alloc] initWithOptions:options capacity:capacity];
}

static id hash_functions_init_hook(id self, SEL _cmd, NSPointerFunctions *functions, NSUInteger capacity) {
  NSPointerFunctionsOptions options = options_of_functions(functions);
  Class weak = weak_hash_class();
  if (object_getClass(self) != concrete_hash_class || !is_weak_memory(options) || weak == Nil)
    return original_hash_functions_init(self, _cmd, functions, capacity);
  [original_hash_functions_init(self, _cmd, nil, 0) release];
  return [[weak alloc] initWithOptions:options capacity:capacity];
}

void ocr_priv_install_weak_collections(void) {
  Class map = objc_getClass("NSMapTable"), hash = objc_getClass("NSHashTable");
  concrete_map_class = objc_getClass("NSConcreteMapTable");
  concrete_hash_class = objc_getClass("NSConcreteHashTable");
  if (map == Nil || hash == Nil || concrete_map_class == Nil || concrete_hash_class == Nil) return;
  original_map_options_init = ocr_priv_replace_method(map, "initWithKeyOptions:valueOptions:capacity:",
                                                      (void *)map_options_init_hook);
  original_map_functions_init = ocr_priv_replace_method(
    concrete_map_class, "initWithKeyPointerFunctions:valuePointerFunctions:capacity:", (void *)map_functions_init_hook);
  original_hash_options_init = ocr_priv_replace_method(hash, "initWithOptions:capacity:", (void *)hash_options_init_hook);
  original_hash_functions_init = ocr_priv_replace_method(concrete_hash_class, "initWithPointerFunctions:capacity:",
                                                         (void *)hash_functions_init_hook);
}
#endif
