import Foundation
import Stemming

/// One article as the search index sees it: the stems of its fields with their weighted counts,
/// and its body cut into short fragments for excerpts (the page finds the fragment to quote
/// itself, so the shards stay small). Made in the parallel render step, so the site step only
/// merges.
public struct SearchDocument: Sendable, Equatable {
    /// What a result shows.
    public struct Metadata: Sendable, Equatable {
        public var title: String
        /// Root-relative, under the site's base path.
        public var url: String
        /// `2023-06-08`, or empty.
        public var date: String
        /// «8 июня 2023», or empty.
        public var displayDate: String
        public var tags: [String]
        public var summary: String

        /// What a result shows of one article.
        public init(title: String, url: String, date: String, displayDate: String, tags: [String], summary: String) {
            self.title = title
            self.url = url
            self.date = date
            self.displayDate = displayDate
            self.tags = tags
            self.summary = summary
        }
    }

    /// How much one occurrence counts, by where it is (body text counts 2, so code can count 1).
    public enum Field: Int, Sendable {
        case title = 16
        case heading = 8
        case tag = 6
        case summary = 4
        case body = 2
        case code = 1
    }

    public var metadata: Metadata
    /// Weighted occurrences per stem (in ``Field`` units).
    public var weights: [String: Int]
    /// Words in every field, unweighted: the document's length for BM25.
    public var length: Int
    /// The body as short pieces of text, in order.
    public var fragments: [String]

    /// Tokenises and stems every field of one article.
    /// - Parameter stems: The cache of stems shared with the other articles.
    public init(
        metadata: Metadata, headings: [String], body: String, code: String, stems: StemCache = StemCache()
    ) {
        self.metadata = metadata
        fragments = SearchFragments.split(body)
        // Words are weighed first and stemmed once each: an article repeats its words, and every
        // trip to the shared cache takes its lock.
        var words = WordWeights()
        words.add(metadata.title, as: .title)
        for heading in headings { words.add(heading, as: .heading) }
        for tag in metadata.tags { words.add(Self.spacingHyphens(tag), as: .tag) }
        words.add(metadata.summary, as: .summary)
        words.add(body, as: .body)
        words.add(code, as: .code, minimumLength: 3)
        length = words.count
        weights = stems.stemWeights(words)
    }

    /// A document from parts already tokenised and stemmed (a cached article's).
    public init(metadata: Metadata, weights: [String: Int], length: Int, fragments: [String]) {
        self.metadata = metadata
        self.weights = weights
        self.length = length
        self.fragments = fragments
    }
}

extension SearchDocument {
    /// `tag` with each `-` made a space, as `replacingOccurrences(of: "-", with: " ")` does.
    ///
    /// Done on the bytes when every hyphen stands between scalars that never join it into a
    /// larger character (ASCII, Latin-1 and Latin Extended letters, basic Cyrillic), as in every
    /// tag a diary has; any other tag takes Foundation's way.
    static func spacingHyphens(_ tag: String) -> String {
        let bytes = Array(tag.utf8)
        guard bytes.contains(UInt8(ascii: "-")) else { return tag }
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "-") {
            guard standsAlone(bytes, hyphenAt: index) else { return tag.replacingOccurrences(of: "-", with: " ") }
        }
        return String(decoding: bytes.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    /// Whether the scalars on both sides of the `-` at `index` of UTF-8 `bytes` are ones that
    /// join nothing to it (or there is none).
    private static func standsAlone(_ bytes: [UInt8], hyphenAt index: Int) -> Bool {
        var before = index - 1
        while before >= 0, bytes[before] & 0xC0 == 0x80 { before -= 1 }
        let after = index + 1
        return (before < 0 || isSeparateScalar(bytes, at: before))
            && (after == bytes.count || isSeparateScalar(bytes, at: after))
    }

    /// Whether the scalar starting at `index` is ASCII, a Latin-1 or Latin Extended-A/B letter or
    /// a basic Cyrillic letter: none prepends to, extends or joins a neighbour.
    private static func isSeparateScalar(_ bytes: [UInt8], at index: Int) -> Bool {
        let lead = bytes[index]
        if lead < 0x80 { return true }
        guard lead < 0xE0, lead >= 0xC0, index + 1 < bytes.count else { return false }
        let value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        return (0xC0...0x24F).contains(value) && value != 0xD7 && value != 0xF7 || (0x400...0x45F).contains(value)
    }
}

/// The weighted occurrences of each distinct word of one article, before stemming.
struct WordWeights {
    /// Weight (in ``SearchDocument/Field`` units) per word, keyed by its bytes.
    private(set) var table = WordTable<Int>(capacity: 512)
    /// How many words were added, unweighted.
    private(set) var count = 0

    /// An empty table with room for an article's distinct words.
    init() {}

    /// Adds the words of `text` that have at least `minimumLength` scalars.
    mutating func add(_ text: String, as field: SearchDocument.Field, minimumLength: Int = 1) {
        SearchTokenizer.forEachWord(in: text) { word in
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if minimumLength > 1, word.count(where: { $0 & 0xC0 != 0x80 }) < minimumLength { return }
            table.add(field.rawValue, to: word, hash: WordTable<Int>.hash(word))
            count += 1
        }
    }
}
