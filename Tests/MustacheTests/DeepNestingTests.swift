import Mustache
import TestSupport
import Testing

@Suite("Deeply nested templates")
struct DeepNestingTests {
    static let limit = MustacheTemplate.maximumNestingDepth

    static func nestedSections(_ depth: Int, sigil: String = "#") -> String {
        String(repeating: "{{\(sigil)a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
    }

    @Test func documentsTheLimits() {
        #expect(MustacheTemplate.maximumNestingDepth == 100)
        #expect(MustacheTemplate.maximumRenderDepth == 200)
    }

    @Test("sections nested up to the limit parse and render")
    func atTheLimit() throws {
        let template = try MustacheTemplate(Self.nestedSections(Self.limit))
        #expect(try template.render(["a": true]) == "x")
        #expect(try MustacheTemplate(Self.nestedSections(Self.limit, sigil: "^")).render([:]) == "x")
    }

    @Test(
        "100,000 nested pairs fail at the first tag past the limit",
        arguments: [("#", "section"), ("^", "inverted section"), ("$", "block"), ("<", "parent")])
    func hugeNesting(sigil: String, kind: String) throws {
        let source = Self.nestedSections(100_000, sigil: sigil)
        let error = try #require(throws: MustacheError.self) {
            try DeepNestingMeter.onSmallStack { () throws(MustacheError) in
                _ = try MustacheTemplate(source, name: "deep")
            }
        }
        #expect(error.kind == .syntax)
        let column = 6 * Self.limit + 1
        #expect(
            error.description
                == "deep:1:\(column): \(kind) 'a' is nested more than 100 deep in sections, parents and blocks: "
                + "close some of them before it or move it into a partial")
    }

    @Test("a partial that includes itself inside a section fails instead of exhausting the stack")
    func recursionThroughSections() throws {
        let library = try TemplateLibrary(sources: [
            "loop": String(repeating: "{{#a}}", count: Self.limit - 1) + "{{>loop}}"
                + String(repeating: "{{/a}}", count: Self.limit - 1)
        ])
        let error = try #require(throws: MustacheError.self) {
            try DeepNestingMeter.onSmallStack { () throws(MustacheError) in
                _ = try library.render("loop", with: ["a": true])
            }
        }
        #expect(error.kind == .recursionTooDeep)
        // Two rounds of 99 sections and one partial take 200 levels; the next section is too deep.
        #expect(error.location == SourceLocation(templateName: "loop", line: 1, column: 1))
        #expect(
            error.message
                == "templates nest more than 200 deep at section 'a': a partial probably includes itself, "
                + "or a block fills itself, without a section that ends the recursion")
    }

    @Test("a block whose content fills the same block again fails instead of recursing forever")
    func blockFillingItself() throws {
        let library = try TemplateLibrary(sources: [
            "layout": "{{$x}}default{{/x}}",
            "page": "{{<layout}}{{$x}}[{{$x}}inner{{/x}}]{{/x}}{{/layout}}",
        ])
        let error = try #require(throws: MustacheError.self) {
            try DeepNestingMeter.onSmallStack { () throws(MustacheError) in _ = try library.render("page", with: [:]) }
        }
        #expect(error.kind == .recursionTooDeep)
        #expect(error.location == SourceLocation(templateName: "page", line: 1, column: 19))
        #expect(error.message.hasPrefix("templates nest more than 200 deep at block 'x': "))
    }
}

/// The small stack the deep templates are parsed and rendered on.
enum DeepNestingMeter {
    /// An eighth of Linux's usual 8 MiB: parsing must not recurse with its input's nesting, and
    /// rendering stops at ``MustacheTemplate/maximumRenderDepth`` levels, which fit (a debug
    /// build takes a few KiB per level).
    static let meter = SmallStackMeter(stackSize: 1024 * 1024)

    static func onSmallStack(_ body: @escaping @Sendable () throws(MustacheError) -> Void) throws(MustacheError) {
        if let error = meter.onSmallStack({ () -> MustacheError? in
            do throws(MustacheError) { try body() } catch { return error }
            return nil
        }) {
            throw error
        }
    }
}
