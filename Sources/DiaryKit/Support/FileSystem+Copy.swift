import BuildCache
import CSystemCalls

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

extension FileSystem {
    /// How much of a file is held in memory at once while it is hashed or copied.
    static let copyChunkBytes = 1 << 20

    /// The digest of the regular file at `path`, read a chunk at a time, so a file of any size
    /// costs one chunk of memory. A file no larger than one chunk hashes exactly as its bytes fed
    /// to ``ContentHash/combine(bytes:)`` at once.
    static func digest(ofFileAt path: String) throws(Failure) -> ContentHash.Digest {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        var hash = ContentHash()
        var chunk = [UInt8](repeating: 0, count: copyChunkBytes)
        var filled = 0
        while true {
            let count = chunk.withUnsafeMutableBytes {
                systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path)
            }
            filled += count
            if filled == chunk.count || (count == 0 && filled > 0) {
                chunk.withUnsafeBytes { hash.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[..<filled])) }
                filled = 0
            }
            if count == 0 { return hash.digest }
        }
    }

    /// Copies the regular file at `source` into the file open for writing as `target` (which it
    /// closes): by `copy_file_range` where the kernel offers it, else a chunk at a time, so the
    /// bytes never pass through memory whole. `targetPath` names the target in errors.
    static func copyFile(_ source: String, into target: Int32, targetPath: String) throws(Failure) {
        guard target >= 0 else { throw Failure(path: targetPath) }
        defer { close(target) }
        let input = try openRegularFile(source)
        defer { close(input) }
        while true {
            let copied = diary_copy_file_range(input, target, UInt(copyChunkBytes * 64))
            if copied > 0 { continue }
            if copied == 0 { return }
            if errno == EINTR { continue }
            // Across file systems on old kernels, or on file systems without it: copy by hand.
            if errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP { break }
            throw Failure(path: targetPath)
        }
        var chunk = [UInt8](repeating: 0, count: copyChunkBytes)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: source)
            }
            if count == 0 { return }
            var offset = 0
            while offset < count {
                let written = chunk.withUnsafeBytes { systemWrite(target, $0.baseAddress! + offset, count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: targetPath)
                }
                offset += written
            }
        }
    }
}

extension FileSystem {
    /// Creates or truncates the file at `path` and opens it for writing; -1 with errno on failure.
    static func createForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }

    /// Creates or truncates the file at `relative` inside `folder` and opens it for writing.
    static func createForWriting(_ relative: String, in folder: OpenFolder) -> Int32 {
        openat(folder.descriptor, relative, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }
}
