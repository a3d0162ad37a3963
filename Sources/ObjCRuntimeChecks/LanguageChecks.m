/* The language: exceptions, @synchronized, dynamic dispatch, protocols, categories, +load and
 * +initialize, struct returns, C11 atomics. */
#if defined(__linux__)
#import "Checks.h"
#include <pthread.h>
#include <stdatomic.h>

@protocol OCRCAdapter <NSObject>
+ (NSString *)adapterVersion;
+ (NSRect)frameWithScale:(double)scale;
- (void)required;
@optional
- (void)optionalThing;
+ (NSString *)optionalClassThing;
@end

@interface OCRCAdapterBase : NSObject <OCRCAdapter>
- (NSPoint)origin;
- (NSRect)frame;
@end

@implementation OCRCAdapterBase
+ (NSString *)adapterVersion {
  return @"1.2.3";
}
+ (NSRect)frameWithScale:(double)scale {
  return NSMakeRect(1 * scale, 2 * scale, 3 * scale, 4 * scale);
}
- (void)required {
}
- (NSPoint)origin {
  return NSMakePoint(5, 6);
}
- (NSRect)frame {
  return NSMakeRect(7, 8, 9, 10);
}
@end

@interface OCRCAdapterSub : OCRCAdapterBase
@end
@implementation OCRCAdapterSub
- (void)optionalThing {
}
- (NSRect)frame {
  NSRect frame = [super frame];
  frame.size.width += 1;
  return frame;
}
@end

static NSString *exceptions(void) {
  BOOL caught = NO, finallyRan = NO;
  @try {
    @throw [NSException exceptionWithName:@"Mine" reason:@"r" userInfo:nil];
  } @catch (NSException *exception) {
    caught = [exception.name isEqualToString:@"Mine"];
  } @finally {
    finallyRan = YES;
  }
  CHECK_THAT(caught && finallyRan, @"@throw/@catch/@finally: caught %d, finally %d", caught, finallyRan);

  caught = NO;
  @try {
    [NSException raise:NSInvalidArgumentException format:@"bad %d", 42];
  } @catch (NSException *exception) {
    caught = [exception.reason isEqualToString:@"bad 42"];
  }
  CHECK_THAT(caught, @"+[NSException raise:format:] not caught");

  caught = NO;
  @try {
    NSArray *empty = @[];
    (void)empty[3];
  } @catch (NSException *exception) {
    caught = [exception.name isEqualToString:NSRangeException];
  }
  CHECK_THAT(caught, @"NSRangeException raised inside GNUstep not caught");

  caught = NO;
  @try {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks" /* the selector names no method at all */
    [[NSObject new] performSelector:NSSelectorFromString(@"noSuchMethod")];
#pragma clang diagnostic pop
  } @catch (NSException *exception) {
    caught = [exception.name isEqualToString:NSInvalidArgumentException];
  }
  CHECK_THAT(caught, @"an unrecognised selector did not raise NSInvalidArgumentException");

  NSString *kind = nil;
  @try {
    @throw [NSException exceptionWithName:@"X" reason:@"y" userInfo:nil];
  } @catch (NSString *wrongType) {
    kind = @"string";
  } @catch (id anything) {
    kind = [anything isKindOfClass:[NSException class]] ? @"any" : @"other";
  }
  CHECK_THAT([kind isEqualToString:@"any"], @"@catch (id) caught as %@", kind);

  NSString *rethrown = nil;
  @try {
    @try {
      @throw [NSException exceptionWithName:@"Inner" reason:nil userInfo:nil];
    } @catch (NSException *exception) {
      @throw;
    }
  } @catch (NSException *exception) {
    rethrown = exception.name;
  }
  CHECK_THAT([rethrown isEqualToString:@"Inner"], @"a rethrown exception arrived as %@", rethrown);
  return nil;
}

static NSString *synchronized_blocks(void) {
  enum { THREADS = 4, ROUNDS = 10000 };
  NSObject *lock = [NSObject new];
  __block long counter = 0;
  dispatch_group_t group = dispatch_group_create();
  for (int t = 0; t < THREADS; t++)
    dispatch_group_async(group, dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
      for (int i = 0; i < ROUNDS; i++) {
        @synchronized(lock) {
          counter++;
        }
      }
    });
  CHECK_THAT(dispatch_group_wait(group, dispatch_time(DISPATCH_TIME_NOW, (int64_t)(OCRC_PATIENCE * NSEC_PER_SEC))) == 0,
             @"the threads never finished");
  CHECK_THAT(counter == THREADS * ROUNDS, @"counter %ld of %d: @synchronized did not exclude", counter, THREADS * ROUNDS);
  BOOL released = NO;
  @try {
    @synchronized(lock) {
      @throw [NSException exceptionWithName:@"InLock" reason:nil userInfo:nil];
    }
  } @catch (NSException *exception) {
    released = YES;
  }
  __block BOOL enteredElsewhere = NO;
  dispatch_semaphore_t done = dispatch_semaphore_create(0);
  dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
    @synchronized(lock) {
      enteredElsewhere = YES;
    }
    dispatch_semaphore_signal(done);
  });
  CHECK_THAT(released && ocrc_wait(done, OCRC_PATIENCE) && enteredElsewhere,
             @"an exception leaving @synchronized kept the lock");
  return nil;
}

static NSString *dynamic_dispatch(void) {
  OCRCAdapterSub *sub = [OCRCAdapterSub new];
  OCRCAdapterBase *base = [OCRCAdapterBase new];
  CHECK_THAT([sub respondsToSelector:@selector(optionalThing)], @"implemented @optional method not found");
  CHECK_THAT(![base respondsToSelector:@selector(optionalThing)], @"missing @optional method reported");
  CHECK_THAT(![OCRCAdapterBase respondsToSelector:@selector(optionalClassThing)], @"missing optional class method reported");
  CHECK_THAT([OCRCAdapterBase conformsToProtocol:@protocol(OCRCAdapter)] && [sub conformsToProtocol:@protocol(OCRCAdapter)],
             @"conformsToProtocol: failed");
  CHECK_THAT(![NSObject conformsToProtocol:@protocol(OCRCAdapter)], @"NSObject conforms to a protocol it does not adopt");
  Protocol *protocol = @protocol(OCRCAdapter); /* a strong reference ARC retains and releases */
  CHECK_THAT([NSStringFromProtocol(protocol) isEqualToString:@"OCRCAdapter"], @"protocol name %@",
             NSStringFromProtocol(protocol));
  Class adapterClass = NSClassFromString(@"OCRCAdapterSub");
  CHECK_THAT(adapterClass == [OCRCAdapterSub class], @"NSClassFromString found %@", adapterClass);
  CHECK_THAT(NSClassFromString(@"OCRCNoSuchClass") == Nil, @"NSClassFromString found a missing class");
  CHECK_THAT([[adapterClass adapterVersion] isEqualToString:@"1.2.3"], @"class method through a Class value");
  Class<OCRCAdapter> typed = adapterClass;
  CHECK_THAT([[typed adapterVersion] isEqualToString:@"1.2.3"], @"class method through a Class<Protocol> value");
  NSString *version = [adapterClass performSelector:@selector(adapterVersion)];
  CHECK_THAT([version isEqualToString:@"1.2.3"], @"performSelector: returned %@", version);
  CHECK_THAT([@"x" respondsToSelector:NSSelectorFromString(@"length")], @"NSSelectorFromString + respondsToSelector:");
  CHECK_THAT([sub isKindOfClass:[OCRCAdapterBase class]] && [OCRCAdapterSub superclass] == [OCRCAdapterBase class],
             @"class hierarchy");
  return nil;
}

static NSString *struct_returns(void) {
  Class adapterClass = NSClassFromString(@"OCRCAdapterSub");
  NSRect frame = [adapterClass frameWithScale:2];
  CHECK_THAT(frame.origin.x == 2 && frame.origin.y == 4 && frame.size.width == 6 && frame.size.height == 8,
             @"class method through a Class value returned %@", NSStringFromRect(frame));
  OCRCAdapterSub *sub = [OCRCAdapterSub new];
  NSPoint origin = [sub origin];
  CHECK_THAT(origin.x == 5 && origin.y == 6, @"small struct returned %@", NSStringFromPoint(origin));
  NSRect subFrame = [sub frame];
  CHECK_THAT(subFrame.origin.x == 7 && subFrame.size.width == 10, @"struct through super returned %@",
             NSStringFromRect(subFrame));
  NSValue *boxed = [NSValue valueWithRect:subFrame];
  CHECK_THAT(NSEqualRects([boxed rectValue], subFrame), @"NSValue round trip of a struct");
  return nil;
}

@interface NSString (OCRCChecks)
- (NSString *)ocrc_reversed;
@end

@implementation NSString (OCRCChecks)
- (NSString *)ocrc_reversed {
  NSMutableString *reversed = [NSMutableString string];
  for (NSInteger i = (NSInteger)self.length - 1; i >= 0; i--)
    [reversed appendFormat:@"%C", [self characterAtIndex:(NSUInteger)i]];
  return reversed;
}
@end

static atomic_int loadRuns, initializeRuns;

@interface OCRCLoadMe : NSObject
@end
@implementation OCRCLoadMe
+ (void)load {
  atomic_fetch_add(&loadRuns, 1);
}
+ (void)initialize {
  if (self == [OCRCLoadMe class]) atomic_fetch_add(&initializeRuns, 1);
}
@end

@interface OCRCLoadMeToo : OCRCLoadMe
@end
@implementation OCRCLoadMeToo
@end

static NSString *categories_load_initialize(void) {
  CHECK_THAT([[@"abc" ocrc_reversed] isEqualToString:@"cba"], @"category method on NSString");
  CHECK_THAT(atomic_load(&loadRuns) == 1, @"+load ran %d times", atomic_load(&loadRuns));
  (void)[OCRCLoadMe new];
  (void)[OCRCLoadMeToo new];
  (void)[OCRCLoadMe new];
  CHECK_THAT(atomic_load(&initializeRuns) == 1, @"+initialize ran %d times", atomic_load(&initializeRuns));
  BOOL available = NO;
  if (@available(iOS 13.0, *)) available = YES;
  CHECK_THAT(available, @"@available(iOS 13.0, *) is false");
  return nil;
}

struct spin_state {
  atomic_flag lock;
  long guarded;
  atomic_int counted;
};

static void *spin_worker(void *argument) {
  struct spin_state *state = argument;
  for (int i = 0; i < 10000; i++) {
    while (atomic_flag_test_and_set_explicit(&state->lock, memory_order_acquire)) {
    }
    state->guarded++;
    atomic_flag_clear_explicit(&state->lock, memory_order_release);
    atomic_fetch_add(&state->counted, 1);
  }
  return NULL;
}

static NSString *c11_atomics(void) {
  struct spin_state state = { ATOMIC_FLAG_INIT, 0, 0 };
  pthread_t threads[4];
  for (int i = 0; i < 4; i++) pthread_create(&threads[i], NULL, spin_worker, &state);
  for (int i = 0; i < 4; i++) pthread_join(threads[i], NULL);
  CHECK_THAT(state.guarded == 40000 && atomic_load(&state.counted) == 40000, @"guarded %ld, counted %d of 40000",
             state.guarded, atomic_load(&state.counted));
  return nil;
}

/* A class whose ivars are C11 atomics, as adapters keep their once-guards: clang encodes them with
   the `_Atomic` qualifier (`A`), which GCC's libobjc does not know; loading the class must work
   and its ivars must keep their plain types' layout. */
@interface OCRCAtomicIvars : NSObject {
 @public
  atomic_flag _completed;
  _Atomic(long) _count;
  struct { atomic_bool flag; int plain; } _mixed;
}
@end
@implementation OCRCAtomicIvars
@end

static NSString *atomic_ivars(void) {
  OCRCAtomicIvars *object = [OCRCAtomicIvars new];
  CHECK_THAT(!atomic_flag_test_and_set(&object->_completed), @"a new object's flag was set");
  CHECK_THAT(atomic_flag_test_and_set(&object->_completed), @"the flag did not stay set");
  atomic_fetch_add(&object->_count, 41);
  object->_mixed.plain = 1;
  CHECK_THAT(atomic_load(&object->_count) == 41 && object->_mixed.plain == 1, @"ivars overlap");
  Ivar count = class_getInstanceVariable([OCRCAtomicIvars class], "_count");
  CHECK_THAT(count != NULL && strchr(ivar_getTypeEncoding(count), 'A') == NULL, @"_count's encoding %s",
             count != NULL ? ivar_getTypeEncoding(count) : "(none)");
  return nil;
}

const struct ocrc_check ocrc_language_checks[] = {
  { "@try/@catch/@finally, GNUstep's exceptions, @catch (id), rethrow", exceptions },
  { "@synchronized excludes across threads and unlocks on exceptions", synchronized_blocks },
  { "respondsToSelector:, @optional, conformsToProtocol:, NSClassFromString, performSelector:", dynamic_dispatch },
  { "methods returning structs, through Class values and super", struct_returns },
  { "categories, +load, +initialize once, @available", categories_load_initialize },
  { "C11 stdatomic: atomic_flag spin lock and atomic_int", c11_atomics },
  { "C11 atomic ivars: the class loads, the ivars keep their layout", atomic_ivars },
};
OCRC_COUNT(ocrc_language_checks);
#endif
