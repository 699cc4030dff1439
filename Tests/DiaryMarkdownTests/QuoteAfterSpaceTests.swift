import DiaryMarkdown
import Testing

/// A closing quote typed after a space (`"a package release "`, as SwiftPM's registry
/// specification writes one) closes the open quotation: nothing follows it to quote, so it
/// must not open a quote inside the quote that never closes.
@Suite("A closing quote after a space")
struct QuoteAfterSpaceTests {
    /// `markdown` rendered as an article's body, with typography in `style`.
    static func render(_ markdown: String, style: TypographyStyle) -> String {
        var renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        renderer.typographyStyle = style
        return renderer.render(MarkdownParser.parse(markdown))
    }

    @Test(
        "It closes the open quote, in a link's text or in plain text",
        arguments: [
            (
                "[\"fetch information about a package release \"](#endpoint-2) API response",
                TypographyStyle.english,
                "<p><a href=\"#endpoint-2\">“fetch information about a package release ”</a> API response</p>\n"
            ),
            ("the \"release \" API", .english, "<p>the “release ” API</p>\n"),
            ("the \"release \"", .english, "<p>the “release ”</p>\n"),
            ("\"релиз \" вышел", .russian, "<p>«релиз » вышел</p>\n"),
        ])
    func closesOpenQuote(markdown: String, style: TypographyStyle, expected: String) {
        #expect(Self.render(markdown, style: style) == expected)
    }

    @Test("With no quotation open, a quote between spaces still opens one")
    func opensWhenNothingIsOpen() {
        #expect(RussianTypography.apply("a \" b\" c", style: .english) == "a “ b” c")
    }
}
