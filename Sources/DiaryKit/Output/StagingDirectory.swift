import DiaryContent
import Foundation
import Synchronization

/// A build's output folder, written beside the real one and put in place only
/// when the build succeeded, so a failed build leaves the previous site intact.
///
/// A build from scratch fills the staging folder with the whole site and swaps
/// it in with one atomic exchange of the two folders where the system offers
/// it, so there is no moment without a site. With a manifest of the site the
/// last build wrote (``OutputManifest``, kept in the build cache), a build stages
/// only the files whose bytes changed and, once it succeeded, moves each into
/// the site (one atomic rename per file) and deletes the files it no longer
/// makes: after a one-article edit it writes a handful of files, not thousands.
/// Staging folders left by builds that were killed are removed by the next build.
struct StagingDirectory: Sendable {
    /// The folder the user asked for, e.g. `_site`.
    var destination: String
    /// Where this build writes, next to `destination` (same file system, so
    /// the final swap is atomic).
    var path: String
    /// Where the manifest of the written site is kept, or `nil` to always write the whole site.
    var manifestPath: String?
    /// What this build wrote, shared by the copies of this value that render in parallel.
    private let record = Record()

    private static let stagingMarker = ".building-"
    private static let retiredMarker = ".old-"

    init(destination: String, manifestPath: String? = nil) {
        var trimmed = destination
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.destination = trimmed
        self.path = "\(trimmed)\(Self.stagingMarker)\(ProcessInfo.processInfo.processIdentifier)"
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
        removeLeftoversOfDeadBuilds()
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
        record.files.withLock { $0.written[relativePath] = entry.digest }
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
        var hash = ContentHash()
        let hashed: Void? = bytes.withContiguousStorageIfAvailable { hash.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { Array(bytes).withUnsafeBytes { hash.combine(bytes: $0) } }
        if keepsPrevious(relativePath, digest: hash.digest) { return }
        try stage(bytes, at: relativePath)
    }

    /// Writes the file `contents` makes at `relativePath`, unless the previous site holds the file
    /// made with the same `fingerprint` (a digest of everything the bytes are made from), in
    /// which case `contents` is not even called.
    func write(
        to relativePath: String, fingerprint: ContentHash.Digest, contents: () throws(DiaryError) -> [UInt8]
    ) throws(DiaryError) {
        if remembersFiles, keepsPrevious(relativePath, digest: fingerprint) { return }
        try stage(try contents(), at: relativePath)
    }

    /// Records `relativePath` as a file of the new site named by `digest`; returns whether the
    /// previous site's file there is that very file, so nothing needs writing.
    private func keepsPrevious(_ relativePath: String, digest: ContentHash.Digest) -> Bool {
        let previous = record.previous.withLock { $0 }
        let unchanged =
            previous?.holds(
                relativePath, digest: digest, in: destination, folder: record.previousFolder.withLock { $0 }) ?? false
        record.files.withLock { files in
            files.written[relativePath] = digest
            if !unchanged { files.staged.append(relativePath) }
        }
        return unchanged
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
            if keepsPrevious(relativePath, digest: digest) { return }
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

    /// Puts the staged site in place of the old one (or its changed files into it), then saves
    /// the manifest of what the site now holds.
    func commit() throws(DiaryError) {
        // Nothing is staged after this; the folder held open becomes the site (or goes).
        record.stagingFolder.withLock { $0 = nil }
        if let previous = record.previous.withLock({ $0 }) {
            try commitInPlace(over: previous)
        } else {
            try commitWhole()
        }
        saveManifest()
    }

    /// Swaps the whole staged site in.
    private func commitWhole() throws(DiaryError) {
        do throws(FileSystem.Failure) {
            guard FileSystem.kind(of: destination) != nil else {
                try FileSystem.rename(path, to: destination)
                return
            }
            if try FileSystem.exchange(path, destination) {
                FileSystem.remove(path)
                return
            }
            // No atomic exchange here: two renames, restoring the old site if the second fails.
            let retired = "\(destination)\(Self.retiredMarker)\(ProcessInfo.processInfo.processIdentifier)"
            try FileSystem.rename(destination, to: retired)
            do throws(FileSystem.Failure) {
                try FileSystem.rename(path, to: destination)
            } catch {
                try? FileSystem.rename(retired, to: destination)
                throw error
            }
            FileSystem.remove(retired)
        } catch {
            throw DiaryError(file: destination, "cannot put the new site in place: \(error.reason)")
        }
    }

    /// Deletes the files the previous site had and this one does not (and folders they leave
    /// empty), then moves each changed file over its old version. The manifest is removed
    /// first: a build killed half-way leaves no manifest, so the next one writes the site whole.
    private func commitInPlace(over previous: OutputManifest) throws(DiaryError) {
        let files = record.files.withLock { $0 }
        if let manifestPath { FileSystem.remove(manifestPath) }
        do throws(FileSystem.Failure) {
            for stale in previous.entries.keys where files.written[stale] == nil {
                FileSystem.remove(destination.appendingPathComponent(stale))
                var folder = PathText.parent(of: stale)
                while !folder.isEmpty, FileSystem.removeEmptyFolder(destination.appendingPathComponent(folder)) {
                    folder = PathText.parent(of: folder)
                }
            }
            for file in files.staged {
                let target = destination.appendingPathComponent(file)
                try FileSystem.createDirectories(PathText.parent(of: target))
                try FileSystem.replace(target, with: path.appendingPathComponent(file))
            }
            FileSystem.remove(path)
        } catch {
            throw DiaryError(file: destination, "cannot update the site: \(error.reason)")
        }
    }

    /// Records what the site holds now, for the next build; a manifest that cannot be written
    /// only makes that build write the whole site.
    private func saveManifest() {
        guard let manifestPath, let folder = FileSystem.identity(of: destination) else { return }
        let files = record.files.withLock { $0 }
        let previous = record.previous.withLock { $0 }
        let staged = Set(files.staged)
        var entries: [String: OutputManifest.Entry] = [:]
        entries.reserveCapacity(files.written.count)
        for (file, digest) in files.written {
            if !staged.contains(file), let kept = previous?.entries[file] {
                entries[file] = OutputManifest.Entry(digest: digest, identity: kept.identity)
            } else if let identity = FileSystem.identity(of: destination.appendingPathComponent(file)) {
                entries[file] = OutputManifest.Entry(digest: digest, identity: identity)
            }
        }
        do throws(FileSystem.Failure) {
            try FileSystem.createDirectories(PathText.parent(of: manifestPath))
            try OutputManifest(folder: folder, entries: entries, state: files.state).save(to: manifestPath)
        } catch {
            FileSystem.remove(manifestPath)
        }
    }

    /// Removes the staged files after a failed build.
    func discard() {
        record.stagingFolder.withLock { $0 = nil }
        FileSystem.remove(path)
    }

    /// Removes `<destination>.building-PID` and `<destination>.old-PID`
    /// folders whose build process no longer runs and that carry our stamp.
    private func removeLeftoversOfDeadBuilds() {
        let parent = PathText.parent(of: destination)
        let folder = parent.isEmpty ? "." : parent
        let name = PathText.lastComponent(of: destination)
        guard let names = try? FileSystem.contents(of: folder) else { return }
        for entry in names {
            for marker in [Self.stagingMarker, Self.retiredMarker] where entry.hasPrefix(name + marker) {
                guard let pid = Int32(entry.dropFirst(name.count + marker.count)), !Self.isRunning(pid) else {
                    continue
                }
                let leftover = folder.appendingPathComponent(entry)
                if FileSystem.kind(of: leftover) == .directory, OutputFolderPolicy.isStamped(leftover) {
                    FileSystem.remove(leftover)
                }
            }
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        if pid == ProcessInfo.processInfo.processIdentifier { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}

extension StagingDirectory {
    /// The files a build wrote and the manifest it started from, behind locks: the render
    /// step writes from many tasks at once.
    fileprivate final class Record: Sendable {
        struct Files: Sendable {
            /// Every file of the new site with its digest.
            var written: [String: ContentHash.Digest] = [:]
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
    }
}
