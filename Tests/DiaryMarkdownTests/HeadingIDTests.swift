import DiaryMarkdown
import Testing

@Suite("Heading ids and table of contents")
struct HeadingIDTests {
    @Test(
        "slugs keep Cyrillic, drop punctuation and turn each space into a hyphen, as GitHub does",
        arguments: [
            ("Что такое пункт?", "что-такое-пункт"),
            ("SwiftUI и UIKit", "swiftui-и-uikit"),
            ("Ёлки — «палки»!", "ёлки--палки"),
            ("  Шаг 2: `Button` / стиль  ", "шаг-2-button--стиль"),
            ("snake_case-and--dashes", "snake_case-and--dashes"),
            ("?!", "section"),
        ])
    func slug(text: String, expected: String) {
        #expect(HeadingIDs.slug(text) == expected)
    }

    @Test("duplicate headings get -1, -2 and never collide with written suffixes")
    func uniqueness() {
        let document = MarkdownParser.parse("# Итог\n## Итог\n### Итог\n## Итог-1\n> ## Итог\n")
        #expect(HeadingIDs.ids(for: document) == ["итог", "итог-1", "итог-2", "итог-1-1", "итог-3"])
        let html = HTMLRenderer(addsHeadingAnchors: false).render(document)
        #expect(
            html
                == "<h1 id=\"итог\">Итог</h1>\n<h2 id=\"итог-1\">Итог</h2>\n<h3 id=\"итог-2\">Итог</h3>\n"
                + "<h2 id=\"итог-1-1\">Итог-1</h2>\n<blockquote>\n<h2 id=\"итог-3\">Итог</h2>\n</blockquote>\n")
    }

    @Test("the table of contents lists top-level h2 and h3 with the rendered ids")
    func tableOfContents() {
        let document = MarkdownParser.parse(
            "# Статья\n## Введение\n> ## Цитата\n### Детали *важно*\n#### Мелочь\n## Введение\n")
        #expect(
            TableOfContents(document: document).entries == [
                .init(level: 2, id: "введение", text: "Введение"),
                .init(level: 3, id: "детали-важно", text: "Детали важно"),
                .init(level: 2, id: "введение-1", text: "Введение"),
            ])
        #expect(TableOfContents(document: document, levels: 1...1).entries.map(\.id) == ["статья"])
    }
}
