import DiaryMarkdown
import Testing

@Suite("Heading ids as GitHub computes them, old ids kept")
struct GitHubHeadingIDTests {
    /// Cases worked out with GitHub's rule (html-pipeline's table-of-contents filter, which
    /// github-slugger follows): lowercase, drop every code point outside letters, marks,
    /// decimal and letter numbers, `_`, `-` and space, then each space → `-`.
    @Test(
        "GitHub's slug rules",
        arguments: [
            ("Hello World", "hello-world"),
            ("Foo & Bar", "foo--bar"),
            ("I ♥ unicode", "i--unicode"),
            ("Привет, мир!", "привет-мир"),
            ("emoji 😄 here", "emoji--here"),
            ("Version 1.2.3", "version-123"),
            ("Café déjà vu", "café-déjà-vu"),
            ("a_b-c", "a_b-c"),
            ("Ⅻ apostles", "ⅻ-apostles"),  // a letter number stays
            ("x² + y²", "x--y"),  // superscripts are other numbers: dropped
            ("日本語 テキスト", "日本語-テキスト"),
            ("`code` span", "code-span"),
        ])
    func githubSlug(text: String, expected: String) {
        #expect(HeadingIDs.slug(text) == expected)
    }

    /// GitHub slugs the shortcode as written: READMEs link `## :rocket: Getting started` as
    /// `#rocket-getting-started`.
    @Test("an emoji shortcode counts as its name, as in GitHub's anchors")
    func emojiShortcode() {
        let document = MarkdownParser.parse("## :rocket: Getting started\n")
        #expect(HeadingIDs.ids(for: document) == ["rocket-getting-started"])
        #expect(HTMLRenderer(addsHeadingAnchors: false).render(document).contains(">🚀 Getting started</h2>"))
    }

    @Test("repeats get -1, -2 like github-slugger, and a written `x-1` is skipped over")
    func repeats() {
        let document = MarkdownParser.parse("# A b\n## A b\n## A b-1\n## A  b\n")
        #expect(HeadingIDs.ids(for: document) == ["a-b", "a-b-1", "a-b-1-1", "a--b"])
    }

    @Test("a heading whose id changed keeps its old id as an empty anchor; unchanged ones get none")
    func oldIDs() {
        let document = MarkdownParser.parse("## Шаг 1: `Button` — стиль\n\n## Просто\n")
        var notes = RenderNotes()
        let html = HTMLRenderer(addsHeadingAnchors: false).render(document, notes: &notes)
        #expect(
            html
                == "<h2 id=\"шаг-1-button--стиль\"><span id=\"шаг-1-button-стиль\"></span>Шаг 1: <code>Button</code> — стиль</h2>\n"
                + "<h2 id=\"просто\">Просто</h2>\n")
        #expect(notes.anchors == ["шаг-1-button--стиль", "шаг-1-button-стиль", "просто"])
    }

    @Test("an old id that another heading now has is not repeated")
    func oldIDTaken() {
        // Old ids: "a-b", "a-b-1"; new ids: "a--b", "a-b". The first heading's old id is the
        // second heading's id now, so only the second heading is reachable by "a-b".
        let document = MarkdownParser.parse("## A - B\n\n## A B\n")
        let html = HTMLRenderer(addsHeadingAnchors: false).render(document)
        #expect(html == "<h2 id=\"a---b\">A - B</h2>\n<h2 id=\"a-b\"><span id=\"a-b-1\"></span>A B</h2>\n")
        #expect(LegacyHeadingIDs.ids(for: document) == ["a-b", "a-b-1"])
    }
}
