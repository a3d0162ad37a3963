/* The process around the code: one blocks runtime, every class loaded, private defaults. */
#if defined(__linux__)
#define _GNU_SOURCE /* dladdr */
#import "Checks.h"
#include <dlfcn.h>
#include <stdlib.h>

#include "ObjCRuntime.h"

extern void *_Block_copy(const void *block);
extern void *_NSConcreteMallocBlock[32];

static NSString *library_of(const void *address) {
  Dl_info info;
  if (!dladdr(address, &info) || info.dli_fname == NULL) return @"(unknown)";
  return [@(info.dli_fname) lastPathComponent];
}

static NSString *one_blocks_runtime(void) {
  const char *problem = ocr_link_problem();
  CHECK_THAT(problem == NULL, @"%s", problem);
  NSString *copyLibrary = library_of((const void *)_Block_copy);
  CHECK_THAT([copyLibrary hasPrefix:@"libBlocksRuntime"], @"_Block_copy comes from %@", copyLibrary);
  CHECK_THAT([library_of((const void *)_NSConcreteMallocBlock) isEqualToString:copyLibrary],
             @"_NSConcreteMallocBlock comes from %@", library_of((const void *)_NSConcreteMallocBlock));
  return nil;
}

static NSString *classes_loaded(void) {
  char *problem = ocr_copy_load_problem();
  NSString *text = problem != NULL ? @(problem) : nil;
  free(problem);
  CHECK_THAT(text == nil, @"%@", text);
  CHECK_THAT(ocr_class_named("OCRCAdapterSub") != NULL && ocr_class_named("OCRCNoSuchClass") == NULL,
             @"ocr_class_named does not find the checks' classes");
  return nil;
}

/* The state of a folder tree, to tell whether anything in it changed. */
static NSDictionary *snapshot_of(NSString *folder) {
  NSMutableDictionary *state = [NSMutableDictionary dictionary];
  NSFileManager *files = [NSFileManager defaultManager];
  BOOL isFolder = NO;
  if (![files fileExistsAtPath:folder isDirectory:&isFolder]) return state;
  state[@"."] = [[files attributesOfItemAtPath:folder error:NULL] fileModificationDate] ?: [NSNull null];
  for (NSString *path in [files enumeratorAtPath:folder])
    state[path] = [[files attributesOfItemAtPath:[folder stringByAppendingPathComponent:path] error:NULL]
                    fileModificationDate] ?: [NSNull null];
  return state;
}

static NSString *private_defaults(void) {
  NSString *realHome = NSHomeDirectoryForUser(NSUserName()); /* where GNUstep would write */
  NSString *gnustepHome = [realHome stringByAppendingPathComponent:@"GNUstep"];
  char *folder = ocr_copy_defaults_folder();
  NSString *defaultsFolder = folder != NULL ? @(folder) : @"";
  free(folder);
  CHECK_THAT(![defaultsFolder hasPrefix:[realHome stringByAppendingString:@"/"]],
             @"defaults are in %@, in the real home folder: ocr_use_private_defaults was not called", defaultsFolder);
  NSDictionary *before = snapshot_of(gnustepHome);
  NSString *key = [NSString stringWithFormat:@"ocrc.private.%d", (int)getpid()];
  NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
  [defaults setObject:@"private" forKey:key];
  CHECK_THAT([defaults synchronize], @"synchronize failed");
  /* GNUstep writes each persistent domain (the process's, NSGlobalDomain) to <domain>.plist. */
  NSString *holder = nil;
  for (NSString *name in [[NSFileManager defaultManager] contentsOfDirectoryAtPath:defaultsFolder error:NULL]) {
    if (![name.pathExtension isEqualToString:@"plist"]) continue;
    NSString *file = [defaultsFolder stringByAppendingPathComponent:name];
    if ([[NSDictionary dictionaryWithContentsOfFile:file][key] isEqual:@"private"]) holder = file;
  }
  CHECK_THAT(holder != nil, @"no file in %@ holds the default", defaultsFolder);
  CHECK_THAT([snapshot_of(gnustepHome) isEqualToDictionary:before], @"%@ changed", gnustepHome);
  [defaults removeObjectForKey:key];
  [defaults synchronize];
  return nil;
}

const struct ocrc_check ocrc_setup_checks[] = {
  { "one blocks runtime: libBlocksRuntime linked before libgnustep-base", one_blocks_runtime },
  { "every Objective-C class loaded", classes_loaded },
  { "user defaults written to the private folder, ~/GNUstep untouched", private_defaults },
};
OCRC_COUNT(ocrc_setup_checks);
#endif
