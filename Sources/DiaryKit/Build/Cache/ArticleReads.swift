import BuildCache
import DiaryContent
import Foundation
import Synchronization

/// What the read stage found in each article file, kept between builds by the file's identity
/// (file number, size, modification and status change times), so a build does not read, decode
/// and parse the front matter of the files that did not change since the last one.
///
/// A file changed twice within one tick of the file system's clock keeps its times, so an entry
/// is trusted only when the file had not changed for a second when it was read (as Git treats a
/// "racily clean" file); otherwise the next build reads the file again. Articles with sample
/// modules are always read: their samples need the text.
final class ArticleReads: Sendable {
    /// One article file as read.
    struct Entry: Sendable {
        var identity: FileSystem.Identity
        /// When it was read, in nanoseconds since 1970.
        var readAt: Int
        /// The slug and folder the scan gave the file (the article's own slug may differ).
        var scanned: ContentLoader.Entry
        var article: Article
        var warnings: [Diagnostic]
    }

    /// An entry of this build: kept from the last one as the bytes it was saved as, or new.
    private enum Kept: Sendable {
        case saved(ArraySlice<UInt8>)
        case read(Entry)
    }

    /// Where the entries are kept.
    let path: String
    /// What else reading depends on: the generator and the size limit.
    private let context: ContentHash.Digest
    /// The last build's entries by path, each still encoded: an entry is decoded only when its
    /// file is loaded, on the read stage's tasks, and saved again as the same bytes.
    private let previous: [String: ArraySlice<UInt8>]
    private let current = Mutex([String: Kept]())
    /// When this build's read stage started, in nanoseconds since 1970.
    private let startedAt = ArticleReads.now
    /// The content folder, held open so its files are looked up from it.
    private let content: FileSystem.OpenFolder?

    /// The entries saved at `path` by a build with the same generator and `maximumArticleBytes`.
    /// - Parameter contentDirectory: The folder the articles are in, when known: their files are
    ///   then looked up from it (a shorter walk for the kernel than from the root).
    init(path: String, maximumArticleBytes: Int, contentDirectory: String? = nil) {
        self.path = path
        content = contentDirectory.flatMap(FileSystem.OpenFolder.init)
        var hash = ContentHash()
        hash.combine(RenderKey.generatorIdentity)
        hash.combine(maximumArticleBytes)
        context = hash.digest
        previous = (try? FileSystem.read(path)).flatMap { try? Self.entries(from: $0, context: hash.digest) } ?? [:]
    }

    /// Whether the last build kept an entry for the file at `path` (which may still turn out
    /// changed, so that the file is read after all).
    func remembers(_ path: String) -> Bool {
        previous[path] != nil
    }

    /// The article at `entry`: read before, if the file did not change since, else read now.
    func load(_ entry: ContentLoader.Entry, with loader: ContentLoader) throws(DiaryError) -> (Article, [Diagnostic]) {
        let identity = identity(of: entry.path)
        if let identity, let saved = previous[entry.path], let known = Self.trusted(saved, for: entry, identity) {
            current.withLock { $0[entry.path] = .saved(saved) }
            return (known.article, known.warnings)
        }
        let (article, warnings) = try loader.loadArticle(entry)
        if let identity, article.sampleSource == nil {
            let read = Entry(
                identity: identity, readAt: startedAt, scanned: entry, article: article, warnings: warnings)
            current.withLock { $0[entry.path] = .read(read) }
        }
        return (article, warnings)
    }

    /// The identity of the article file at `path`.
    private func identity(of path: String) -> FileSystem.Identity? {
        guard let content else { return FileSystem.identity(of: path) }
        return FileSystem.identity(ofPathIn: content, path)
    }

    /// The saved entry, if it is whole and still vouches for the file: the same identity, which
    /// had settled before it was read, and the same place in the content folder.
    private static func trusted(
        _ saved: ArraySlice<UInt8>, for entry: ContentLoader.Entry, _ identity: FileSystem.Identity
    ) -> Entry? {
        var reader = CacheReader(saved)
        guard let known = try? reader.readIdentity(), known == identity, let readAt = try? reader.readInt(),
            max(identity.modified, identity.changed) < readAt - settlingTime,
            let slug = try? reader.readString(), slug == entry.slug, let folder = try? reader.readString(),
            folder == entry.folder, let article = try? reader.readArticle()
        else { return nil }
        var warnings: [Diagnostic] = []
        do throws(CacheReader.Malformed) {
            for _ in 0..<(try reader.readCount()) { warnings.append(try reader.readDiagnostic()) }
        } catch {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        return Entry(
            identity: identity, readAt: readAt, scanned: entry, article: article, warnings: warnings)
    }

    /// Saves this build's entries (written beside their place, then renamed); failures only make
    /// the next build read every file. Entries kept from the last build are copied as bytes.
    func save() {
        let entries = current.withLock { $0 }
        var writer = CacheWriter(capacity: entries.count * 320 + 64)
        writer.write(Self.formatVersion)
        writer.write(context)
        writer.write(entries.count)
        // In the dictionary's order: they are read back into one (sorting would cost more).
        for (path, kept) in entries {
            writer.write(path)
            switch kept {
            case .saved(let bytes):
                writer.write(bytes.count)
                writer.append(bytes)
            case .read(let entry):
                var body = CacheWriter(capacity: 320)
                body.write(entry.identity)
                body.write(entry.readAt)
                body.write(entry.scanned.slug)
                body.write(entry.scanned.folder)
                body.write(entry.article)
                body.write(entry.warnings.count)
                for warning in entry.warnings { body.write(warning) }
                writer.write(body.bytes.count)
                writer.append(body.bytes)
            }
        }
        try? FileSystem.createDirectories(PathText.parent(of: path))
        try? FileSystem.writeReplacing(writer.bytes, at: path)
    }

    /// Each saved entry's bytes by path; the file as a whole must be intact.
    private static func entries(from bytes: [UInt8], context: ContentHash.Digest) throws(CacheReader.Malformed)
        -> [String: ArraySlice<UInt8>]
    {
        var reader = CacheReader(bytes)
        guard try reader.readInt() == formatVersion, try reader.readDigest() == context else {
            throw CacheReader.Malformed()
        }
        let count = try reader.readCount()
        var entries: [String: ArraySlice<UInt8>] = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            let path = try reader.readString()
            entries[path] = try reader.readBytes(try reader.readCount())
        }
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
        return entries
    }

    /// How long a file must have been left alone before its times can vouch for its contents.
    private static let settlingTime = 1_000_000_000

    private static var now: Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec)
    }

    private static let formatVersion = 3
}

extension CacheWriter {
    fileprivate mutating func write(_ article: Article) {
        write([article.slug, article.title, article.summary, article.sourcePath, article.folderPath])
        write(article.date)
        write(article.updated)
        write(article.tags)
        write(article.part)
        write(article.modules)
        write(article.isDraft)
        write(article.status == .published)
        write(article.bodyStartLine)
        write(article.titleIsFirstHeading)
        write(article.aliases)
        write(article.weight)
        write(article.fieldLines.count)
        for (field, line) in article.fieldLines.sorted(by: { $0.key < $1.key }) {
            write(field)
            write(line)
        }
        write(article.sourceDigest != nil)
        if let digest = article.sourceDigest { write(digest) }
        write(article.weight)
    }

    fileprivate mutating func write(_ date: ArticleDate?) {
        write(date != nil)
        guard let date else { return }
        write(date.day.year)
        write(date.day.month)
        write(date.day.day)
        write(date.secondsOfDay)
        write(date.utcOffsetMinutes)
    }
}

extension CacheReader {
    fileprivate mutating func readArticle() throws(Malformed) -> Article {
        let texts = try readStrings()
        guard texts.count == 5 else { throw Malformed() }
        let date = try readDate()
        let updated = try readDate()
        let tags = try readStrings()
        let part = try readOptionalInt()
        let modules = try readStrings()
        let isDraft = try readBool()
        let status: Article.Status = try readBool() ? .published : .planned
        let bodyStartLine = try readInt()
        let titleIsFirstHeading = try readBool()
        let aliases = try readStrings()
        let weight = try readOptionalInt()
        let fieldCount = try readCount()
        var fieldLines: [String: Int] = Dictionary(minimumCapacity: fieldCount)
        for _ in 0..<fieldCount { fieldLines[try readString()] = try readInt() }
        var article = Article(
            slug: texts[0], title: texts[1], date: date, summary: texts[2], tags: tags, part: part, modules: modules,
            isDraft: isDraft, status: status, sourcePath: texts[3], folderPath: texts[4], bodyStartLine: bodyStartLine,
            titleIsFirstHeading: titleIsFirstHeading, updated: updated, aliases: aliases, fieldLines: fieldLines)
        article.weight = weight
        if try readBool() { article.sourceDigest = try readDigest() }
        article.weight = try readOptionalInt()
        return article
    }

    fileprivate mutating func readDate() throws(Malformed) -> ArticleDate? {
        guard try readBool() else { return nil }
        let day = CalendarDate(year: try readInt(), month: try readInt(), day: try readInt())
        return ArticleDate(day: day, secondsOfDay: try readOptionalInt(), utcOffsetMinutes: try readInt())
    }
}
