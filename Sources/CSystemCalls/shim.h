// System calls that Swift's Glibc module does not expose.
#ifndef DIARY_SYSTEM_CALLS_H
#define DIARY_SYSTEM_CALLS_H

#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
// Declared here because the Glibc module is built without _GNU_SOURCE (glibc >= 2.28 has it).
extern int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// Atomically swaps two existing paths (Linux `renameat2` with `RENAME_EXCHANGE`).
/// Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system cannot).
static inline int diary_exchange_paths(const char *first, const char *second) {
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, 1u << 1 /* RENAME_EXCHANGE */);
}
#elif defined(__APPLE__)
#include <stdio.h>
static inline int diary_exchange_paths(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}
#else
static inline int diary_exchange_paths(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}
#endif

#endif
