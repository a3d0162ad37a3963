// ThreadSanitizer's reports, captured as data. ThreadSanitizer calls `__tsan_on_report` after it
// prints each report, with the report it still holds; this copies what the harness needs (the
// kind, both accesses' threads and program counters) into a fixed buffer, without allocating or
// calling instrumented code, and the engine takes them when its scenario ends. Nothing here
// runs in a build without ThreadSanitizer: its symbols are weak and stay null.
#define _GNU_SOURCE
#include "CThreadSanitizer.h"

#include <stdatomic.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#define UNINSTRUMENTED __attribute__((no_sanitize("thread")))

int __tsan_get_report_data(void *report, const char **description, int *count, int *stack_count, int *mop_count,
                           int *loc_count, int *mutex_count, int *thread_count, int *unique_tid_count,
                           void **sleep_trace, unsigned long trace_size) __attribute__((weak));
int __tsan_get_report_mop(void *report, unsigned long index, int *tid, void **address, int *size, int *write,
                          int *atomic, void **trace, unsigned long trace_size) __attribute__((weak));
int __tsan_get_report_thread(void *report, unsigned long index, int *tid, uint64_t *os_id, int *running,
                             const char **name, int *parent_tid, void **trace, unsigned long trace_size)
    __attribute__((weak));
void __sanitizer_symbolize_pc(void *pc, const char *format, char *buffer, size_t size) __attribute__((weak));

int harness_tsan_is_active(void) { return __tsan_get_report_data != NULL; }

/// The harness's defaults for ThreadSanitizer (`TSAN_OPTIONS` still overrides them):
/// - every race is reported in every scenario it happens in, not once per process, so a
///   verdict does not depend on which scenarios a worker ran before;
/// - the process's exit status stays the harness's: findings carry the races;
/// - threads an adapter leaves running, and a crash handler's work in a signal, are not races.
const char *__tsan_default_options(void) {
  return "exitcode=0:suppress_equal_stacks=0:suppress_equal_addresses=0:report_thread_leaks=0:"
         "report_signal_unsafe=0";
}

// MARK: Lanes and trace position

static _Thread_local int currentLane = HARNESS_LANE_UNKNOWN;

enum { LANE_SLOTS = 1024 };

/// Operating-system thread ID -> the lane it last ran, for the earlier access of a report (made
/// by another thread, whose thread-local value cannot be read). Open addressing, never removed:
/// a process runs far fewer threads than there are slots, and a full table only loses labels.
static struct {
  _Atomic(pid_t) thread;
  _Atomic(int) lane;
} lanes[LANE_SLOTS];

UNINSTRUMENTED static _Atomic(int) *laneSlot(pid_t thread, int create) {
  unsigned start = ((unsigned)thread * 2654435761u) % LANE_SLOTS;
  for (unsigned probe = 0; probe < LANE_SLOTS; probe++) {
    unsigned index = (start + probe) % LANE_SLOTS;
    pid_t seen = atomic_load_explicit(&lanes[index].thread, memory_order_acquire);
    if (seen == thread) return &lanes[index].lane;
    if (seen == 0) {
      if (!create) return NULL;
      pid_t empty = 0;
      if (atomic_compare_exchange_strong(&lanes[index].thread, &empty, thread)) return &lanes[index].lane;
      if (empty == thread) return &lanes[index].lane;
    }
  }
  return NULL;
}

UNINSTRUMENTED void harness_tsan_set_lane(int lane) {
  if (!harness_tsan_is_active() || currentLane == lane) return;
  currentLane = lane;
  _Atomic(int) *slot = laneSlot(gettid(), 1);
  if (slot != NULL) atomic_store_explicit(slot, lane, memory_order_release);
}

static _Atomic(long) tracePosition;

UNINSTRUMENTED void harness_tsan_set_position(long position) {
  atomic_store_explicit(&tracePosition, position, memory_order_relaxed);
}

// MARK: Capture

enum { CAPACITY = 64 };

static harness_race_report captured[CAPACITY];
static int capturedCount;
static int droppedCount;
static atomic_flag capturedLock = ATOMIC_FLAG_INIT;

UNINSTRUMENTED static void lockCaptured(void) {
  while (atomic_flag_test_and_set_explicit(&capturedLock, memory_order_acquire)) {
  }
}

UNINSTRUMENTED static void unlockCaptured(void) { atomic_flag_clear_explicit(&capturedLock, memory_order_release); }

UNINSTRUMENTED static void copyText(char *destination, const char *source) {
  size_t i = 0;
  if (source != NULL)
    for (; i + 1 < HARNESS_RACE_TEXT && source[i] != 0; i++) destination[i] = source[i];
  destination[i] = 0;
}

/// The name and lane of ThreadSanitizer's thread `tid`, from the report's thread list.
UNINSTRUMENTED static void describeThread(void *report, int threads, harness_race_access *access) {
  access->lane = HARNESS_LANE_UNKNOWN;
  access->threadName[0] = 0;
  for (int i = 0; i < threads; i++) {
    int tid = -1, running = 0, parent = -1;
    uint64_t os = 0;
    const char *name = NULL;
    void *trace[1];
    if (!__tsan_get_report_thread(report, (unsigned long)i, &tid, &os, &running, &name, &parent, trace, 1)) continue;
    if (tid != access->tid) continue;
    copyText(access->threadName, name);
    _Atomic(int) *slot = laneSlot((pid_t)os, 0);
    if (slot != NULL) access->lane = atomic_load_explicit(slot, memory_order_acquire);
    // ThreadSanitizer's main thread is the process's, which runs the SDK's main thread in
    // the command line and its workers.
    if (access->lane == HARNESS_LANE_UNKNOWN && (pid_t)os == getpid()) access->lane = HARNESS_LANE_MAIN;
    return;
  }
}

UNINSTRUMENTED void __tsan_on_report(void *report) {
  if (__tsan_get_report_data == NULL || __tsan_get_report_mop == NULL) return;
  const char *description = NULL;
  int count = 0, stacks = 0, mops = 0, locations = 0, mutexes = 0, threads = 0, uniqueThreads = 0;
  void *sleep[1];
  if (!__tsan_get_report_data(report, &description, &count, &stacks, &mops, &locations, &mutexes, &threads,
                              &uniqueThreads, sleep, 1))
    return;
  if (mops <= 0) return;  // not about memory: a thread leak, a lock order, a signal
  harness_race_report copy;
  memset(&copy, 0, sizeof copy);
  copyText(copy.kind, description);
  copy.position = atomic_load_explicit(&tracePosition, memory_order_relaxed);
  copy.accessCount = mops < 2 ? mops : 2;
  for (int i = 0; i < copy.accessCount; i++) {
    harness_race_access *access = &copy.accesses[i];
    void *address = NULL;
    if (!__tsan_get_report_mop(report, (unsigned long)i, &access->tid, &address, &access->size, &access->isWrite,
                               &access->isAtomic, access->frames, HARNESS_RACE_FRAMES))
      continue;
    int frames = 0;
    while (frames < HARNESS_RACE_FRAMES && access->frames[frames] != NULL) frames++;
    access->frameCount = frames;
    describeThread(report, threads, access);
  }
  // The current access is this thread's: its own label is exact.
  if (copy.accessCount > 0 && currentLane != HARNESS_LANE_UNKNOWN) copy.accesses[0].lane = currentLane;
  lockCaptured();
  if (capturedCount < CAPACITY) captured[capturedCount++] = copy;
  else droppedCount++;
  unlockCaptured();
}

UNINSTRUMENTED int harness_tsan_take_reports(harness_race_report *reports, int capacity, int *dropped) {
  lockCaptured();
  int taken = capturedCount < capacity ? capturedCount : capacity;
  memcpy(reports, captured, (size_t)taken * sizeof *reports);
  memmove(captured, captured + taken, (size_t)(capturedCount - taken) * sizeof *captured);
  capturedCount -= taken;
  if (dropped != NULL) *dropped = droppedCount;
  droppedCount = 0;
  unlockCaptured();
  return taken;
}

int harness_tsan_symbolize(void *pc, char *buffer, size_t size) {
  if (__sanitizer_symbolize_pc == NULL || size < 2) return 0;
  // Program counters in reports are return addresses; the call is the instruction before.
  __sanitizer_symbolize_pc((char *)pc - 1, "%f\t%s\t%l", buffer, size);
  // One NUL-terminated line per frame (inlined first), then an empty one: lines instead.
  size_t i = 0;
  while (i + 1 < size && !(buffer[i] == 0 && buffer[i + 1] == 0)) {
    if (buffer[i] == 0) buffer[i] = '\n';
    i++;
  }
  return 1;
}
