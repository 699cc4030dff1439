import Mustache
import Testing

/// One render's work is bounded: a list section nested in itself multiplies the work by the
/// list's length at every level, and a render past ``MustacheTemplate/maximumRenderWork`` nodes
/// or ``MustacheTemplate/maximumOutputBytes`` bytes stops with an error at the tag it was on.
@Suite("Render work budget")
struct RenderWorkTests {
    /// `{{#items}}` nested `depth` deep around `body`, one tag a line.
    static func nested(_ depth: Int, body: String = "x") -> String {
        String(repeating: "{{#items}}\n", count: depth) + body + "\n" + String(repeating: "{{/items}}\n", count: depth)
    }

    static func items(_ count: Int) -> MustacheValue {
        .array((0..<count).map { .dictionary(["n": .string(String($0))]) })
    }

    @Test("Seven sections nested over a list of twenty fail at an inner section, within the budget")
    func nestedListSections() throws {
        let template = try MustacheTemplate(Self.nested(7), name: "series")
        let error = try #require(throws: MustacheError.self) {
            _ = try template.render(["items": Self.items(20)])
        }
        #expect(error.kind == .tooMuchWork)
        // 20⁵ passes of the sixth section's one-node body stay within 2,000,000 nodes; the
        // seventh level's 20⁶ passes are where the work runs out.
        let location = try #require(error.location)
        #expect(location.templateName == "series" && location.column == 1)
        #expect((5...7).contains(location.line), "\(error)")
        #expect(
            error.message.hasPrefix(
                "this page renders more than \(MustacheTemplate.maximumRenderWork) template nodes by section 'items'"),
            "\(error)")
    }

    @Test("The same nesting over a short list renders in full")
    func shortListRenders() throws {
        // 3⁷ = 2,187 passes: far below the budget.
        let output = try MustacheTemplate(Self.nested(7)).render(["items": Self.items(3)])
        #expect(output.count { $0 == "x" } == 2187)
    }

    @Test("A long text repeated by a list stops at the output limit")
    func outputLimit() throws {
        let text = String(repeating: "y", count: 1 << 20)
        let template = try MustacheTemplate("{{#items}}{{{text}}}{{/items}}", name: "repeat")
        let error = try #require(throws: MustacheError.self) {
            _ = try template.render(["items": Self.items(100), "text": .string(text)])
        }
        #expect(error.kind == .tooMuchWork)
        #expect(error.location == SourceLocation(templateName: "repeat", line: 1, column: 1))
        #expect(error.message.hasPrefix("this page writes more than 64 MB by section 'items'"), "\(error)")
    }

    @Test("Partials that include each other twice at every level fail instead of doubling 40 times")
    func doublingPartials() throws {
        var sources: [String: String] = ["p40": "x"]
        for level in 0..<40 { sources["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
        let library = try TemplateLibrary(sources: sources)
        let error = try #require(throws: MustacheError.self) {
            _ = try library.render("p0", with: [:])
        }
        #expect(error.kind == .tooMuchWork, "\(error)")
    }
}
