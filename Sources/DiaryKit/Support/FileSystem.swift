import CSystemCalls
import DiaryContent
import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
    private let systemRename = Glibc.rename
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
    private let systemRename = Darwin.rename
#endif

/// The few file-system operations the generator needs, on POSIX calls, so that
/// errors carry the system's own words (`Permission denied`) rather than
/// Foundation's `NSCocoaErrorDomain` codes, and symbolic links are never
/// followed by accident.
enum FileSystem {
    /// What a path is, without following a symbolic link at the path itself.
    enum Kind: Sendable, Equatable {
        case file, directory, symbolicLink, other
    }

    /// A failed system call: what was tried, on which path, and the system's reason.
    struct Failure: Error, Sendable {
        var path: String
        var reason: String

        init(path: String, errno code: Int32 = errno) {
            self.path = path
            self.reason = String(cString: strerror(code))
        }

        /// A failure the system did not report, in words of our own.
        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// Why a file of `mode` (from `stat`) cannot be read as a file.
        static func notRegular(path: String, mode: mode_t) -> Failure {
            let kind =
                switch mode & S_IFMT {
                case S_IFDIR: "a folder"
                case S_IFIFO: "a named pipe (FIFO)"
                case S_IFCHR: "a character device"
                case S_IFBLK: "a block device"
                case S_IFSOCK: "a socket"
                default: "not a regular file"
                }
            return Failure(path: path, reason: "it is \(kind), not a regular file")
        }
    }

    /// The kind of `path`, or `nil` when nothing is there.
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Which file a path names and how it looked: enough to tell that a file was replaced or
    /// written since (its number, size and modification time in nanoseconds).
    struct Identity: Sendable, Hashable {
        var device: Int
        var inode: Int
        var size: Int
        /// Modification time, in nanoseconds since 1970.
        var modified: Int
        /// Status change time (which no one can set back), in nanoseconds since 1970.
        var changed: Int
    }

    /// The identity of `path` (not following a symbolic link), or `nil` when nothing is there.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return identity(info)
    }

    /// The identity of `relativePath` inside `folder` (not following a symbolic link), or `nil`
    /// when nothing is there: the path is looked up from the open folder, not from the root.
    static func identity(of relativePath: String, in folder: OpenFolder) -> Identity? {
        var info = stat()
        guard fstatat(folder.descriptor, relativePath, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return identity(info)
    }

    /// The identity of the file at `path` (not following a symbolic link): looked up from
    /// `folder` when the path is inside it, without making a relative path.
    static func identity(ofPathIn folder: OpenFolder, _ path: String) -> Identity? {
        guard path.utf8.starts(with: folder.prefix.utf8) else { return identity(of: path) }
        let skipped = folder.prefix.utf8.count
        var info = stat()
        let found = path.withCString { fstatat(folder.descriptor, $0 + skipped, &info, AT_SYMLINK_NOFOLLOW) == 0 }
        return found ? identity(info) : nil
    }

    /// A folder held open, so paths inside it are looked up from it.
    final class OpenFolder: Sendable {
        let descriptor: Int32
        /// The folder's path as opened, ending in `/`.
        let prefix: String
        /// The folder's identity when it was opened.
        let identity: Identity

        /// Opens the folder at `path`, or `nil` when it is not a folder that can be opened.
        init?(_ path: String) {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            prefix = path.hasSuffix("/") ? path : path + "/"
            identity = FileSystem.identity(info)
        }

        deinit {
            close(descriptor)
        }
    }

    private static func identity(_ info: stat) -> Identity {
        #if canImport(Darwin)
            let (time, change) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (time, change) = (info.st_mtim, info.st_ctim)
        #endif
        return Identity(
            device: Int(info.st_dev), inode: Int(info.st_ino), size: Int(info.st_size),
            modified: Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec),
            changed: Int(change.tv_sec) &* 1_000_000_000 &+ Int(change.tv_nsec))
    }

    /// Removes an empty folder; returns whether it was removed.
    @discardableResult
    static func removeEmptyFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, or
    /// `nil` when the path does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The canonical form of a path that may not exist yet: its nearest
    /// existing ancestor resolved, the rest appended.
    static func canonicalPathAllowingMissing(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath.appendingPathComponent(path)
        var missing: [String] = []
        var current = absolute
        while true {
            if let resolved = canonicalPath(current) {
                return missing.reversed().reduce(resolved) { $0.appendingPathComponent($1) }
            }
            let parent = PathText.parent(of: current)
            let name = PathText.lastComponent(of: current)
            if parent == current || parent.isEmpty { return absolute }
            if name != "." && !name.isEmpty { missing.append(name) }
            current = parent
        }
    }

    /// Whether `path` is `folder` itself or lies below it. Both must be canonical.
    static func isSameOrInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The names inside a folder (without `.` and `..`), sorted.
    static func contents(of folder: String) throws(Failure) -> [String] {
        try entries(of: folder).map(\.name)
    }

    /// The entries of `folder` (without `.` and `..`), each with its kind as the folder listing
    /// gives it (not following symbolic links): `nil` where the file system does not say, for the
    /// caller to ask ``kind(of:)``. A listing of thousands of articles then costs no system call
    /// per file.
    /// - Parameter sorted: Whether to sort them by name; `false` leaves the listing's order.
    static func entries(of folder: String, sorted: Bool = true) throws(Failure) -> [(name: String, kind: Kind?)] {
        var invalidNames: [String] = []
        return try entries(of: folder, sorted: sorted, invalidNames: &invalidNames)
    }

    /// ``entries(of:sorted:)``, also collecting the names that are not UTF-8 (which no path
    /// made from a Swift string can reach), each written with its bad bytes as `\xFF`.
    static func entries(of folder: String, sorted: Bool = true, invalidNames: inout [String]) throws(Failure)
        -> [(name: String, kind: Kind?)]
    {
        guard let directory = opendir(folder) else { throw Failure(path: folder) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind?)] = []
        while let entry = readdir(directory) {
            let (name, isUTF8) = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { pointer in
                    if let name = String(validatingCString: pointer) { return (name, true) }
                    return (printableName(pointer), false)
                }
            }
            guard isUTF8 else {
                invalidNames.append(name)
                continue
            }
            guard name != "." && name != ".." else { continue }
            let kind: Kind? =
                switch Int(entry.pointee.d_type) {
                case Int(DT_REG): .file
                case Int(DT_DIR): .directory
                case Int(DT_LNK): .symbolicLink
                case Int(DT_UNKNOWN): nil
                default: .other
                }
            entries.append((name, kind))
        }
        if sorted { entries.sort { $0.name < $1.name } }
        return entries
    }

    /// A file name that is not UTF-8, for a message: valid sequences as they are, every other
    /// byte as `\xFF`.
    static func printableName(_ pointer: UnsafePointer<CChar>) -> String {
        let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
        var result = ""
        var index = 0
        while index < bytes.count {
            var end = index + 1
            while end <= min(bytes.count, index + 4), String(validating: bytes[index..<end], as: UTF8.self) == nil {
                end += 1
            }
            if end <= min(bytes.count, index + 4), let text = String(validating: bytes[index..<end], as: UTF8.self) {
                result += text
                index = end
            } else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                index += 1
            }
        }
        return result
    }

    /// Creates `folder` and any missing parents.
    static func createDirectories(_ folder: String) throws(Failure) {
        // Made at once when its parent exists (a site's thousands of article folders): one call.
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw Failure(path: folder) }
        let parent = PathText.parent(of: folder)
        if !parent.isEmpty, parent != folder { try createDirectories(parent) }
        if mkdir(folder, 0o755) != 0, errno != EEXIST { throw Failure(path: folder) }
    }

    /// Writes `bytes` beside `path` first, then renames the file into place, so a reader never
    /// sees half a file, whatever happens to this process; the partial file goes on failure.
    static func writeReplacing<Bytes: Collection<UInt8>>(_ bytes: Bytes, at path: String) throws(Failure) {
        let partial = "\(path).\(ProcessInfo.processInfo.processIdentifier).partial"
        do {
            try write(bytes, to: partial)
            try replace(path, with: partial)
        } catch {
            remove(partial)
            throw error
        }
    }

    /// Writes `bytes` to a new or truncated file.
    static func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to path: String) throws(Failure) {
        try write(bytes, to: open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644), path: path)
    }

    /// Writes `bytes` to the file at `relative`, a path inside `folder` (created or truncated):
    /// the kernel walks only `relative`, not the folder's path again for each of a site's files.
    static func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to relative: String, in folder: OpenFolder)
        throws(Failure)
    {
        let descriptor = openat(folder.descriptor, relative, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try write(bytes, to: descriptor, path: folder.prefix + relative)
    }

    /// Creates `relative`, a folder path inside `folder`, and any missing parents in it.
    static func createDirectories(_ relative: String, in folder: OpenFolder) throws(Failure) {
        if mkdirat(folder.descriptor, relative, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw Failure(path: folder.prefix + relative) }
        let parent = PathText.parent(of: relative)
        if !parent.isEmpty, parent != relative { try createDirectories(parent, in: folder) }
        if mkdirat(folder.descriptor, relative, 0o755) != 0, errno != EEXIST {
            throw Failure(path: folder.prefix + relative)
        }
    }

    /// Writes `bytes` to the file open as `descriptor` (which it closes); `path` names it in errors.
    private static func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to descriptor: Int32, path: String)
        throws(Failure)
    {
        guard descriptor >= 0 else { throw Failure(path: path) }
        defer { close(descriptor) }
        let result: Int32? = bytes.withContiguousStorageIfAvailable { buffer in
            writeAll(descriptor, UnsafeRawBufferPointer(buffer))
        }
        let status = result ?? Array(bytes).withUnsafeBytes { writeAll(descriptor, $0) }
        if status != 0 { throw Failure(path: path, errno: status) }
    }

    /// Writes the whole buffer, retrying short writes; returns 0 or the errno.
    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// The bytes of a file (a symbolic link at `path` is followed: callers
    /// decide beforehand which links may be read).
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The size of the regular file at `path` (a link followed), without opening it.
    static func regularFileSize(_ path: String) throws(Failure) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure.notRegular(path: path, mode: info.st_mode) }
        return Int(info.st_size)
    }

    /// Opens the regular file at `path` for reading (a link followed). A FIFO, device or socket is
    /// refused before `open` (opening a FIFO waits for a writer forever), and checked again on the
    /// open descriptor, which is opened without blocking for that reason.
    static func openRegularFile(_ path: String) throws(Failure) -> Int32 {
        _ = try regularFileSize(path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(path: path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = Failure(path: path)
            close(descriptor)
            throw failure
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw Failure.notRegular(path: path, mode: info.st_mode)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Copies a regular file's bytes (never a link) to `target`.
    static func copyContents(of source: String, to target: String) throws(Failure) {
        try write(try read(source), to: target)
    }

    /// Moves `source` to `target` (same file system), replacing nothing.
    static func rename(_ source: String, to target: String) throws(Failure) {
        if systemRename(source, target) != 0 { throw Failure(path: target) }
    }

    /// When the file at `path` was last modified, or `nil` when there is none.
    static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Moves `source` over `target` in one atomic step, replacing whatever `target` was.
    static func replace(_ target: String, with source: String) throws(Failure) {
        if systemRename(source, target) != 0 { throw Failure(path: target) }
    }

    /// Swaps two existing paths in one atomic step where the system can
    /// (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)` on macOS).
    /// - Returns: `false` when the system or file system does not support it.
    static func exchange(_ first: String, _ second: String) throws(Failure) -> Bool {
        if diary_exchange_paths(first, second) == 0 { return true }
        let code = errno
        if code == EINVAL || code == ENOSYS || code == ENOTSUP { return false }
        throw Failure(path: second, errno: code)
    }

    /// Removes a file or a whole folder; links are removed, never followed.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
