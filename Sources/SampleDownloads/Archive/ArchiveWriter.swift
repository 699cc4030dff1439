internal import CLibArchive

/// Writes a ``FileTree`` as a `.zip` or `.tar.gz` with libarchive, byte for byte the same for the
/// same tree: entries in byte order of their paths, every folder listed before its contents, and
/// the fixed owner, permissions and time of ``ArchiveMetadata`` (no access or change times; a
/// gzip header without a name or time).
///
/// This file and ``ArchiveReader`` are the only ones that touch libarchive; no C pointer leaves them.
public enum ArchiveWriter {
    /// The archive of `tree`, unpacking into the folder `root`.
    /// - Parameters:
    ///   - tree: The files.
    ///   - root: The top folder, e.g. `Buttons`; every entry lies inside it.
    ///   - format: ZIP or gzip-compressed tar.
    /// - Returns: The archive's bytes.
    /// - Throws: An ``ArchiveError`` for a path that is not plain ASCII (its bytes in the archive
    ///   would then depend on the locale) or when libarchive fails.
    public static func archive(_ tree: FileTree, root: String, format: ArchiveFormat) throws(ArchiveError)
        -> [UInt8]
    {
        let items = tree.archiveEntries(under: root)
        if let odd = items.first(where: { !$0.path.utf8.allSatisfy { (0x20..<0x7F).contains($0) } }) {
            throw ArchiveError("cannot archive '\(odd.path)': archive paths must be printable ASCII")
        }
        let output = ArchiveOutput()
        // Runs last: libarchive may still write into `output` while it is freed.
        defer { withExtendedLifetime(output) {} }
        guard let archive = archive_write_new() else { throw ArchiveError("libarchive could not create a writer") }
        defer { archive_write_free(archive) }
        try configure(archive, for: format)
        let opened = archive_write_open2(
            archive, Unmanaged.passUnretained(output).toOpaque(), nil,
            { _, client, buffer, length in
                guard let client else { return -1 }
                let output = Unmanaged<ArchiveOutput>.fromOpaque(client).takeUnretainedValue()
                output.bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: length))
                return length
            }, nil, nil)
        try check(opened, archive, doing: "open the \(format.fileExtension) writer")
        for item in items {
            try write(item, to: archive, format: format)
        }
        try check(archive_write_close(archive), archive, doing: "finish the \(format.fileExtension) archive")
        return output.bytes
    }

    // MARK: Format

    /// Chooses the format and switches off everything that would vary between runs.
    private static func configure(_ archive: OpaquePointer, for format: ArchiveFormat) throws(ArchiveError) {
        switch format {
        case .zip:
            try check(archive_write_set_format_zip(archive), archive, doing: "choose the zip format")
            try check(
                archive_write_set_format_option(archive, "zip", "compression", "deflate"), archive,
                doing: "choose deflate compression")
        case .tarGz:
            try check(archive_write_set_format_pax_restricted(archive), archive, doing: "choose the tar format")
            try check(archive_write_add_filter_gzip(archive), archive, doing: "add gzip compression")
            // A nil value is libarchive's `!timestamp`: the gzip header gets no modification time.
            try check(
                archive_write_set_filter_option(archive, "gzip", "timestamp", nil), archive,
                doing: "leave the time out of the gzip header")
        }
        // No padding to a 10 KB block: the file ends where the archive does.
        try check(archive_write_set_bytes_in_last_block(archive, 1), archive, doing: "set the last block size")
    }

    // MARK: Entries

    /// Writes one folder or file with the fixed metadata.
    private static func write(_ item: ArchiveItem, to archive: OpaquePointer, format: ArchiveFormat)
        throws(ArchiveError)
    {
        guard let entry = archive_entry_new() else { throw ArchiveError("libarchive could not create an entry") }
        defer { archive_entry_free(entry) }
        archive_entry_set_pathname(entry, item.path)
        archive_entry_set_filetype(entry, item.contents == nil ? directoryType : regularFileType)
        archive_entry_set_perm(
            entry,
            mode_t(item.contents == nil ? ArchiveMetadata.directoryPermissions : ArchiveMetadata.filePermissions))
        archive_entry_set_size(entry, Int64(item.contents?.count ?? 0))
        archive_entry_set_uid(entry, Int64(ArchiveMetadata.ownerID))
        archive_entry_set_gid(entry, Int64(ArchiveMetadata.ownerID))
        archive_entry_set_uname(entry, ArchiveMetadata.ownerName)
        archive_entry_set_gname(entry, ArchiveMetadata.ownerName)
        if format == .tarGz {
            archive_entry_set_mtime(entry, time_t(ArchiveMetadata.modificationTime), 0)
        }
        try check(archive_write_header(archive, entry), archive, doing: "write the header of \(item.path)")
        guard let contents = item.contents, !contents.isEmpty else { return }
        var offset = 0
        while offset < contents.count {
            let written = contents[offset...].withUnsafeBytes { archive_write_data(archive, $0.baseAddress, $0.count) }
            guard written > 0 else {
                throw ArchiveError("cannot write \(item.path): \(message(of: archive))")
            }
            offset += written
        }
    }

    // MARK: Errors

    /// Throws libarchive's message unless `status` is `ARCHIVE_OK`; a warning counts as an error,
    /// since it means the archive is not exactly what was asked for.
    private static func check(_ status: Int32, _ archive: OpaquePointer, doing step: String) throws(ArchiveError) {
        guard status != ARCHIVE_OK else { return }
        throw ArchiveError("cannot \(step): \(message(of: archive))")
    }

    /// libarchive's description of its last error.
    static func message(of archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "libarchive gave no reason"
    }
}

/// `AE_IFREG` and `AE_IFDIR`, which Swift cannot import (they are macros with a cast).
let regularFileType: UInt32 = 0o100000
let directoryType: UInt32 = 0o040000

/// The bytes libarchive hands to the write callback.
private final class ArchiveOutput {
    var bytes: [UInt8] = []
}
