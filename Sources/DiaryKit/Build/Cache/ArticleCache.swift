import BuildCache
import DiaryContent
import Foundation
import SampleWasm
import Synchronization

/// Rendered articles kept between builds, one file per entry named by the digest of everything
/// the render read (``RenderKey``), so an article whose inputs did not change is not parsed,
/// typeset, highlighted or tokenised again.
///
/// An entry is only ever added whole (written beside its place, then renamed), so builds running
/// at once, or one killed half-way, never leave a torn entry; a damaged or unreadable entry is
/// treated as missing and rebuilt.
///
/// Each output folder has its own cache, a folder under `root` named after the output's path,
/// so builds of different sites (or of one site with different settings into different folders)
/// never sweep each other's entries; a site's cache goes when its output folder is gone.
final class ArticleCache: Sendable {
    /// The folder holding every output folder's cache.
    let root: String
    /// The folder of this output's entries.
    let directory: String
    /// The output folder, as an absolute path, written into `directory` for ``sweep()``.
    private let output: String
    private let used = Mutex(Set<ContentHash.Digest>())

    /// The cache, under `root`, of the site written to `output`; folders are created when the
    /// first entry is stored.
    init(root: String, output: String) {
        self.root = root
        self.output = FileSystem.canonicalPathAllowingMissing(output)
        var hash = ContentHash()
        hash.combine(self.output)
        directory = root.appendingPathComponent(hash.digest.hex)
    }

    /// The entry named `key`, or `nil` when there is none or it cannot be read.
    /// - Parameter markingUsed: Whether the entry is one of this build's, kept by ``sweep()``.
    func entry(_ key: ContentHash.Digest, markingUsed: Bool = true) -> CachedArticle? {
        if !markingUsed { return read(key).flatMap { try? CachedArticle(bytes: $0) } }
        return bytes(named: key).flatMap { try? CachedArticle(bytes: $0) }
    }

    /// Marks the entry `key` as one of this build's, kept by ``sweep()``, without reading it.
    func markUsed(_ key: ContentHash.Digest) {
        used.withLock { _ = $0.insert(key) }
    }

    /// Stores `article` as `key`. A cache that cannot be written only makes the next build slower,
    /// so failures are ignored.
    func store(_ article: CachedArticle, as key: ContentHash.Digest) {
        if let bytes = try? article.bytes() { store(bytes: bytes, as: key) }
    }

    /// The bytes of any entry (such as a download's archive), marking it used.
    func bytes(named key: ContentHash.Digest) -> [UInt8]? {
        used.withLock { _ = $0.insert(key) }
        return read(key)
    }

    /// The bytes stored as `key`, or `nil` when there are none or they are not what was stored
    /// (``CacheSeal``).
    private func read(_ key: ContentHash.Digest) -> [UInt8]? {
        CacheSeal.read(path(of: key))
    }

    /// Stores the bytes of any entry, written beside its place and renamed in.
    func store(bytes: [UInt8], as key: ContentHash.Digest) {
        used.withLock { _ = $0.insert(key) }
        let target = path(of: key)
        do throws(FileSystem.Failure) {
            try prepareDirectory()
            try FileSystem.writeReplacing(CacheSeal.sealed(bytes), at: target)
        } catch {
            // Nothing to undo: the next build renders the article again.
        }
    }

    /// After a successful build: removes this output's entries the build did not use, and the
    /// caches of output folders that no longer exist (unless made in the last ten minutes: a build
    /// running now fills its cache before its output folder appears). Only what this cache
    /// wrote goes: in a root stamped as a cache (``CacheStamp``), folders named by an output's
    /// digest, and in them entries named by a digest (and partial files of dead builds).
    func sweep() {
        guard CacheStamp.isStamped(root) else { return }
        let keep = used.withLock { $0 }
        for (name, _) in (try? FileSystem.entries(of: directory, sorted: false)) ?? [] {
            if let key = ContentHash.Digest(hex: name) {
                if !keep.contains(key) { FileSystem.remove(directory.appendingPathComponent(name)) }
            } else if Self.isPartialOfDeadBuild(name) {
                FileSystem.remove(directory.appendingPathComponent(name))
            }
        }
        for name in (try? FileSystem.contents(of: root)) ?? [] where ContentHash.Digest(hex: name) != nil {
            let folder = root.appendingPathComponent(name)
            let marker = folder.appendingPathComponent(Self.outputFile)
            guard folder != directory, FileSystem.kind(of: folder) == .directory,
                let bytes = try? FileSystem.read(marker),
                FileSystem.kind(of: String(decoding: bytes, as: UTF8.self)) == nil,
                let made = FileSystem.modificationDate(of: marker), made < Date(timeIntervalSinceNow: -600)
            else { continue }
            FileSystem.remove(folder)
        }
    }

    /// Whether `name` is an entry being written (`<digest>.<pid>.partial`) by a process that is gone.
    private static func isPartialOfDeadBuild(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard parts.count == 3, parts[2] == "partial", ContentHash.Digest(hex: String(parts[0])) != nil,
            let pid = Int32(parts[1]), pid > 0, pid != ProcessInfo.processInfo.processIdentifier
        else { return false }
        return kill(pid, 0) != 0 && errno != EPERM
    }

    /// Creates this output's folder and the file naming its output folder, if either is missing
    /// (the folder may have been made for the remembered reads alone).
    func prepareDirectory() throws(FileSystem.Failure) {
        let marker = directory.appendingPathComponent(Self.outputFile)
        guard FileSystem.kind(of: marker) == nil else { return }
        try FileSystem.createDirectories(directory)
        if !CacheStamp.isStamped(root) { try? CacheStamp.stamp(root) }
        // Written in place: the render tasks may write it at once (the same bytes), and a file
        // written beside it and renamed in would be one file for all of them.
        try FileSystem.write(Array(output.utf8), to: marker)
    }

    /// The file in each output's cache folder naming the output folder.
    private static let outputFile = "output"
    private static let manifestFile = "manifest"
    private static let readsFile = "reads"

    /// Where what the read stage found in the article files is kept (``ArticleReads``).
    var readsPath: String {
        directory.appendingPathComponent(Self.readsFile)
    }

    /// Where the manifest of the site in the output folder is kept (``OutputManifest``).
    var manifestPath: String {
        directory.appendingPathComponent(Self.manifestFile)
    }

    private func path(of key: ContentHash.Digest) -> String {
        directory.appendingPathComponent(key.hex)
    }

    /// The root of the caches of a build without `--cache`: `.build/diary-pages` of the package that holds the
    /// content, or, for content outside a package, `$XDG_CACHE_HOME/diary/pages`, else
    /// `~/.cache/diary/pages` (beside the `.wasm` cache, ``RunnableSamples/defaultCache(packageRoot:environment:)``).
    static func defaultRoot(
        packageRoot: URL?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let wasm = RunnableSamples.defaultCache(packageRoot: packageRoot, environment: environment)
        let parent = PathText.parent(of: wasm)
        return parent.appendingPathComponent(packageRoot == nil ? "pages" : "diary-pages")
    }
}
