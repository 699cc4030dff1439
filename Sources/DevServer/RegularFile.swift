import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open regular file of the site, with its size when opened.
///
/// Opening without blocking and checking the type first means a named pipe or a device that
/// ends up in the site folder is not found, rather than a read that never returns.
final class RegularFile {
    let descriptor: Int32
    let size: Int

    /// `nil` when `path` cannot be opened or is not a regular file. The path is the resolver's
    /// real path, so a symbolic link in its last part means it changed since: refused too.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// The whole file, for one no larger than `limit`; `nil` for a larger one or a failed read.
    func contents(upTo limit: Int) -> Data? {
        guard size <= limit else { return nil }
        var data = Data(count: size)
        var offset = 0
        while offset < size {
            let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, size - offset) }
            guard count > 0 else { break }
            offset += count
        }
        return data.prefix(offset)
    }
}
