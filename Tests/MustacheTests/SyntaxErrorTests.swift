import Mustache
import Testing

@Suite("Syntax errors")
struct SyntaxErrorTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let source: String
        let message: String
        var testDescription: String { message }
    }

    static let examples: [Example] = [
        Example(
            source: "<ul>\n{{#items}}\n  <li>{{name}}</li>\n</ul>",
            message: "page.mustache:2:1: section 'items' is never closed: add {{/items}} where it ends"),
        Example(
            source: "{{^draft}}\n{{<layout}}{{/layout}}",
            message: "page.mustache:1:1: inverted section 'draft' is never closed: add {{/draft}} where it ends"),
        Example(
            source: "{{#a}}\n  {{#b}}x{{/a}}",
            message: "page.mustache:2:10: closing tag {{/a}} does not match the open section 'b' "
                + "from line 2, column 3: close it first with {{/b}}"),
        Example(
            source: "{{<layout}}{{$title}}x{{/layout}}",
            message: "page.mustache:1:23: closing tag {{/layout}} does not match the open block 'title' "
                + "from line 1, column 12: close it first with {{/title}}"),
        Example(
            source: "text\n{{/items}}",
            message: "page.mustache:2:1: closing tag {{/items}} has no opening tag: "
                + "remove it or open the section with {{#items}} before it"),
        Example(
            source: "x {{=<%=}}",
            message: "page.mustache:1:3: invalid delimiter tag {{=<%=}}: "
                + "write two delimiters separated by a space, such as {{=<% %>=}}"),
        Example(
            source: "Hello, {{name",
            message: "page.mustache:1:8: tag is not closed: add '}}' to end it"),
        Example(
            source: "Hello, {{{name}}",
            message: "page.mustache:1:8: tag is not closed: add '}}}' to end it"),
        Example(
            source: "a {{#}}",
            message: "page.mustache:1:3: empty tag {{#}}: write a name between the delimiters"),
        Example(
            source: "{{first name}}",
            message: "page.mustache:1:1: name 'first name' contains whitespace: "
                + "write one name, such as 'title' or 'page.title'"),
        Example(
            source: "{{page..title}}",
            message: "page.mustache:1:1: invalid name 'page..title': "
                + "write a name such as 'title' or 'page.title', with a word between dots"),
        Example(
            source: "{{=<% %>=}}\n<%#items%>",
            message: "page.mustache:2:1: section 'items' is never closed: add <%/items%> where it ends"),
    ]

    @Test(arguments: examples)
    func reportsLocationAndRemedy(_ example: Example) throws {
        let error = try #require(throws: MustacheError.self) {
            try MustacheTemplate(example.source, name: "page.mustache")
        }
        #expect(error.kind == .syntax)
        #expect(error.description == example.message)
    }

    @Test func libraryReportsTheBrokenTemplate() throws {
        let error = try #require(throws: MustacheError.self) {
            try TemplateLibrary(sources: ["good.mustache": "{{a}}", "bad.mustache": "\n\n   {{#a}}"])
        }
        #expect(error.location == SourceLocation(templateName: "bad.mustache", line: 3, column: 4))
    }

    @Test func commentsMayContainAnything() throws {
        let template = try MustacheTemplate("a{{! {{#unbalanced {{/other\n lines }}b")
        #expect(try template.render([:]) == "ab")
    }
}
