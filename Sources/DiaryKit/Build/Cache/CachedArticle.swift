import DiaryContent
import DiaryMarkdown

/// What rendering one article produced that later builds can reuse: everything its page, the
/// site-wide pages and the search index take from the render. The prose and code kept only for
/// tokenising are left out: the search document is kept already tokenised.
struct CachedArticle: Sendable {
    var rendered: RenderedArticle
    var search: SearchDocument

    /// Keeps `rendered` without the text the search document was made from.
    init(rendered: RenderedArticle, search: SearchDocument) {
        var kept = rendered
        kept.text = ""
        kept.code = ""
        kept.headings = []
        self.rendered = kept
        self.search = search
    }

    /// The entry's bytes, read back by ``init(bytes:)``.
    var bytes: [UInt8] {
        var writer = CacheWriter(capacity: rendered.html.utf8.count * 2 + 1024)
        writer.write(Self.formatVersion)
        writer.write(rendered.html)
        writer.write(rendered.readingMinutes)
        writer.write(rendered.tableOfContents.count)
        for entry in rendered.tableOfContents {
            writer.write(entry.level)
            writer.write(entry.id)
            writer.write(entry.text)
        }
        writer.write(rendered.warnings.count)
        for warning in rendered.warnings { writer.write(warning) }
        writer.write(rendered.headingIDs)
        writer.write(rendered.anchorLinks.count)
        for link in rendered.anchorLinks {
            writer.write([link.targetSlug, link.fragment, link.destination, link.file])
            writer.write(link.line)
            writer.write(link.column)
        }
        let metadata = search.metadata
        writer.write([metadata.title, metadata.url, metadata.date, metadata.displayDate, metadata.summary])
        writer.write(metadata.tags)
        writer.write(search.length)
        writer.write(search.fragments)
        // Sorted, so equal documents give equal bytes.
        let weights = search.weights.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        writer.write(weights.count)
        for (stem, weight) in weights {
            writer.write(stem)
            writer.write(weight)
        }
        return writer.bytes
    }

    /// Reads an entry written by ``bytes``.
    /// - Throws: When the bytes are damaged or were written by another format version.
    init(bytes: [UInt8]) throws(CacheReader.Malformed) {
        var reader = CacheReader(bytes)
        guard try reader.readInt() == Self.formatVersion else { throw CacheReader.Malformed() }
        let html = try reader.readString()
        let readingMinutes = try reader.readInt()
        var contents: [TableOfContents.Entry] = []
        for _ in 0..<(try reader.readCount()) {
            contents.append(
                TableOfContents.Entry(
                    level: try reader.readInt(), id: try reader.readString(), text: try reader.readString()))
        }
        var warnings: [Diagnostic] = []
        for _ in 0..<(try reader.readCount()) { warnings.append(try reader.readDiagnostic()) }
        let headingIDs = try reader.readStrings()
        var anchorLinks: [AnchorLink] = []
        for _ in 0..<(try reader.readCount()) {
            let texts = try reader.readStrings()
            guard texts.count == 4 else { throw CacheReader.Malformed() }
            anchorLinks.append(
                AnchorLink(
                    targetSlug: texts[0], fragment: texts[1], destination: texts[2], file: texts[3],
                    line: try reader.readInt(), column: try reader.readOptionalInt()))
        }
        let fields = try reader.readStrings()
        guard fields.count == 5 else { throw CacheReader.Malformed() }
        let metadata = SearchDocument.Metadata(
            title: fields[0], url: fields[1], date: fields[2], displayDate: fields[3], tags: try reader.readStrings(),
            summary: fields[4])
        let length = try reader.readInt()
        let fragments = try reader.readStrings()
        var weights: [String: Int] = [:]
        let stemCount = try reader.readCount()
        weights.reserveCapacity(stemCount)
        for _ in 0..<stemCount { weights[try reader.readString()] = try reader.readInt() }
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
        rendered = RenderedArticle(
            html: html, tableOfContents: contents, readingMinutes: readingMinutes, text: "", code: "", headings: [],
            warnings: warnings, headingIDs: headingIDs, anchorLinks: anchorLinks)
        search = SearchDocument(metadata: metadata, weights: weights, length: length, fragments: fragments)
    }

    /// Bumped whenever the layout above changes, so older entries are rebuilt, not misread.
    private static let formatVersion = 1
}

extension SearchDocument {
    /// A document from parts already tokenised and stemmed (a cached article's).
    init(metadata: Metadata, weights: [String: Int], length: Int, fragments: [String]) {
        self.metadata = metadata
        self.weights = weights
        self.length = length
        self.fragments = fragments
    }
}

extension CacheWriter {
    fileprivate mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.severity == .error)
        write(diagnostic.file)
        write(diagnostic.line)
        write(diagnostic.column)
        write(diagnostic.message)
    }
}

extension CacheReader {
    fileprivate mutating func readDiagnostic() throws(Malformed) -> Diagnostic {
        let severity: Diagnostic.Severity = try readBool() ? .error : .warning
        return Diagnostic(
            severity, file: try readOptionalString(), line: try readOptionalInt(), column: try readOptionalInt(),
            message: try readString())
    }
}
