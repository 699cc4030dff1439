import DiaryMarkdown
import Testing

@Suite("RussianTypography")
struct RussianTypographyTests {
    private let nbsp = "\u{00A0}"

    @Test(
        "plain text rules",
        arguments: [
            ("\"Кнопки\"", "«Кнопки»"),
            ("Он сказал: \"Это \"Кнопки\" Apple\".", "Он сказал: «Это „Кнопки“ Apple»."),
            ("Статья «про \"стили\"»", "Статья «про „стили“»"),
            ("(\"скобки\")", "(«скобки»)"),
            ("Swift -- язык", "Swift\u{00A0}— язык"),
            ("Swift --- язык", "Swift\u{00A0}— язык"),
            ("слово---слово", "слово---слово"),
            ("--flag и a--b", "--flag и\u{00A0}a--b"),
            ("Ну...", "Ну…"),
            ("Ну.... и ..", "Ну.... и\u{00A0}.."),
            ("в доме и на улице", "в\u{00A0}доме и\u{00A0}на\u{00A0}улице"),
            ("В Москве, Не знаю", "В\u{00A0}Москве, Не\u{00A0}знаю"),
            ("дом в", "дом в"),
            ("SwiftUI a b", "SwiftUI a b"),
            ("Кот, кто", "Кот, кто"),
            ("в \"доме\"", "в\u{00A0}«доме»"),
            ("It's \"ok\"", "It's «ok»"),
        ])
    func plainText(input: String, expected: String) {
        #expect(RussianTypography.apply(input) == expected)
    }

    @Test("quotes pair across emphasis and links")
    func acrossInlines() {
        let inlines: [Inline] = [
            .text("Это \""), .emphasis([.text("важно")]), .text("\" и "),
            .link(destination: "u", title: "", children: [.text("\"ссылка\"")], position: .init(line: 1, column: 1)),
        ]
        #expect(
            RussianTypography.apply(to: inlines) == [
                .text("Это «"), .emphasis([.text("важно")]), .text("» и" + nbsp),
                .link(destination: "u", title: "", children: [.text("«ссылка»")], position: .init(line: 1, column: 1)),
            ])
    }

    @Test("code spans are never touched and count as words for quote pairing")
    func codeSpans() {
        let inlines: [Inline] = [.text("\""), .code("\"x\" -- y..."), .text("\" в ")]
        #expect(RussianTypography.apply(to: inlines) == [.text("«"), .code("\"x\" -- y..."), .text("» в" + nbsp)])
    }

    @Test("a short word in emphasis binds to the next word outside it")
    func shortWordAcrossEmphasis() {
        let inlines: [Inline] = [.emphasis([.text("на")]), .text(" столе")]
        #expect(RussianTypography.apply(to: inlines) == [.emphasis([.text("на")]), .text(nbsp + "столе")])
    }

    @Test("image alt text is typeset on its own")
    func imageAlt() {
        let inlines: [Inline] = [
            .image(source: "a.png", title: "", alt: [.text("\"Кот\"")], position: .init(line: 1, column: 1))
        ]
        #expect(
            RussianTypography.apply(to: inlines) == [
                .image(source: "a.png", title: "", alt: [.text("«Кот»")], position: .init(line: 1, column: 1))
            ])
    }

    @Test("the renderer applies typography to prose only when asked")
    func rendererOption() {
        let markdown = "## \"Стили\" -- это просто\n\n\"Кнопка\" в `\"коде\"`...\n\n```\n\"нет\" -- ...\n```\n"
        let document = MarkdownParser.parse(markdown)
        #expect(
            HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false).render(document)
                == "<h2 id=\"стили----это-просто\"><span id=\"стили-это-просто\"></span>«Стили»\u{00A0}— это просто</h2>\n"
                + "<p>«Кнопка» в\u{00A0}<code>&quot;коде&quot;</code>…</p>\n"
                + "<pre><code>&quot;нет&quot; -- ...\n</code></pre>\n")
        #expect(HTMLRenderer(addsHeadingAnchors: false).render(document).contains("<p>&quot;Кнопка&quot; в <code>"))
    }
}
