#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one search shard, `{"stem":[article, weight, article, weight, …], …}` (see
/// ``SearchIndexFiles``): written whole from postings, or updated from the previous build's file
/// for a few changed articles, byte for byte what writing it whole would give.
public enum SearchShardFile {
    /// One article's entry for one stem (32 bits each: a 10,000-article index holds millions).
    public struct Posting: Sendable, Equatable {
        public var article: UInt32
        public var weight: UInt32

        /// Article `article` of the site's list has the stem with weight `weight`.
        public init(article: UInt32, weight: UInt32) {
            self.article = article
            self.weight = weight
        }
    }

    /// A previous shard that this code did not write the way it expects, so it cannot be updated.
    public struct Unreadable: Error {}

    /// The shard holding `stems`, which must be sorted by their UTF-8 bytes, each with its postings
    /// in article order.
    static func contents(_ stems: [(stem: String, postings: [Posting])]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, entry) in stems.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendEntry(key: key(of: entry.stem), postings: entry.postings, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The shard `previous` with the postings of `changedArticles` replaced by `postings`.
    ///
    /// Entries of stems not in `touched` are copied as they are. In the others, the changed
    /// articles' postings go and `postings[stem]` come in, while the runs of other postings
    /// between them are copied as bytes (only the first number after a change is written
    /// again, as it counts from another article); an entry left empty goes.
    /// - Parameters:
    ///   - previous: The shard's bytes from the previous build (empty when it had none).
    ///   - touched: The stems of this shard that any changed article had before or has now.
    ///   - postings: The changed articles' postings now, by stem (of this shard), in article order.
    /// - Returns: The shard's bytes, or `nil` when it holds no stem any more.
    /// - Throws: ``Unreadable`` when `previous` is not a shard as ``contents(_:)`` writes it.
    public static func updated(
        _ previous: [UInt8], changedArticles: Set<UInt32>, touched: Set<String>, postings: [String: [Posting]]
    ) throws(Unreadable) -> [UInt8]? {
        let removed = changedArticles.sorted()
        var stems = touched.union(postings.keys).map { (text: $0, bytes: Array($0.utf8)) }
        stems.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        var writer = Writer(capacity: previous.count + 1024)
        var next = 0
        var reader = Reader(previous)
        // Untouched entries in a row (with the commas between them), copied in one go.
        var untouched: (bytes: Range<Int>, entries: Int)?
        func copyUntouched() {
            guard let run = untouched else { return }
            writer.copy(previous[run.bytes], entries: run.entries)
            untouched = nil
        }
        while let entry = try reader.next() {
            let stem = previous[(entry.key.startIndex + 1)..<(entry.key.endIndex - 1)]
            while next < stems.count, stems[next].bytes.lexicographicallyPrecedes(stem) {
                copyUntouched()
                writer.entry(key: key(of: stems[next].text), postings: postings[stems[next].text] ?? [])
                next += 1
            }
            if next < stems.count, stems[next].bytes.elementsEqual(stem) {
                copyUntouched()
                try writer.splice(
                    entry, of: previous, removing: removed, adding: postings[stems[next].text] ?? [])
                next += 1
            } else if let run = untouched, run.bytes.upperBound + 1 == entry.range.lowerBound {
                untouched = (run.bytes.lowerBound..<entry.range.upperBound, run.entries + 1)
            } else {
                copyUntouched()
                untouched = (entry.range, 1)
            }
        }
        copyUntouched()
        for stem in stems[next...] { writer.entry(key: key(of: stem.text), postings: postings[stem.text] ?? []) }
        return writer.finished()
    }

    /// Writes a shard entry by entry, leaving out entries with no postings.
    private struct Writer {
        private var bytes: [UInt8] = [UInt8(ascii: "{")]
        private var entries = 0

        init(capacity: Int) {
            bytes.reserveCapacity(capacity)
        }

        /// The shard, or `nil` when it has no entry.
        func finished() -> [UInt8]? {
            entries == 0 ? nil : bytes + [UInt8(ascii: "}")]
        }

        /// Copies `count` entries of a previous shard as they are (with the commas between them).
        mutating func copy(_ run: ArraySlice<UInt8>, entries count: Int) {
            if entries > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += run
            entries += count
        }

        mutating func entry(key: [UInt8], postings: [Posting]) {
            guard !postings.isEmpty else { return }
            if entries > 0 { bytes.append(UInt8(ascii: ",")) }
            appendEntry(key: key, postings: postings, to: &bytes)
            entries += 1
        }

        /// `entry` of `previous` without the postings of `removed` (sorted), with `added` (in
        /// article order). Past the last article either names, the rest is copied unread.
        mutating func splice(
            _ entry: Reader.Entry, of previous: [UInt8], removing removed: [UInt32], adding added: [Posting]
        ) throws(Unreadable) {
            let start = bytes.count
            if entries > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += entry.key
            bytes += [UInt8(ascii: ":"), UInt8(ascii: "[")]
            var written = 0
            var last: UInt32 = 0
            func write(_ posting: Posting) {
                if written > 0 { bytes.append(UInt8(ascii: ",")) }
                appendNumber(posting.article - last, to: &bytes)
                bytes.append(UInt8(ascii: ","))
                appendNumber(posting.weight, to: &bytes)
                last = posting.article
                written += 1
            }
            var fresh = added.startIndex
            var run: Range<Int>?
            func flush() {
                guard let range = run else { return }
                if written > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes += previous[range]
                written += 1
                run = nil
            }
            var pairs = PairReader(previous, range: entry.numbers)
            var before: UInt32 = 0
            var nextRemoved = 0
            let bound = max(removed.last ?? 0, added.last?.article ?? 0)
            while let pair = try pairs.next() {
                let article = before &+ pair.delta
                while fresh < added.endIndex, added[fresh].article < article {
                    flush()
                    write(added[fresh])
                    fresh += 1
                }
                while nextRemoved < removed.count, removed[nextRemoved] < article { nextRemoved += 1 }
                if nextRemoved < removed.count, removed[nextRemoved] == article {
                    flush()
                } else if last == before {
                    // Counted from the same article as before: the bytes stand as they are.
                    run = (run?.lowerBound ?? pair.bytes.lowerBound)..<pair.bytes.upperBound
                    last = article
                } else {
                    flush()
                    write(Posting(article: article, weight: pair.weight))
                }
                before = article
                if article >= bound, fresh == added.endIndex, last == before, let rest = pairs.rest() {
                    // Nothing changes past here, and the next number counts from the same article.
                    run = (run?.lowerBound ?? rest.lowerBound)..<rest.upperBound
                    break
                }
            }
            flush()
            for posting in added[fresh...] { write(posting) }
            if written == 0 {
                bytes.removeSubrange(start...)
                return
            }
            bytes.append(UInt8(ascii: "]"))
            entries += 1
        }
    }

    /// Reads the `article-difference, weight` pairs of one entry, with the bytes of each.
    private struct PairReader {
        let bytes: [UInt8]
        var offset: Int
        let end: Int

        init(_ bytes: [UInt8], range: Range<Int>) {
            self.bytes = bytes
            offset = range.lowerBound
            end = range.upperBound
        }

        /// The bytes of the pairs not read yet, skipping them; `nil` when there are none.
        mutating func rest() -> Range<Int>? {
            guard offset < end else { return nil }
            defer { offset = end }
            return offset..<end
        }

        mutating func next() throws(Unreadable) -> (delta: UInt32, weight: UInt32, bytes: Range<Int>)? {
            guard offset < end else { return nil }
            let start = offset
            let delta = try number()
            guard offset < end, bytes[offset] == UInt8(ascii: ",") else { throw Unreadable() }
            offset += 1
            let weight = try number()
            let range = start..<offset
            if offset < end {
                guard bytes[offset] == UInt8(ascii: ",") else { throw Unreadable() }
                offset += 1
                guard offset < end else { throw Unreadable() }
            }
            return (delta, weight, range)
        }

        private mutating func number() throws(Unreadable) -> UInt32 {
            var value: UInt32 = 0
            let start = offset
            while offset < end, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt32(bytes[offset] - UInt8(ascii: "0")))
                guard !overflow, !carry else { throw Unreadable() }
                value = sum
                offset += 1
            }
            guard offset > start else { throw Unreadable() }
            return value
        }
    }

    // MARK: Writing

    /// A stem as its quoted JSON key.
    private static func key(of stem: String) -> [UInt8] {
        var json = JSONText()
        json.string(stem)
        return json.bytes
    }

    /// `"stem":[Δarticle,weight,…]`, each article number the difference from the one before.
    private static func appendEntry(key: [UInt8], postings: [Posting], to bytes: inout [UInt8]) {
        bytes += key
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: "["))
        var previous: UInt32 = 0
        for (index, posting) in postings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendNumber(posting.article - previous, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendNumber(posting.weight, to: &bytes)
            previous = posting.article
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func appendNumber(_ value: UInt32, to bytes: inout [UInt8]) {
        var divisor: UInt32 = 1
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    // MARK: Reading

    /// Walks the entries of a shard as ``contents(_:)`` writes it.
    private struct Reader {
        /// One `"stem":[…]` entry: its bytes, its quoted key and its numbers between the brackets.
        struct Entry {
            var range: Range<Int>
            var key: ArraySlice<UInt8>
            var numbers: Range<Int>
        }

        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The next entry, or `nil` after the last.
        mutating func next() throws(Unreadable) -> Entry? {
            if bytes.isEmpty { return nil }
            if offset == 0 {
                guard bytes.first == UInt8(ascii: "{") else { throw Unreadable() }
                offset = 1
            } else if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            }
            guard offset < bytes.count else { throw Unreadable() }
            if bytes[offset] == UInt8(ascii: "}") {
                guard offset == bytes.count - 1 else { throw Unreadable() }
                return nil
            }
            let start = offset
            guard bytes[offset] == UInt8(ascii: "\"") else { throw Unreadable() }
            // Stems need no escapes; a key with one is not read (the whole index is made again).
            guard
                let quote = bytes[(offset + 1)...].firstIndex(where: {
                    $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
                }),
                bytes[quote] == UInt8(ascii: "\""), quote + 2 < bytes.count, bytes[quote + 1] == UInt8(ascii: ":"),
                bytes[quote + 2] == UInt8(ascii: "["),
                let close = Self.index(of: UInt8(ascii: "]"), in: bytes, from: quote + 3), close + 1 < bytes.count,
                bytes[close + 1] == UInt8(ascii: ",") || bytes[close + 1] == UInt8(ascii: "}")
            else { throw Unreadable() }
            offset = close + 1
            return Entry(range: start..<offset, key: bytes[start...quote], numbers: (quote + 3)..<close)
        }

        /// The first index of `byte` in `bytes` at or after `start`: `memchr`, which reads many
        /// bytes at a time, as one entry's numbers run to tens of kilobytes at 10,000 articles.
        private static func index(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
            guard start < bytes.count else { return nil }
            return bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
        }
    }
}
