import DiaryMarkdown
import Testing

/// `WordCount` counts common text on Unicode scalars and everything else on characters; both must
/// give what the definition on characters gives.
@Suite("Word count")
struct WordCountTests {
    /// Words are runs between whitespace and em dashes that hold a letter or a digit.
    static func reference(_ text: String) -> Int {
        text.split { $0.isWhitespace || $0 == "\u{2014}" }.filter { word in
            word.contains { $0.isLetter || $0.isNumber }
        }.count
    }

    @Test("Russian prose with typographic punctuation")
    func prose() {
        let text = "Кнопка затвора — «круглая», 2 слоя…\nЁлка\u{A0}и\tещё: don't-stop; 3.14 — а\r\nб — —"
        #expect(WordCount.words(in: text) == 12)
        #expect(WordCount.words(in: text) == Self.reference(text))
    }

    @Test("nothing but separators and punctuation has no words")
    func noWords() {
        #expect(WordCount.words(in: "") == 0)
        #expect(WordCount.words(in: " — … «» - \n\t") == 0)
    }

    @Test("every scalar up to U+2100 counts as the definition says, alone, in a word and with a mark")
    func everyScalar() {
        let differing = (0..<0x2100).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "x\(scalar)y \(scalar) \(scalar)\u{301} а\(scalar)"
            return WordCount.words(in: text) != Self.reference(text)
        }
        #expect(differing.isEmpty, "scalars counted differently: \(differing.prefix(10).map(\.value))")
    }

    @Test("marks, joiners and dashes that join characters count as characters")
    func graphemeClusters() {
        for text in [
            "а \u{301} б", "a\u{2014}\u{301}b", "\u{600} x", "— \u{345} —", "👨‍👩‍👧 семья", "e\u{301}tude", "\r\n\r\n",
            "a\u{200D} b", "\u{1F1F7}\u{1F1FA} Россия",
        ] {
            #expect(WordCount.words(in: text) == Self.reference(text), "text: \(text.debugDescription)")
        }
    }

    @Test("a document's word count leaves out code")
    func document() {
        let document = MarkdownParser.parse("Два слова\n\n```swift\nlet a = 1\n```\n\n- и — ещё\n")
        #expect(document.wordCount == 4)
    }
}

/// The eight-byte ASCII steps of `WordCount` agree with the definition at every alignment.
@Suite("Word count in ASCII chunks")
struct WordCountChunkTests {
    @Test("words across chunk edges, with tabs, controls, digits and punctuation")
    func chunkEdges() {
        let pieces = ["word", " ", "\t", "x", "--", "9", ".", "\n\n", "ABC", "\u{B}", "don't", "\u{C}", "\r\n", "…"]
        var text = ""
        for index in 0..<200 {
            text += pieces[(index * 7 + index / 3) % pieces.count]
            #expect(WordCount.words(in: text) == WordCountTests.reference(text), "\(text.debugDescription)")
        }
    }
}
