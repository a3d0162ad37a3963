#define _GNU_SOURCE 1
#import "ObjCFaces/ObjCFaces.h"
#import <Foundation/NSDebug.h>

#include <objc/runtime.h>
#include <pthread.h>
#include <dlfcn.h>
#include <execinfo.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
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

// MARK: Crash reports

// A crash inside Objective-C code leaves frames the Swift runtime's backtracer cannot unwind
// (GNUstep's and libobjc's are built without frame pointers), so the report would stop at libc.
// Before the process dies, this writes the crashing thread's frames itself, unwound from their
// unwind tables and symbolized by llvm-symbolizer, in the backtracer's line format
// (`N [ra] 0x… symbol in image at /path/File.m:12:3`), which the worker's crash report reads.

static volatile sig_atomic_t GACFramesWritten;

// The buffers live in static storage: a crash signal is handled on the small alternate stack the
// Swift runtime installs, which a few path-sized buffers on the stack would overflow (and a
// fault inside the handler kills the process before any report).
static char GACSymbolizer[PATH_MAX], GACDemangler[PATH_MAX], GACFolder[PATH_MAX];
static char GACCommand[3 * PATH_MAX + 64], GACFunction[1024], GACPlace[PATH_MAX], GACName[1024];
static void *GACFrames[64];
static const char *GACImages[64];

/// A toolchain tool (`llvm-symbolizer`, `swift-demangle`): one on PATH, else the toolchain's,
/// beside the Swift runtime library.
static int GACFindTool(const char *tool, char *path, size_t size) {
  const char *searchPath = getenv("PATH");
  if (searchPath != NULL) {
    const char *start = searchPath;
    while (*start != '\0') {
      const char *end = strchr(start, ':');
      size_t length = end != NULL ? (size_t)(end - start) : strlen(start);
      snprintf(path, size, "%.*s/%s", (int)length, start, tool);
      if (length > 0 && access(path, X_OK) == 0) return 1;
      if (end == NULL) break;
      start = end + 1;
    }
  }
  Dl_info runtime;
  if (dladdr((void *)&swift_retain, &runtime) && runtime.dli_fname != NULL) {
    // <usr>/lib/swift/linux/libswiftCore.so -> <usr>/bin/<tool>
    char *folder = GACFolder;
    snprintf(folder, sizeof GACFolder, "%s", runtime.dli_fname);
    for (int up = 0; up < 4; up++) {
      char *slash = strrchr(folder, '/');
      if (slash == NULL) return 0;
      *slash = '\0';
    }
    snprintf(path, size, "%s/bin/%s", folder, tool);
    return access(path, X_OK) == 0;
  }
  return 0;
}

/// `-[Class selector:]` for a GNUstep-ABI method symbol (`_i_Class__selector_`, `_c_` for a class
/// method; a category's name sits between the two underscores); other symbols as they are.
static void GACMethodName(const char *symbol, char *name, size_t size) {
  int instance = strncmp(symbol, "_i_", 3) == 0, class = strncmp(symbol, "_c_", 3) == 0;
  const char *rest = symbol + 3;
  const char *split = (instance || class) ? strchr(rest, '_') : NULL;
  if (split == NULL) {
    snprintf(name, size, "%s", symbol);
    return;
  }
  const char *selector = strchr(split + 1, '_');
  if (selector == NULL) {
    snprintf(name, size, "%s", symbol);
    return;
  }
  int written = snprintf(name, size, "%c[%.*s ", instance ? '-' : '+', (int)(split - rest), rest);
  for (const char *c = selector + 1; *c != '\0' && written + 2 < (int)size; c++) name[written++] = *c == '_' ? ':' : *c;
  name[written++] = ']';
  name[written] = '\0';
}

static void GACWriteFrames(void) {
  if (GACFramesWritten) return;
  GACFramesWritten = 1;
  void **frames = GACFrames;
  int count = backtrace(frames, 64);
  char *symbolizer = GACSymbolizer, *demangler = GACDemangler;
  static char input[] = "/tmp/gac-frames-XXXXXX";
  int file = GACFindTool("llvm-symbolizer", symbolizer, sizeof GACSymbolizer) ? mkstemp(input) : -1;
  if (file < 0) return;
  const char **images = GACImages;
  for (int i = 0; i < count; i++) {
    // A return address points after the call; the call's own line is one byte before it.
    char *address = (char *)frames[i] - 1;
    Dl_info info;
    images[i] = NULL;
    if (dladdr(address, &info) && info.dli_fname != NULL) {
      images[i] = info.dli_fname;
      dprintf(file, "%s 0x%lx\n", info.dli_fname, (unsigned long)(address - (char *)info.dli_fbase));
    } else {
      dprintf(file, "?? 0x0\n");
    }
  }
  close(file);
  char *command = GACCommand;
  int written = snprintf(command, sizeof GACCommand, "'%s' --no-inlines < '%s' 2>/dev/null", symbolizer, input);
  // Swift frames (the harness's, a Swift adapter's) read as Swift names, as the backtracer writes them.
  if (GACFindTool("swift-demangle", demangler, sizeof GACDemangler))
    snprintf(command + written, sizeof GACCommand - (size_t)written, " | '%s' --simplified", demangler);
  FILE *output = popen(command, "r");
  if (output != NULL) {
    char *function = GACFunction, *place = GACPlace, *name = GACName;
    fprintf(stderr, "Thread 0 crashed (Objective-C frames):\n\n");
    for (int i = 0; i < count; i++) {
      if (fgets(function, sizeof GACFunction, output) == NULL || fgets(place, sizeof GACPlace, output) == NULL) break;
      function[strcspn(function, "\n")] = '\0';
      place[strcspn(place, "\n")] = '\0';
      char blank[8];
      if (fgets(blank, sizeof blank, output) == NULL) blank[0] = '\0';
      GACMethodName(function, name, sizeof GACName);
      const char *image = images[i] != NULL ? strrchr(images[i], '/') : NULL;
      if (strncmp(place, "??", 2) == 0)
        fprintf(stderr, "%d [ra] %p %s in %s\n", i, frames[i], name, image != NULL ? image + 1 : "?");
      else
        fprintf(stderr, "%d [ra] %p %s in %s at %s\n", i, frames[i], name, image != NULL ? image + 1 : "?", place);
    }
    fprintf(stderr, "\n");
    pclose(output);
  }
  unlink(input);
  fflush(stderr);
}

static void GACUncaughtException(NSException *exception) {
  fprintf(stderr, "*** Uncaught Objective-C exception %s: %s\n", exception.name.UTF8String ?: "?",
          exception.reason.UTF8String ?: "(no reason)");
  GACWriteFrames();
  fflush(stderr);
  abort();
}

/// The handlers the Swift runtime (or anyone) installed before: a crash signal goes on to them
/// once the frames are written, so the backtracer still reports the crash as it does.
static struct sigaction GACPreviousHandlers[NSIG];

static void GACCrashSignal(int signal, siginfo_t *info, void *context) {
  GACWriteFrames();
  sigaction(signal, &GACPreviousHandlers[signal], NULL);
  raise(signal);
}

void gac_install_exception_handler(void) {
  NSSetUncaughtExceptionHandler(&GACUncaughtException);
  const int signals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGFPE};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = GACCrashSignal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(signals[i], &action, &GACPreviousHandlers[signals[i]]);
  }
}

// MARK: Leak checks

void gac_count_live_objects(void) { GSDebugAllocationActive(YES); }

char *gac_copy_live_objects(void) {
  @autoreleasepool {
    NSMutableString *lines = [NSMutableString string];
    Class *classes = GSDebugAllocationClassList();
    for (Class *cls = classes; cls != NULL && *cls != Nil; cls++) {
      const char *name = class_getName(*cls);
      if (strncmp(name, "NS", 2) == 0 || strncmp(name, "GS", 2) == 0 || name[0] == '_') continue;
      int count = GSDebugAllocationCount(*cls);
      if (count != 0) [lines appendFormat:@"%s %d\n", name, count];
    }
    return strdup(lines.UTF8String);
  }
}

gac_object gac_weak_new(gac_object object) {
  @autoreleasepool {
    GACFaceSlot *slot = [GACFaceSlot new];
    slot->_face = (__bridge id)object;
    return (__bridge_retained void *)slot;
  }
}

gac_object gac_weak_load(gac_object weak) {
  @autoreleasepool {
    GACFaceSlot *slot = (__bridge GACFaceSlot *)weak;
    return (__bridge_retained void *)slot->_face;
  }
}
