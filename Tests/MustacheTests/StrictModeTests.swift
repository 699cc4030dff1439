import Mustache
import Testing

@Suite("Strict mode")
struct StrictModeTests {
    /// Renders in strict mode and returns the error it must throw.
    private func strictError(
        _ source: String, name: String = "article.mustache", context: MustacheValue = [:],
        partials: TemplateLibrary = TemplateLibrary()
    ) throws -> MustacheError {
        let template = try MustacheTemplate(source, name: name)
        return try #require(throws: MustacheError.self) {
            try template.render(context, partials: partials, strict: true)
        }
    }

    @Test func unknownVariableNamesTemplateLineAndColumn() throws {
        let error = try strictError("<article>\n<h1>{{titel}}</h1>", context: ["title": "Hi"])
        #expect(error.description == "article.mustache:2:5: unknown variable 'titel'")
        #expect(error.kind == .unknownVariable("titel"))
        #expect(error.location == SourceLocation(templateName: "article.mustache", line: 2, column: 5))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try strictError("Привет, {{имя}}!")
        #expect(error.description == "article.mustache:1:9: unknown variable 'имя'")
    }

    @Test func sameTemplateRendersEmptyOutsideStrictMode() throws {
        let template = try MustacheTemplate("<h1>{{titel}}</h1>", name: "article.mustache")
        #expect(try template.render(["title": "Hi"]) == "<h1></h1>")
    }

    @Test func brokenDottedNameIsUnknown() throws {
        let error = try strictError("{{page.titel}}", context: ["page": ["title": "Hi"]])
        #expect(error.kind == .unknownVariable("page.titel"))
        #expect(error.description == "article.mustache:1:1: unknown variable 'page.titel'")
    }

    @Test func missingSectionNamesStayFalsey() throws {
        let template = try MustacheTemplate(
            "{{#subtitle}}<h2>{{subtitle}}</h2>{{/subtitle}}{{^cover}}no cover{{/cover}}")
        #expect(try template.render(["title": "Hi"], strict: true) == "no cover")
    }

    @Test func nullIsAValueNotAMiss() throws {
        let template = try MustacheTemplate("[{{subtitle}}]")
        #expect(try template.render(["subtitle": nil], strict: true) == "[]")
    }

    @Test func namesResolveThroughOuterContexts() throws {
        let template = try MustacheTemplate("{{#tags}}{{.}} of {{title}};{{/tags}}")
        let context: MustacheValue = ["title": "Post", "tags": ["a", "b"]]
        #expect(try template.render(context, strict: true) == "a of Post;b of Post;")
    }

    @Test func errorInsidePartialNamesThePartial() throws {
        let library = try TemplateLibrary(sources: [
            "page.mustache": "<body>\n  {{>footer}}\n</body>",
            "footer.mustache": "<footer>\n  © {{year}}\n</footer>\n",
        ])
        let error = try #require(throws: MustacheError.self) {
            try library.render("page.mustache", with: [:], strict: true)
        }
        #expect(error.description == "footer.mustache:2:5: unknown variable 'year'")
    }

    @Test func errorInsideOverriddenBlockNamesTheChildTemplate() throws {
        let library = try TemplateLibrary(sources: [
            "layout.mustache": "<main>\n{{$content}}{{/content}}\n</main>",
            "post.mustache": "{{<layout}}\n{{$content}}\n<p>{{bdy}}</p>\n{{/content}}\n{{/layout}}",
        ])
        let error = try #require(throws: MustacheError.self) {
            try library.render("post.mustache", with: ["body": "x"], strict: true)
        }
        #expect(error.description == "post.mustache:3:4: unknown variable 'bdy'")
    }

    @Test func missingPartialThrowsOnlyInStrictMode() throws {
        let template = try MustacheTemplate("a\n  {{>sidebar}}\nb", name: "page.mustache")
        #expect(try template.render([:]) == "a\nb")
        let error = try strictError("a\n  {{>sidebar}}\nb", name: "page.mustache")
        #expect(error.kind == .unknownPartial("sidebar"))
        #expect(error.location == SourceLocation(templateName: "page.mustache", line: 2, column: 3))
    }

    @Test func missingParentThrowsInStrictMode() throws {
        let error = try strictError("{{<layout}}{{/layout}}")
        #expect(error.kind == .unknownPartial("layout"))
    }

    @Test func missingDynamicPartialNameThrowsInStrictMode() throws {
        let library = try TemplateLibrary(sources: ["card": "card"])
        let error = try strictError("{{>*kind}}", partials: library)
        #expect(error.kind == .unknownVariable("kind"))
        #expect(try MustacheTemplate("{{>*kind}}").render(["kind": "card"], partials: library, strict: true) == "card")
    }

    @Test func interpolatingAListThrowsInStrictMode() throws {
        let error = try strictError("{{tags}}", context: ["tags": ["a"]])
        #expect(error.kind == .notInterpolatable("tags"))
        #expect(try MustacheTemplate("[{{tags}}]").render(["tags": ["a"]]) == "[]")
    }

    @Test func unknownTemplateListsTheKnownOnes() throws {
        let library = try TemplateLibrary(sources: ["a.mustache": "", "b.mustache": ""])
        let error = try #require(throws: MustacheError.self) { try library.render("c.mustache", with: [:]) }
        #expect(error.kind == .unknownTemplate("c.mustache"))
        #expect(error.location == nil)
        #expect(error.description == "no template named 'c.mustache' in the library; it has: a.mustache, b.mustache")
    }

    @Test(arguments: [false, true])
    func endlessRecursionFailsInsteadOfCrashing(strict: Bool) throws {
        let library = try TemplateLibrary(sources: ["loop": "x{{>loop}}"])
        let error = try #require(throws: MustacheError.self) { try library.render("loop", with: [:], strict: strict) }
        #expect(error.kind == .recursionTooDeep)
        #expect(error.location?.templateName == "loop")
    }
}
