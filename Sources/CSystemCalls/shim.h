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

#include <sys/types.h>
#if defined(__linux__)
#include <unistd.h>
extern ssize_t copy_file_range(int fd_in, off_t *off_in, int fd_out, off_t *off_out, size_t len, unsigned int flags);

/// Copies up to `length` bytes from `input` to `output` in the kernel (Linux `copy_file_range`,
/// glibc >= 2.27), from and at both files' offsets. Returns the count, 0 at the end of `input`,
/// or -1 with errno set (ENOSYS, EXDEV, EINVAL where the kernel or file system cannot).
static inline long diary_copy_file_range(int input, int output, unsigned long length) {
    return (long)copy_file_range(input, 0, output, 0, (size_t)length, 0);
}
#else
static inline long diary_copy_file_range(int input, int output, unsigned long length) {
    (void)input;
    (void)output;
    (void)length;
    errno = ENOSYS;
    return -1;
}
#endif

#endif
