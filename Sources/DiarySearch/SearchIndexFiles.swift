/// The chunked search index, built from every article's ``SearchDocument``: a small manifest,
/// one shard per stem prefix (so a one-word query downloads one shard), and one file per few
/// consecutive articles with what a result shows.
///
/// - `search-index.json`: the manifest: article count, every article's length in words, BM25's
///   parameters, shard prefixes, articles per document file, where the rest lives.
/// - `search/<hex of the prefix>.json.gz`: gzip-compressed (``Gzip``),
///   `{"stem": [article, weight, article, weight, …], …}`, each
///   article number the difference from the one before; the weight is the stem's weighted count
///   in the article (``SearchDocument/Field`` units). A reader turns it into BM25's term-frequency
///   part with the article's length from the manifest, so an edit that changes an article's
///   length rewrites only the shards of the words whose counts changed, not all of its words'.
/// - `search/doc/<article ÷ documentsPerFile>.json.gz`: gzip-compressed, an array of the group's articles, each its
///   title, URL, dates, tags, summary and body fragments (``SearchDocumentGroups``).
///
/// Everything is sorted, so the files are byte-identical however the articles were rendered.
public struct SearchIndexFiles {
    /// A stem's weight as a shard holds it (at least 1, at most `UInt32.max`).
    public static func posted(_ weight: Int) -> UInt32 {
        UInt32(clamping: max(1, weight))
    }

    /// Stems are grouped into shards by this many leading characters.
    static let prefixLength = 2
    /// BM25's term-frequency saturation and length normalisation, applied by the reader.
    static let k1 = 1.2
    static let b = 0.75

    /// Every article's stems, in the order of the site's article list.
    var articles: Articles
    /// The stems the postings' numbers stand for, indexed by number.
    var stems: [String]
    /// The articles whose document files ``files()`` also writes (none when they were written as
    /// each article rendered).
    var documents: [SearchDocument]
    /// The site's base path, `/repo/`.
    var basePath: String
    /// Root-relative URL of the stemmer's WebAssembly, when the site has one.
    var stemmerURL: String?

    /// The articles' postings as the index reads them: article by article in the site's order,
    /// as many times as it makes a few shards at a time.
    struct Articles {
        /// How many articles the site's list has.
        var count: Int
        /// The postings of article `number` of the list.
        var postings: (_ number: Int) -> SearchPostings
    }

    /// About how many bytes of turned-around postings a build holds at once: the shards are made
    /// a few at a time, each group reading every article's postings again, so that a site of
    /// 100,000 articles never holds its whole index (about 100 MB) in memory. A site of 10,000
    /// articles fits in one group.
    var bytesPerGroup = 32 << 20
    /// What one article's entry for one stem takes turned around, at most as a rule: its number
    /// difference and its weight, one or two bytes each (``SearchInvertedIndex``).
    static let bytesPerPosting = 3

    /// The files of `postings`; the articles' document files are written apart, with
    /// ``SearchDocumentGroups``.
    /// - Parameter stems: What the postings' stem numbers stand for (``StemNumbers/stems``).
    public init(postings: [SearchPostings], stems: [String], basePath: String, stemmerURL: String?) {
        articles = Articles(count: postings.count) { postings[$0] }
        self.stems = stems
        documents = []
        self.basePath = basePath
        self.stemmerURL = stemmerURL
    }

    /// The files of the postings kept in `list`: article `n` of the site's list is the one at
    /// place `places[n]` of `list` (read again for each group of shards).
    /// - Parameter stems: What the postings' stem numbers stand for (``StemNumbers/stems``).
    public init(list: SearchPostingsList, places: [Int], stems: [String], basePath: String, stemmerURL: String?) {
        articles = Articles(count: places.count) {
            list.postings(at: places[$0]) ?? SearchPostings(encoded: [], count: 0, length: 0)
        }
        self.stems = stems
        documents = []
        self.basePath = basePath
        self.stemmerURL = stemmerURL
    }

    /// Every file of `documents`, the articles' own files included.
    init(documents: [SearchDocument], basePath: String, stemmerURL: String?) {
        let numbers = StemNumbers()
        let postings = documents.map { SearchPostings($0, numbers: numbers) }
        self.init(postings: postings, stems: numbers.stems, basePath: basePath, stemmerURL: stemmerURL)
        self.documents = documents
    }

    /// The files to write, as site paths and their text: the manifest, the shards, and the
    /// document files of ``documents`` (inflated: their JSON).
    func files() -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        // A copy: writing consumes the value.
        let copy = self
        _ = copy.write { path, bytes in
            let text = path.hasSuffix(".gz") ? Gzip.decompress(bytes) ?? [] : bytes
            files.append((path, String(decoding: text, as: UTF8.self)))
        }
        return files
    }

    /// Hands every file to `write`, one at a time, so the shards (tens of megabytes for a big
    /// site) are never all held at once. The postings are turned around a few shards at a time
    /// (at most about ``bytesPerGroup``, ``SearchInvertedIndex``), reading the articles' postings
    /// once for each group.
    /// - Returns: The prefixes that have a shard, sorted.
    public consuming func write<Failure: Error>(
        _ write: (_ path: String, _ bytes: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> [String] {
        var lengths = [Int](repeating: 0, count: articles.count)
        // Per stem, how many articles have it.
        var articleCounts = [Int](repeating: 0, count: stems.count)
        for number in 0..<articles.count {
            let postings = articles.postings(number)
            lengths[number] = postings.length
            for (stem, _) in postings.stems { articleCounts[stem] += 1 }
        }
        let shards = stemsByShard(articleCounts)
        let keys = Self.sorted(shards.keys)
        try write(
            "search-index.json",
            Array(Self.manifest(lengths: lengths, shardKeys: keys, basePath: basePath, stemmerURL: stemmerURL).utf8))
        var bundle = SearchShardBundle.bundles(articles: lengths.count) ? SearchShardBundle() : nil
        for group in groups(keys, shards: shards, articleCounts: articleCounts) {
            var chosen = [Bool](repeating: false, count: stems.count)
            for key in group { for number in shards[key] ?? [] { chosen[number] = true } }
            var index = SearchInvertedIndex(articles, chosen: chosen)
            for key in group {
                guard let numbers = shards[key] else { continue }
                let sorted = numbers.sorted { stems[$0].utf8.lexicographicallyPrecedes(stems[$1].utf8) }
                let contents = SearchShardFile.contents(
                    sorted.map { (stem: stems[$0], postings: index.postings(ofStem: $0)) })
                for number in numbers { index.remove(stem: number) }
                bundle?.add(prefix: key, shard: contents)
                try write(Self.shardPath(forPrefix: key), Self.compressedShard(contents))
            }
        }
        if let bundle { try write(SearchShardBundle.path, bundle.compressed) }
        // A group at a time, so the entries of all articles are never held at once.
        let perFile = SearchDocumentFile.documentsPerFile
        for first in stride(from: 0, to: documents.count, by: perFile) {
            let members = documents[first..<min(first + perFile, documents.count)]
            try write(
                SearchDocumentFile.path(ofGroup: SearchDocumentFile.group(of: first)),
                SearchDocumentFile.compressed(SearchDocumentFile.bytes(of: members.map(Self.documentEntryBytes))))
        }
        return keys
    }

    /// One article's entry in its document file: what its search result shows, as a JSON object.
    public static func documentEntry(_ document: SearchDocument) -> String {
        String(decoding: documentEntryBytes(document), as: UTF8.self)
    }

    /// ``documentEntry(_:)`` as UTF-8 bytes, for a file that is written as bytes: no string is
    /// made (and validated) on the way.
    public static func documentEntryBytes(_ document: SearchDocument) -> [UInt8] {
        let metadata = document.metadata
        // Room for the fragments and a little more, so the bytes rarely grow more than once.
        var json = JSONText(capacity: document.fragments.reduce(256) { $0 + $1.utf8.count + 3 })
        json.object {
            $0.field("title") { $0.string(metadata.title) }
            $0.field("url") { $0.string(metadata.url) }
            $0.field("date") { $0.string(metadata.date) }
            $0.field("displayDate") { $0.string(metadata.displayDate) }
            $0.field("tags") { $0.strings(metadata.tags) }
            $0.field("summary") { $0.string(metadata.summary) }
            $0.field("fragments") { $0.strings(document.fragments) }
        }
        return json.bytes
    }

    /// The site path of the shard of `prefix`: gzip-compressed JSON, inflated by the page
    /// (`js/search.js`) and by an index updated shard by shard.
    public static func shardPath(forPrefix prefix: String) -> String {
        "search/\(fileName(forPrefix: prefix)).json.gz"
    }

    /// A shard's file (or the bundle's) from its JSON: gzip at zlib's default level
    /// (``Gzip/defaultLevel``), the same bytes for the same JSON on every build.
    public static func compressedShard(_ json: [UInt8]) -> [UInt8] {
        Gzip.compress(json, level: Gzip.defaultLevel)
    }

    /// The shard file name of a prefix: its UTF-8 bytes in hex, safe on every file system and URL.
    public static func fileName(forPrefix prefix: String) -> String {
        prefix.utf8.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }.joined()
    }

    /// Sorted by their UTF-8 bytes: the same order everywhere, without Unicode comparisons' cost.
    public static func sorted(_ keys: some Sequence<String>) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The shard a stem belongs to.
    public static func prefix(of stem: String) -> String {
        String(String.UnicodeScalarView(stem.unicodeScalars.prefix(prefixLength)))
    }

    // MARK: Postings

    typealias Posting = SearchShardFile.Posting

    /// The numbers of the stems some article has, by the prefix of their shard.
    /// - Parameter articleCounts: Per stem number, how many articles have it.
    private func stemsByShard(_ articleCounts: [Int]) -> [String: [Int]] {
        var shards: [String: [Int]] = [:]
        for (number, stem) in stems.enumerated() where articleCounts[number] > 0 {
            shards[Self.prefix(of: stem), default: []].append(number)
        }
        return shards
    }

    /// The shards' `keys` (sorted) in runs of consecutive keys, each run's postings within
    /// ``bytesPerGroup`` turned around (a shard larger than that is a run of its own).
    private func groups(_ keys: [String], shards: [String: [Int]], articleCounts: [Int]) -> [ArraySlice<String>] {
        var groups: [ArraySlice<String>] = []
        var start = 0
        var bytes = 0
        for (offset, key) in keys.enumerated() {
            let shardBytes = (shards[key] ?? []).reduce(0) { $0 + articleCounts[$1] } * Self.bytesPerPosting
            if offset > start, bytes + shardBytes > bytesPerGroup {
                groups.append(keys[start..<offset])
                start = offset
                bytes = 0
            }
            bytes += shardBytes
        }
        if start < keys.count { groups.append(keys[start...]) }
        return groups
    }

    // MARK: JSON

    /// `search-index.json` of a site whose articles have `lengths` (in the site's order) and whose
    /// shards are `shardKeys` (sorted).
    public static func manifest(
        lengths: [Int], shardKeys: [String], basePath: String, stemmerURL: String?
    ) -> String {
        var json = JSONText()
        json.object {
            $0.field("version") { $0.number(4) }
            $0.field("articles") { $0.number(lengths.count) }
            $0.field("lengths") { $0.numbers(lengths) }
            $0.field("k1") { $0.decimal(Self.k1) }
            $0.field("b") { $0.decimal(Self.b) }
            $0.field("bodyWeight") { $0.number(SearchDocument.Field.body.rawValue) }
            $0.field("prefixLength") { $0.number(Self.prefixLength) }
            $0.field("documentsPerFile") { $0.number(SearchDocumentFile.documentsPerFile) }
            $0.field("shards") { $0.strings(shardKeys) }
            $0.field("shardPath") { $0.string(basePath + "search/") }
            $0.field("stemmer") { if let stemmerURL { $0.string(stemmerURL) } else { $0.null() } }
            if SearchShardBundle.bundles(articles: lengths.count) {
                $0.field("bundle") { $0.string(basePath + SearchShardBundle.path) }
            }
        }
        return json.text
    }

}
