import FrontMatter
import Testing

@Suite("Deeply nested front matter")
struct DeepNestingTests {
    static let limit = FrontMatter.maximumNestingDepth
    static let message =
        "Front matter nests lists and mappings more than 100 deep; flatten it (front matter needs a level or two)."

    private func parseError(_ yaml: String) -> FrontMatterError? {
        do {
            _ = try FrontMatter.parse(yaml, startLine: 2)
            return nil
        } catch {
            return error
        }
    }

    @Test func documentsTheLimit() {
        #expect(Self.limit == 100)
    }

    @Test("nesting up to the limit parses")
    func atTheLimit() throws {
        let yaml =
            "a: " + String(repeating: "[", count: Self.limit - 1) + "x" + String(repeating: "]", count: Self.limit - 1)
        var node = try #require(try FrontMatter.parse(yaml, startLine: 2)["a"])
        var levels = 1
        while let inner = node.sequence?.first, inner.sequence != nil {
            node = inner
            levels += 1
        }
        #expect(levels == Self.limit - 1)
        #expect(node.sequence?.first?.scalar == "x")
    }

    @Test(
        "100,000 nested flow collections fail at the first one past the limit",
        arguments: [("[", "]"), ("{a: ", "}")])
    func hugeNesting(open: String, close: String) throws {
        let yaml = String(repeating: open, count: 100_000) + "x" + String(repeating: close, count: 100_000) + "\n"
        let failure = try #require(parseError(yaml))
        #expect(failure == FrontMatterError(line: 2, column: open.count * Self.limit + 1, message: Self.message))
    }

    @Test("aliases that repeat deep anchors count their levels")
    func chainedAliases() throws {
        var yaml = "a0: &a0 " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        for index in 1..<3 {
            yaml +=
                "a\(index): &a\(index) " + String(repeating: "[", count: 40) + "*a\(index - 1)"
                + String(repeating: "]", count: 40) + "\n"
        }
        let failure = try #require(parseError(yaml))
        // a2 holds 40 levels, then *a1 repeats 80 more inside them.
        #expect(failure == FrontMatterError(line: 4, column: "a2: &a2 ".count + 40 + 1, message: Self.message))
    }
}
