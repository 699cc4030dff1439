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

@Suite("Pathological Markdown input (cmark-gfm pathological_tests.py)", .serialized, .tags(.timing))
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
    /// Series measured at most, when the first is over the bound.
    static let attempts = 3

    @Test(
        "each case parses and renders in time linear in its size",
        .enabled(if: !PathologicalCaseFile.cases.isEmpty, "\(PathologicalCaseFile.skipMessage)"),
        arguments: PathologicalCaseFile.cases)
    func pathologicalCase(_ testCase: PathologicalCase) throws {
        let factor = testCase.input(1).utf8.count > Self.largestInputBytes ? 0.25 : 1
        let scales = testCase.isScalable ? Self.scales.map { $0 * factor } : [1]
        // A loaded machine can slow the largest size alone; when the growth is over the bound,
        // the series is measured again (up to three times) and the smallest growth counts.
        // Quadratic work grows about 4× every time, so a real regression still fails.
        var growth = Double.infinity
        var largest: (MarkdownDocument, String)?
        for _ in 0..<Self.attempts where growth > Self.maximumGrowthPerByte {
            var costs: [(bytes: Int, nanoseconds: Double)] = []
            for scale in scales {
                let input = testCase.input(scale)
                let (result, work) = SmallStackMeter.markdown.measure(runs: 5) { parseAndRender(input) }
                costs.append((input.utf8.count, work))
                largest = result
                print("pathological '\(testCase.name)' ×\(scale): \(input.utf8.count) bytes, \(Int(work / 1e6)) ms CPU")
            }
            guard let first = costs.first, let last = costs.last, costs.count > 1 else {
                growth = 0
                break
            }
            let measured = (last.nanoseconds / last.bytes.double) / (first.nanoseconds / first.bytes.double)
            growth = min(growth, measured)
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
        #expect(growth <= Self.maximumGrowthPerByte, "work per byte grew \(growth)× from the smallest size to 4×")
    }
}

extension Int {
    fileprivate var double: Double { Double(self) }
}
