// ThreadSanitizer's annotations of synchronisation it cannot see by itself. The symbols are weak:
// in a build without ThreadSanitizer they are absent and the calls do nothing.
#ifndef C_THREAD_SANITIZER_H
#define C_THREAD_SANITIZER_H

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

#endif
