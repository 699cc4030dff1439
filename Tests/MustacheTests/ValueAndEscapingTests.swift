import Foundation
import Mustache
import Testing

@Suite("Values and escaping")
struct ValueAndEscapingTests {
    @Test func escapesAllFiveHTMLCharacters() throws {
        let template = try MustacheTemplate(#"<a title="{{title}}">{{title}}</a>"#)
        let output = try template.render(["title": #"Tom & "Jerry's" <show>"#])
        #expect(
            output
                == #"<a title="Tom &amp; &quot;Jerry&#39;s&quot; &lt;show&gt;">Tom &amp; &quot;Jerry&#39;s&quot; &lt;show&gt;</a>"#
        )
    }

    @Test func tripleMustacheAndAmpersandAreRaw() throws {
        let template = try MustacheTemplate("{{{html}}}|{{&html}}|{{ html }}")
        let output = try template.render(["html": "<b>a&b</b>"])
        #expect(output == "<b>a&b</b>|<b>a&b</b>|&lt;b&gt;a&amp;b&lt;/b&gt;")
    }

    @Test func escapingKeepsNonASCIIAndCombiningMarksIntact() throws {
        let template = try MustacheTemplate("{{text}}")
        #expect(
            try template.render(["text": "Привет, <мир> & \u{301}<\u{301}é"])
                == "Привет, &lt;мир&gt; &amp; \u{301}&lt;\u{301}é")
    }

    @Test func literalsBuildTheMatchingCases() {
        let count = 3
        let literal: MustacheValue = [
            "title": "Hello", "tags": ["swift", 1, 2.5, true, nil], "author": ["name": "Anna"],
            "summary": "\(count) items",
        ]
        let explicit = MustacheValue.dictionary([
            "title": .string("Hello"),
            "tags": .array([.string("swift"), .int(1), .double(2.5), .bool(true), .null]),
            "author": .dictionary(["name": .string("Anna")]),
            "summary": .string("3 items"),
        ])
        #expect(literal == explicit)
    }

    @Test func literalContextRendersNestedData() throws {
        let template = try MustacheTemplate(
            "<h1>{{title}}</h1> by {{author.name}}: {{#tags}}[{{.}}]{{/tags}}{{^draft}} published{{/draft}}")
        let context: MustacheValue = ["title": "Post", "author": ["name": "Anna"], "tags": ["a", "b"], "draft": false]
        #expect(try template.render(context) == "<h1>Post</h1> by Anna: [a][b] published")
    }

    @Test(
        arguments: [
            (MustacheValue.int(42), "42"), (-7, "-7"), (1.21, "1.21"), (3.0, "3"), (-0.5, "-0.5"), (1e21, "1e+21"),
            (true, "true"), (false, "false"), (nil, ""), ("text", "text"),
        ] as [(MustacheValue, String)])
    func interpolatesScalars(value: MustacheValue, expected: String) throws {
        #expect(try MustacheTemplate("{{value}}").render(["value": value]) == expected)
    }

    @Test(
        arguments: [
            (MustacheValue.null, false), (false, false), ("", false), ([], false),
            (true, true), (0, true), (0.0, true), ("0", true), ([:], true), ([nil], true),
        ] as [(MustacheValue, Bool)])
    func sectionsFollowTheTruthinessRules(value: MustacheValue, isTruthy: Bool) throws {
        let template = try MustacheTemplate("{{#value}}yes{{/value}}{{^value}}no{{/value}}")
        let output = try template.render(["value": value])
        #expect(output == (isTruthy ? "yes" : "no"))
    }

    @Test func decodesFromJSON() throws {
        let json = #"{"title": "Hi", "count": 2, "ratio": 0.5, "draft": false, "tags": ["a"], "cover": null}"#
        let value = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
        let expected: MustacheValue = [
            "title": "Hi", "count": 2, "ratio": 0.5, "draft": false, "tags": ["a"], "cover": nil,
        ]
        #expect(value == expected)
    }

    @Test func libraryFindsPartialsWithOrWithoutExtension() throws {
        let library = try TemplateLibrary(sources: ["page.mustache": "[{{>header}}]", "header.mustache": "H"])
        #expect(library.names == ["header.mustache", "page.mustache"])
        #expect(library["header"]?.name == "header.mustache")
        #expect(library["footer"] == nil)
        #expect(try library.render("page", with: [:]) == "[H]")
    }

    @Test func libraryFromParsedTemplates() throws {
        let header = try MustacheTemplate("<h1>{{title}}</h1>", name: "header")
        let library = TemplateLibrary([header])
        #expect(try MustacheTemplate("{{>header}}").render(["title": "A&B"], partials: library) == "<h1>A&amp;B</h1>")
    }
}
