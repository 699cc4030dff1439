import BuildCache

/// What an incremental build knows of the site it wrote last time: every file's name (the digest
/// of what it was made from), the digest of its bytes, the size and modification time it had
/// when written, and which folder it was.
///
/// A build with a manifest that still describes the output folder writes only the files whose
/// bytes changed and deletes those no longer made (``StagingDirectory``). Anything that makes the
/// manifest doubtful throws it away, and the build writes the whole site afresh: a folder
/// replaced by another build (a new inode), a file someone edited (another size or time), a
/// damaged manifest (its bytes are sealed, ``CacheSeal``).
struct OutputManifest: Sendable {
    /// One written file.
    struct Entry: Sendable, Equatable {
        /// What the file was made from: a page's fingerprint, or the digest of its bytes.
        var digest: ContentHash.Digest
        /// The digest of the file's bytes (`digest` itself for a file named by its bytes).
        var content: ContentHash.Digest
        var identity: FileSystem.Identity
    }

    /// The output folder the manifest describes.
    var folder: FileSystem.Identity
    /// Every file diary wrote, by its path relative to the folder.
    var entries: [String: Entry]
    /// What the build kept of how it made the files, saved with them so that it can never
    /// describe another site than `entries` (``SiteState``); empty when it kept nothing.
    var state: [UInt8] = []

    /// Whether the file at `path` in `output` is still the one written with `digest`.
    /// - Parameter folder: `output`, held open, when the caller has it: the file is then looked
    ///   up from it.
    func holds(
        _ path: String, digest: ContentHash.Digest, in output: String, folder: FileSystem.OpenFolder? = nil
    ) -> Bool {
        guard let entry = entries[path], entry.digest == digest else { return false }
        let identity =
            folder.map { FileSystem.identity(of: path, in: $0) }
            ?? FileSystem.identity(of: output.appendingPathComponent(path))
        return identity == entry.identity
    }

    /// Whether the file at `path` in `output` still holds the bytes whose digest is `content`,
    /// whatever it was made from: a page made again from changed inputs into the same bytes
    /// keeps the file the site has (issue 35: a site-wide edit rewrites nothing unchanged).
    func holds(
        _ path: String, content: ContentHash.Digest, in output: String, folder: FileSystem.OpenFolder? = nil
    ) -> Bool {
        guard let entry = entries[path], entry.content == content else { return false }
        let identity =
            folder.map { FileSystem.identity(of: path, in: $0) }
            ?? FileSystem.identity(of: output.appendingPathComponent(path))
        return identity == entry.identity
    }

    /// The manifest saved at `path`, if it still describes the folder `output`.
    static func load(from path: String, describing output: String) -> OutputManifest? {
        guard let bytes = CacheSeal.read(path),
            let folder = FileSystem.identity(of: output),
            let manifest = try? OutputManifest(bytes: bytes), manifest.folder == folder
        else { return nil }
        return manifest
    }

    /// Writes the manifest to `path` (beside it first, then renamed into place). The entries are
    /// written in the dictionary's order: they are read back into a dictionary, and sorting tens
    /// of thousands of paths was half the cost of saving them, at the serial end of a build.
    func save(to path: String) throws(FileSystem.Failure) {
        var writer = CacheWriter(capacity: entries.count * 64 + 64)
        writer.write(Self.formatVersion)
        writer.write(folder)
        writer.write(entries.count)
        for (file, entry) in entries {
            writer.write(file)
            writer.write(entry.digest)
            writer.write(entry.content)
            writer.write(entry.identity)
        }
        writer.write(state.count)
        writer.append(state)
        try FileSystem.writeReplacing(CacheSeal.sealed(writer.bytes), at: path)
    }

    init(folder: FileSystem.Identity, entries: [String: Entry], state: [UInt8] = []) {
        self.folder = folder
        self.entries = entries
        self.state = state
    }

    private init(bytes: [UInt8]) throws(CacheReader.Malformed) {
        var reader = CacheReader(bytes)
        guard try reader.readInt() == Self.formatVersion else { throw CacheReader.Malformed() }
        folder = try reader.readIdentity()
        let count = try reader.readCount()
        entries = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            let file = try reader.readString()
            entries[file] = Entry(
                digest: try reader.readDigest(), content: try reader.readDigest(), identity: try reader.readIdentity())
        }
        state = Array(try reader.readBytes(try reader.readCount()))
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
    }

    private static let formatVersion = 4
}
