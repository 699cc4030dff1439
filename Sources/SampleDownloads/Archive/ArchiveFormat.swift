/// The two archive formats a download is offered in.
public enum ArchiveFormat: String, Sendable, Hashable, CaseIterable {
    /// A ZIP file with deflated entries, for readers on macOS and Windows.
    case zip
    /// A gzip-compressed POSIX tar file, for readers on Linux.
    case tarGz

    /// The file name extension, without the leading dot.
    public var fileExtension: String {
        switch self {
        case .zip: "zip"
        case .tarGz: "tar.gz"
        }
    }
}

/// The fixed metadata every archive entry gets, so an archive depends only on its files.
public enum ArchiveMetadata {
    /// 1980-01-01 00:00:00 UTC, the earliest moment a ZIP file's MS-DOS time can hold: the
    /// modification time of every tar entry.
    ///
    /// ZIP entries carry no time of their own: libarchive turns a time into MS-DOS time through
    /// the local time zone, so any real time would make the bytes depend on the machine's zone.
    /// Without one it writes the minimum, 1980-01-01 00:00, whatever the zone.
    public static let modificationTime = 315_532_800
    /// The owner's user and group id.
    public static let ownerID = 0
    /// The owner's user and group name.
    public static let ownerName = "root"
    /// The permissions of a file: `rw-r--r--`.
    public static let filePermissions = 0o644
    /// The permissions of a folder: `rwxr-xr-x`.
    public static let directoryPermissions = 0o755
}

/// Why an archive could not be written or read: libarchive's own message, with the entry.
public struct ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
