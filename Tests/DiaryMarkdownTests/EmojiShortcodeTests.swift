import DiaryMarkdown
import Testing

@Suite("Emoji shortcodes")
struct EmojiShortcodeTests {
    @Test("known shortcodes in prose become emoji; unknown ones and times stay")
    func prose() {
        let html = HTMLRenderer().render(
            MarkdownParser.parse("Done :tada: :+1: :-1: **:rocket:** at 12:30:45, :not_an_emoji: :TADA:\n"))
        #expect(html == "<p>Done 🎉 👍 👎 <strong>🚀</strong> at 12:30:45, :not_an_emoji: :TADA:</p>\n")
    }

    @Test("Russian typography does not break a shortcode")
    func withTypography() {
        let html = HTMLRenderer(appliesTypography: true).render(
            MarkdownParser.parse("Итог :+1: и :-1: -- \"ура\" :tada: ... :white_check_mark:\n"))
        #expect(html.contains("👍"))
        #expect(html.contains("👎"))
        #expect(html.contains("🎉"))
        #expect(html.contains("✅"))
        #expect(!html.contains(":"))
    }

    @Test("code spans, code blocks, raw HTML, URLs and autolinks keep the shortcode")
    func notInCode() {
        let markdown = """
            `:tada:` and <span title=":tada:">x</span> [link :tada:](https://example.com/:tada:/) \
            https://example.com/a:tada:b

            ```
            :tada:
            ```
            """
        let html = HTMLRenderer().render(MarkdownParser.parse(markdown))
        #expect(html.contains("<code>:tada:</code>"))
        #expect(html.contains("title=\":tada:\""))
        #expect(html.contains("<a href=\"https://example.com/:tada:/\">link 🎉</a>"))
        #expect(html.contains(">https://example.com/a:tada:b</a>"))
        #expect(html.contains("<pre><code>:tada:\n</code></pre>"))
    }

    @Test("the generated list holds GitHub's names")
    func list() {
        #expect(EmojiShortcodes.emoji(named: "heart") == "❤️")
        #expect(EmojiShortcodes.emoji(named: "smile") == "😄")
        #expect(EmojiShortcodes.emoji(named: "octocat") == nil)  // an image on GitHub, no character
    }
}
