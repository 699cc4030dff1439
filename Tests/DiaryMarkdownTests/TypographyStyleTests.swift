import DiaryMarkdown
import Testing

/// Typography by language, and the text it must leave alone inside raw-HTML code.
@Suite("Typography styles and raw-HTML code")
struct TypographyStyleTests {
    /// `markdown` rendered as an article's paragraph is, with typography in `style`.
    static func render(_ markdown: String, style: TypographyStyle = .russian) -> String {
        var renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        renderer.typographyStyle = style
        return renderer.render(MarkdownParser.parse(markdown))
    }

    @Test(
        "English prose gets English quotes, no no-break spaces and the same dashes and ellipses",
        arguments: [
            ("\"Buttons\"", "“Buttons”"),
            ("He said: \"It is \"Buttons\" by Apple\".", "He said: “It is ‘Buttons’ by Apple”."),
            ("(\"brackets\")", "(“brackets”)"),
            ("Swift -- a language", "Swift — a language"),
            ("Well...", "Well…"),
            ("a \"quote\" in a sentence", "a “quote” in a sentence"),
            ("MacBook Pro 14\"", "MacBook Pro 14”"),
            ("the first \"-\" in a version", "the first “-” in a version"),
            ("a \"--\" flag", "a “--” flag"),
            ("The default is \"\".", "The default is “”."),
        ])
    func english(input: String, expected: String) {
        #expect(RussianTypography.apply(input, style: .english) == expected)
    }

    @Test("Russian stays the default style")
    func russianDefault() {
        #expect(RussianTypography.apply("символ \"-\" означает") == "символ «-» означает")
        #expect(RussianTypography.apply("в \"доме\"") == "в\u{00A0}«доме»")
        #expect(RussianTypography.apply("в \"доме\"", style: .russian) == "в\u{00A0}«доме»")
    }

    @Test(
        "Text inside raw-HTML code, kbd, samp, pre and script is left as typed; prose around it is typeset",
        arguments: [
            ("Press <kbd>\"</kbd> then \"Enter\"", "<p>Press <kbd>&quot;</kbd> then «Enter»</p>\n"),
            (
                "Run <code>diary -- \"build\"...</code> \"now\"",
                "<p>Run <code>diary -- &quot;build&quot;...</code> «now»</p>\n"
            ),
            (
                "See <samp>a -- b</samp> и <var>\"x\"</var>",
                "<p>See <samp>a -- b</samp> и\u{00A0}<var>&quot;x&quot;</var></p>\n"
            ),
            (
                "Nested <code><b>\"bold\"</b> -- code</code> \"after\"",
                "<p>Nested <code><b>&quot;bold&quot;</b> -- code</code> «after»</p>\n"
            ),
            ("Upper <CODE>\"A\"</CODE> \"b\"", "<p>Upper <CODE>&quot;A&quot;</CODE> «b»</p>\n"),
            ("Not code: <codex>\"a\"</codex>", "<p>Not code: <codex>«a»</codex></p>\n"),
        ])
    func rawHTMLCode(markdown: String, expected: String) {
        #expect(Self.render(markdown) == expected)
    }

    @Test("An unclosed code tag protects to the end of the paragraph only")
    func unclosedCode() {
        let html = Self.render("<code>\"a\" -- b\n\n\"next\"")
        #expect(html.contains("&quot;a&quot; -- b"), "\(html)")
        #expect(html.contains("«next»"), "\(html)")
    }
}
