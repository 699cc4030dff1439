internal import CLibArchive

/// One entry read back from an archive, with the metadata the reproducibility tests check.
public struct ArchiveEntry: Sendable, Hashable {
    /// The path as stored, folders with a trailing `/`.
    public var path: String
    /// Whether the entry is a folder.
    public var isDirectory: Bool
    /// The permission bits, e.g. `0o644`.
    public var permissions: Int
    /// The modification time in seconds since 1970, or `nil` when the entry has none.
    public var modificationTime: Int?
    /// Whether the entry records an access time.
    public var hasAccessTime: Bool
    /// Whether the entry records a change time.
    public var hasChangeTime: Bool
    /// The owner's user id.
    public var userID: Int
    /// The owner's group id.
    public var groupID: Int
    /// The owner's user name, or `nil`.
    public var userName: String?
    /// The owner's group name, or `nil`.
    public var groupName: String?
    /// The file's contents; empty for a folder.
    public var contents: [UInt8]
}

/// Reads a `.zip` or `.tar.gz` (any format and filter libarchive knows) from memory.
public enum ArchiveReader {
    /// Every entry of `bytes`, in archive order.
    /// - Throws: An ``ArchiveError`` when the bytes are no archive or an entry is damaged.
    public static func entries(of bytes: [UInt8]) throws(ArchiveError) -> [ArchiveEntry] {
        guard let archive = archive_read_new() else { throw ArchiveError("libarchive could not create a reader") }
        defer { archive_read_free(archive) }
        archive_read_support_filter_all(archive)
        archive_read_support_format_all(archive)
        // `withUnsafeBytes` only rethrows untyped errors, so the reading hands back a `Result`.
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(ArchiveError) in try readAll(archive, from: buffer) }
        }
        return try result.get()
    }

    /// Every entry of the archive held in `buffer`, which must outlive the reading.
    private static func readAll(_ archive: OpaquePointer, from buffer: UnsafeRawBufferPointer) throws(ArchiveError)
        -> [ArchiveEntry]
    {
        guard archive_read_open_memory(archive, buffer.baseAddress, buffer.count) == ARCHIVE_OK else {
            throw ArchiveError("cannot open the archive: \(ArchiveWriter.message(of: archive))")
        }
        var entries: [ArchiveEntry] = []
        var header: OpaquePointer?
        while true {
            let status = archive_read_next_header(archive, &header)
            if status == ARCHIVE_EOF { break }
            guard status == ARCHIVE_OK, let header else {
                throw ArchiveError("cannot read an entry header: \(ArchiveWriter.message(of: archive))")
            }
            entries.append(try entry(header, of: archive))
        }
        return entries
    }

    /// The metadata and contents of the entry whose header was just read.
    private static func entry(_ header: OpaquePointer, of archive: OpaquePointer) throws(ArchiveError)
        -> ArchiveEntry
    {
        let path = archive_entry_pathname(header).map { String(cString: $0) } ?? ""
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
            guard count >= 0 else {
                throw ArchiveError("cannot read \(path): \(ArchiveWriter.message(of: archive))")
            }
            if count == 0 { break }
            contents += chunk[..<count]
        }
        return ArchiveEntry(
            path: path,
            isDirectory: archive_entry_filetype(header) == directoryType,
            permissions: Int(archive_entry_perm(header)),
            modificationTime: archive_entry_mtime_is_set(header) != 0 ? Int(archive_entry_mtime(header)) : nil,
            hasAccessTime: archive_entry_atime_is_set(header) != 0,
            hasChangeTime: archive_entry_ctime_is_set(header) != 0,
            userID: Int(archive_entry_uid(header)),
            groupID: Int(archive_entry_gid(header)),
            userName: archive_entry_uname(header).map { String(cString: $0) },
            groupName: archive_entry_gname(header).map { String(cString: $0) },
            contents: contents)
    }
}
