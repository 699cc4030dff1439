import DiaryMarkdown
import Testing

/// The Russian typography rules as a table of cases, including every failure found by the
/// conformance work: quote direction after `*` and `=`, dashes inside words and pipe rows, and
/// text that is not prose (code, raw HTML, autolinks).
@Suite("Russian typography: cases")
struct RussianTypographyCasesTests {
    private static let nbsp = "\u{00A0}"

    @Test(
        "plain text",
        arguments: [
            ("\"Кнопки\"", "«Кнопки»"),
            ("Он сказал: \"Это \"Кнопки\" Apple\".", "Он сказал: «Это „Кнопки“ Apple»."),
            ("\"Он сказал: \"да\"\"", "«Он сказал: „да“»"),
            ("ref=\"hi\"", "ref=«hi»"),
            ("a*\"foo\"*", "a*«foo»*"),
            ("_\"курсив\"_", "_«курсив»_"),
            ("(\"скобки\") и [\"тоже\"]", "(«скобки») и" + nbsp + "[«тоже»]"),
            ("\"Да!\" -- \"Нет?\"", "«Да!»" + nbsp + "— «Нет?»"),
            ("Swift --- язык", "Swift" + nbsp + "— язык"),
            ("Swift -- язык", "Swift" + nbsp + "— язык"),
            ("--- Да, --- сказал он.", "— Да," + nbsp + "— сказал он."),
            ("слово---слово и a--b", "слово---слово и" + nbsp + "a--b"),
            ("--flag и ---", "--flag и" + nbsp + "—"),
            ("|---|---|", "|---|---|"),
            ("| a | --- |", "| a | --- |"),
            ("Ну...", "Ну…"),
            ("Ну.... и ..", "Ну.... и" + nbsp + ".."),
            ("в доме и на улице", "в" + nbsp + "доме и" + nbsp + "на" + nbsp + "улице"),
            ("Не знаю", "Не" + nbsp + "знаю"),
            ("дом в", "дом в"),
        ])
    func plainText(input: String, expected: String) {
        #expect(RussianTypography.apply(input) == expected)
    }

    @Test(
        "Markdown, rendered",
        arguments: [
            ("a*\"foo\"*", "<p>a*«foo»*</p>\n"),
            ("ref=\"hi\"", "<p>ref=«hi»</p>\n"),
            ("*\"foo\"* и **\"bar\"**", "<p><em>«foo»</em> и\(nbsp)<strong>«bar»</strong></p>\n"),
            ("[\"Кнопки\"](u)", "<p><a href=\"u\">«Кнопки»</a></p>\n"),
            ("`\"x\" --- y...` -- код", "<p><code>&quot;x&quot; --- y...</code>\(nbsp)— код</p>\n"),
            ("<span title=\"a --- b\">\"x\"</span>", "<p><span title=\"a --- b\">«x»</span></p>\n"),
            ("a -<b>-</b>- b", "<p>a -<b>-</b>- b</p>\n"),
            (
                "<https://example.com/a---b...>",
                "<p><a href=\"https://example.com/a---b...\">https://example.com/a---b...</a></p>\n"
            ),
            (
                "см. https://example.com/a -- b",
                "<p>см. <a href=\"https://example.com/a\">https://example.com/a</a>\(nbsp)— b</p>\n"
            ),
            ("| a | --- |", "<p>| a | --- |</p>\n"),
            ("|---|---|", "<p>|---|---|</p>\n"),
            ("\"Абзац\nдальше\"", "<p>«Абзац\nдальше»</p>\n"),
        ])
    func markdown(input: String, expected: String) {
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        #expect(renderer.render(MarkdownParser.parse(input)) == expected)
    }

    /// The parser decodes `\"`, `&quot;`, `&#x22;` and `\-` into plain text, so typography cannot
    /// tell them from what the author typed plainly. Fixing it needs the parser to keep escaped
    /// characters apart (Parser folder); until then these are known issues, and the test fails
    /// as soon as they pass so the list is kept honest.
    @Test(
        "escaped characters and entities stay as written (needs the parser)",
        arguments: [
            ("\\\"x\\\"", "<p>&quot;x&quot;</p>\n"),
            ("&quot;x&quot;", "<p>&quot;x&quot;</p>\n"),
            ("&#x22;x&#x22;", "<p>&quot;x&quot;</p>\n"),
            ("a \\--- b", "<p>a --- b</p>\n"),
            ("Нет\\.\\.\\.", "<p>Нет...</p>\n"),
        ])
    func escapes(input: String, expected: String) {
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        withKnownIssue("escapes and entities reach typography as plain text") {
            #expect(renderer.render(MarkdownParser.parse(input)) == expected)
        }
    }
}
