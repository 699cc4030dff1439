import SwiftHighlighter
import TestSupport
import Testing

@Suite("Deeply nested Swift source")
struct DeepNestingTests {
    /// Sources that nest `depth` levels deep, by name (shared with `TimingTests`).
    static let sources = DeepSwiftSources.byName

    @Test("100,000 levels highlight completely", arguments: sources.keys.sorted())
    func deepSource(_ name: String) throws {
        let makeSource = try #require(Self.sources[name])
        let source = makeSource(100_000)
        let html = SmallStackMeter.highlighter.onSmallStack { SwiftHighlighter.html(source) }
        let tokens = SmallStackMeter.highlighter.onSmallStack { SwiftHighlighter.tokens(in: source) }
        #expect(tokens.map(\.text).joined() == source)
        #expect(try HighlightedHTML.segments(of: html) == HTMLSegment.expected(from: tokens))
    }
}

extension SmallStackMeter {
    /// Work that recursed with its input's nesting would overflow this stack.
    static let highlighter = SmallStackMeter(stackSize: 256 * 1024)
}
