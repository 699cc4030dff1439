import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive, advisory lock on a lock file, held across processes (`flock`) and released when
/// the value goes or the process dies (the kernel drops it), so a killed holder never blocks anyone.
///
/// It guards a wasm cache entry (two `diary` runs that need the same module at once — a test suite
/// building several sites in parallel, or `diary serve` beside `diary build` — would otherwise both
/// compile it; with the lock the second waits and then finds the first one's result) and the
/// moment a build puts its site in place (`StagingDirectory.commit()` in DiaryKit).
package struct ExclusiveFileLock: ~Copyable {
    private let descriptor: Int32

    /// Waits until the lock file `path` can be locked; `nil` when it cannot be opened (a
    /// read-only cache), in which case the caller builds without the lock.
    package init?(path: String) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
