import Testing

@testable import DiarySearch

/// What a build keeps of every article for the shards until the end (``SearchPostings``, a few
/// bytes per stem) and how the shards are made from it (``SearchInvertedIndex``): the same shard
/// bytes as inverting plain stem–weight tables, however the numbers and weights are spread.
@Suite("Compact search postings")
struct CompactPostingsTests {
    /// `count` articles' stem tables over a vocabulary of `vocabulary` stems: common stems in most
    /// articles, rare ones in few, weights from 1 to past two bytes, one past `UInt32`.
    static func tables(count: Int, vocabulary: Int, seed: UInt64) -> [[String: Int]] {
        var random = SearchShardFileTests.Generator(state: seed)
        return (0..<count).map { article in
            var table: [String: Int] = [:]
            for _ in 0..<(20 + random.below(60)) {
                // Squaring skews the choice toward the first stems.
                let pick = random.below(vocabulary)
                let stem = "s\(pick * pick / vocabulary)"
                let weight = [1, 2, 3, 16, 127, 128, 300, 16_383, 16_384, 70_000][random.below(10)]
                table[stem, default: 0] += weight
            }
            if article == 0 || article == count - 1 { table["рядкое"] = 4 }
            if article == 7 { table["огромный"] = Int(UInt32.max) + 5 }
            return table
        }
    }

    @Test("Postings keep each stem with its weight, in two or three bytes a stem")
    func roundTrip() {
        let numbers = StemNumbers()
        let table = ["кнопк": 28, "затвор": 2, "swiftui": 6, "a": 1, "огромн": Int(UInt32.max) + 1]
        let postings = SearchPostings(stemWeights: table.map { ($0.key, $0.value) }, length: 9, numbers: numbers)
        let kept = Dictionary(uniqueKeysWithValues: postings.stemWeights(numbers: numbers).map { ($0.stem, $0.weight) })
        #expect(kept == table.mapValues { min($0, Int(UInt32.max)) })
        #expect(postings.count == 5)
        #expect(postings.length == 9)
        // Four stems of one-byte weight and number differences, and one weight of five bytes.
        #expect(postings.encodedByteCount == 4 * 2 + 1 + 5)
        let stemNumbers = postings.stems.map(\.number)
        #expect(stemNumbers == stemNumbers.sorted())
    }

    @Test("Shards made from compact postings are the shards of a plain inversion of the stem tables")
    func shardsMatchPlainInversion() throws {
        // More than 128 articles, so article differences take two bytes too.
        let tables = Self.tables(count: 300, vocabulary: 400, seed: 35)
        let numbers = StemNumbers()
        // Numbered in another order than the articles', as parallel renders do.
        var postings = [SearchPostings?](repeating: nil, count: tables.count)
        for index in tables.indices.reversed() {
            postings[index] = SearchPostings(
                stemWeights: tables[index].map { ($0.key, $0.value) }, length: index, numbers: numbers)
        }
        let files = SearchIndexFiles(
            postings: postings.compactMap { $0 }, stems: numbers.stems, basePath: "/", stemmerURL: nil
        ).files()
        // The expected shards: every stem's articles in order, from the tables themselves.
        var byShard: [String: [String: [SearchShardFile.Posting]]] = [:]
        for (article, table) in tables.enumerated() {
            for (stem, weight) in table {
                byShard[SearchIndexFiles.prefix(of: stem), default: [:]][stem, default: []].append(
                    SearchShardFile.Posting(article: UInt32(article), weight: SearchIndexFiles.posted(weight)))
            }
        }
        let shardFiles = files.filter { $0.path.hasPrefix("search/") && !$0.path.hasPrefix("search/doc/") }
        #expect(shardFiles.count == byShard.count)
        for (prefix, stems) in byShard {
            let path = SearchIndexFiles.shardPath(forPrefix: prefix)
            let expected = SearchShardFile.contents(
                SearchIndexFiles.sorted(stems.keys).map { (stem: $0, postings: stems[$0]!) })
            let written = try #require(files.first { $0.path == path }, "no shard \(path)")
            #expect(written.contents == String(decoding: expected, as: UTF8.self), "shard \(path)")
        }
        let rare = try #require(try SearchIndexTests.postings("рядкое", in: files))
        #expect(rare.map(\.0) == [0, 299])
        let huge = try #require(try SearchIndexTests.postings("огромный", in: files))
        #expect(huge.map(\.1) == [Int(UInt32.max)])
    }

    @Test("Turning the chosen stems around lists each with exactly the articles that have it, and no other stem")
    func invertingChosenStems() {
        let numbers = StemNumbers()
        let postings = Self.tables(count: 40, vocabulary: 50, seed: 1).enumerated().map {
            SearchPostings(stemWeights: $0.element.map { ($0.key, $0.value) }, length: $0.offset, numbers: numbers)
        }
        let before = postings.map { Array($0.stems.map(\.number)) }
        let chosen = numbers.stems.indices.map { $0 % 2 == 0 }
        let index = SearchInvertedIndex(
            SearchIndexFiles.Articles(count: postings.count) { postings[$0] }, chosen: chosen)
        for stem in numbers.stems.indices {
            let articles = index.postings(ofStem: stem).map { Int($0.article) }
            #expect(articles == (chosen[stem] ? before.indices.filter { before[$0].contains(stem) } : []))
        }
    }
}

extension SearchShardFileTests.Generator {
    /// A number in `0..<bound`, the same for the same seed.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
