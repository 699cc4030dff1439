import DiaryContent
import Foundation

/// The site before the current one, kept in the build cache beside the output's manifest, from
/// which an incremental build makes the next generation of the site without touching the one
/// in the output folder (``StagingDirectory/commit()``).
///
/// Its files are hard links to the ones the site shared with it, so it costs no space for them.
/// Its own manifest says what it holds; the manifest is removed before the spare is changed, so
/// a build killed while changing it leaves a spare that the next build deletes and makes anew.
struct SpareSite: Sendable {
    /// The folder holding the spare site.
    var folder: String
    /// Where its manifest is kept.
    var manifestPath: String

    /// The names of the two in the output's cache folder.
    static let folderName = "spare-site"
    static let manifestName = "spare-site.manifest"

    /// The spare of the site whose manifest is at `manifestPath`, or `nil` without one (a build
    /// without the cache).
    init?(besideManifest manifestPath: String?) {
        guard let manifestPath else { return nil }
        let cache = PathText.parent(of: manifestPath)
        folder = cache.appendingPathComponent(Self.folderName)
        self.manifestPath = cache.appendingPathComponent(Self.manifestName)
    }

    /// A new generation of the site, made and ready to be swapped in.
    struct Generation: Sendable {
        /// Where it was made.
        var folder: String
        /// Its files that were already there, with their identities.
        var kept: [String: FileSystem.Identity]
        /// Its files that were linked from the current site (and so share their file).
        var linked: Set<String>
    }

    /// The spare's manifest, if it still describes the spare folder; the file is removed, since
    /// whoever takes it is about to change the folder.
    func take() -> OutputManifest? {
        let manifest = OutputManifest.load(from: manifestPath, describing: folder)
        FileSystem.remove(manifestPath)
        return manifest
    }

    /// Turns the spare, described by `held`, into the new site: deletes the files the new site
    /// does not have, moves the staged files in, and links from the current site each other file
    /// the spare does not hold as the new site has it.
    /// - Returns: The generation, or `nil` when a folder cannot be opened.
    func update(_ held: OutputManifest, to files: StagingDirectory.Record.Files, from staging: StagingDirectory)
        throws(FileSystem.Failure) -> Generation?
    {
        guard let target = FileSystem.OpenFolder(folder), let site = FileSystem.OpenFolder(staging.destination),
            let staged = FileSystem.OpenFolder(staging.path)
        else { return nil }
        for stale in held.entries.keys where files.written[stale] == nil {
            try FileSystem.removeFile(stale, in: target)
            var parent = PathText.parent(of: stale)
            while !parent.isEmpty, FileSystem.removeEmptyFolder(parent, in: target) {
                parent = PathText.parent(of: parent)
            }
        }
        var folders = Set<String>()
        func prepare(_ file: String) throws(FileSystem.Failure) {
            let parent = PathText.parent(of: file)
            if !parent.isEmpty, folders.insert(parent).inserted { try FileSystem.createDirectories(parent, in: target) }
        }
        for file in files.staged {
            try prepare(file)
            try FileSystem.move(file, from: staged, to: target)
        }
        let moved = Set(files.staged)
        var generation = Generation(folder: folder, kept: [:], linked: [])
        for (file, made) in files.written where !moved.contains(file) {
            if held.holds(file, content: made.content, in: folder, folder: target), let entry = held.entries[file] {
                generation.kept[file] = entry.identity
                continue
            }
            try prepare(file)
            if try FileSystem.link(file, from: site, to: target) { generation.linked.insert(file) }
        }
        return generation
    }

    /// Keeps the site that was just replaced, now in the spare folder, as the spare: its
    /// manifest is `previous`, with the identities of the files linked into the new site
    /// (`identities`, the same files) brought up to date.
    func keep(_ previous: OutputManifest, linked: Set<String>, identities: [String: FileSystem.Identity]) {
        guard let identity = FileSystem.identity(of: folder) else { return }
        var entries = previous.entries
        for file in linked {
            if let current = identities[file] { entries[file]?.identity = current }
        }
        try? OutputManifest(folder: identity, entries: entries).save(to: manifestPath)
    }
}
