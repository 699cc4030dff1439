import Testing

@testable import DiarySearch

/// A search shard updated for a few changed articles is byte for byte the shard written whole
/// from everyone's postings.
@Suite("Search shard updates")
struct SearchShardFileTests {
    typealias Posting = SearchShardFile.Posting

    /// A small deterministic generator (SplitMix64), so a failure names a seed that repeats it.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// Every article's stems with weights, for one shard's stems.
    typealias Articles = [[String: UInt32]]

    static func shard(_ articles: Articles) -> [UInt8] {
        var byStem: [String: [Posting]] = [:]
        for (number, stems) in articles.enumerated() {
            for (stem, weight) in stems {
                byStem[stem, default: []].append(Posting(article: UInt32(number), weight: weight))
            }
        }
        return SearchShardFile.contents(SearchIndexFiles.sorted(byStem.keys).map { ($0, byStem[$0]!) })
    }

    @Test("Random edits: removed, added and changed words of several articles", arguments: 0..<200)
    func randomEdits(seed: UInt64) throws {
        var random = Generator(state: seed)
        let stems = ["кн", "кно", "кноп", "кнопк", "кнж", "кн1", "кнa", "кнz", "кнё", "кн𝔸"]
        func someStems() -> [String: UInt32] {
            var chosen: [String: UInt32] = [:]
            for stem in stems where Int.random(in: 0..<3, using: &random) == 0 {
                chosen[stem] = UInt32.random(in: 1...250, using: &random)
            }
            return chosen
        }
        let before: Articles = (0..<Int.random(in: 1...60, using: &random)).map { _ in someStems() }
        var after = before
        var changed: Set<UInt32> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let number = Int.random(in: 0..<before.count, using: &random)
            after[number] = someStems()
            changed.insert(UInt32(number))
        }
        var touched: Set<String> = []
        var postings: [String: [Posting]] = [:]
        for number in changed.sorted() {
            touched.formUnion(before[Int(number)].keys)
            touched.formUnion(after[Int(number)].keys)
            for (stem, weight) in after[Int(number)] {
                postings[stem, default: []].append(Posting(article: number, weight: weight))
            }
        }
        let previous = Self.shard(before)
        let expected = Self.shard(after)
        let updated = try SearchShardFile.updated(
            previous == Array("{}".utf8) ? [] : previous, changedArticles: changed, touched: touched,
            postings: postings)
        #expect((updated ?? Array("{}".utf8)) == expected, "seed \(seed)")
    }

    @Test("A shard whose last stem goes is no shard")
    func emptiedShard() throws {
        let previous = Self.shard([["кнопк": 40]])
        let updated = try SearchShardFile.updated(previous, changedArticles: [0], touched: ["кнопк"], postings: [:])
        #expect(updated == nil)
    }

    @Test("Bytes that are not a shard as written are refused, not guessed at")
    func unreadable() {
        for text in [#"{"a":[1,2]"#, #"["a"]"#, #"{"a\"b":[1,2]}"#, #"{"a":[1,x]}"#, #"{"a":[1]}"#, #"{"a":[1,2]}x"#] {
            #expect(throws: SearchShardFile.Unreadable.self, "\(text)") {
                try SearchShardFile.updated(Array(text.utf8), changedArticles: [0], touched: ["a"], postings: [:])
            }
        }
    }
}
