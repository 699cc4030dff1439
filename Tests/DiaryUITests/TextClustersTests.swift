import Testing

@testable import DiaryUI

@Suite("Text clusters without Character")
struct TextClustersTests {
    /// Texts previews show, and the multi-scalar characters the scalar rules must keep whole.
    static let samples = [
        TextLayoutTests.russianSentence, "", "a", "Кнопка «Снять» — 3 × 4 = 12", "line\r\nnext\nlast\r",
        "e\u{0301}te\u{0301}", "и\u{0306}од", "👍🏽 ok", "👩‍👩‍👧‍👦 family", "❤️ heart", "1️⃣2️⃣", "🇷🇺🇺🇦🇫",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} flag", "a\u{200D}b", "tab\there & <tag> \"q\"",
    ]

    @Test(arguments: samples)
    func clustersAreTheCharacters(_ text: String) {
        let clusters = TextClusters(text)
        #expect((0..<clusters.count).map { clusters.text($0..<$0 + 1) } == text.map(String.init))
        #expect(clusters.text(0..<clusters.count) == text)
    }

    @Test(arguments: samples)
    func widthIsTheSumOfCharacterAdvances(_ text: String) {
        let sum = text.reduce(0) { $0 + TextMeasure.advance(of: $1, fontSize: 17, face: .regular) }
        #expect(abs(TextMeasure.width(of: text, fontSize: 17, face: .regular) - sum) < 1e-9)
    }

    @Test(arguments: samples)
    func piecesSplitLikeCharacters(_ text: String) {
        let clusters = TextClusters(text)
        let lines = clusters.pieces(between: "\n", in: 0..<clusters.count, omittingEmpty: false).map(clusters.text)
        #expect(lines == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let words = clusters.pieces(between: " ", in: 0..<clusters.count, omittingEmpty: true).map(clusters.text)
        #expect(words == text.split(separator: " ").map(String.init))
    }

    @Test func escapingKeepsEverythingButTheFiveMarkupCharacters() {
        #expect(
            SVGBytesTests.written { $0.write(escaping: "a < b & \"c\" > e\u{0301} 👩‍👩‍👧") }
                == "a &lt; b &amp; &quot;c&quot; &gt; e\u{0301} 👩‍👩‍👧")
    }
}
