import DiaryMarkdown
import Testing

/// The Russian typography rules as a table of cases (« » outside, „ “ inside, a no-break space
/// after short words and before a dash, the em dash, the ellipsis), including every failure the
/// conformance work found (issue 13): quote direction after `*` and `=`, dashes inside words and
/// in pipe rows that are not tables, escaped `\"`, `&quot;`, `&#x22;` and `\---`, and text that
/// is not prose (code, raw HTML, autolinks, URLs).
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
            ("a | --- | b\n--- | ---", "<p>a | --- | b\n--- | ---</p>\n"),
            ("см. ssh://host/a---b... -- да", "<p>см. ssh://host/a---b...\(nbsp)— да</p>\n"),
            ("\"git://x/y...\" -- адрес", "<p>«git://x/y...»\(nbsp)— адрес</p>\n"),
            (
                "см. www.example.com/a---b...",
                "<p>см. <a href=\"http://www.example.com/a---b\">www.example.com/a---b</a>…</p>\n"
            ),
            (
                "<https://example.com/&quot;x&quot;...>",
                "<p><a href=\"https://example.com/%22x%22...\">https://example.com/&quot;x&quot;...</a></p>\n"
            ),
            ("<a@b.ru> -- почта", "<p><a href=\"mailto:a@b.ru\">a@b.ru</a>\(nbsp)— почта</p>\n"),
            ("\"Абзац\nдальше\"", "<p>«Абзац\nдальше»</p>\n"),
        ])
    func markdown(input: String, expected: String) {
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        #expect(renderer.render(MarkdownParser.parse(input)) == expected)
    }

    /// What the author escaped (`\"`, `\-`, `\.`) or wrote as a character reference (`&quot;`,
    /// `&#34;`, `&#x22;`, `&#45;`, `&period;`) is shown as typed: the parser hands it over as
    /// ``Inline/escapedText(_:)``, which no rule changes or starts from.
    @Test(
        "escaped characters and character references stay as written",
        arguments: [
            ("\\\"x\\\"", "<p>&quot;x&quot;</p>\n"),
            ("&quot;x&quot;", "<p>&quot;x&quot;</p>\n"),
            ("&QUOT;x&QUOT;", "<p>&quot;x&quot;</p>\n"),
            ("&#x22;x&#x22;", "<p>&quot;x&quot;</p>\n"),
            ("&#34;x&#34;", "<p>&quot;x&quot;</p>\n"),
            ("a \\--- b", "<p>a --- b</p>\n"),
            ("a \\-\\-\\- b и &#45;&#45; c", "<p>a --- b и\(nbsp)-- c</p>\n"),
            ("Нет\\.\\.\\.", "<p>Нет...</p>\n"),
            ("Нет&period;..", "<p>Нет...</p>\n"),
            ("Нет...\\.", "<p>Нет....</p>\n"),
            // A straight quote inside typeset quotes, and typeset quotes around an escaped one.
            ("\"Знак \\\" прямой\"", "<p>«Знак &quot; прямой»</p>\n"),
            ("\"дюйм: 5\\\"\"", "<p>«дюйм: 5&quot;»</p>\n"),
            ("*\\\"курсив\\\"* и \"да\"", "<p><em>&quot;курсив&quot;</em> и\(nbsp)«да»</p>\n"),
            (
                "> \\\"цитата\\\"\n> \\\"дальше\\\"",
                "<blockquote>\n<p>&quot;цитата&quot;\n&quot;дальше&quot;</p>\n</blockquote>\n"
            ),
            ("- \\\"пункт\\\"\n  \\\"ещё\\\"", "<ul>\n<li>&quot;пункт&quot;\n&quot;ещё&quot;</li>\n</ul>\n"),
            ("*a**\\\"b\\\" \"c\"", "<p><em>a</em>*&quot;b&quot; «c»</p>\n"),
            ("\\\\\"x\"", "<p>\\«x»</p>\n"),
            ("&amp;quot; \"x\"", "<p>&amp;quot; «x»</p>\n"),
        ])
    func escapes(input: String, expected: String) {
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        #expect(renderer.render(MarkdownParser.parse(input)) == expected)
    }

    /// Headings and table cells are parsed with their own offsets; the escapes must be found there
    /// too. Only the cell or heading text is compared, so the test does not depend on their markup.
    @Test(
        "escaped characters stay as written in headings and table cells",
        arguments: [
            ("# \\\"Заголовок\\\" -- да", "&quot;Заголовок&quot;\(nbsp)— да</h1>"),
            ("## Раздел \\--- \"да\" ##", "Раздел --- «да»</h2>"),
            ("Заголовок \\...\n===", "Заголовок ...</h1>"),
            ("| a |\n| - |\n| \\\"b\\\" и \"c\" |", ">&quot;b&quot; и\(nbsp)«c»</td>"),
            ("| a | b |\n| - | - |\n| x | &quot;y&quot; \\... |", ">&quot;y&quot; ...</td>"),
            // cmark's columns are off after an escaped pipe, and the autolink extension gives the
            // text after a bare e-mail address no range: the escape cannot be located, so the node
            // keeps every straight quote rather than typesetting the escaped one.
            ("| a |\n| - |\n| x \\| \\\"y\\\" и \"z\" |", ">x | &quot;y&quot; и\(nbsp)&quot;z&quot;</td>"),
            ("Пишите на a@b.example \\\"так\\\" и \"так\".", "</a> &quot;так&quot; и\(nbsp)&quot;так&quot;.</p>"),
            ("Пишите на a@b.example &#34;так&#34;.", "</a> &quot;так&quot;.</p>"),
            // Without an escape in the block, typography goes on as usual.
            ("| a |\n| - |\n| x \\| \"z\" |", ">x | «z»</td>"),
            ("Пишите на a@b.example \"так\".", "</a> «так».</p>"),
        ])
    func escapesInHeadingsAndCells(input: String, expectedFragment: String) {
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        let html = renderer.render(MarkdownParser.parse(input))
        #expect(html.contains(expectedFragment), "\(html)")
    }
}
