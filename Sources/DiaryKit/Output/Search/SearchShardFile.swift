/// The bytes of one search shard, `{"stem":[article, score, article, score, …], …}` (see
/// ``SearchIndexFiles``): written whole from postings, or updated from the previous build's file
/// for a few changed articles, byte for byte what writing it whole would give.
enum SearchShardFile {
    /// One article's entry for one stem (32 bits each: a 10,000-article index holds millions).
    struct Posting: Sendable, Equatable {
        var article: UInt32
        var score: UInt32
    }

    /// A previous shard that this code did not write the way it expects, so it cannot be updated.
    struct Unreadable: Error {}

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
    /// Entries of stems not in `touched` are copied as they are; the others are decoded, lose
    /// the changed articles' postings, gain `postings[stem]`, and are left out when empty.
    /// - Parameters:
    ///   - previous: The shard's bytes from the previous build (empty when it had none).
    ///   - touched: The stems of this shard that any changed article had before or has now.
    ///   - postings: The changed articles' postings now, by stem (of this shard), in article order.
    /// - Returns: The shard's bytes, or `nil` when it holds no stem any more.
    /// - Throws: ``Unreadable`` when `previous` is not a shard as ``contents(_:)`` writes it.
    static func updated(
        _ previous: [UInt8], changedArticles: Set<UInt32>, touched: Set<String>, postings: [String: [Posting]]
    ) throws(Unreadable) -> [UInt8]? {
        var added = postings.keys.map { (stem: $0, key: key(of: $0)) }
        added.sort { $0.stem.utf8.lexicographicallyPrecedes($1.stem.utf8) }
        var next = added.startIndex
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(previous.count + 1024)
        var isFirst = true
        func emit(key: [UInt8], postings: [Posting]) {
            guard !postings.isEmpty else { return }
            if !isFirst { bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            appendEntry(key: key, postings: postings, to: &bytes)
        }
        var reader = Reader(previous)
        while let entry = try reader.next() {
            let stem = String(decoding: entry.key.dropFirst().dropLast(), as: UTF8.self)
            while next < added.endIndex, added[next].stem.utf8.lexicographicallyPrecedes(stem.utf8) {
                emit(key: added[next].key, postings: postings[added[next].stem] ?? [])
                next += 1
            }
            let isNew = next < added.endIndex && added[next].stem == stem
            if isNew { next += 1 }
            guard isNew || touched.contains(stem) else {
                if !isFirst { bytes.append(UInt8(ascii: ",")) }
                isFirst = false
                bytes += previous[entry.range]
                continue
            }
            var kept = try reader.postings(of: entry).filter { !changedArticles.contains($0.article) }
            if let fresh = postings[stem] { kept = merged(kept, fresh) }
            emit(key: Array(entry.key), postings: kept)
        }
        for item in added[next...] { emit(key: item.key, postings: postings[item.stem] ?? []) }
        guard !isFirst else { return nil }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    // MARK: Writing

    /// A stem as its quoted JSON key.
    private static func key(of stem: String) -> [UInt8] {
        var json = JSONText()
        json.string(stem)
        return json.bytes
    }

    /// `"stem":[Δarticle,score,…]`, each article number the difference from the one before.
    private static func appendEntry(key: [UInt8], postings: [Posting], to bytes: inout [UInt8]) {
        bytes += key
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: "["))
        var previous: UInt32 = 0
        for (index, posting) in postings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendNumber(posting.article - previous, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendNumber(posting.score, to: &bytes)
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

    /// Two article-ordered lists of postings for different articles, merged in article order.
    private static func merged(_ first: [Posting], _ second: [Posting]) -> [Posting] {
        var result: [Posting] = []
        result.reserveCapacity(first.count + second.count)
        var (left, right) = (0, 0)
        while left < first.count, right < second.count {
            if first[left].article < second[right].article {
                result.append(first[left])
                left += 1
            } else {
                result.append(second[right])
                right += 1
            }
        }
        result += first[left...]
        result += second[right...]
        return result
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
                let close = bytes[(quote + 3)...].firstIndex(of: UInt8(ascii: "]")), close + 1 < bytes.count,
                bytes[close + 1] == UInt8(ascii: ",") || bytes[close + 1] == UInt8(ascii: "}")
            else { throw Unreadable() }
            offset = close + 1
            return Entry(range: start..<offset, key: bytes[start...quote], numbers: (quote + 3)..<close)
        }

        /// The postings of `entry`, article numbers undone from differences.
        func postings(of entry: Entry) throws(Unreadable) -> [Posting] {
            var postings: [Posting] = []
            var numbers: [UInt32] = []
            var value: UInt32 = 0
            var hasDigit = false
            for byte in bytes[entry.numbers] {
                if byte == UInt8(ascii: ",") {
                    guard hasDigit else { throw Unreadable() }
                    numbers.append(value)
                    (value, hasDigit) = (0, false)
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                    guard !overflow else { throw Unreadable() }
                    value = times &+ UInt32(byte - UInt8(ascii: "0"))
                    hasDigit = true
                } else {
                    throw Unreadable()
                }
            }
            if hasDigit { numbers.append(value) }
            guard numbers.count % 2 == 0 else { throw Unreadable() }
            postings.reserveCapacity(numbers.count / 2)
            var article: UInt32 = 0
            for index in stride(from: 0, to: numbers.count, by: 2) {
                article &+= numbers[index]
                postings.append(Posting(article: article, score: numbers[index + 1]))
            }
            return postings
        }
    }
}
