import SwiftHighlighter
import TestSupport
import Testing

@Suite("Deeply nested Swift source")
struct DeepNestingTests {
    /// Sources that nest `depth` levels deep, by name.
    static let sources: [String: @Sendable (_ depth: Int) -> String] = [
        "unclosed interpolations": { String(repeating: "\"\\(", count: $0) },
        "closed interpolations": {
            String(repeating: "\"\\(", count: $0) + "\"x\"" + String(repeating: ")\"", count: $0)
        },
        "raw string interpolations": { String(repeating: "#\"\\#(", count: $0) },
        "multi-line interpolations": { String(repeating: "\"\"\"\n\\(", count: $0) },
        "parentheses in an interpolation": {
            "\"\\(" + String(repeating: "(", count: $0) + String(repeating: ")", count: $0) + ")\""
        },
        "unclosed block comments": { String(repeating: "/* ", count: $0) },
        "closed block comments": { String(repeating: "/* ", count: $0) + String(repeating: "*/ ", count: $0) },
        "long raw delimiter": { String(repeating: "#", count: $0) + "\"" + String(repeating: "\\#", count: $0) },
    ]

    @Test("100,000 levels highlight completely, in time linear in the size", arguments: sources.keys.sorted())
    func deepSource(_ name: String) throws {
        let makeSource = try #require(Self.sources[name])
        let source = makeSource(100_000)
        let html = SmallStackMeter.highlighter.onSmallStack { SwiftHighlighter.html(source) }
        let tokens = SmallStackMeter.highlighter.onSmallStack { SwiftHighlighter.tokens(in: source) }
        #expect(tokens.map(\.text).joined() == source)
        #expect(try HighlightedHTML.segments(of: html) == HTMLSegment.expected(from: tokens))

        let small = makeSource(25_000)
        let smallCost = SmallStackMeter.highlighter.minimumCPUTime { _ = SwiftHighlighter.html(small) }
        let largeCost = SmallStackMeter.highlighter.minimumCPUTime { _ = SwiftHighlighter.html(source) }
        // Linear work gives 4×; quadratic 16×. The bound leaves room for a busy machine's noise.
        #expect(largeCost / smallCost <= 9, "4× the input took \(largeCost / smallCost)× the work")
    }
}

extension SmallStackMeter {
    /// Work that recursed with its input's nesting would overflow this stack.
    static let highlighter = SmallStackMeter(stackSize: 256 * 1024)
}
