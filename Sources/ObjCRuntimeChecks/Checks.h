/* What the check files share: the table entry, the failure macro, waiting with a limit. */
#import <Foundation/Foundation.h>
#include <dispatch/dispatch.h>

typedef NSString *(*ocrc_function)(void);

struct ocrc_check {
  const char *name;
  ocrc_function run; /* returns nil when the check passed, else what failed */
};

/* Fails the running check unless `condition` holds; the rest is a format for the detail. */
#define CHECK_THAT(condition, ...)                                                              \
  do {                                                                                          \
    if (!(condition))                                                                           \
      return [NSString stringWithFormat:@"%s:%d: %s: %@", __FILE_NAME__, __LINE__, #condition, \
                                        [NSString stringWithFormat:__VA_ARGS__]];               \
  } while (0)

/* How long a check waits for something that should happen promptly before calling it lost. */
static const double OCRC_PATIENCE = 10.0;

/* Waits until `semaphore` is signalled or `seconds` pass; YES if it was signalled. */
static inline BOOL ocrc_wait(dispatch_semaphore_t semaphore, double seconds) {
  return dispatch_semaphore_wait(semaphore, dispatch_time(DISPATCH_TIME_NOW, (int64_t)(seconds * NSEC_PER_SEC))) == 0;
}

/* The check tables of the files, gathered by Registry.m. */
#define OCRC_TABLE(name) \
  extern const struct ocrc_check name[]; \
  extern const size_t name##_count;

OCRC_TABLE(ocrc_memory_checks)
OCRC_TABLE(ocrc_block_checks)
OCRC_TABLE(ocrc_dispatch_checks)
OCRC_TABLE(ocrc_language_checks)
OCRC_TABLE(ocrc_foundation_checks)
OCRC_TABLE(ocrc_collection_checks)
OCRC_TABLE(ocrc_setup_checks)

#define OCRC_COUNT(table) const size_t table##_count = sizeof table / sizeof *table
