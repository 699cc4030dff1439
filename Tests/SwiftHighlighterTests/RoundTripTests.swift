import SwiftHighlighter
import Testing

@Suite("Round trip: the HTML's text is the source")
struct RoundTripTests {
    @Test("Every tricky snippet survives highlighting byte for byte", arguments: TrickySnippets.all)
    func trickySnippet(_ source: String) {
        #expect(faithfulnessProblem(in: source) == nil)
    }

    @Test("Every snippet split at every line still survives", arguments: TrickySnippets.all)
    func everyPrefix(_ source: String) {
        // Prefixes cut literals and comments off at arbitrary lines: unterminated input.
        var prefix = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            prefix += line
            #expect(faithfulnessProblem(in: prefix) == nil, "prefix \(prefix.debugDescription)")
            prefix += "\n"
        }
    }

    @Test("Deeply nested interpolations neither crash nor lose text")
    func deepNesting() {
        let depth = 20_000
        let open = String(repeating: #""\("#, count: depth)
        let balanced = open + "x" + String(repeating: #")""#, count: depth)
        #expect(faithfulnessProblem(in: open) == nil)
        #expect(faithfulnessProblem(in: balanced) == nil)
        let tokens = SwiftHighlighter.tokens(in: balanced)
        #expect(tokens.filter { $0.kind == .interpolation }.count == 2 * depth)
        #expect(tokens.filter { $0.kind == .identifier }.map(\.text) == ["x"])
    }

    @Test("Long pathological lines survive", arguments: [#"`"#, #"""#, "/*", "*/", #"\("#, "#", "0x", "."])
    func longRepetition(_ fragment: String) {
        #expect(faithfulnessProblem(in: String(repeating: fragment, count: 50_000)) == nil)
    }
}
