/* NSMapTable and NSHashTable with weak entries, as adapters use them (a registry of delegates
 * or ad objects keyed by placement, read under @synchronized). */
#if defined(__linux__)
#import "Checks.h"
#include <stdatomic.h>

/* An entry, counted in the living-object counter of the check that made it (checks run in
 * parallel, so each counts its own). */
@interface OCRCEntry : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic, assign) atomic_int *alive;
+ (instancetype)entryNamed:(NSString *)name;
/* Not autoreleased (a `new` method), so it dies as soon as the caller lets go of it. */
+ (instancetype)newEntryNamed:(NSString *)name counted:(atomic_int *)alive;
@end

@implementation OCRCEntry
+ (instancetype)entryNamed:(NSString *)name {
  return [self newEntryNamed:name counted:NULL];
}
+ (instancetype)newEntryNamed:(NSString *)name counted:(atomic_int *)alive {
  OCRCEntry *entry = [self new];
  entry.name = name;
  entry.alive = alive;
  if (alive != NULL) atomic_fetch_add(alive, 1);
  return entry;
}
- (void)dealloc {
  if (_alive != NULL) atomic_fetch_sub(_alive, 1);
}
@end

static NSUInteger fast_count(id<NSFastEnumeration> collection) {
  NSUInteger n = 0;
  for (id item in collection) {
    (void)item;
    n++;
  }
  return n;
}

static NSString *strong_to_weak(void) {
  NSMapTable *table = [NSMapTable strongToWeakObjectsMapTable];
  CHECK_THAT([table isKindOfClass:[NSMapTable class]], @"%@ is not an NSMapTable", [table class]);
  OCRCEntry *kept = [OCRCEntry entryNamed:@"kept"];
  [table setObject:kept forKey:@"kept"];
  @autoreleasepool {
    OCRCEntry *doomed = [OCRCEntry entryNamed:@"doomed"];
    [table setObject:doomed forKey:@"doomed"];
    CHECK_THAT([table objectForKey:@"doomed"] == doomed, @"a living value is not found");
    CHECK_THAT(table.count == 2, @"count %lu while both live", (unsigned long)table.count);
  }
  CHECK_THAT([table objectForKey:@"doomed"] == nil, @"a dead value is still found");
  CHECK_THAT([table objectForKey:@"kept"] == kept, @"the living value is lost");
  CHECK_THAT(table.count == 1, @"count %lu after one value died", (unsigned long)table.count);
  CHECK_THAT([[[table keyEnumerator] allObjects] isEqualToArray:@[ @"kept" ]], @"keyEnumerator gave %@",
             [[table keyEnumerator] allObjects]);
  CHECK_THAT([[[table objectEnumerator] allObjects] isEqualToArray:@[ kept ]], @"objectEnumerator gave %@",
             [[table objectEnumerator] allObjects]);
  CHECK_THAT([[table dictionaryRepresentation] isEqualToDictionary:@{ @"kept" : kept }], @"dictionaryRepresentation %@",
             [table dictionaryRepresentation]);
  CHECK_THAT(fast_count(table) == 1, @"fast enumeration visits %lu keys", (unsigned long)fast_count(table));
  return nil;
}

static NSString *weak_keys(void) {
  static atomic_int alive;
  NSMapTable *weakToStrong = [NSMapTable weakToStrongObjectsMapTable];
  NSMapTable *weakToWeak = [NSMapTable weakToWeakObjectsMapTable];
  OCRCEntry *keptKey = [OCRCEntry newEntryNamed:@"key" counted:&alive];
  OCRCEntry *keptValue = [OCRCEntry newEntryNamed:@"value" counted:&alive];
  [weakToWeak setObject:keptValue forKey:keptKey];
  @autoreleasepool {
    OCRCEntry *key = [OCRCEntry newEntryNamed:@"doomed key" counted:&alive];
    [weakToStrong setObject:[OCRCEntry newEntryNamed:@"owned value" counted:&alive] forKey:key];
    [weakToWeak setObject:keptValue forKey:key];
    CHECK_THAT([[weakToStrong objectForKey:key] isKindOfClass:[OCRCEntry class]], @"weak key: value not found");
    CHECK_THAT(weakToWeak.count == 2, @"weak to weak: count %lu", (unsigned long)weakToWeak.count);
  }
  CHECK_THAT(weakToStrong.count == 0, @"weak to strong: count %lu after the key died", (unsigned long)weakToStrong.count);
  CHECK_THAT(atomic_load(&alive) == 2, @"the value of a dead key was not released (%d alive)", atomic_load(&alive));
  @autoreleasepool { /* what objectForKey: returns is autoreleased: let go of it here */
    CHECK_THAT(weakToWeak.count == 1 && [weakToWeak objectForKey:keptKey] == keptValue,
               @"weak to weak: count %lu after one key died", (unsigned long)weakToWeak.count);
  }
  keptValue = nil; /* the only strong reference to the value */
  CHECK_THAT([weakToWeak objectForKey:keptKey] == nil && weakToWeak.count == 0, @"weak to weak: a dead value is found");
  return nil;
}

static NSString *with_options(void) {
  NSMapTable *byFactory = [NSMapTable mapTableWithKeyOptions:NSPointerFunctionsStrongMemory
                                                valueOptions:NSPointerFunctionsWeakMemory];
  NSMapTable *byInit = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsCopyIn
                                                 valueOptions:NSPointerFunctionsWeakMemory
                                                     capacity:4];
  NSMapTable *byIdentity =
    [NSMapTable mapTableWithKeyOptions:NSPointerFunctionsObjectPointerPersonality | NSPointerFunctionsWeakMemory
                          valueOptions:NSPointerFunctionsStrongMemory];
  NSMutableString *copiedKey = [NSMutableString stringWithString:@"k"];
  NSString *equalKey = [NSString stringWithFormat:@"%@", @"same"], *otherKey = [equalKey mutableCopy];
  @autoreleasepool {
    OCRCEntry *value = [OCRCEntry entryNamed:@"v"];
    [byFactory setObject:value forKey:@"k"];
    [byInit setObject:value forKey:copiedKey];
    [byIdentity setObject:@"identity" forKey:equalKey]; /* strong values */
    [copiedKey appendString:@"-changed"];
    CHECK_THAT([byFactory objectForKey:@"k"] == value, @"mapTableWithKeyOptions: value not found");
    CHECK_THAT([byInit objectForKey:@"k"] == value, @"copy-in key not copied or value not found");
    CHECK_THAT([[byIdentity objectForKey:equalKey] isEqual:@"identity"] && [byIdentity objectForKey:otherKey] == nil,
               @"object-pointer personality compares by equality");
  }
  CHECK_THAT([byFactory objectForKey:@"k"] == nil && [byInit objectForKey:@"k"] == nil,
             @"weak values made with options not zeroed");
  NSMapTable *strong = [NSMapTable mapTableWithKeyOptions:NSPointerFunctionsStrongMemory
                                             valueOptions:NSPointerFunctionsStrongMemory];
  @autoreleasepool {
    [strong setObject:[OCRCEntry entryNamed:@"strong"] forKey:@"s"];
  }
  CHECK_THAT([[strong objectForKey:@"s"] isKindOfClass:[OCRCEntry class]], @"a strong map table lost its value");
  [strong removeAllObjects];
  CHECK_THAT(strong.count == 0, @"a strong map table kept values after removeAllObjects");
  return nil;
}

static NSString *mutations_and_copies(void) {
  NSMapTable *table = [NSMapTable strongToWeakObjectsMapTable];
  OCRCEntry *a = [OCRCEntry entryNamed:@"a"], *b = [OCRCEntry entryNamed:@"b"];
  for (int i = 0; i < 100; i++) [table setObject:(i % 2 ? a : b) forKey:@(i)];
  CHECK_THAT(table.count == 100, @"count %lu of 100 after growing", (unsigned long)table.count);
  [table setObject:a forKey:@0];
  CHECK_THAT([table objectForKey:@0] == a && table.count == 100, @"replacing a value");
  [table removeObjectForKey:@1];
  CHECK_THAT([table objectForKey:@1] == nil && table.count == 99, @"removeObjectForKey:");
  [table setObject:nil forKey:@2];
  CHECK_THAT([table objectForKey:@2] == nil && table.count == 98, @"setting nil removes the key");
  NSMapTable *copy = [table copy];
  [table removeAllObjects];
  CHECK_THAT(table.count == 0 && copy.count == 98 && [copy objectForKey:@3] == a, @"removeAllObjects and -copy");
  BOOL raised = NO;
  @try {
    [table setObject:a forKey:nil];
  } @catch (NSException *exception) {
    raised = [exception.name isEqualToString:NSInvalidArgumentException];
  }
  CHECK_THAT(raised, @"a nil key did not raise NSInvalidArgumentException");
  return nil;
}

static NSString *hash_tables(void) {
  NSHashTable *weakObjects = [NSHashTable weakObjectsHashTable];
  NSHashTable *withOptions = [NSHashTable hashTableWithOptions:NSPointerFunctionsWeakMemory];
  CHECK_THAT([weakObjects isKindOfClass:[NSHashTable class]], @"%@ is not an NSHashTable", [weakObjects class]);
  OCRCEntry *kept = [OCRCEntry entryNamed:@"kept"];
  [weakObjects addObject:kept];
  [withOptions addObject:kept];
  @autoreleasepool {
    OCRCEntry *doomed = [OCRCEntry entryNamed:@"doomed"];
    [weakObjects addObject:doomed];
    [weakObjects addObject:doomed];
    [withOptions addObject:doomed];
    CHECK_THAT(weakObjects.count == 2 && [weakObjects containsObject:doomed] && [weakObjects member:doomed] == doomed,
               @"a living object is not a member (count %lu)", (unsigned long)weakObjects.count);
  }
  CHECK_THAT(weakObjects.count == 1 && withOptions.count == 1, @"counts %lu and %lu after an object died",
             (unsigned long)weakObjects.count, (unsigned long)withOptions.count);
  CHECK_THAT([weakObjects.allObjects isEqualToArray:@[ kept ]], @"allObjects gave %@", weakObjects.allObjects);
  CHECK_THAT(weakObjects.anyObject == kept && [[weakObjects.objectEnumerator allObjects] isEqualToArray:@[ kept ]],
             @"anyObject/objectEnumerator");
  CHECK_THAT(fast_count(weakObjects) == 1, @"fast enumeration visits %lu objects", (unsigned long)fast_count(weakObjects));
  CHECK_THAT([weakObjects.setRepresentation isEqualToSet:[NSSet setWithObject:kept]], @"setRepresentation");
  [weakObjects removeObject:kept];
  CHECK_THAT(weakObjects.count == 0 && ![weakObjects containsObject:kept], @"removeObject:");
  [withOptions removeAllObjects];
  CHECK_THAT(withOptions.count == 0, @"removeAllObjects");
  return nil;
}

/* A registry read and written under @synchronized by several threads while its objects die. */
static NSString *concurrent_use(void) {
  enum { THREADS = 4, ROUNDS = 2000 };
  NSMapTable *registry = [NSMapTable strongToWeakObjectsMapTable];
  NSHashTable *delegates = [NSHashTable weakObjectsHashTable];
  static atomic_int alive;
  dispatch_group_t group = dispatch_group_create();
  for (int t = 0; t < THREADS; t++)
    dispatch_group_async(group, dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
      for (int i = 0; i < ROUNDS; i++) {
        @autoreleasepool {
          OCRCEntry *entry = [OCRCEntry newEntryNamed:@"e" counted:&alive];
          NSNumber *key = @(i % 64);
          @synchronized(registry) {
            [registry setObject:entry forKey:key];
            [delegates addObject:entry];
            (void)[[registry objectForKey:@((i + 1) % 64)] name];
            if (i % 16 == 0) (void)registry.dictionaryRepresentation.count;
            for (OCRCEntry *delegate in delegates) (void)delegate.name;
          }
          if (i % 7 == 0) [registry removeObjectForKey:key];
        }
      }
    });
  CHECK_THAT(dispatch_group_wait(group, dispatch_time(DISPATCH_TIME_NOW, (int64_t)(6 * OCRC_PATIENCE * NSEC_PER_SEC))) == 0,
             @"the threads never finished");
  CHECK_THAT(atomic_load(&alive) == 0, @"%d entries still alive", atomic_load(&alive));
  CHECK_THAT(registry.count == 0 && delegates.count == 0, @"counts %lu and %lu with every object dead",
             (unsigned long)registry.count, (unsigned long)delegates.count);
  return nil;
}

/* An object that removes itself from the table when it dies, as delegates do. */
@interface OCRCSelfRemover : NSObject
@property (nonatomic, weak) NSMapTable *table;
@property (nonatomic, copy) NSString *key;
@end
@implementation OCRCSelfRemover
- (void)dealloc {
  [_table removeObjectForKey:_key];
}
@end

static NSString *dealloc_reentry(void) {
  NSMapTable *table = [NSMapTable strongToWeakObjectsMapTable];
  NSMapTable *owning = [NSMapTable strongToStrongObjectsMapTable];
  @autoreleasepool {
    OCRCSelfRemover *remover = [OCRCSelfRemover new];
    remover.table = table;
    remover.key = @"r";
    [table setObject:remover forKey:@"r"];
    [owning setObject:remover forKey:@"r"];
  }
  [owning removeObjectForKey:@"r"]; /* the last reference: dealloc runs and touches `table` */
  CHECK_THAT(table.count == 0 && [table objectForKey:@"r"] == nil, @"the self-removing entry is still there");
  return nil;
}

const struct ocrc_check ocrc_collection_checks[] = {
  { "NSMapTable strongToWeakObjectsMapTable: dead values gone from lookups, counts, enumerations", strong_to_weak },
  { "NSMapTable weakToStrong and weakToWeak: dead keys gone, their values released", weak_keys },
  { "NSMapTable with weak memory through options and init; strong tables unchanged", with_options },
  { "weak NSMapTable: replace, remove, nil value, growth, copy, nil key", mutations_and_copies },
  { "NSHashTable weakObjectsHashTable and hashTableWithOptions:", hash_tables },
  { "weak tables used under @synchronized by 4 threads while objects die", concurrent_use },
  { "a dealloc that removes its object from a weak table", dealloc_reentry },
};
OCRC_COUNT(ocrc_collection_checks);
#endif
