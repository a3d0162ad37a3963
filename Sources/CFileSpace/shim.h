#ifndef CFILE_SPACE_SHIM_H
#define CFILE_SPACE_SHIM_H

// Giving back a file's storage without changing its length: glibc declares fallocate(2)
// only under _GNU_SOURCE, which the Swift Glibc module is built without. The worker files
// are read front to back once, so what the supervisor has read is released as it goes.
extern int fallocate(int fd, int mode, long offset, long length);

static inline int conformance_release_range(int fd, long offset, long length) {
    // FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE
    return fallocate(fd, 0x02 | 0x01, offset, length);
}

// Where the data after `offset` ends (SEEK_HOLE, likewise GNU-only in glibc's headers): a
// reader that maps a file in /dev/shm and touches a page no one wrote makes the file system
// allocate it, which on a full file system is SIGBUS.
extern long lseek(int fd, long offset, int whence);

static inline long conformance_next_hole(int fd, long offset) {
    return lseek(fd, offset, 4);  // SEEK_HOLE
}

#endif
