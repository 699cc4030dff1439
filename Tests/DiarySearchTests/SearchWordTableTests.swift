import Stemming
import Testing

@testable import DiarySearch

/// The byte-keyed word table behind the search index's word weights and stem cache.
@Suite("Search word table")
struct SearchWordTableTests {
    static func entry(of word: String, in table: WordTable<Int>) -> Int? {
        var word = word
        return word.withUTF8 { table.entry(of: $0, hash: WordTable<Int>.hash($0)) }
    }

    static func add(_ word: String, _ value: Int, to table: inout WordTable<Int>) -> Int {
        var word = word
        return word.withUTF8 { table.entry(of: $0, hash: WordTable<Int>.hash($0), adding: value) }
    }

    @Test("Thousands of words, past every growth, are each found with their own value, in the order added")
    func manyWords() {
        var table = WordTable<Int>(capacity: 4)
        let words = (0..<5000).map { "слово\($0)" + String(repeating: "x", count: $0 % 13) }
        for (value, word) in words.enumerated() { #expect(Self.add(word, value, to: &table) == value) }
        #expect(table.count == words.count)
        #expect(words.indices.allSatisfy { Self.entry(of: words[$0], in: table) == $0 && table.values[$0] == $0 })
        #expect(words.indices.allSatisfy { table.word($0) == words[$0] })
        #expect(Self.entry(of: "слово", in: table) == nil)
        #expect(Self.add(words[17], -1, to: &table) == 17, "a word added again keeps its entry")
        #expect(table.values[17] == 17)
    }

    @Test("Words are keyed by their bytes: a composed and a decomposed «й» are two words")
    func bytesNotCharacters() {
        var table = WordTable<Int>()
        let composed = "мой"
        let decomposed = "мои\u{306}"
        #expect(composed == decomposed, "equal as Swift strings")
        #expect(Self.add(composed, 1, to: &table) != Self.add(decomposed, 2, to: &table))
        #expect(table.count == 2)
        #expect(Self.entry(of: "мо", in: table) == nil)
    }

    @Test("Word weights count scalars for the minimum length and weigh each occurrence")
    func wordWeights() {
        var words = WordWeights()
        words.add("ab abc где ab", as: .code, minimumLength: 3)
        words.add("где", as: .title)
        #expect(words.count == 3)
        #expect(words.table.count == 2)
        #expect(Self.entry(of: "ab", in: words.table) == nil)
        let abc = Self.entry(of: "abc", in: words.table)
        let gde = Self.entry(of: "где", in: words.table)
        #expect(abc.map { words.table.values[$0] } == 1)
        #expect(gde.map { words.table.values[$0] } == 1 + 16)
    }
}
