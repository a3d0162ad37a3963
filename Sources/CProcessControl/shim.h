#ifndef CPROCESS_CONTROL_SHIM_H
#define CPROCESS_CONTROL_SHIM_H

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>

// Starting a worker process, waiting for its end, and starting a thread that runs at once:
// what Foundation's `Process` and `Thread` do not do promptly on Linux.

// glibc has it from 2.34 but declares it only for _GNU_SOURCE, which this header cannot set
// for a module the C library's headers were already compiled in.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

extern long syscall(long number, ...);
extern int sched_getcpu(void);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attributes, size_t size, const cpu_set_t *cpus);

// Starts `path` with `argv` and `envp` (both NULL-terminated), its standard input, output and
// error on the three descriptors given and every other descriptor closed by one close_range
// in the child (Foundation's `Process` closes each number below the highest open descriptor,
// one call apiece), with default signal dispositions and an empty signal mask, on the cores
// the calling thread may use. Returns 0 and the child's ID in `pid`, or the error number.
static inline int conformance_spawn_on_own_cores(
    const char *path, char *const argv[], char *const envp[], int input, int output, int error, int *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int result = posix_spawn_file_actions_init(&actions);
    if (result != 0) return result;
    result = posix_spawnattr_init(&attributes);
    if (result != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return result;
    }
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, input, 0);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, output, 1);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, error, 2);
    if (result == 0) result = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    if (result == 0) result = posix_spawnattr_setsigdefault(&attributes, &all);
    if (result == 0) result = posix_spawnattr_setsigmask(&attributes, &none);
    if (result == 0) result = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    pid_t child = 0;
    if (result == 0) result = posix_spawn(&child, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    if (result == 0) *pid = child;
    return result;
}

// As `conformance_spawn_on_own_cores`, the child on core `core` alone when it is not -1 (and
// the calling thread may be moved there). A child inherits its spawning thread's cores, and
// glibc's posix_spawn has no attribute for them: the thread takes the child's core for the
// moment of the spawn.
static inline int conformance_spawn(
    const char *path, char *const argv[], char *const envp[], int input, int output, int error, int core, int *pid) {
    cpu_set_t own, child_cores;
    int pinned = 0;
    if (core >= 0 && core < 8 * (int)sizeof child_cores && sched_getaffinity(0, sizeof own, &own) == 0) {
        const int bits = 8 * sizeof(child_cores.__bits[0]);
        for (size_t word = 0; word < sizeof child_cores.__bits / sizeof child_cores.__bits[0]; word++)
            child_cores.__bits[word] = 0;
        child_cores.__bits[core / bits] = 1UL << (core % bits);
        pinned = sched_setaffinity(0, sizeof child_cores, &child_cores) == 0;
    }
    int spawned = conformance_spawn_on_own_cores(path, argv, envp, input, output, error, pid);
    if (pinned) sched_setaffinity(0, sizeof own, &own);
    return spawned;
}

// A descriptor that becomes readable when a child process ends (pidfd_open(2), Linux 5.3),
// so a supervisor waits for a worker's exit by poll(2) instead of sleeping in steps; glibc
// declares the call only from 2.36, so it is made by number. -1 where the kernel lacks it.
static inline int conformance_exit_descriptor(int pid) {
    return (int)syscall(434, pid, 0);  // SYS_pidfd_open
}

// The cores the calling thread may run on, as the kernel's CPU set; 0 or -1.
static inline int conformance_thread_cores(cpu_set_t *cores) {
    return sched_getaffinity(0, sizeof *cores, cores);
}

struct conformance_thread_start {
    void (*body)(void *);
    void *context;
    int restore;
    cpu_set_t cpus;
};

static inline void *conformance_thread_main(void *argument) {
    struct conformance_thread_start start = *(struct conformance_thread_start *)argument;
    free(argument);
    if (start.restore) sched_setaffinity(0, sizeof start.cpus, &start.cpus);
    start.body(start.context);
    return NULL;
}

// Starts a detached thread running `body(context)`, first on a core other than the calling
// thread's where the process may use one, then on any it may. Linux puts a new thread on its
// creator's core, and on a two-core machine a creator that keeps working leaves it waiting
// there until the scheduler balances the cores (0.7 to 4 ms, measured) while the other core
// idles. Returns 0 or the error number. (The CPU_* macros need _GNU_SOURCE; the set's words
// are used directly.)
static inline int conformance_start_thread(void (*body)(void *), void *context, size_t stack_size) {
    struct conformance_thread_start *start = malloc(sizeof *start);
    if (start == NULL) return 12;  // ENOMEM
    start->body = body;
    start->context = context;
    start->restore = 0;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, stack_size);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int here = sched_getcpu();
    const int bits = 8 * sizeof(start->cpus.__bits[0]);
    if (here >= 0 && here < 8 * (int)sizeof start->cpus && sched_getaffinity(0, sizeof start->cpus, &start->cpus) == 0) {
        cpu_set_t elsewhere = start->cpus;
        elsewhere.__bits[here / bits] &= ~(1UL << (here % bits));
        int others = 0;
        for (size_t word = 0; word < sizeof elsewhere.__bits / sizeof elsewhere.__bits[0]; word++)
            others |= elsewhere.__bits[word] != 0;
        if (others && pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere) == 0) start->restore = 1;
    }
    pthread_t thread;
    int result = pthread_create(&thread, &attributes, conformance_thread_main, start);
    pthread_attr_destroy(&attributes);
    if (result != 0) free(start);
    return result;
}

#endif
