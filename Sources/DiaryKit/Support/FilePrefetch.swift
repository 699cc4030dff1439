import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Asks the kernel to start reading files that a stage is about to read, from a thread of its own,
/// so that the disk reads of many small files overlap instead of each blocking one of the few
/// threads that parse them. Where the files are cached already this costs an `open`, an
/// `fadvise` and a `close` each, off the stage's threads.
enum FilePrefetch {
    /// Starts the reads of `paths`, in their order, and returns at once.
    static func start(_ paths: [String]) {
        guard paths.count > 1 else { return }
        let thread = Thread {
            for path in paths { prefetch(path) }
        }
        thread.start()
    }

    /// Asks for the whole of the file at `path` to be read into the page cache (nothing happens
    /// when it cannot be opened: the stage reports that when it reads the file).
    static func prefetch(_ path: String) {
        #if canImport(Glibc)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
            close(descriptor)
        #endif
    }
}
