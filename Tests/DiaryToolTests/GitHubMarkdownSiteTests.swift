import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// GitHub's Markdown of today through the built `diary`: alerts, math, emoji, kept raw anchors
/// and old heading ids, as a reader's browser gets them.
@Suite("GitHub Flavored Markdown in a built site", .tags(.builtTool))
struct GitHubMarkdownSiteTests {
    static let article = """
        ---
        title: GitHub-разметка
        date: 2024-05-01
        summary: Всё, что GitHub умеет сегодня.
        ---

        ## Шаг 1: `Button` — стиль

        > [!WARNING]
        > Осторожно :tada:

        Формула $e^{i\\pi} + 1 = 0$ в строке, а [таблица цен](#prices) ниже.

        $$
        \\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}
        $$

        <a name="prices"></a>

        Сломанная $\\frac{1}{$ формула.

        [Шаг по старой ссылке](#шаг-1-button-стиль)

        """

    @Test("an alert, inline and display math, an emoji, a kept anchor and an old heading id")
    func gfmSite() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(Self.article.utf8).write(to: content.appending(path: "gfm.md"))
        let run = try DiaryTool.run(
            ["build", "--content", "Content", "--output", "site", "--base-url", "https://example.org/"]
                + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 0, "\(run)")
        let html = try String(contentsOf: folder.url.appending(path: "site/gfm/index.html"), encoding: .utf8)

        #expect(html.contains("<div class=\"markdown-alert markdown-alert-warning\" role=\"note\">"))
        // A Russian site titles its alerts in Russian (the strings table's `alert_warning`).
        #expect(html.contains("<p class=\"markdown-alert-title\">Предупреждение</p>"))
        #expect(html.contains("Осторожно 🎉"))
        #expect(html.contains("<h2 id=\"шаг-1-button--стиль\"><span id=\"шаг-1-button-стиль\"></span>"))
        #expect(html.contains("<a id=\"user-content-prices\"></a>"))
        #expect(html.contains("href=\"#user-content-prices\""))
        let oldFragment = "шаг-1-button-стиль".addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? ""
        #expect(html.contains("href=\"#\(oldFragment)\""))
        // Both fragment links land, so the build names no missing heading.
        #expect(!run.stderr.contains("points at a heading that does not exist"), "\(run)")

        if FileManager.default.isReadableFile(atPath: "/usr/share/javascript/katex/katex.min.js") {
            #expect(html.contains("<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><semantics>"))
            #expect(html.contains("<div class=\"math-display\"><span class=\"katex\"><math"))
            #expect(html.contains("display=\"block\""))
            #expect(html.contains("<annotation encoding=\"application/x-tex\">e^{i\\pi} + 1 = 0</annotation>"))
            #expect(!html.contains("katex.min.css") && !html.contains("<script src=\"/js/katex"))
            // The broken formula stays TeX, with a warning at its line.
            #expect(html.contains("<code class=\"language-math\">\\frac{1}{</code>"))
            #expect(
                run.stderr.contains(
                    "Content/gfm.md:20: warning: cannot typeset this formula, so it is shown as TeX; fix it: "
                        + "KaTeX parse error:"),
                "\(run)")
        } else {
            #expect(html.contains("<code class=\"language-math\">e^{i\\pi} + 1 = 0</code>"))
            #expect(run.stderr.contains("Content/gfm.md:12: warning: math is shown as TeX:"), "\(run)")
        }
    }

    @Test("without node the formulas stay TeX code and the article gets one warning saying what to install")
    func withoutNode() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(Self.article.utf8).write(to: content.appending(path: "gfm.md"))
        // `env` runs `diary` with a PATH where no `node` can be found.
        let run = try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "PATH=/nonexistent", try DiaryTool.executable().path, "build", "--content", "Content", "--output",
                "site",
                "--base-url", "https://example.org/",
            ] + DiaryTool.siteFiles,
            in: folder.url, timeout: DiaryTool.timeout)
        #expect(run.status == 0, "\(run)")
        let html = try String(contentsOf: folder.url.appending(path: "site/gfm/index.html"), encoding: .utf8)
        #expect(html.contains("<code class=\"language-math\">e^{i\\pi} + 1 = 0</code>"))
        #expect(
            html.contains(
                "<div class=\"math-display\"><pre><code class=\"language-math\">\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}"))
        #expect(!html.contains("<math"))
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("math") }
        #expect(
            warnings == [
                "Content/gfm.md:12: warning: math is shown as TeX: node was not found; install nodejs and libjs-katex (apt)"
            ], "\(run)")
        // Everything else of GitHub's Markdown does not need node.
        #expect(html.contains("markdown-alert-warning") && html.contains("Осторожно 🎉"))
    }
}
