#ifndef CPROCESS_EXIT_SHIM_H
#define CPROCESS_EXIT_SHIM_H

// A descriptor that becomes readable when a child process ends (pidfd_open(2), Linux 5.3),
// so a supervisor waits for a worker's exit by poll(2) instead of sleeping in steps; glibc
// declares the call only from 2.36, so it is made by number. -1 where the kernel lacks it.
extern long syscall(long number, ...);

static inline int conformance_exit_descriptor(int pid) {
    return (int)syscall(434, pid, 0);  // SYS_pidfd_open
}

#endif
