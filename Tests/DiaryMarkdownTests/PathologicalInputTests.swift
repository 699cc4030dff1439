import DiaryMarkdown
import Foundation
import TestSupport
import Testing

/// Parses and renders with every walker on: typography, heading anchors, plain text.
private func parseAndRender(_ markdown: String) -> (MarkdownDocument, String) {
    let document = MarkdownParser.parse(markdown)
    let html = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: true).render(document)
    _ = document.plainText(includingCode: true)
    return (document, html)
}

@Suite("Pathological Markdown input (cmark-gfm pathological_tests.py)", .serialized)
struct PathologicalInputTests {
    /// Sizes 1×, 2× and 4× of a quarter of the file's own, so the largest is the file's.
    static let scales = [0.25, 0.5, 1]
    /// Inputs the file makes larger than this run at a quarter of those scales, to keep the
    /// suite quick (the file's backticks case is 12 MB).
    static let largestInputBytes = 2_000_000
    /// Allowed growth of the work per input byte from the smallest size to the largest.
    /// Linear work gives about 1 and quadratic work 4 (n log n about 1.2); the bound sits in
    /// between with room for a loaded machine, where cache effects alone were measured at 1.58.
    static let maximumGrowthPerByte = 2.0

    @Test(
        "each case parses and renders in time linear in its size",
        .enabled(if: !PathologicalCaseFile.cases.isEmpty, "\(PathologicalCaseFile.skipMessage)"),
        arguments: PathologicalCaseFile.cases)
    func pathologicalCase(_ testCase: PathologicalCase) throws {
        let factor = testCase.input(1).utf8.count > Self.largestInputBytes ? 0.25 : 1
        let scales = testCase.isScalable ? Self.scales.map { $0 * factor } : [1]
        var costs: [(bytes: Int, nanoseconds: Double)] = []
        var largest: (MarkdownDocument, String)?
        for scale in scales {
            let input = testCase.input(scale)
            let (result, work) = SmallStackMeter.markdown.measure(runs: 5) { parseAndRender(input) }
            costs.append((input.utf8.count, work))
            largest = result
            print("pathological '\(testCase.name)' ×\(scale): \(input.utf8.count) bytes, \(Int(work / 1e6)) ms CPU")
        }
        let (document, html) = try #require(largest)
        #expect(!html.isEmpty)
        // The file's regex counts repetitions at its own size; content past the nesting limit
        // is flattened on purpose, so it cannot match cmark's nesting.
        if let pattern = testCase.expectedHTML, scales.last == 1 || !pattern.contains("{"), document.warnings.isEmpty {
            let plainHTML = HTMLRenderer().render(document)
            let regex = try NSRegularExpression(pattern: pattern)
            let range = NSRange(plainHTML.startIndex..., in: plainHTML)
            #expect(regex.firstMatch(in: plainHTML, range: range) != nil, "HTML does not match the file's regex")
        }
        guard let first = costs.first, let last = costs.last, costs.count > 1 else { return }
        let growth = (last.nanoseconds / last.bytes.double) / (first.nanoseconds / first.bytes.double)
        #expect(growth <= Self.maximumGrowthPerByte, "work per byte grew \(growth)× from the smallest size to 4×")
    }
}

@Suite("Nesting limit of parsed Markdown")
struct NestingLimitTests {
    static let limit = MarkdownDocument.maximumNestingDepth
    static let intro = "Intro\n\nMore intro.\n\n"

    @Test func documentsTheLimit() {
        #expect(Self.limit == 100)
    }

    @Test("nesting up to the limit is kept as written and gives no warning")
    func atTheLimit() {
        let (document, html) = parseAndRender(String(repeating: "> ", count: Self.limit) + "deep")
        #expect(html.occurrences(of: "<blockquote>") == Self.limit)
        #expect(document.warnings.isEmpty)
    }

    @Test("block quotes past the limit are flattened, their text kept, the first one reported")
    func deepBlockQuotes() throws {
        let markdown = Self.intro + String(repeating: "> ", count: 150) + "innermost text\n"
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(html.occurrences(of: "<blockquote>") == Self.limit)
        #expect(html.contains("<p>innermost text</p>"))
        let warning = try #require(document.warnings.first)
        #expect(document.warnings.count == 1)
        #expect(warning.kind == .nestingTooDeep)
        #expect(warning.position == SourcePosition(line: 5, column: 2 * Self.limit + 1))
        #expect(warning.message == "nesting deeper than 100 levels; deeper blocks are shown flat")
    }

    @Test("list items past the limit keep every item's text in order")
    func deepLists() throws {
        let depth = 130
        let markdown = Self.intro + (0..<depth).map { String(repeating: "  ", count: $0) + "- item\($0)\n" }.joined()
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(html.occurrences(of: "<ul>") == Self.limit)
        let words = html.split { !$0.isLetter && !$0.isNumber }.filter { $0.hasPrefix("item") }.map(String.init)
        #expect(words == (0..<depth).map { "item\($0)" })
        // The list opened by item 100 is the 101st level; the intro takes four lines.
        #expect(document.warnings.map(\.position.line) == [4 + Self.limit + 1])
    }

    @Test("emphasis past the limit becomes its text, after the enclosing quotes count")
    func deepEmphasisInQuotes() throws {
        let quotes = 30
        let markdown =
            Self.intro + String(repeating: ">", count: quotes) + " " + String(repeating: "*a ", count: 150) + "core"
            + String(repeating: " a*", count: 150)
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(html.occurrences(of: "<blockquote>") == quotes)
        #expect(html.occurrences(of: "<em>") == Self.limit - quotes)
        #expect(html.contains("core"))
        #expect(html.occurrences(of: "a") == 300)
        #expect(document.warnings.map(\.position.line) == [5])
    }

    @Test("a link past the limit keeps its text")
    func deepLinkText() throws {
        let markdown =
            String(repeating: "*a ", count: Self.limit) + "[link text](target.html)"
            + String(repeating: " a*", count: Self.limit)
        let (document, html) = parseAndRender(markdown)
        #expect(html.contains("link text"))
        #expect(!html.contains("target.html"))
        #expect(document.warnings.count == 1)
    }

    /// Inputs that nest 50,000 to 100,000 levels deep, by name.
    static let hugeInputs: [String: @Sendable () -> String] = [
        "block quotes": { String(repeating: "> ", count: 100_000) + "a" },
        "emphasis": { String(repeating: "*a ", count: 100_000) + "b" + String(repeating: " a*", count: 100_000) },
        "strikethrough": { String(repeating: "~~a ", count: 50_000) + "b" + String(repeating: " a~~", count: 50_000) },
        "images": { String(repeating: "![", count: 100_000) + "a" + String(repeating: "](u)", count: 100_000) },
        "bullets": { String(repeating: "- ", count: 100_000) + "a" },
        "quoted ordered lists": { String(repeating: "1. > ", count: 50_000) + "a" },
    ]

    @Test("50,000 to 100,000 nested containers parse on a small stack", arguments: hugeInputs.keys.sorted())
    func hugeNesting(_ name: String) throws {
        let makeInput = try #require(Self.hugeInputs[name])
        let markdown = makeInput()
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.position.line == 1)
        #expect(!html.isEmpty)
    }
}

extension String {
    fileprivate func occurrences(of needle: String) -> Int {
        components(separatedBy: needle).count - 1
    }
}

extension Int {
    fileprivate var double: Double { Double(self) }
}
