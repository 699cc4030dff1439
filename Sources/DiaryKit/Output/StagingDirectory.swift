import BuildCache
import DiaryContent
import Foundation
import Synchronization

/// A build's output folder, written beside the real one and put in place only
/// when the build succeeded, so a failed or killed build leaves the previous site intact: the
/// output folder only ever holds the old site or the new one, whole.
///
/// A build from scratch fills the staging folder with the whole site and swaps
/// it in with one atomic exchange of the two folders where the system offers
/// it, so there is no moment without a site. With a manifest of the site the
/// last build wrote (``OutputManifest``, kept in the build cache), a build stages
/// only the files whose bytes changed, and the commit makes a new generation of the site from
/// them and the old site's unchanged files (hard links), then swaps it in with the same one
/// exchange (``commit()``): after a one-article edit it writes a handful of files, not thousands.
/// Staging folders left by builds that were killed are removed by the next build
/// (``OutputLeftovers``).
struct StagingDirectory: Sendable {
    /// The folder the user asked for, e.g. `_site`.
    var destination: String
    /// Where this build writes, next to `destination` (same file system, so
    /// the final swap is atomic).
    var path: String
    /// Where the manifest of the written site is kept, or `nil` to always write the whole site.
    var manifestPath: String?
    /// What this build wrote, shared by the copies of this value that render in parallel.
    let record = Record()

    init(destination: String, manifestPath: String? = nil) {
        var trimmed = destination
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.destination = trimmed
        self.path = OutputLeftovers.stagingPath(of: trimmed)
        self.manifestPath = manifestPath
    }

    /// The manifest of the site in the output folder, if it still describes that folder: what
    /// ``create(checkedBy:previous:)`` takes, loaded ahead (it only reads).
    func loadPrevious() -> OutputManifest? {
        manifestPath.flatMap { OutputManifest.load(from: $0, describing: destination) }
    }

    /// Checks the destination against `policy`, clears what dead builds left
    /// and creates the empty, stamped staging folder.
    /// - Parameter previous: What ``loadPrevious()`` gave (loaded ahead, while the articles are
    ///   checked): the site this build updates in place, or `nil` to write the whole site.
    func create(checkedBy policy: OutputFolderPolicy, previous: OutputManifest?) throws(DiaryError) {
        try policy.validate(destination)
        let cleared = OutputLeftovers(destination: destination).removeDeadBuilds()
        record.warnings.withLock { $0 += cleared }
        FileSystem.remove(path)
        do {
            try FileSystem.createDirectories(path)
            try FileSystem.write(Array(OutputFolderPolicy.stampText.utf8), to: stampPath(in: path))
        } catch {
            throw DiaryError(file: destination, "cannot create the output folder: \(error.reason)")
        }
        record.stagingFolder.withLock { $0 = FileSystem.OpenFolder(path) }
        if let manifest = previous {
            record.previous.withLock { $0 = manifest }
            let folder = FileSystem.OpenFolder(destination)
            record.previousFolder.withLock { $0 = folder?.identity == manifest.folder ? folder : nil }
        }
    }

    /// Whether this build updates the previous site in place (it has a manifest of it).
    var updatesInPlace: Bool {
        record.previous.withLock { $0 != nil }
    }

    /// Whether the files written are compared with the previous site's or recorded for the next
    /// build's manifest.
    private var remembersFiles: Bool {
        manifestPath != nil || updatesInPlace
    }

    /// Sets what the manifest saved by ``commit()`` keeps beside the files.
    func keep(state: [UInt8]) {
        record.files.withLock { $0.state = state }
    }

    /// The bytes of the previous site's file at `relativePath`, when the manifest says the file
    /// there is still the one the previous build wrote.
    func previousBytes(of relativePath: String) -> [UInt8]? {
        guard holdsPrevious(relativePath) else { return nil }
        return try? FileSystem.read(destination.appendingPathComponent(relativePath))
    }

    /// Keeps the previous site's file at `relativePath` as it is, when it is still the one the
    /// previous build wrote; returns whether it did (else the file must be written).
    func keepPrevious(_ relativePath: String) -> Bool {
        guard holdsPrevious(relativePath), let entry = record.previous.withLock({ $0?.entries[relativePath] }) else {
            return false
        }
        record.files.withLock { $0.written[relativePath] = Record.Made(digest: entry.digest, content: entry.content) }
        return true
    }

    /// Whether the previous site's file at `relativePath` is still the one the previous build wrote.
    func holdsPrevious(_ relativePath: String) -> Bool {
        guard let previous = record.previous.withLock({ $0 }), let entry = previous.entries[relativePath] else {
            return false
        }
        return previous.holds(
            relativePath, digest: entry.digest, in: destination, folder: record.previousFolder.withLock { $0 })
    }

    private func stampPath(in folder: String) -> String {
        folder.appendingPathComponent(OutputFolderPolicy.stampName)
    }

    /// Writes `contents` at `relativePath`, creating folders as needed.
    func write(_ contents: String, to relativePath: String) throws(DiaryError) {
        try write(Array(contents.utf8), to: relativePath)
    }

    /// Writes `bytes` at `relativePath` unless the previous site holds those very bytes there.
    /// Without a manifest to save or a previous site to compare with (a build without the cache),
    /// the bytes are not even hashed.
    func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to relativePath: String) throws(DiaryError) {
        guard remembersFiles else { return try stage(bytes, at: relativePath) }
        let content = Self.digest(of: bytes)
        if keepsPrevious(relativePath, made: Record.Made(digest: content, content: content)) { return }
        try stage(bytes, at: relativePath)
    }

    /// Writes the file `contents` makes at `relativePath`, unless the previous site holds the file
    /// made with the same `fingerprint` (a digest of everything the bytes are made from), in
    /// which case `contents` is not even called. When the fingerprint changed, the bytes made are
    /// compared with those of the previous site's file (by digest): a site-wide edit (a
    /// template, `site.yaml`) that leaves a page's bytes as they were leaves its file untouched.
    func write(
        to relativePath: String, fingerprint: ContentHash.Digest, contents: () throws(DiaryError) -> [UInt8]
    ) throws(DiaryError) {
        guard remembersFiles else { return try stage(try contents(), at: relativePath) }
        if let kept = previousMade(relativePath, fingerprint: fingerprint) {
            return note(relativePath, made: kept, staged: false)
        }
        let bytes = try contents()
        let made = Record.Made(digest: fingerprint, content: Self.digest(of: bytes))
        if keepsPrevious(relativePath, made: made) { return }
        try stage(bytes, at: relativePath)
    }

    /// The previous site's file at `relativePath` as the manifest names it, when it was made with
    /// `fingerprint` and is still there as written.
    private func previousMade(_ relativePath: String, fingerprint: ContentHash.Digest) -> Record.Made? {
        guard holdsPrevious(relativePath, fingerprint: fingerprint),
            let entry = record.previous.withLock({ $0?.entries[relativePath] })
        else { return nil }
        return Record.Made(digest: entry.digest, content: entry.content)
    }

    /// The digest of `bytes`, the name of a file made of them.
    private static func digest<Bytes: Collection<UInt8>>(of bytes: Bytes) -> ContentHash.Digest {
        var hash = ContentHash()
        let hashed: Void? = bytes.withContiguousStorageIfAvailable { hash.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { Array(bytes).withUnsafeBytes { hash.combine(bytes: $0) } }
        return hash.digest
    }

    /// Records `relativePath` as a file of the new site made as `made` says; returns whether the
    /// previous site's file there holds those very bytes, so nothing needs writing.
    private func keepsPrevious(_ relativePath: String, made: Record.Made) -> Bool {
        let previous = record.previous.withLock { $0 }
        let unchanged =
            previous?.holds(
                relativePath, content: made.content, in: destination,
                folder: record.previousFolder.withLock { $0 }) ?? false
        note(relativePath, made: made, staged: !unchanged)
        return unchanged
    }

    /// Records `relativePath` as a file of the new site, and whether this build stages it.
    private func note(_ relativePath: String, made: Record.Made, staged: Bool) {
        record.files.withLock { files in
            files.written[relativePath] = made
            if staged { files.staged.append(relativePath) }
        }
    }

    /// Writes `bytes` into the staging folder.
    private func stage<Bytes: Collection<UInt8>>(_ bytes: Bytes, at relativePath: String) throws(DiaryError) {
        try stage(relativePath) { (target, open) throws(FileSystem.Failure) in
            if let open {
                try FileSystem.write(bytes, to: relativePath, in: open)
            } else {
                try FileSystem.write(bytes, to: target)
            }
        }
    }

    /// Makes the folders of `relativePath` in the staging folder, then lets `writeFile` write the
    /// file: at its full path, or relative to the staging folder held open when it is given.
    private func stage(
        _ relativePath: String, writeFile: (String, FileSystem.OpenFolder?) throws(FileSystem.Failure) -> Void
    ) throws(DiaryError) {
        let target = path.appendingPathComponent(relativePath)
        do {
            let folder = PathText.parent(of: relativePath)
            // From the staging folder held open, when it is and the path is relative to it.
            let open = relativePath.hasPrefix("/") ? nil : record.stagingFolder.withLock { $0 }
            if !folder.isEmpty, !record.folders.withLock({ $0.contains(folder) }) {
                if let open {
                    try FileSystem.createDirectories(folder, in: open)
                } else {
                    try FileSystem.createDirectories(PathText.parent(of: target))
                }
                record.folders.withLock { _ = $0.insert(folder) }
            }
            try writeFile(target, open)
        } catch {
            throw DiaryError(file: target, "cannot write the file: \(error.reason)")
        }
    }

    /// Copies a file's bytes into the staged site; the site never holds a link. The bytes are
    /// streamed, a chunk at a time, for the digest and for the copy: a file of any size beside an
    /// article costs one chunk of memory, not its size.
    func copy(_ source: String, to relativePath: String) throws(DiaryError) {
        if remembersFiles {
            let digest: ContentHash.Digest
            do {
                digest = try FileSystem.digest(ofFileAt: source)
            } catch {
                throw DiaryError(file: source, "cannot copy into the site: \(error.reason)")
            }
            if keepsPrevious(relativePath, made: Record.Made(digest: digest, content: digest)) { return }
        }
        var sourceFailure: FileSystem.Failure?
        try stage(relativePath) { (target, open) throws(FileSystem.Failure) in
            let descriptor =
                open.map { FileSystem.createForWriting(relativePath, in: $0) } ?? FileSystem.createForWriting(target)
            do throws(FileSystem.Failure) {
                try FileSystem.copyFile(source, into: descriptor, targetPath: target)
            } catch {
                guard error.path == source else { throw error }
                sourceFailure = error
            }
        }
        if let sourceFailure {
            throw DiaryError(file: source, "cannot copy into the site: \(sourceFailure.reason)")
        }
    }

    /// Removes the staged files after a failed build.
    func discard() {
        record.stagingFolder.withLock { $0 = nil }
        FileSystem.remove(path)
    }
}

extension StagingDirectory {
    /// The files a build wrote and the manifest it started from, behind locks: the render
    /// step writes from many tasks at once.
    final class Record: Sendable {
        /// How a file of the new site was made: the digest it is named by and that of its bytes.
        struct Made: Sendable, Equatable {
            /// A page's fingerprint, or the digest of the bytes for a file named by them.
            var digest: ContentHash.Digest
            var content: ContentHash.Digest
        }

        struct Files: Sendable {
            /// Every file of the new site, with how it was made.
            var written: [String: Made] = [:]
            /// The files actually written into the staging folder (changed or new).
            var staged: [String] = []
            /// What the manifest keeps beside the files.
            var state: [UInt8] = []
        }

        let files = Mutex(Files())
        let previous = Mutex<OutputManifest?>(nil)
        /// The folder `previous` describes, held open while the build looks up its files.
        let previousFolder = Mutex<FileSystem.OpenFolder?>(nil)
        /// Folders of the staging folder made so far (relative to it), so each is made once.
        let folders = Mutex(Set<String>())
        /// The staging folder, held open once made: files are created relative to it.
        let stagingFolder = Mutex<FileSystem.OpenFolder?>(nil)
        /// Problems that did not stop the build (a leftover folder that would not go).
        let warnings = Mutex<[Diagnostic]>([])
    }
}
