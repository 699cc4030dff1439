extension BadInput {
    /// The warning for a date that cannot be read (an error under `--strict`).
    static let undatedPage =
        "'date' is not a date like 2023-06-08, 2023-06-08T10:30:00+03:00 or 2023-06-08 10:30; the file is built as a page without a date"

    /// The end of every unknown-field warning.
    static let knownFields =
        "Known fields are aliases, categories, date, description, draft, keywords, lastmod, module, nav_order, part, sidebar_position, slug, status, summary, tags, title, updated, weight"

    /// Front matter that is broken or of the wrong shape.
    static let frontMatter: [BadInput] = [
        BadInput(
            name: "misspelt field is a warning", files: ["Content/a.md": article("darft: true\n")], status: 0,
            stderr: warning(
                "Content/a.md:5: warning: unknown front matter field 'darft' (did you mean 'draft'?); it is ignored. Known fields are aliases, categories, date, description, draft, keywords, lastmod, module, nav_order, part, sidebar_position, slug, status, summary, tags, title, updated, weight"
            )),
        BadInput(
            name: "misspelt field under --strict", files: ["Content/a.md": article("darft: true\n")],
            extraArguments: ["--strict"], status: 1,
            stderr: error(
                "Content/a.md:5: error: unknown front matter field 'darft' (did you mean 'draft'?); it is ignored. Known fields are aliases, categories, date, description, draft, keywords, lastmod, module, nav_order, part, sidebar_position, slug, status, summary, tags, title, updated, weight"
            )),
        BadInput(
            name: "broken YAML", files: ["Content/a.md": article("tags: [a, b\n")], status: 1,
            stderr: error(
                "Content/a.md:6:1: error: Front matter is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence that starts on line 5. Check the indentation and put values containing ': ', '#', '[' or quotes in double quotes."
            )),
        BadInput(
            name: "title of the wrong type",
            files: ["Content/a.md": .text("---\ntitle: [A, B]\ndate: 2024-01-01\nsummary: s\n---\nx\n")], status: 0,
            stderr: warning(
                "Content/a.md:2:8: warning: 'title' is not a text; the first '# heading' or the file name is used instead: write 'title: …' with the text or remove the line"
            )),
        BadInput(
            name: "title that is a number is its text",
            files: ["Content/a.md": .text("---\ntitle: 1984\ndate: 2024-01-01\nsummary: s\n---\nx\n")], status: 0,
            stderr: ""),
        BadInput(
            name: "tags of the wrong type", files: ["Content/a.md": article("tags: {a: b}\n")], status: 0,
            stderr: warning("Content/a.md:5:7: warning: 'tags' must be a word or a list like [a, b]; it is ignored")),
        BadInput(
            name: "tag with nothing to make a URL from", files: ["Content/a.md": article("tags: [\"!!!\"]\n")],
            status: 0,
            stderr: warning(
                "Content/a.md:5:8: warning: tag '!!!' has no letters or digits to make a URL from, so it is left out; use words like swiftui or layout"
            )),
        BadInput(
            name: "no title and no heading",
            files: ["Content/notes.md": .text("---\ndate: 2024-01-01\nsummary: s\n---\nТекст.\n")], status: 0,
            stderr: warning(
                "Content/notes.md:2: warning: no 'title' and no '# heading' to take it from; the page is titled 'notes': add 'title: …' to the front matter"
            )),
        BadInput(
            name: "no summary",
            files: ["Content/a.md": .text("---\ntitle: A\ndate: 2024-01-01\n---\nПервый абзац.\n")], status: 0,
            stderr: warning(
                "Content/a.md:2: warning: no 'summary'; lists, feeds and search show the first paragraph instead: add 'summary: …' with one or two sentences"
            )),
        BadInput(
            name: "part that is no number", files: ["Content/a.md": article("part: first\n")], status: 0,
            stderr: warning(
                "Content/a.md:5:7: warning: 'part' must be a positive whole number (the article's place in the series); it is ignored"
            )),
        BadInput(
            name: "draft that is no boolean", files: ["Content/a.md": article("draft: maybe\n")], status: 0,
            stderr: warning("Content/a.md:5:8: warning: 'draft' must be true or false; it is taken as false")),
        BadInput(
            name: "unknown status", files: ["Content/a.md": article("status: soon\n")], status: 0,
            stderr: warning(
                "Content/a.md:5:9: warning: 'status' must be 'published' or 'planned'; the article is published")),
        BadInput(
            name: "day that does not exist", files: ["Content/a.md": article(date: "2023-02-30")], status: 0,
            stderr: warning("Content/a.md:3:7: warning: " + undatedPage)),
        BadInput(
            name: "date in words", files: ["Content/a.md": article(date: "June 8, 2023")], status: 0,
            stderr: warning("Content/a.md:3:7: warning: " + undatedPage)),
        BadInput(
            name: "date in words under --strict", files: ["Content/a.md": article(date: "June 8, 2023")],
            extraArguments: ["--strict"], status: 1, stderr: error("Content/a.md:3:7: error: " + undatedPage)),
        BadInput(
            name: "Obsidian aliases that are not paths",
            files: ["Content/a.md": article("aliases: [My Note, Другое имя]\n")], status: 0,
            stderr: warning(
                "Content/a.md:5:10: warning: aliases 'My Note', 'Другое имя' are not paths on this site like /old/path/ (Latin letters, digits, '-', '_', '.'), so no redirect is made for them"
            )),
        BadInput(
            name: "empty description",
            files: ["Content/a.md": .text("---\ntitle: A\ndate: 2024-01-01\ndescription: \"\"\n---\nАбзац.\n")],
            status: 0,
            stderr: warning(
                "Content/a.md:4:14: warning: 'description' is empty; the first paragraph is used instead: write 'description: …' with the text or remove the line"
            )),
        BadInput(
            name: "Hugo slug with an underscore", files: ["Content/a.md": article("slug: hugo_build\n")], status: 0,
            stderr: warning(
                "Content/a.md:5:7: warning: 'slug' may hold only lowercase Latin letters, digits and '-', so 'hugo_build' becomes 'hugo-build'; write 'slug: hugo-build' to say so"
            )),
        BadInput(
            name: "other tools' fields are accepted quietly",
            files: [
                "Content/a.md": article("layout: post\npermalink: /x/\nweight: 3\nsidebar_position: 2\ntoc: true\n")
            ],
            status: 0, stderr: ""),
        BadInput(
            name: "an unknown field in several files is one warning",
            files: ["Content/a.md": article("colour: red\n"), "Content/b.md": article("colour: blue\n")], status: 0,
            stderr: warning(
                "Content/a.md:5: warning: unknown front matter field 'colour' in 2 files (the first is here); it is ignored. \(knownFields)"
            )),
        BadInput(
            name: "TOML key given twice",
            files: ["Content/a.md": .text("+++\ntitle = \"A\"\ndate = 2024-01-01\ntitle = \"B\"\n+++\nx\n")], status: 1,
            stderr: error(
                "Content/a.md:4:1: error: Front matter is not valid TOML: 'title' is already defined; define each key once."
            )),
        BadInput(
            name: "JSON date without quotes",
            files: ["Content/a.md": .text("{\n  \"title\": \"A\",\n  \"date\": 2024-01-01\n}\nx\n")], status: 1,
            stderr: error(
                "Content/a.md:3:15: error: Front matter is not valid JSON: expected ',' or '}' after the value.")),
        BadInput(
            name: "no front matter", files: ["Content/a.md": .text("Просто текст.\n")], extraArguments: ["--strict"],
            status: 0, stderr: ""),
        BadInput(
            name: "front matter never closed", files: ["Content/a.md": .text("---\ntitle: A\n")], status: 1,
            stderr: error(
                "Content/a.md:1:1: error: The front matter opened by '---' on line 1 is never closed; add a line '---' after the last YAML line."
            )),
        BadInput(
            name: "front matter over 64 KB",
            files: ["Content/a.md": article("note: \"" + String(repeating: "a", count: 70_000) + "\"\n")], status: 1,
            stderr: error(
                "Content/a.md:2: error: front matter is 68 KB; keep it under 64 KB and move the text into the article")),
        BadInput(
            name: "empty file", files: ["Content/a.md": .text("")], extraArguments: ["--strict"], status: 0,
            stderr: ""),
    ]

    /// Bytes that are not the UTF-8 text an article must be.
    static let encodings: [BadInput] = [
        BadInput(
            name: "invalid UTF-8", files: ["Content/a.md": .bytes(Array(articleText().utf8) + [0xFF, 0xFE, 0x0A])],
            status: 1,
            stderr: error(
                "Content/a.md:7: error: the file is not valid UTF-8 (byte offset 80); re-save it with UTF-8 encoding")),
        BadInput(
            name: "NUL byte", files: ["Content/a.md": .bytes(Array(articleText().utf8) + [0x61, 0x00, 0x62, 0x0A])],
            status: 1,
            stderr: error(
                "Content/a.md:7: error: the file contains a NUL byte (offset 81); it is damaged or not a text file: re-save it as UTF-8 text"
            )),
        BadInput(
            name: "byte order mark keeps line numbers",
            files: ["Content/a.md": .bytes([0xEF, 0xBB, 0xBF] + Array(articleText(date: "2023-13-01").utf8))],
            status: 0, stderr: warning("Content/a.md:3:7: warning: " + undatedPage)),
        BadInput(
            name: "CRLF line breaks keep line numbers",
            files: [
                "Content/a.md": .text(
                    articleText(body: "Один.\n\n![Фото](nope.png)\n").replacingOccurrences(of: "\n", with: "\r\n"))
            ], status: 0,
            stderr: warning(
                "Content/a.md:8:1: warning: image 'nope.png' not found next to the article; add the file to Content or fix the name"
            )),
    ]

    /// Problems in an article's body.
    static let bodies: [BadInput] = [
        BadInput(
            name: "missing image", files: ["Content/a/index.md": article(body: "![Фото](photo.png)\n")], status: 0,
            stderr: warning(
                "Content/a/index.md:6:1: warning: image 'photo.png' not found next to the article; add the file to Content/a or fix the name"
            )),
        BadInput(
            name: "image path leaving the content folder",
            files: ["Content/a/index.md": article(body: "![Пароли](../../../etc/passwd)\n")], status: 0,
            stderr: warning(
                "Content/a/index.md:6:1: warning: image '../../../etc/passwd' lies outside the article's folder; put the file in Content/a and write its name"
            )),
        BadInput(
            name: "broken link", files: ["Content/a.md": article(body: "См. [другую](../b/).\n")], status: 0,
            stderr: warning(
                "Content/a.md:6:5: warning: broken link '../b/': no article, article file or Public/ file has that path"
            )),
        BadInput(
            name: "link to a planned part",
            files: [
                "Content/a.md": article(body: "См. [скоро](../b/).\n"),
                "Content/b.md": .text("---\ntitle: B\nsummary: s\nstatus: planned\n---\n"),
            ], status: 0,
            stderr: warning(
                "Content/a.md:6:5: warning: '../b/' links to a planned part that is not written yet; remove the link or write the part"
            )),
        BadInput(
            name: "link to a heading that does not exist",
            files: [
                "Content/a.md": article(
                    body: "## Раздел\n\n[тут](#раздел), [там](b.md#вступление), [нет](b.md#nope)\n"),
                "Content/b.md": article(body: "## Вступление\n"),
            ], status: 0,
            stderr: warning(
                "Content/a.md:8:41: warning: 'b.md#nope' points at a heading that does not exist in /b/; check the part after '#'"
            )),
        BadInput(
            name: "flat article linking a missing file",
            files: ["Content/a.md": article(body: "[b](b.md)\n")], status: 0,
            stderr: warning(
                "Content/a.md:6:1: warning: broken link 'b.md': no article, article file or Public/ file has that path")
        ),
        BadInput(
            name: "100,000 nested block quotes",
            files: ["Content/a.md": article(body: String(repeating: "> ", count: 100_000) + "глубоко\n")], status: 0,
            stderr: warning("Content/a.md:6:201: warning: nesting deeper than 100 levels; deeper blocks are shown flat")
        ),
        BadInput(
            name: "60,000 nested emphasis markers",
            files: [
                "Content/a.md": article(
                    body: String(repeating: "*a **a ", count: 30_000) + "b"
                        + String(repeating: " a** a*", count: 30_000)
                        + "\n")
            ], status: 0,
            stderr: warning("Content/a.md:6:351: warning: nesting deeper than 100 levels; deeper blocks are shown flat")
        ),
        BadInput(
            name: "code fence never closed", files: ["Content/a.md": article(body: "Текст.\n\n```swift\nlet x = 1\n")],
            status: 0,
            stderr: warning(
                "Content/a.md:8: warning: this code fence is never closed, so the rest of the article is code; add the closing fence"
            )),
        BadInput(
            name: "code block without a language", files: ["Content/a.md": article(body: "```\nlet x = 1\n```\n")],
            status: 0,
            stderr: warning(
                "Content/a.md:6: warning: code block without a language; write ```swift, ```output, ```text or another language after the fence"
            )),
    ]

    /// Raw HTML that would run script in the reader's browser (sanitised by default).
    static let rawHTML: [BadInput] = [
        BadInput(
            name: "event handler in raw HTML",
            files: ["Content/a.md": article(body: "<img src=\"https://example.org/x.png\" onerror=\"alert(1)\">\n")],
            status: 0,
            stderr: warning(
                "Content/a.md:6:38: warning: removed the 'onerror' attribute from <img>: event handlers run script (set unsafe_html: true in site.yaml to allow it)"
            )),
        BadInput(
            name: "javascript: link in Markdown",
            files: ["Content/a.md": article(body: "[клик](javascript:alert(1))\n")],
            status: 0,
            stderr: warning(
                "Content/a.md:6:1: warning: removed the link target 'javascript:alert(1)': only http, https, mailto and relative links are allowed (set unsafe_html: true in site.yaml to allow it)"
            )),
        BadInput(
            name: "script element", files: ["Content/a.md": article(body: "<script>alert(1)</script>\n")], status: 0,
            stderr: warning(
                "Content/a.md:6:1: warning: removed <script> with its content: it is not allowed in raw HTML (set unsafe_html: true in site.yaml to allow it)"
            )),
    ]

    /// Templates a restyling broke.
    static let templates: [BadInput] = [
        BadInput(
            name: "unknown template variable",
            files: [
                "Content/a.md": article(),
                "Templates/tags.mustache": .text("{{<base}}{{$main}}{{titel}}{{/main}}{{/base}}\n"),
            ],
            status: 1, stderr: error("Templates/tags.mustache:1:19: error: unknown variable 'titel'")),
        BadInput(
            name: "unclosed template section",
            files: [
                "Content/a.md": article(),
                "Templates/404.mustache": .text("{{<base}}{{$main}}{{#site}}{{/main}}{{/base}}\n"),
            ],
            status: 1,
            stderr: error(
                "Templates/404.mustache:1:28: error: closing tag {{/main}} does not match the open section 'site' from line 1, column 19: close it first with {{/site}}"
            )),
        BadInput(
            name: "partial that includes itself",
            files: ["Content/a.md": article(), "Templates/partials/footer.mustache": .text("{{>partials/footer}}\n")],
            status: 1,
            stderr: error(
                "Templates/partials/footer.mustache:1:1: error: templates nest more than 200 deep at partial 'partials/footer': a partial probably includes itself, or a block fills itself, without a section that ends the recursion"
            )),
        BadInput(
            name: "missing partial",
            files: ["Content/a.md": article(), "Templates/404.mustache": .text("{{>partials/nothing}}\n")], status: 1,
            stderr: error(
                "Templates/404.mustache:1:1: error: unknown partial 'partials/nothing': add it to the template library or fix the name"
            )),
    ]

    /// Templates nested beyond reason.
    static let deepTemplates: [BadInput] = [
        BadInput(
            name: "100,000 nested template sections",
            files: [
                "Content/a.md": article(),
                "Templates/404.mustache": .text(
                    "{{<base}}{{$main}}" + String(repeating: "{{#site}}", count: 100_000)
                        + String(repeating: "{{/site}}", count: 100_000) + "{{/main}}{{/base}}\n"),
            ], status: 1,
            stderr: error(
                "Templates/404.mustache:1:901: error: section 'site' is nested more than 100 deep in sections, parents and blocks: close some of them before it or move it into a partial"
            )),
        BadInput(
            name: "front matter nested 30,000 deep",
            files: ["Content/a.md": .text("---\ntitle: " + String(repeating: "[", count: 30_000) + "\n---\n")],
            status: 1,
            stderr: error(
                "Content/a.md:2:107: error: Front matter nests lists and mappings more than 100 deep; flatten it (front matter needs a level or two)."
            )),
    ]

    /// Site settings and the command line.
    static let site: [BadInput] = [
        BadInput(
            name: "unknown site setting",
            files: ["Content/a.md": article(), "Content/site.yaml": .text("title: T\ncolour: red\n")], status: 1,
            stderr: error(
                "Content/site.yaml:2: error: unknown setting 'colour'; known settings are author, description, edit_branch, feed, language, max_article_size, page_size, repository, title, typography, unsafe_html, url"
            )),
        BadInput(
            name: "base URL with a character XML would need escaped", files: ["Content/a.md": article()],
            extraArguments: ["--base-url", "https://example.org/a&b/"], status: 64,
            stderr:
                "error: --base-url must be an absolute http(s) URL without spaces, quotes, '&', '?' or '#', e.g. https://owner.github.io/repo/"
        ),
        BadInput(
            name: "base URL that is not http(s)", files: ["Content/a.md": article()],
            extraArguments: ["--base-url", "javascript:alert(1)"], status: 64,
            stderr:
                "error: --base-url must be an absolute http(s) URL without spaces, quotes, '&', '?' or '#', e.g. https://owner.github.io/repo/"
        ),
        BadInput(
            name: "article size limit that is no number",
            files: ["Content/a.md": article(), "Content/site.yaml": .text("max_article_size: big\n")], status: 1,
            stderr: error(
                "Content/site.yaml:1: error: 'max_article_size' must be a whole number of megabytes from 1 to 1024, e.g. max_article_size: 10"
            )),
        BadInput(
            name: "article over a raised size limit",
            files: [
                "Content/a.md": article(body: String(repeating: "а", count: 6 * 1024 * 1024)),
                "Content/site.yaml": .text("max_article_size: 10\n"),
            ], status: 1,
            stderr: error(
                "Content/a.md: error: the file is 12 MB, over the limit of 10 MB; split it, or raise max_article_size in site.yaml"
            )),
        BadInput(
            name: "site url in site.yaml that is not http(s)",
            files: ["Content/a.md": article(), "Content/site.yaml": .text("url: ftp://example.org/\n")], status: 1,
            stderr: error(
                "Content/site.yaml:1: error: 'url' must be an absolute http(s) URL like https://owner.github.io/repo/")),
        BadInput(
            name: "check reports a misspelt field as well", files: ["Content/a.md": article("darft: true\n")],
            command: "check", status: 0,
            stderr: warning(
                "Content/a.md:5: warning: unknown front matter field 'darft' (did you mean 'draft'?); it is ignored. Known fields are aliases, categories, date, description, draft, keywords, lastmod, module, nav_order, part, sidebar_position, slug, status, summary, tags, title, updated, weight"
            )),
    ]
}
