import DiarySearch
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The site's language through the built `diary`: `language:` in `site.yaml`, or detected from
/// the articles, sets `lang`, the interface words, dates, typography and search stemming.
@Suite("Site language", .tags(.builtTool))
struct SiteLanguageTests {
    /// Two English articles, with no `site.yaml`.
    static let englishArticles = [
        "buttons.md": """
        ---
        title: "Buttons"
        date: 2023-06-08
        summary: "Buttons and their styles."
        ---

        Buttons are "almost the whole interface" -- and running them well matters...

        """,
        "layout.md": """
        ---
        title: "Layout"
        date: 2024-01-02
        summary: "How stacks share space."
        ---

        Stacks propose sizes; the children choose. Press <kbd>"</kbd> to quote.

        """,
    ]

    /// Writes `files` into `Content/` of `folder`.
    static func content(_ files: [String: String], in folder: TemporaryFolder) throws -> URL {
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: content.appending(path: name)) }
        return content
    }

    static func build(_ content: URL, in folder: TemporaryFolder, templates: URL = TestPaths.templates) throws
        -> ToolRun
    {
        try DiaryTool.run([
            "build", "--content", content.path, "--output", folder.path("site"), "--templates", templates.path,
            "--public", TestPaths.publicFiles.path, "--no-wasm", "--no-cache",
        ])
    }

    static func page(_ path: String, in folder: TemporaryFolder) throws -> String {
        try String(contentsOfFile: folder.path("site/\(path)"), encoding: .utf8)
    }

    /// Every search shard of the site, joined: the stems the index holds.
    static func searchShards(in folder: TemporaryFolder) throws -> String {
        let shards = folder.url.appending(path: "site/search")
        // gzip-compressed (`search/<prefix>.json.gz`), inflated here.
        return try FileManager.default.contentsOfDirectory(atPath: shards.path).filter { $0.hasSuffix(".json.gz") }
            .sorted().map {
                let bytes = [UInt8](try Data(contentsOf: shards.appending(path: $0)))
                return String(decoding: try #require(Gzip.decompress(bytes), "\($0) inflates"), as: UTF8.self)
            }
            .joined(separator: "\n")
    }

    @Test("An English folder without site.yaml gives an English site, and the build says it detected English")
    func englishWithoutSettings() throws {
        let folder = try TemporaryFolder()
        let run = try Self.build(try Self.content(Self.englishArticles, in: folder), in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout.hasPrefix(
                "Language: en (detected: 0% of the articles' letters are Cyrillic; set 'language' in site.yaml to "
                    + "choose)\n"), "\(run)")
        #expect(!run.stderr.contains("'url'"), "no site.yaml is not a site about to be published: \(run)")
        #expect(!run.stderr.contains("warning: Language"), "the detected language is not a warning")
        let article = try Self.page("buttons/index.html", in: folder)
        #expect(article.contains("<html lang=\"en\">"))
        #expect(article.contains("<meta property=\"og:locale\" content=\"en_US\">"))
        #expect(article.contains("“almost the whole interface” — and running them well matters…"), "\(article)")
        #expect(article.contains("<time datetime=\"2023-06-08\">June 8, 2023</time>"))
        #expect(article.contains(">Articles</a>") && article.contains(">Skip to content</a>"))
        #expect(article.contains("data-nothing=\"Nothing found\""))
        let layout = try Self.page("layout/index.html", in: folder)
        #expect(layout.contains("Press <kbd>&quot;</kbd> to quote."), "raw-HTML kbd is left as typed")
        let index = try Self.page("index.html", in: folder)
        #expect(!index.contains("Статьи") && !index.contains("скоро") && !index.contains("Страница"))
        #expect(index.contains("<title>Developer diary</title>"), "the default title is in the site's language")
        let atom = try Self.page("atom.xml", in: folder)
        #expect(atom.contains("xml:lang=\"en\"") && atom.contains("<title>Developer diary</title>"))
        #expect(try Self.page("rss.xml", in: folder).contains("<language>en</language>"))
        let tags = try Self.page("archive/index.html", in: folder)
        #expect(tags.contains("1 article<") && tags.contains(">Archive</h1>"), "\(tags)")
        // The English stemmer: "Buttons" and "running" are indexed as "button" and "run".
        let shards = try Self.searchShards(in: folder)
        #expect(shards.contains("\"button\":") && shards.contains("\"run\":"), "\(shards)")
        #expect(!shards.contains("\"buttons\":"))
    }

    @Test("A Russian folder without a language setting still gives the Russian site")
    func russianDetected() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        try replaceText("language: ru\n", with: "", in: content.appending(path: "site.yaml"))
        let run = try Self.build(content, in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Language: ru (detected: "), "\(run)")
        let article = try Self.page("buttons/index.html", in: folder)
        #expect(article.contains("<html lang=\"ru\">"))
        #expect(article.contains("<meta property=\"og:locale\" content=\"ru_RU\">"))
        #expect(article.contains(">Статьи</a>") && article.contains(">К содержанию</a>"))
        #expect(article.contains("<time datetime=\"2023-06-08\">8 июня 2023</time>"))
        #expect(article.contains("Кнопки\u{00A0}— это почти весь интерфейс"), "Russian typography")
        let index = try Self.page("index.html", in: folder)
        #expect(index.contains("<summary>Скоро <span class=\"planned-count\">"), "the planned parts' list")
    }

    @Test("language: de has no typography, no stemming, and English words with one warning naming the table")
    func germanFallsBackToEnglish() throws {
        let folder = try TemporaryFolder()
        var files = Self.englishArticles
        files["site.yaml"] = "title: \"Tagebuch\"\nurl: \"https://example.org/\"\nlanguage: de\n"
        let content = try Self.content(files, in: folder)
        let run = try Self.build(content, in: folder)
        #expect(run.status == 0, "\(run)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(run)")
        let table = TestPaths.templates.appending(path: "strings/de.yaml").path
        #expect(
            warnings.first?.hasPrefix(
                "\(content.path)/site.yaml:3: warning: there is no interface strings table for "
                    + "'de' (built in: en, ru), so the interface is in English; add \(table)") == true, "\(run)")
        #expect(!run.stdout.contains("Language:"), "a language set in site.yaml is not announced")
        let article = try Self.page("buttons/index.html", in: folder)
        #expect(article.contains("<html lang=\"de\">"))
        #expect(
            article.contains("Buttons are &quot;almost the whole interface&quot; -- and running them well matters..."))
        #expect(article.contains(">Articles</a>") && article.contains("June 8, 2023"))
        let shards = try Self.searchShards(in: folder)
        #expect(shards.contains("\"buttons\":") && shards.contains("\"running\":"), "words are only folded: \(shards)")
        #expect(try Self.page("search-index.json", in: folder).contains("\"stemmer\":null"))
    }

    @Test("A site's strings table overrides the built-in words key by key; an unknown key is a warning")
    func ownStringsTable() throws {
        let folder = try TemporaryFolder()
        let templates = try folder.copy(TestPaths.templates, to: "Templates")
        try FileManager.default.createDirectory(
            at: templates.appending(path: "strings"), withIntermediateDirectories: true)
        try Data("nav_articles: \"Posts\"\nnav_artciles: \"Typo\"\n".utf8)
            .write(to: templates.appending(path: "strings/en.yaml"))
        let run = try Self.build(try Self.content(Self.englishArticles, in: folder), in: folder, templates: templates)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("strings/en.yaml:2: warning: 'nav_artciles' is not an interface string"), "\(run)")
        let index = try Self.page("index.html", in: folder)
        #expect(index.contains(">Posts</a>") && index.contains(">Tags</a>"))
    }

    @Test("language: must be a language tag")
    func invalidTag() throws {
        let folder = try TemporaryFolder()
        var files = Self.englishArticles
        files["site.yaml"] = "language: English please\n"
        let content = try Self.content(files, in: folder)
        let run = try Self.build(content, in: folder)
        #expect(run.status != 0)
        #expect(
            run.stderr.contains(
                "site.yaml:1: error: 'language' must be a BCP 47 language tag like ru, en, en-GB or de"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")), "nothing is written")
    }
}

/// The words the pages' scripts and generated tables show, in the site's language.
@Suite("Site language: scripts and tables", .tags(.builtTool))
struct SiteLanguageScriptWordsTests {
    @Test("An English site gives run.js and preview.js English words, and a data table English labels")
    func englishScriptWords() throws {
        let folder = try TemporaryFolder()
        var files = SiteLanguageTests.englishArticles
        files["styles/index.md"] = """
            ---
            title: "Styles"
            date: 2024-02-03
            summary: "Which styles each platform has."
            ---

            Which button styles exist where:

            ```table styles.csv
            ```

            """
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Content/styles"), withIntermediateDirectories: true)
        let content = try SiteLanguageTests.content(files, in: folder)
        try Data("style,iOS,watchOS\nborderless,yes,n/a\nbordered,yes,no\n".utf8)
            .write(to: content.appending(path: "styles/styles.csv"))
        let run = try SiteLanguageTests.build(content, in: folder)
        #expect(run.status == 0, "\(run)")
        let page = try SiteLanguageTests.page("styles/index.html", in: folder)
        #expect(page.contains("data-run-pass=\"✓ matches the output above\""))
        #expect(page.contains("data-run-error=\"Error: {message}\""))
        #expect(page.contains("data-preview-live=\"Live preview\""))
        #expect(page.contains("aria-label=\"Table styles.csv\""))
        #expect(page.contains("<span role=\"img\" aria-label=\"yes\" title=\"yes\">✅</span>"))
        #expect(page.contains("<span role=\"img\" aria-label=\"no such style\" title=\"no such style\">—</span>"))
        #expect(!page.contains("Таблица"), "no Russian word is left on an English page")
    }
}
