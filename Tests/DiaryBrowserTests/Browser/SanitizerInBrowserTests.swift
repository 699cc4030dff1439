import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Raw HTML in articles, built through the `diary` binary and parsed by headless Chromium: the
/// browser, not the sanitiser, says where the article's container ends.
@Suite("Sanitised raw HTML in a real browser", .serialized, .tags(.browser))
struct SanitizerInBrowserTests {
    /// The issue's example: `</span>` cannot close the two `<div>`s opened after the `<span>`, so
    /// a sanitiser that believed it did left them open to swallow the article navigation.
    @Test("a <span> in one block and '<div><div></span>' in another leave the navigation outside the article body")
    func spanThenDivs() throws {
        let markdown = "<span>\n\n<div class=\"visually-hidden\"><div></span>\n\nПосле блоков."
        let (site, pages) = try Self.build([[markdown]])
        let browser = try WebDriverSession()
        let problems = try Self.problems(on: pages[0], in: browser)
        withExtendedLifetime(site) {}
        #expect(problems.isEmpty, "\(problems)")
    }

    /// 2,000 generated fragments of raw HTML mixed with Markdown, 40 to an article: each page's
    /// article body must end where the template ends it and hold nothing that runs script.
    @Test("generated fragments never move the end of the article body")
    func generatedFragments() throws {
        var generator = SplitMix64(seed: 27)
        let batches = (0..<50).map { _ in (0..<40).map { _ in FragmentGenerator.fragment(using: &generator) } }
        let (site, pages) = try Self.build(batches)
        defer { withExtendedLifetime(site) {} }
        let browser = try WebDriverSession()
        var failures: [String] = []
        for (index, page) in pages.enumerated() {
            let problems = try Self.problems(on: page, in: browser)
            guard !problems.isEmpty else { continue }
            failures.append("batch \(index): \(problems)\n" + batches[index].joined(separator: "\n\n<!-- next -->\n\n"))
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n========\n\n"))")
    }

    // MARK: Site

    /// Builds and serves a diary with one article per batch (its fragments separated by blank
    /// lines) through the `diary` binary; returns the server and each article's URL.
    static func build(_ batches: [[String]]) throws -> (ServedDiary, [String]) {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: \"Санитайзер\"\nurl: \"https://example.org/\"\n".utf8)
            .write(to: content.appending(path: "site.yaml"))
        var slugs: [String] = []
        for (index, fragments) in batches.enumerated() {
            let slug = String(format: "batch-%03d", index)
            let folder = content.appending(path: slug)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let article = """
                ---
                title: "Пачка \(index)"
                date: 2024-01-01
                summary: "Фрагменты сырого HTML."
                ---

                Начало статьи.

                \(fragments.joined(separator: "\n\n"))

                Конец статьи.
                """
            try Data(article.utf8).write(to: folder.appending(path: "index.md"))
            slugs.append(slug)
        }
        let served = try ServedDiary(content: content, siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        return (served, slugs.map { served.rootURL + $0 + "/" })
    }

    // MARK: Browser side

    /// What is wrong with the page at `url`: the article body not where the template puts it,
    /// content outside it, event handlers or script URLs inside it.
    static func problems(on url: String, in browser: WebDriverSession) throws -> [String] {
        try browser.navigate(to: url)
        let result = try browser.execute(
            """
            const problems = [];
            const main = document.querySelector('main#main');
            const article = document.querySelector('article.article');
            const bodies = document.querySelectorAll('.article-body');
            const nav = document.querySelector('nav.article-nav');
            if (!main || !article || bodies.length !== 1 || !nav) return ['the page lost its structure'];
            const body = bodies[0];
            if ([...main.children].some(child => child !== article)) problems.push('content escaped into <main>');
            if (main.parentElement !== document.body) problems.push('<main> moved');
            if (body.parentElement !== article) problems.push('.article-body is not a child of the article');
            if (nav.parentElement !== article) problems.push('the article navigation is not a child of the article');
            if (article.lastElementChild !== nav) problems.push('the article navigation is not the article\\'s last child');
            if (body.contains(nav)) problems.push('.article-body swallowed the navigation');
            const known = ['article-header', 'toc', 'article-body', 'article-nav'];
            for (const child of article.children) {
                if (!known.some(name => child.classList.contains(name))) {
                    problems.push('outside .article-body: ' + child.outerHTML.slice(0, 80));
                }
            }
            const footer = document.querySelector('footer.site-footer');
            if (!footer || footer.parentElement !== document.body) problems.push('the site footer moved');
            // A fragment may swallow what follows it (an HTML block that runs to the end, such
            // as an unclosed <pre>), never what comes before it, and never move it outside.
            if (!body.textContent.includes('Начало статьи.')) problems.push('the first paragraph left .article-body');
            const last = document.body.textContent.split('Конец статьи.').length;
            if (last !== body.textContent.split('Конец статьи.').length) {
                problems.push('the last paragraph is outside .article-body');
            }
            for (const element of document.body.querySelectorAll('*')) {
                for (const attribute of element.attributes) {
                    const value = attribute.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
                    const isURL = ['href', 'src', 'cite', 'srcset', 'action', 'formaction'].includes(attribute.name);
                    if (attribute.name.startsWith('on') || (isURL && value.startsWith('javascript:'))) {
                        problems.push(element.localName + '[' + attribute.name + ']');
                    }
                }
            }
            return problems;
            """)
        return try #require(result as? [String], "the page check returned \(String(describing: result))")
    }
}

/// Random article fragments: raw HTML tags (allowed, removed, misnested, with event handlers and
/// script URLs) mixed with Markdown block and inline syntax, drawn by a seeded generator.
enum FragmentGenerator {
    /// Tags whose open and close are drawn separately, so they nest, misnest and stay open.
    static let elements = [
        "div", "div class=\"visually-hidden\"", "span", "p", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead",
        "tbody", "tr", "td", "th", "caption", "colgroup", "b", "i", "em", "strong", "code", "s", "u", "small",
        "a href=\"https://example.org/\"", "a href=\"javascript:alert(1)\"", "details", "summary", "figure",
        "figcaption", "blockquote", "h2", "h3", "pre", "ruby", "rt", "rp", "sup", "sub", "kbd", "mark", "ins",
        "del", "q", "form", "button", "select", "option", "svg", "math", "nobr", "font", "object", "marquee",
    ]

    /// Pieces used as they are: void elements, removed elements, text and Markdown syntax.
    static let pieces = [
        "<hr>", "<br>", "<col>", "<img src=\"x.png\" alt=\"x\" onerror=\"alert(1)\">", "<wbr>",
        "<script>alert(1)</script>", "<template><div></template>", "<style>p{}</style>", "<!-- c -->",
        "<textarea><div></textarea>", "текст", "x", "&amp;", " ", " ", "\n", "\n", "\n\n", "\n\n", "\n- ", "\n1. ",
        "\n> ", "\n    ", "\n## ", "*", "**", "`", "[", "](https://example.org/)", "~~",
        "\n| a | b |\n|---|---|\n| c | ",
        " |\n", "[^n]", "\n\n[^n]: ", "<div onclick=\"alert(1)\">", "<a href=\" java\tscript:alert(1)\">",
    ]

    /// One fragment of 2 to 12 pieces; it never contains a line that closes the front matter.
    static func fragment(using generator: inout SplitMix64) -> String {
        var fragment = ""
        for _ in 0..<(2 + generator.below(11)) {
            let roll = generator.below(10)
            if roll < 4 {
                fragment += "<\(elements[generator.below(elements.count)])>"
            } else if roll < 7 {
                let name = elements[generator.below(elements.count)].split(separator: " ")[0]
                fragment += "</\(name)>"
            } else {
                fragment += pieces[generator.below(pieces.count)]
            }
        }
        return fragment
    }
}
