/* Private user defaults. GNUstep Base keeps NSUserDefaults in GNUSTEP_USER_DEFAULTS_DIR of its
 * configuration (Debian: GNUstep/Defaults, relative to the home folder), so every run of an
 * adapter would read and write the user's ~/GNUstep/Defaults/.GNUstepDefaults. What moves it,
 * in GNUstep Base 1.28:
 *  - HOME does not: the home folder comes from the password database (getpwnam);
 *  - GNUSTEP_USER_ROOT does not: the key is obsolete and ignored;
 *  - GNUSTEP_CONFIG_FILE does (a configuration file setting GNUSTEP_USER_DEFAULTS_DIR), but it
 *    is read from the environment GNUstep copied before main ran, so only for a process
 *    started with it;
 *  - GNUstepConfig(newConfig) does, at any time: it replaces the configuration and recomputes
 *    the paths. That is what is used here, with the system configuration as the base,
 *    absolute user paths (which GNUstep takes as they are) and no per-user configuration file
 *    (GNUSTEP_USER_CONFIG_FILE empty), so ~/.GNUstep.conf cannot move them back. */
#if defined(__linux__)
#import <Foundation/Foundation.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The per-user folders, besides the defaults, that GNUstep would place in the home folder. */
static NSString *const user_folder_keys[][2] = {
  { @"GNUSTEP_USER_DIR_APPS", @"Applications" },
  { @"GNUSTEP_USER_DIR_ADMIN_APPS", @"Applications/Admin" },
  { @"GNUSTEP_USER_DIR_WEB_APPS", @"WebApplications" },
  { @"GNUSTEP_USER_DIR_TOOLS", @"Tools" },
  { @"GNUSTEP_USER_DIR_ADMIN_TOOLS", @"Tools/Admin" },
  { @"GNUSTEP_USER_DIR_LIBRARY", @"Library" },
  { @"GNUSTEP_USER_DIR_HEADERS", @"Library/Headers" },
  { @"GNUSTEP_USER_DIR_LIBRARIES", @"Library/Libraries" },
  { @"GNUSTEP_USER_DIR_DOC", @"Library/Documentation" },
  { @"GNUSTEP_USER_DIR_DOC_MAN", @"Library/Documentation/man" },
  { @"GNUSTEP_USER_DIR_DOC_INFO", @"Library/Documentation/info" },
};

static NSString *absolute_folder(const char *folder) {
  NSString *path = [NSString stringWithUTF8String:folder];
  if (path == nil) return nil;
  if (![path isAbsolutePath]) {
    char *cwd = getcwd(NULL, 0);
    if (cwd == NULL) return nil;
    path = [[NSString stringWithUTF8String:cwd] stringByAppendingPathComponent:path];
    free(cwd);
  }
  return [path stringByStandardizingPath];
}

int ocr_use_private_defaults(const char *folder) {
  if (folder == NULL || folder[0] == '\0') return EINVAL;
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  int result = 0;
  NSString *root = absolute_folder(folder);
  NSString *defaults = [root stringByAppendingPathComponent:@"Defaults"];
  if (root == nil) {
    result = EINVAL;
  } else if (![[NSFileManager defaultManager] createDirectoryAtPath:defaults
                                        withIntermediateDirectories:YES
                                                         attributes:nil
                                                              error:NULL]) {
    result = errno != 0 ? errno : EACCES;
  } else {
    NSMutableDictionary *config = GNUstepConfig(nil);
    [config setObject:@"" forKey:@"GNUSTEP_USER_CONFIG_FILE"];
    [config setObject:defaults forKey:@"GNUSTEP_USER_DEFAULTS_DIR"];
    for (size_t i = 0; i < sizeof user_folder_keys / sizeof *user_folder_keys; i++)
      [config setObject:[root stringByAppendingPathComponent:user_folder_keys[i][1]] forKey:user_folder_keys[i][0]];
    GNUstepConfig(config);
    [NSUserDefaults resetStandardUserDefaults];
    if (![GSDefaultsRootForUser(NSUserName()) isEqualToString:defaults]) result = EIO;
  }
  [pool drain];
  return result;
}

char *ocr_copy_defaults_folder(void) {
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  NSString *path = GSDefaultsRootForUser(NSUserName());
  char *copy = path != nil ? strdup([path fileSystemRepresentation]) : NULL;
  [pool drain];
  return copy;
}
#endif
