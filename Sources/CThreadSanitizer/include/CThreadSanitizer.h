// ThreadSanitizer, seen from the harness: annotations of synchronisation it cannot see by itself,
// and the reports of a build made with `-sanitize=thread`, captured as data as they happen.
// ThreadSanitizer's symbols are weak: in a build without it they are absent, the annotations do
// nothing and no report is ever captured.
#ifndef C_THREAD_SANITIZER_H
#define C_THREAD_SANITIZER_H

#include <stddef.h>
#include <stdint.h>

void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

/// Tells ThreadSanitizer that what happened before the last `harness_tsan_release(address)` on
/// any thread happened before what this thread does next.
static inline void harness_tsan_acquire(void *address) {
  if (__tsan_acquire) __tsan_acquire(address);
}

/// Tells ThreadSanitizer that what this thread did so far happens before the next
/// `harness_tsan_acquire(address)` on any thread.
static inline void harness_tsan_release(void *address) {
  if (__tsan_release) __tsan_release(address);
}

void __tsan_ignore_thread_begin(void) __attribute__((weak));
void __tsan_ignore_thread_end(void) __attribute__((weak));

void AnnotateIgnoreSyncBegin(const char *file, int line) __attribute__((weak));
void AnnotateIgnoreSyncEnd(const char *file, int line) __attribute__((weak));

/// Until `harness_tsan_ignore_end()`, ThreadSanitizer sees neither this thread's memory accesses
/// nor its synchronisation (locks, atomics): what the harness does there orders nothing.
static inline void harness_tsan_ignore_begin(void) {
  if (AnnotateIgnoreSyncBegin) AnnotateIgnoreSyncBegin(__FILE__, __LINE__);
  if (__tsan_ignore_thread_begin) __tsan_ignore_thread_begin();
}

static inline void harness_tsan_ignore_end(void) {
  if (__tsan_ignore_thread_end) __tsan_ignore_thread_end();
  if (AnnotateIgnoreSyncEnd) AnnotateIgnoreSyncEnd(__FILE__, __LINE__);
}

/// Whether this process was built with ThreadSanitizer (its runtime is linked in).
int harness_tsan_is_active(void);

/// What a thread is doing, as traces label it: `HARNESS_LANE_MAIN`, `HARNESS_LANE_OTHER`, or
/// the number of a network lane (0, 1, …).
enum { HARNESS_LANE_MAIN = -1, HARNESS_LANE_OTHER = -2, HARNESS_LANE_UNKNOWN = -3 };

/// Records the calling thread's lane, read by reports of accesses it makes.
void harness_tsan_set_lane(int lane);

/// Records how many trace events the running scenario has recorded, so a report says where in
/// the trace it happened.
void harness_tsan_set_position(long position);

enum { HARNESS_RACE_FRAMES = 24, HARNESS_RACE_TEXT = 48 };

/// One of the two accesses of a report.
typedef struct {
  /// ThreadSanitizer's thread number (`T5`).
  int tid;
  /// The thread's lane when it was last recorded (`HARNESS_LANE_UNKNOWN` if never).
  int lane;
  /// The thread's name, if it has one.
  char threadName[HARNESS_RACE_TEXT];
  int isWrite;
  int isAtomic;
  int size;
  int frameCount;
  /// Program counters, innermost first.
  void *frames[HARNESS_RACE_FRAMES];
} harness_race_access;

/// One report, copied while ThreadSanitizer held it.
typedef struct {
  /// ThreadSanitizer's kind (`data-race`, `heap-use-after-free`, …).
  char kind[HARNESS_RACE_TEXT];
  /// Trace events recorded when it was reported (see `harness_tsan_set_position`).
  long position;
  /// The current access first, then the earlier one.
  int accessCount;
  harness_race_access accesses[2];
} harness_race_report;

/// Moves up to `capacity` captured reports, oldest first, into `reports`; returns how many.
/// `dropped` receives how many were lost since the last call because the buffer was full.
int harness_tsan_take_reports(harness_race_report *reports, int capacity, int *dropped);

/// Writes the source places of `pc` into `buffer` as lines `function\tfile\tline`, innermost
/// (inlined) first; returns 0 if ThreadSanitizer's symbolizer is absent.
int harness_tsan_symbolize(void *pc, char *buffer, size_t size);

#endif
