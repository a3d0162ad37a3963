/* The table of all checks, and running one by name. */
#if defined(__linux__)
#define _GNU_SOURCE /* dladdr */
#import "Checks.h"
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "ObjCRuntimeChecks.h"

struct table {
  const struct ocrc_check *checks;
  const size_t *count;
};

static const struct table tables[] = {
  { ocrc_setup_checks, &ocrc_setup_checks_count },
  { ocrc_memory_checks, &ocrc_memory_checks_count },
  { ocrc_block_checks, &ocrc_block_checks_count },
  { ocrc_dispatch_checks, &ocrc_dispatch_checks_count },
  { ocrc_language_checks, &ocrc_language_checks_count },
  { ocrc_foundation_checks, &ocrc_foundation_checks_count },
  { ocrc_collection_checks, &ocrc_collection_checks_count },
};

static const struct ocrc_check *check_at(size_t index) {
  for (size_t t = 0; t < sizeof tables / sizeof *tables; t++) {
    if (index < *tables[t].count) return &tables[t].checks[index];
    index -= *tables[t].count;
  }
  return NULL;
}

size_t ocrc_check_count(void) {
  size_t count = 0;
  for (size_t t = 0; t < sizeof tables / sizeof *tables; t++) count += *tables[t].count;
  return count;
}

const char *ocrc_check_name(size_t index) {
  const struct ocrc_check *check = check_at(index);
  return check != NULL ? check->name : "";
}

char *ocrc_run_check(const char *name) {
  const struct ocrc_check *check = NULL;
  for (size_t i = 0, count = ocrc_check_count(); i < count && check == NULL; i++)
    if (strcmp(check_at(i)->name, name) == 0) check = check_at(i);
  if (check == NULL) return strdup("no check has that name");
  char *failure = NULL;
  @autoreleasepool {
    NSString *problem = nil;
    @try {
      problem = check->run();
    } @catch (id exception) {
      problem = [NSString stringWithFormat:@"an exception escaped: %@", exception];
    }
    if (problem != nil) failure = strdup(problem.UTF8String);
  }
  return failure;
}

const char *ocrc_gnustep_base_path(void) {
  Dl_info info;
  if (!dladdr((void *)NSLog, &info)) return NULL;
  return info.dli_fname;
}
#endif
