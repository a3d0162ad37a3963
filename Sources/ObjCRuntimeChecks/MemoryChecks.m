/* Reference counting, properties, ivars, .cxx_destruct and zeroing weak references. */
#if defined(__linux__)
#import "Checks.h"
#include <objc/runtime.h>
#include <pthread.h>
#include <stdatomic.h>

/* Records its tag in a log when it is deallocated. */
@interface OCRCTracker : NSObject
@property (nonatomic, copy) NSString *tag;
@property (nonatomic, strong) NSMutableArray *log;
+ (instancetype)trackerWithTag:(NSString *)tag log:(NSMutableArray *)log;
@end

@implementation OCRCTracker
+ (instancetype)trackerWithTag:(NSString *)tag log:(NSMutableArray *)log {
  OCRCTracker *tracker = [self new];
  tracker.tag = tag;
  tracker.log = log;
  return tracker;
}
- (void)dealloc {
  @synchronized(_log) {
    [_log addObject:_tag];
  }
}
@end

@interface OCRCHolder : NSObject {
  OCRCTracker *_strongIvar;
  __weak OCRCTracker *_weakIvar;
}
@property (nonatomic, strong) OCRCTracker *strongProperty;
@property (nonatomic, weak) OCRCTracker *weakProperty;
@property (nonatomic, copy) NSString *copiedProperty;
@property (atomic, strong) NSString *atomicProperty;
@property (atomic, copy) NSArray *atomicCopiedProperty;
@property (nonatomic, assign) CGFloat width;
@property (nonatomic, strong) NSMutableArray *log;
- (void)setStrongIvar:(OCRCTracker *)strong weakIvar:(OCRCTracker *)weak;
- (OCRCTracker *)weakIvar;
@end

@implementation OCRCHolder
- (void)setStrongIvar:(OCRCTracker *)strong weakIvar:(OCRCTracker *)weak {
  _strongIvar = strong;
  _weakIvar = weak;
}
- (OCRCTracker *)weakIvar {
  return _weakIvar;
}
- (void)dealloc {
  [_log addObject:@"holder"];
}
@end

/* Ends with a char, so the subclass's pointer ivar needs padding before it. */
@interface OCRCOddSize : NSObject {
 @public
  char _flag;
}
@end
@implementation OCRCOddSize
@end

@interface OCRCAligned : OCRCOddSize {
 @public
  id _object;
  double _number;
}
@end
@implementation OCRCAligned
@end

@interface OCRCNoIvars : OCRCHolder
@end
@implementation OCRCNoIvars
@end

@interface OCRCSub : OCRCHolder {
  int _extra;
}
- (int)extra;
@end
@implementation OCRCSub
- (instancetype)init {
  if ((self = [super init])) _extra = 7;
  return self;
}
- (int)extra {
  return _extra;
}
@end

static NSString *properties(void) {
  OCRCHolder *holder = [OCRCHolder new];
  NSMutableString *text = [NSMutableString stringWithString:@"abc"];
  holder.copiedProperty = text;
  [text appendString:@"def"];
  CHECK_THAT([holder.copiedProperty isEqualToString:@"abc"], @"copy property holds %@", holder.copiedProperty);
  holder.atomicProperty = @"atomic";
  CHECK_THAT([holder.atomicProperty isEqualToString:@"atomic"], @"atomic property holds %@", holder.atomicProperty);
  NSMutableArray *array = [NSMutableArray arrayWithObject:@1];
  holder.atomicCopiedProperty = array;
  [array addObject:@2];
  CHECK_THAT(holder.atomicCopiedProperty.count == 1, @"atomic copy property holds %@", holder.atomicCopiedProperty);
  holder.width = 3.5;
  CHECK_THAT(holder.width == 3.5, @"scalar property holds %f", (double)holder.width);
  return nil;
}

static NSString *cxx_destruct(void) {
  NSMutableArray *log = [NSMutableArray array];
  @autoreleasepool {
    OCRCHolder *holder = [OCRCHolder new];
    holder.log = log;
    holder.strongProperty = [OCRCTracker trackerWithTag:@"property" log:log];
    [holder setStrongIvar:[OCRCTracker trackerWithTag:@"ivar" log:log] weakIvar:nil];
    holder = nil;
  }
  CHECK_THAT([log containsObject:@"holder"], @"-dealloc did not run: %@", log);
  CHECK_THAT([log containsObject:@"property"], @"the strong property's object was not released: %@", log);
  CHECK_THAT([log containsObject:@"ivar"], @"the strong ivar's object was not released: %@", log);
  return nil;
}

static NSString *weak_zeroing(void) {
  NSMutableArray *log = [NSMutableArray array];
  OCRCHolder *holder = [OCRCHolder new];
  __weak OCRCTracker *local;
  @autoreleasepool {
    OCRCTracker *target = [OCRCTracker trackerWithTag:@"target" log:log];
    holder.weakProperty = target;
    local = target;
    [holder setStrongIvar:nil weakIvar:target];
    CHECK_THAT(holder.weakProperty == target && local == target && holder.weakIvar == target,
               @"weak references do not read the living object");
    target = nil;
  }
  CHECK_THAT([log containsObject:@"target"], @"the target was not deallocated: %@", log);
  CHECK_THAT(holder.weakProperty == nil, @"weak property not zeroed");
  CHECK_THAT(holder.weakIvar == nil, @"weak ivar not zeroed");
  CHECK_THAT(local == nil, @"weak local not zeroed");
  return nil;
}

static NSString *weak_captured(void) {
  NSMutableArray *log = [NSMutableArray array];
  id (^read)(void);
  @autoreleasepool {
    OCRCTracker *target = [OCRCTracker trackerWithTag:@"captured" log:log];
    __weak OCRCTracker *weakTarget = target;
    read = ^id { return weakTarget; };
    CHECK_THAT(read() == target, @"the block's weak capture does not read the living object");
    target = nil;
  }
  CHECK_THAT([log containsObject:@"captured"], @"the target was not deallocated: %@", log);
  CHECK_THAT(read() == nil, @"the block's weak capture was not zeroed");
  return nil;
}

/* Weak references to objects of classes outside the usual NSObject-subclass path: a GNUstep
 * class already in use before this layer's hooks were installed, a proxy, a heap block. */
@interface OCRCProxy : NSProxy
@end
@implementation OCRCProxy
- (instancetype)init {
  return self;
}
@end

static NSString *weak_other_roots(void) {
  __weak NSMutableArray *weakArray;
  __weak id weakProxy;
  __weak id weakBlock;
  @autoreleasepool {
    NSMutableArray *array = [[NSMutableArray alloc] initWithObjects:@1, nil];
    weakArray = array;
    OCRCProxy *proxy = [[OCRCProxy alloc] init];
    weakProxy = proxy;
    int captured = 3;
    id block = [^int { return captured; } copy];
    weakBlock = block;
    CHECK_THAT(weakArray == array && weakProxy == proxy && weakBlock == block, @"weak references do not read the objects");
    array = nil;
    proxy = nil;
    block = nil;
  }
  CHECK_THAT(weakArray == nil, @"weak reference to an NSMutableArray not zeroed");
  CHECK_THAT(weakProxy == nil, @"weak reference to an NSProxy not zeroed");
  CHECK_THAT(weakBlock == nil, @"weak reference to a heap block not zeroed");
  return nil;
}

static atomic_int stress_alive;

@interface OCRCStressProbe : NSObject
@property (nonatomic, strong) id payload;
@end
@implementation OCRCStressProbe
- (instancetype)init {
  if ((self = [super init])) atomic_fetch_add(&stress_alive, 1);
  return self;
}
- (void)dealloc {
  atomic_fetch_sub(&stress_alive, 1);
}
@end

/* The weak reference the readers load while the writer replaces and kills its object. */
@interface OCRCStressShared : NSObject
@property (atomic, weak) OCRCStressProbe *current;
@property (atomic) BOOL stop;
@property (atomic) int loads;
@property (nonatomic, strong) dispatch_semaphore_t started;
@end
@implementation OCRCStressShared
@end

static void *stress_reader(void *argument) {
  OCRCStressShared *shared = (__bridge OCRCStressShared *)argument;
  dispatch_semaphore_signal(shared.started);
  int loads = 0;
  do {
    @autoreleasepool {
      OCRCStressProbe *probe = shared.current;
      if (probe != nil) (void)probe.payload;
      loads++;
    }
  } while (!shared.stop);
  @synchronized(shared) {
    shared.loads += loads;
  }
  return NULL;
}

static NSString *weak_stress(void) {
  enum { READERS = 4, ROUNDS = 20000 };
  OCRCStressShared *shared = [OCRCStressShared new];
  shared.started = dispatch_semaphore_create(0);
  pthread_t readers[READERS];
  for (int i = 0; i < READERS; i++) pthread_create(&readers[i], NULL, stress_reader, (__bridge void *)shared);
  BOOL started = YES;
  for (int i = 0; i < READERS; i++) started = ocrc_wait(shared.started, OCRC_PATIENCE) && started;
  for (int i = 0; i < ROUNDS; i++) {
    @autoreleasepool {
      OCRCStressProbe *probe = [OCRCStressProbe new];
      probe.payload = @(i);
      shared.current = probe;
    }
  }
  shared.stop = YES;
  for (int i = 0; i < READERS; i++) pthread_join(readers[i], NULL);
  CHECK_THAT(started, @"a reader never started");
  CHECK_THAT(shared.current == nil, @"the last probe's weak reference was not zeroed");
  CHECK_THAT(atomic_load(&stress_alive) == 0, @"%d probes still alive", atomic_load(&stress_alive));
  CHECK_THAT(shared.loads > 0, @"the readers never ran");
  return nil;
}

static NSString *ivar_layout(void) {
  OCRCSub *sub = [OCRCSub new];
  sub.strongProperty = [OCRCTracker trackerWithTag:@"sub" log:[NSMutableArray array]];
  CHECK_THAT(sub.extra == 7 && [sub.strongProperty.tag isEqualToString:@"sub"], @"subclass ivars overlap");
  CHECK_THAT(class_getInstanceSize([OCRCSub class]) > class_getInstanceSize([OCRCHolder class]),
             @"subclass size %zu, superclass %zu", class_getInstanceSize([OCRCSub class]),
             class_getInstanceSize([OCRCHolder class]));
  CHECK_THAT(class_getInstanceSize([OCRCNoIvars class]) == class_getInstanceSize([OCRCHolder class]),
             @"a class without ivars has size %zu", class_getInstanceSize([OCRCNoIvars class]));
  ptrdiff_t objectOffset = ivar_getOffset(class_getInstanceVariable([OCRCAligned class], "_object"));
  ptrdiff_t flagOffset = ivar_getOffset(class_getInstanceVariable([OCRCOddSize class], "_flag"));
  CHECK_THAT(objectOffset % (ptrdiff_t)sizeof(id) == 0 && objectOffset > flagOffset,
             @"pointer ivar at offset %td after a char at %td", objectOffset, flagOffset);
  OCRCAligned *aligned = [OCRCAligned new];
  aligned->_flag = 'x';
  aligned->_object = @"object";
  aligned->_number = 2.5;
  CHECK_THAT(aligned->_flag == 'x' && [aligned->_object isEqual:@"object"] && aligned->_number == 2.5,
             @"ivars overwrite each other");
  CHECK_THAT((uintptr_t)&aligned->_object == (uintptr_t)(__bridge void *)aligned + (uintptr_t)objectOffset,
             @"code and runtime disagree on the ivar's offset");
  return nil;
}

static atomic_int leak_alive;

@interface OCRCLeakProbe : NSObject
@property (nonatomic, strong) id payload;
@property (nonatomic, weak) id back;
@property (nonatomic, copy) void (^callback)(void);
+ (instancetype)probe;
@end
@implementation OCRCLeakProbe
- (instancetype)init {
  if ((self = [super init])) atomic_fetch_add(&leak_alive, 1);
  return self;
}
- (void)dealloc {
  atomic_fetch_sub(&leak_alive, 1);
}
+ (instancetype)probe {
  return [self new];
}
@end

static NSString *no_leaks(void) {
  for (int i = 0; i < 20000; i++) {
    @autoreleasepool {
      OCRCLeakProbe *a = [OCRCLeakProbe probe], *b = [OCRCLeakProbe new];
      a.payload = b;
      b.back = a;
      __weak OCRCLeakProbe *weakA = a;
      a.callback = ^{
        (void)weakA.payload;
        (void)b;
      };
      NSMutableDictionary *dictionary = [NSMutableDictionary dictionary];
      dictionary[@(i)] = a;
      dictionary[@"callback"] = a.callback;
      NSArray *array = @[ a, b, [a.callback copy] ];
      (void)array;
    }
  }
  CHECK_THAT(atomic_load(&leak_alive) == 0, @"%d objects alive after the loop (leak or over-release)",
             atomic_load(&leak_alive));
  @autoreleasepool {
    OCRCLeakProbe *cyclic = [OCRCLeakProbe new];
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-retain-cycles" /* the cycle is the point */
    cyclic.callback = ^{
      (void)cyclic;
    };
#pragma clang diagnostic pop
    cyclic.callback = nil; /* breaks the cycle through the block */
  }
  CHECK_THAT(atomic_load(&leak_alive) == 0, @"breaking a cycle through a block did not free the object");
  return nil;
}

static NSString *autorelease_pools(void) {
  NSMutableArray *log = [NSMutableArray array];
  @autoreleasepool {
    @autoreleasepool {
      (void)[OCRCTracker trackerWithTag:@"inner" log:log];
    }
    CHECK_THAT([log containsObject:@"inner"], @"the inner pool did not release its object");
    (void)[OCRCTracker trackerWithTag:@"outer" log:log];
    CHECK_THAT(![log containsObject:@"outer"], @"an autoreleased object died before its pool drained");
  }
  CHECK_THAT([log containsObject:@"outer"], @"the outer pool did not release its object");
  return nil;
}

const struct ocrc_check ocrc_memory_checks[] = {
  { "properties: copy, atomic, atomic copy, scalar", properties },
  { ".cxx_destruct releases strong ivars and properties", cxx_destruct },
  { "weak property, ivar and local zeroed on dealloc", weak_zeroing },
  { "weak reference captured by a block zeroed on dealloc", weak_captured },
  { "weak references to a GNUstep class, an NSProxy, a heap block zeroed", weak_other_roots },
  { "weak loads racing deallocation on 4 threads", weak_stress },
  { "ivars laid out after the superclass's, aligned", ivar_layout },
  { "20,000 rounds of ARC patterns leave no object alive", no_leaks },
  { "@autoreleasepool releases what it holds when it drains", autorelease_pools },
};
OCRC_COUNT(ocrc_memory_checks);
#endif
