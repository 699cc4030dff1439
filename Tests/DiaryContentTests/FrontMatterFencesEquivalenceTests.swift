import DiaryContent
import TestSupport
import Testing

/// ``ArticleSource`` finds the front matter fences on bytes; these cases hold it to the definition on characters it
/// replaced (split into lines, trim spaces and tabs, compare with `---`), on inputs built from
/// the pieces where bytes and characters could disagree: fences with trailing blanks, combining
/// marks after a fence or a space, byte order marks, every kind of line break.
@Suite("ArticleSource splits as the line-by-line definition says")
struct FrontMatterFencesEquivalenceTests {
    /// What the split means, written the slow and obvious way.
    static func reference(_ source: String) -> ArticleSource? {
        var text = LineBreaks.normalized(source)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func isFence(_ line: Substring, closing: Bool) -> Bool {
            let trimmed = String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            return trimmed == "---" || (closing && trimmed == "...")
        }
        guard let first = lines.first, isFence(first, closing: false) else {
            return ArticleSource(path: "a.md", frontMatter: nil, frontMatterStartLine: 1, body: text, bodyStartLine: 1)
        }
        guard let closing = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
            return nil
        }
        return ArticleSource(
            path: "a.md", frontMatter: lines[1..<closing].map { $0 + "\n" }.joined(), frontMatterStartLine: 2,
            body: lines[(closing + 1)...].joined(separator: "\n"), bodyStartLine: closing + 2)
    }

    static let pieces = [
        "---", "...", "--", "-", " ", "\t", "\n", "\r\n", "\r", "a: 1", "Текст", "\u{301}", "\u{FEFF}", "é", "\u{200D}",
        "#", "👍🏽",
    ]

    /// Inputs made of `count` pieces, from a fixed seed so a failure repeats.
    static func inputs(count: Int, length: Int) -> [String] {
        var generator = SplitMix64(seed: 12)
        return (0..<count).map { _ in
            let size = Int(generator.next() % UInt64(length)) + 1
            // Most real files start with a fence: start half of the inputs with one.
            let start = generator.next() % 2 == 0 ? "---\n" : ""
            return start + (0..<size).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test("4,000 generated files split as the definition says")
    func generated() {
        let inputs = Self.inputs(count: 4000, length: 14)
        let differing = inputs.filter { (try? ArticleSource(path: "a.md", text: $0)) != Self.reference($0) }
        #expect(differing.isEmpty, "inputs split differently: \(differing.prefix(5).map(\.debugDescription))")
        // The generator must reach every outcome, or the comparison proves little.
        let outcomes = inputs.map {
            Self.reference($0).map { $0.frontMatter == nil ? "no front matter" : "split" } ?? "unclosed"
        }
        #expect(Set(outcomes) == ["no front matter", "split", "unclosed"])
    }

    @Test(
        "fences with trailing blanks, marks, BOMs and line breaks",
        arguments: [
            "---  \na: 1\n--- \t\nBody", "--- \u{301}\na\n---\n", "---\na\n---\u{301}\nb\n---\nc",
            "\u{FEFF}\u{301}---\n---\n",
            "---\r\n\r\n...\r\nx", "---\n---", "---\n", "---", "", "\u{FEFF}", "---\n\n---\n\n", "-- -\n---\n",
            "---\na\n--\n", "\u{FEFF}---\r---\rBody\r",
        ])
    func edgeCases(_ input: String) {
        #expect(
            (try? ArticleSource(path: "a.md", text: input)) == Self.reference(input), "input: \(input.debugDescription)"
        )
    }
}
