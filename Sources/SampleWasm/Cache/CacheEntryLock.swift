import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive, advisory lock on one cache entry, held across processes (`flock`).
///
/// Two `diary` runs that need the same module at once (a test suite building several sites in
/// parallel, or `diary serve` beside `diary build`) would otherwise both compile it. With the lock
/// the second waits and then finds the first one's result. The kernel drops the lock when the
/// process dies, so a killed build never leaves the entry locked.
struct CacheEntryLock: ~Copyable {
    private let descriptor: Int32

    /// Waits until the lock file `path` can be locked; `nil` when it cannot be opened (a
    /// read-only cache), in which case the caller builds without the lock.
    init?(path: String) {
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
