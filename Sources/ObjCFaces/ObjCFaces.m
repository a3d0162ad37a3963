#import "ObjCFaces/ObjCFaces.h"

#include <objc/runtime.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The ARC runtime's pool entry points.
extern void *objc_autoreleasePoolPush(void);
extern void objc_autoreleasePoolPop(void *pool);

// Swift object -> its live face. The face is held weakly, so a face whose last reference is
// going away is never handed out again (the weak load and the final release are ordered by the
// runtime's weak table).
@interface GACFaceSlot : NSObject {
 @public
  __weak id _face;
}
@end
@implementation GACFaceSlot
@end

static pthread_mutex_t faceLock = PTHREAD_MUTEX_INITIALIZER;
static NSMapTable *faceSlots;  // gac_swift (opaque) -> GACFaceSlot

static NSMapTable *slots(void) {
  if (faceSlots == nil) {
    faceSlots = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality
                                          valueOptions:NSPointerFunctionsStrongMemory
                                              capacity:64];
  }
  return faceSlots;
}

void GACFaceRegister(id face, gac_swift swift) {
  GACFaceSlot *slot = [GACFaceSlot new];
  slot->_face = face;
  pthread_mutex_lock(&faceLock);
  [slots() setObject:slot forKey:(__bridge id)swift];
  pthread_mutex_unlock(&faceLock);
}

void GACFaceUnregister(gac_swift swift) {
  pthread_mutex_lock(&faceLock);
  GACFaceSlot *slot = [slots() objectForKey:(__bridge id)swift];
  // A newer face for the same object may have replaced a dead one; keep that one.
  if (slot != nil && slot->_face == nil) [slots() removeObjectForKey:(__bridge id)swift];
  pthread_mutex_unlock(&faceLock);
}

id GACFaceLookup(gac_swift swift) {
  if (swift == NULL) return nil;
  pthread_mutex_lock(&faceLock);
  GACFaceSlot *slot = [slots() objectForKey:(__bridge id)swift];
  id face = slot != nil ? slot->_face : nil;
  pthread_mutex_unlock(&faceLock);
  return face;
}

NSString *GACStringTakingUTF8(char *text) {
  if (text == NULL) return nil;
  NSString *string = [NSString stringWithUTF8String:text];
  free(text);
  return string;
}

char *GACCopyUTF8(NSString *string) {
  if (string == nil || ![string isKindOfClass:[NSString class]]) return NULL;
  return strdup([string UTF8String]);
}

@implementation GACSwiftBox
- (instancetype)initTakingSwift:(gac_swift)swift {
  if ((self = [super init])) _swift = swift;
  return self;
}
- (void)dealloc {
  if (_swift != NULL) swift_release(_swift);
}
@end

// MARK: The plain-C surface

gac_object gac_retain(gac_object object) {
  if (object == NULL) return NULL;
  return (__bridge_retained void *)(__bridge id)object;
}

void gac_release(gac_object object) {
  if (object == NULL) return;
  // The last release runs `-dealloc`, which may autorelease.
  @autoreleasepool {
    id released = (__bridge_transfer id)object;
    (void)released;
  }
}

gac_object gac_string(const char *text) {
  @autoreleasepool {
    if (text == NULL) return NULL;
    return (__bridge_retained void *)[NSString stringWithUTF8String:text];
  }
}

char *gac_string_copy(gac_object string) {
  @autoreleasepool {
    return GACCopyUTF8((__bridge id)string);
  }
}

int gac_is_kind_of(gac_object object, const char *className) {
  @autoreleasepool {
    Class cls = NSClassFromString([NSString stringWithUTF8String:className]);
    return object != NULL && cls != Nil && [(__bridge id)object isKindOfClass:cls];
  }
}

const char *gac_class_name(gac_object object) {
  @autoreleasepool {
    if (object == NULL) return "nil";
    return class_getName(object_getClass((__bridge id)object));
  }
}

int gac_responds(gac_object object, const char *selector) {
  @autoreleasepool {
    return object != NULL && [(__bridge id)object respondsToSelector:sel_registerName(selector)];
  }
}

gac_object gac_face_lookup(gac_swift swift) {
  @autoreleasepool {
    return (__bridge_retained void *)GACFaceLookup(swift);
  }
}

void *gac_pool_push(void) { return objc_autoreleasePoolPush(); }
void gac_pool_pop(void *pool) { objc_autoreleasePoolPop(pool); }

gac_object gac_face_make(const char *className, gac_swift swift) {
  @autoreleasepool {
    Class cls = objc_lookUpClass(className);
    if (cls == Nil || ![cls instancesRespondToSelector:@selector(gac_initTakingSwift:)]) {
      swift_release(swift);
      return NULL;
    }
    id<GACFace> face = [[cls alloc] gac_initTakingSwift:swift];
    return (__bridge_retained void *)face;
  }
}

gac_swift gac_face_swift(gac_object object) {
  id value = (__bridge id)object;
  if (value == nil || ![value respondsToSelector:@selector(gac_swift)]) return NULL;
  return [(id<GACFace>)value gac_swift];
}

gac_object gac_array_new(void) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSMutableArray array];
  }
}
void gac_array_add(gac_object array, gac_object element) {
  @autoreleasepool {
    if (element != NULL) [(__bridge NSMutableArray *)array addObject:(__bridge id)element];
  }
}
long gac_array_count(gac_object array) {
  @autoreleasepool {
    id value = (__bridge id)array;
    return [value isKindOfClass:[NSArray class]] ? (long)[value count] : 0;
  }
}
gac_object gac_array_at(gac_object array, long index) {
  @autoreleasepool {
    id value = (__bridge id)array;
    if (![value isKindOfClass:[NSArray class]] || index < 0 || index >= (long)[value count]) return NULL;
    return (__bridge void *)[value objectAtIndex:(NSUInteger)index];
  }
}
gac_object gac_dictionary_new(void) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSMutableDictionary dictionary];
  }
}
void gac_dictionary_set(gac_object dictionary, gac_object key, gac_object value) {
  @autoreleasepool {
    if (key != NULL && value != NULL)
      [(__bridge NSMutableDictionary *)dictionary setObject:(__bridge id)value forKey:(__bridge id)key];
  }
}
gac_object gac_dictionary_keys(gac_object dictionary) {
  @autoreleasepool {
    id value = (__bridge id)dictionary;
    if (![value isKindOfClass:[NSDictionary class]]) return NULL;
    return (__bridge_retained void *)[value allKeys];
  }
}
gac_object gac_dictionary_get(gac_object dictionary, gac_object key) {
  @autoreleasepool {
    id value = (__bridge id)dictionary;
    if (![value isKindOfClass:[NSDictionary class]] || key == NULL) return NULL;
    return (__bridge void *)[value objectForKey:(__bridge id)key];
  }
}
gac_object gac_number_double(double value) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSNumber numberWithDouble:value];
  }
}
gac_object gac_number_bool(int value) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSNumber numberWithBool:value != 0];
  }
}
gac_object gac_number_long(long value) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSNumber numberWithLong:value];
  }
}
int gac_is_number(gac_object object) {
  @autoreleasepool {
    return [(__bridge id)object isKindOfClass:[NSNumber class]];
  }
}
double gac_number_value(gac_object number) {
  @autoreleasepool {
    return [(__bridge NSNumber *)number doubleValue];
  }
}
int gac_number_is_bool(gac_object number) {
  @autoreleasepool {
    const char *type = [(__bridge NSNumber *)number objCType];
    return type != NULL && (strcmp(type, @encode(BOOL)) == 0 || strcmp(type, "B") == 0);
  }
}
gac_object gac_data_new(const void *bytes, long length) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSData dataWithBytes:bytes length:(NSUInteger)length];
  }
}
int gac_is_data(gac_object object) {
  @autoreleasepool {
    return [(__bridge id)object isKindOfClass:[NSData class]];
  }
}
long gac_data_length(gac_object data) {
  @autoreleasepool {
    return (long)[(__bridge NSData *)data length];
  }
}
const void *gac_data_bytes(gac_object data) {
  @autoreleasepool {
    return [(__bridge NSData *)data bytes];
  }
}
gac_object gac_url_new(const char *text) {
  @autoreleasepool {
    return (__bridge_retained void *)[NSURL URLWithString:[NSString stringWithUTF8String:text]];
  }
}
char *gac_url_copy(gac_object url) {
  @autoreleasepool {
    id value = (__bridge id)url;
    if (![value isKindOfClass:[NSURL class]]) return NULL;
    return GACCopyUTF8([value absoluteString]);
  }
}

gac_object gac_error_new(const char *domain, long code, const char *description) {
  @autoreleasepool {
    NSDictionary *info = description == NULL ? nil : @{NSLocalizedDescriptionKey : [NSString stringWithUTF8String:description]};
    return (__bridge_retained void *)[NSError errorWithDomain:[NSString stringWithUTF8String:domain]
                                                         code:code
                                                     userInfo:info];
  }
}
int gac_is_error(gac_object object) {
  @autoreleasepool {
    return [(__bridge id)object isKindOfClass:[NSError class]];
  }
}
char *gac_error_domain(gac_object error) {
  @autoreleasepool {
    return GACCopyUTF8([(__bridge NSError *)error domain]);
  }
}
long gac_error_code(gac_object error) {
  @autoreleasepool {
    return (long)[(__bridge NSError *)error code];
  }
}
char *gac_error_description(gac_object error) {
  @autoreleasepool {
    return GACCopyUTF8([(__bridge NSError *)error localizedDescription]);
  }
}
gac_object gac_error_user_info(gac_object error) {
  @autoreleasepool {
    NSMutableDictionary *strings = [NSMutableDictionary dictionary];
    [[(__bridge NSError *)error userInfo] enumerateKeysAndObjectsUsingBlock:^(id key, id value, BOOL *stop) {
      if ([key isKindOfClass:[NSString class]])
        strings[key] = [value isKindOfClass:[NSString class]] ? value : [value description];
    }];
    return (__bridge_retained void *)strings;
  }
}
char *gac_describe(gac_object object) {
  @autoreleasepool {
    if (object == NULL) return strdup("nil");
    return GACCopyUTF8([(__bridge id)object description]);
  }
}

void gac_block_call(gac_object block) {
  if (block != NULL) ((__bridge void (^)(void))block)();
}

double gac_runloop_turn(void) {
  @autoreleasepool {
    NSRunLoop *loop = [NSRunLoop currentRunLoop];
    NSDate *limit = [loop limitDateForMode:NSDefaultRunLoopMode];
    if (limit == nil) return -1;
    [loop acceptInputForMode:NSDefaultRunLoopMode beforeDate:[NSDate date]];
    limit = [loop limitDateForMode:NSDefaultRunLoopMode];
    return limit == nil ? -1 : [limit timeIntervalSinceNow];
  }
}

static void GACUncaughtException(NSException *exception) {
  fprintf(stderr, "*** Uncaught Objective-C exception %s: %s\n", exception.name.UTF8String ?: "?",
          exception.reason.UTF8String ?: "(no reason)");
  fflush(stderr);
  abort();
}

void gac_install_exception_handler(void) { NSSetUncaughtExceptionHandler(&GACUncaughtException); }
