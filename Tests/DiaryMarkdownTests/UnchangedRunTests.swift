import Testing

@testable import DiaryMarkdown

/// The shortcut for runs no rule can change (``RussianTypography/leavesUnchanged(_:)``) must
/// give what building the run gives, and must not take runs a rule does change.
@Suite("Unchanged typography runs")
struct UnchangedRunTests {
    private static let runs: [[RussianTypography.Segment]] = [
        [.text("Plain English prose, with commas; colons: and a full stop.")],
        [.text("Twenty-four bytes or more: a-b-c-d. e.f.g.h.")],
        [.text("a -- b, and then a longer line that takes the eight-byte steps")],
        [.text("a longer line that ends a sentence and then a dash --- here")],
        [.text("Wait... then more text for the chunks to read")],
        [.text("between chunks.")], [.text("1234567."), .text(".. x")],
        [.text("a."), .text(".."), .text(" more")],
        [.text("a-"), .text("- b")],
        [.text("a-"), .opaque, .text("- b")],
        [.text("She said \"yes\" to it")],
        [.text("Кот в доме")],
        [.text("plain "), .verbatim("\u{432}"), .text(" text")],
        [.text("quotes «inside» text")],
        [.text(""), .space, .text("x"), .boundary, .verbatim("\\.")],
    ]

    @Test("a shortcut run comes out as the full run makes it", arguments: Self.runs.indices)
    func sameResult(index: Int) {
        let segments = Self.runs[index]
        #expect(
            RussianTypography.transform(segments)
                == RussianTypography.transform(segments, granularity: .characters))
    }

    @Test("inline lists: text split across emphasis and links still meets the rules")
    func inlineLists() {
        let position = SourcePosition(line: 1, column: 1)
        let plain: [Inline] = [
            .text("Plain "), .emphasis([.text("words")]), .text(". And "),
            .link(destination: "u", title: "", children: [.text("a link")], position: position), .softBreak,
            .code("\"x\" -- y..."), .text(" end."),
        ]
        #expect(RussianTypography.apply(to: plain) == plain)
        let acrossEmphasis: [Inline] = [.text("a."), .emphasis([.text("..")]), .text(" b")]
        let ellipsis: [Inline] = [.text("a\u{2026}"), .emphasis([.text("")]), .text(" b")]
        #expect(RussianTypography.apply(to: acrossEmphasis) == ellipsis)
        let acrossLink: [Inline] = [
            .link(destination: "u", title: "", children: [.text("x..")], position: position), .text(". y"),
        ]
        #expect(RussianTypography.apply(to: acrossLink) != acrossLink)
        let image: [Inline] = [.image(source: "a.png", title: "", alt: [.text("\"Cat\"")], position: position)]
        #expect(RussianTypography.apply(to: image) != image)
    }

    @Test("runs a rule may change are not taken as unchanged")
    func changedRunsTakeTheFullRun() {
        #expect(RussianTypography.leavesUnchanged([.text("Plain prose. More prose, all of it ASCII.")]))
        #expect(!RussianTypography.leavesUnchanged([.text("a longer line that has a dash -- in it")]))
        #expect(!RussianTypography.leavesUnchanged([.text("1234567."), .text(".. x")]))
        #expect(!RussianTypography.leavesUnchanged([.text("a-"), .text("- b")]))
        #expect(RussianTypography.leavesUnchanged([.text("a-"), .opaque, .text("- b")]))
        #expect(!RussianTypography.leavesUnchanged([.text("twelve bytes \"q\"")]))
        #expect(!RussianTypography.leavesUnchanged([.text("x"), .verbatim("\u{432}")]))
    }
}
