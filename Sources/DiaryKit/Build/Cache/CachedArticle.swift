import BuildCache
import DiaryContent
import DiaryMarkdown
import DiarySearch

/// What rendering one article produced that later builds can reuse: everything its page, the
/// site-wide pages and the search index take from the render. The prose and code kept only for
/// tokenising are left out: the search document is kept already tokenised.
///
/// An entry read from the cache decodes its ``SiteNotes`` at once (every build needs it for the
/// lists and checks), and its search weights and ``Body`` only when asked: an article whose page,
/// search file and words are unchanged is never decoded further.
struct CachedArticle: Sendable {
    /// What the site-wide steps need of every article.
    struct SiteNotes: Sendable, Equatable {
        var warnings: [Diagnostic]
        var headingIDs: [String]
        var anchorLinks: [AnchorLink]
        var searchMetadata: SearchDocument.Metadata
        var searchLength: Int
    }

    /// What only a page or search file that must be written again needs.
    struct Body: Sendable, Equatable {
        var html: String
        var tableOfContents: [TableOfContents.Entry]
        var readingMinutes: Int
        /// The search document's text pieces, as ``SearchDocument/fragments``.
        var fragments: [String]

        init(html: String, tableOfContents: [TableOfContents.Entry], readingMinutes: Int, fragments: [String]) {
            self.html = html
            self.tableOfContents = tableOfContents
            self.readingMinutes = readingMinutes
            self.fragments = fragments
        }

        /// The body of a fresh render.
        init(rendered: RenderedArticle, search: SearchDocument) {
            self.init(
                html: rendered.html, tableOfContents: rendered.tableOfContents, readingMinutes: rendered.readingMinutes,
                fragments: search.fragments)
        }
    }

    var summary: SiteNotes
    private var storedWeights: Stored<[String: Int]>
    private var storedBody: Stored<Body>

    /// A part of the entry kept as read until it is asked for.
    private enum Stored<Value: Sendable>: Sendable {
        case decoded(Value)
        case encoded(ArraySlice<UInt8>)
    }

    /// Keeps a fresh render without the text the search document was made from.
    init(rendered: RenderedArticle, search: SearchDocument) {
        summary = SiteNotes(
            warnings: rendered.warnings, headingIDs: rendered.headingIDs, anchorLinks: rendered.anchorLinks,
            searchMetadata: search.metadata, searchLength: search.length)
        storedWeights = .decoded(search.weights)
        storedBody = .decoded(Body(rendered: rendered, search: search))
    }

    /// Weighted occurrences per stem, as ``SearchDocument/weights``, decoded now if the entry was
    /// read from the cache.
    /// - Throws: When the entry's weights are damaged.
    func weights() throws(CacheReader.Malformed) -> [String: Int] {
        switch storedWeights {
        case .decoded(let weights): return weights
        case .encoded(let bytes): return try Self.decodeWeights(bytes)
        }
    }

    /// The body, decoded now if it was read from the cache.
    /// - Throws: When the entry's body is damaged.
    func body() throws(CacheReader.Malformed) -> Body {
        switch storedBody {
        case .decoded(let body): return body
        case .encoded(let bytes): return try Self.decodeBody(bytes)
        }
    }

    /// The render as the page templates take it, with `body` (this entry's ``body()``).
    func rendered(_ body: Body) -> RenderedArticle {
        RenderedArticle(
            html: body.html, tableOfContents: body.tableOfContents, readingMinutes: body.readingMinutes, text: "",
            code: "", headings: [], warnings: summary.warnings, headingIDs: summary.headingIDs,
            anchorLinks: summary.anchorLinks)
    }

    /// The search document for the article's search file, with `body` (this entry's ``body()``).
    /// - Throws: When the entry's weights are damaged.
    func searchDocument(_ body: Body) throws(CacheReader.Malformed) -> SearchDocument {
        SearchDocument(
            metadata: summary.searchMetadata, weights: try weights(), length: summary.searchLength,
            fragments: body.fragments)
    }

    /// The search document without its fragments, for the shards alone.
    /// - Throws: When the entry's weights are damaged.
    func searchPostingsDocument() throws(CacheReader.Malformed) -> SearchDocument {
        SearchDocument(
            metadata: summary.searchMetadata, weights: try weights(), length: summary.searchLength, fragments: [])
    }

    // MARK: Bytes

    /// The entry's bytes, read back by ``init(bytes:)``: the summary, the weights (with their byte
    /// count, so a reader can pass over them), then the body.
    /// - Throws: When the body or weights were read from a damaged entry.
    func bytes() throws(CacheReader.Malformed) -> [UInt8] {
        let body = try body()
        let weights = try weights()
        var writer = CacheWriter(capacity: body.html.utf8.count * 2 + 1024)
        writer.write(Self.formatVersion)
        writer.write(summary.warnings.count)
        for warning in summary.warnings { writer.write(warning) }
        writer.write(summary.headingIDs)
        writer.write(summary.anchorLinks.count)
        for link in summary.anchorLinks { writer.write(link) }
        let metadata = summary.searchMetadata
        writer.write([metadata.title, metadata.url, metadata.date, metadata.displayDate, metadata.summary])
        writer.write(metadata.tags)
        writer.write(summary.searchLength)
        // Sorted, so equal documents give equal bytes.
        var stems = CacheWriter(capacity: weights.count * 12 + 8)
        stems.write(weights.count)
        for (stem, weight) in weights.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            stems.write(stem)
            stems.write(weight)
        }
        writer.write(stems.bytes.count)
        writer.append(stems.bytes)
        writer.write(body.html)
        writer.write(body.readingMinutes)
        writer.write(body.tableOfContents.count)
        for entry in body.tableOfContents {
            writer.write(entry.level)
            writer.write(entry.id)
            writer.write(entry.text)
        }
        writer.write(body.fragments)
        return writer.bytes
    }

    /// Reads an entry written by ``bytes()``: the summary now, the weights and body when asked.
    /// - Throws: When the summary is damaged or was written by another format version.
    init(bytes: [UInt8]) throws(CacheReader.Malformed) {
        var reader = CacheReader(bytes)
        guard try reader.readInt() == Self.formatVersion else { throw CacheReader.Malformed() }
        var warnings: [Diagnostic] = []
        for _ in 0..<(try reader.readCount()) { warnings.append(try reader.readDiagnostic()) }
        let headingIDs = try reader.readStrings()
        var anchorLinks: [AnchorLink] = []
        for _ in 0..<(try reader.readCount()) { anchorLinks.append(try reader.readAnchorLink()) }
        let fields = try reader.readStrings()
        guard fields.count == 5 else { throw CacheReader.Malformed() }
        let metadata = SearchDocument.Metadata(
            title: fields[0], url: fields[1], date: fields[2], displayDate: fields[3], tags: try reader.readStrings(),
            summary: fields[4])
        let length = try reader.readInt()
        storedWeights = .encoded(try reader.readBytes(try reader.readCount()))
        summary = SiteNotes(
            warnings: warnings, headingIDs: headingIDs, anchorLinks: anchorLinks, searchMetadata: metadata,
            searchLength: length)
        storedBody = .encoded(reader.rest)
    }

    private static func decodeWeights(_ bytes: ArraySlice<UInt8>) throws(CacheReader.Malformed) -> [String: Int] {
        var reader = CacheReader(bytes)
        let count = try reader.readCount()
        var weights: [String: Int] = [:]
        weights.reserveCapacity(count)
        for _ in 0..<count { weights[try reader.readString()] = try reader.readInt() }
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
        return weights
    }

    private static func decodeBody(_ bytes: ArraySlice<UInt8>) throws(CacheReader.Malformed) -> Body {
        var reader = CacheReader(bytes)
        let html = try reader.readString()
        let readingMinutes = try reader.readInt()
        var contents: [TableOfContents.Entry] = []
        for _ in 0..<(try reader.readCount()) {
            contents.append(
                TableOfContents.Entry(
                    level: try reader.readInt(), id: try reader.readString(), text: try reader.readString()))
        }
        let fragments = try reader.readStrings()
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
        return Body(html: html, tableOfContents: contents, readingMinutes: readingMinutes, fragments: fragments)
    }

    /// Bumped whenever the layout above changes, so older entries are rebuilt, not misread.
    private static let formatVersion = 3
}

extension RenderedArticle {
    /// A render with no body: what an article page shows besides the render, for fingerprints.
    static let placeholder = RenderedArticle(
        html: "", tableOfContents: [], readingMinutes: 0, text: "", code: "", headings: [], warnings: [])
}

extension CacheWriter {
    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.severity == .error)
        write(diagnostic.file)
        write(diagnostic.line)
        write(diagnostic.column)
        write(diagnostic.message)
    }
}

extension CacheWriter {
    mutating func write(_ link: AnchorLink) {
        write([link.targetSlug, link.fragment, link.destination, link.file])
        write(link.line)
        write(link.column)
    }
}

extension CacheReader {
    mutating func readAnchorLink() throws(Malformed) -> AnchorLink {
        let texts = try readStrings()
        guard texts.count == 4 else { throw Malformed() }
        return AnchorLink(
            targetSlug: texts[0], fragment: texts[1], destination: texts[2], file: texts[3], line: try readInt(),
            column: try readOptionalInt())
    }

    mutating func readDiagnostic() throws(Malformed) -> Diagnostic {
        let severity: Diagnostic.Severity = try readBool() ? .error : .warning
        return Diagnostic(
            severity, file: try readOptionalString(), line: try readOptionalInt(), column: try readOptionalInt(),
            message: try readString())
    }
}
