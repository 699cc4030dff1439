import DiarySearch
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Real Markdown folders' smaller gaps, through the built `diary`: undated pages out of the
/// diary's lists, DocC's `doc:` titles and dark images, front matter that is not a mapping, and
/// the place of a raw-HTML warning inside a paragraph.
@Suite("Content as found: the smaller gaps", .tags(.builtTool))
struct ContentGapsTests {
    /// Writes `files` under `Content/` and builds them through the binary.
    private func build(_ files: [String: String], binary: [String: Data] = [:], extra: [String] = [])
        throws -> (ToolRun, TemporaryFolder)
    {
        try DiaryTool.buildContent(files, binary: binary, extra: extra)
    }

    private func page(_ path: String, in folder: TemporaryFolder) -> String {
        (try? String(contentsOf: folder.url.appending(path: "_site/\(path)"), encoding: .utf8)) ?? ""
    }

    private static func entry(_ title: String, date: String = "2024-01-01", body: String = "Text.") -> String {
        "---\ntitle: \(title)\ndate: \(date)\nsummary: S.\n---\n\(body)\n"
    }

    // MARK: Pages and entries

    @Test(
        "A page without a date at the top of the content is in no diary list, feed or archive, but in the home page's pages, sitemap and search"
    )
    func undatedTopPage() throws {
        let (run, folder) = try build([
            "diary-entry.md": Self.entry("Dated Entry"),
            "colophon.md": "---\ntitle: Colophon Page\n---\nHow this site is made.\n",
            "guide/first-steps.md": "# First Steps\n\nA page in a folder with no page of its own.\n",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(page("colophon/index.html", in: folder).contains("Colophon Page"), "\(run)")
        let home = page("index.html", in: folder)
        let parts = home.components(separatedBy: "<section class=\"pages\"")
        #expect(parts.count == 2, "the home page lists the top folder's pages once: \(home)")
        #expect(parts[0].contains("Dated Entry"))
        #expect(!parts[0].contains("Colophon Page"), "the diary's list shows a page: \(home)")
        // The top folder's pages and sections are listed apart, as a section page lists its own.
        let pages = parts.last ?? ""
        #expect(pages.contains("<a href=\"/colophon/\">Colophon Page</a>"), "\(pages)")
        #expect(pages.contains("<a href=\"/guide/\">guide</a>"), "\(pages)")
        #expect(!pages.contains("Dated Entry"))
        for feed in ["atom.xml", "rss.xml"] {
            #expect(page(feed, in: folder).contains("Dated Entry"))
            #expect(!page(feed, in: folder).contains("Colophon Page"), "\(feed)")
        }
        #expect(!page("archive/2024/index.html", in: folder).contains("Colophon Page"))
        #expect(page("sitemap.xml", in: folder).contains("https://example.org/colophon/"))
        // The document files (search/doc/N.json.gz) are gzip: their JSON is read.
        let search = FolderContents.files(in: folder.url.appending(path: "_site"))
            .filter { $0.key.hasPrefix("search") }
            .map { file in
                let bytes = [UInt8](file.value)
                return String(decoding: file.key.hasSuffix(".gz") ? Gzip.decompress(bytes) ?? [] : bytes, as: UTF8.self)
            }.joined()
        #expect(search.contains("Colophon Page"), "the page is not in the search index")
    }

    // MARK: DocC

    @Test("A doc: link with no text of its own shows the target page's title, as DocC does")
    func docLinkTitle() throws {
        let (run, folder) = try build([
            "GuidedTour/TheBasics.md": "---\ntitle: The Basics of Swift\n---\nBasics.\n",
            "tour.md": Self.entry(
                "Tour", body: "Read <doc:TheBasics>, then [](doc:TheBasics), then [the basics](doc:TheBasics)."),
        ])
        #expect(run.status == 0, "\(run)")
        let html = page("tour/index.html", in: folder)
        #expect(
            html.contains(
                #"Read <a href="/guidedtour/thebasics/">The Basics of Swift</a>, then "#
                    + #"<a href="/guidedtour/thebasics/">The Basics of Swift</a>, then "#
                    + #"<a href="/guidedtour/thebasics/">the basics</a>."#), "\(html)")
        #expect(!html.contains(">doc:TheBasics<"))
    }

    @Test("DocC's dark variants beside an image are offered to dark colour schemes in a <picture>")
    func darkImageVariants() throws {
        let png = TinyPNG.make(width: 4, height: 2)
        let (run, folder) = try build(
            [
                "a/index.md": Self.entry("A", body: "![Diagram](diagram)\n\n![Shot](shot.png)\n\n![Plain](plain.png)")
            ],
            binary: [
                "a/diagram.png": png, "a/diagram~dark.png": png,
                "a/shot.png": png, "a/shot@2x.png": png, "a/shot~dark.png": png, "a/shot~dark@2x.png": png,
                "a/plain.png": png,
            ])
        #expect(run.status == 0, "\(run)")
        let html = page("a/index.html", in: folder)
        #expect(
            html.contains(
                #"<picture><source srcset="/a/diagram~dark.png" media="(prefers-color-scheme: dark)">"#
                    + #"<img src="/a/diagram.png" width="4" height="2" alt="Diagram" loading="lazy" decoding="async"></picture>"#
            ), "\(html)")
        #expect(
            html.contains(
                #"<picture><source srcset="/a/shot~dark.png 1x, /a/shot~dark@2x.png 2x" media="(prefers-color-scheme: dark)">"#
                    + #"<img src="/a/shot.png" srcset="/a/shot.png 1x, /a/shot@2x.png 2x""#), "\(html)")
        #expect(html.contains(#"<p><img src="/a/plain.png""#), "an image without a dark variant stays a bare <img>")
        #expect(FileManager.default.fileExists(atPath: folder.path("_site/a/shot~dark@2x.png")))
    }

    // MARK: Front matter

    @Test("Front matter that is a list or a single value is a warning; the file builds as a page without it")
    func frontMatterNotAMapping() throws {
        let files = [
            "listed.md": "---\n- one\n- two\n---\n# Listed Page\n\nText.\n",
            "scalar.md": "---\njust words\n---\nScalar text.\n",
        ]
        let (run, folder) = try build(files)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains(
                "Content/listed.md:2: warning: front matter is a list, not 'key: value' lines; the file is built "
                    + "as a page without front matter: write it as 'key: value' lines or remove it"), "\(run)")
        #expect(run.stderr.contains("Content/scalar.md:2: warning: front matter is a single value"), "\(run)")
        #expect(page("listed/index.html", in: folder).contains("Listed Page"))
        #expect(page("scalar/index.html", in: folder).contains("Scalar text."))

        let (strict, strictFolder) = try build(files, extra: ["--strict"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stderr.contains("Content/listed.md:2: error: front matter is a list"), "\(strict)")
        #expect(!FileManager.default.fileExists(atPath: strictFolder.path("_site/index.html")))
    }

    // MARK: Raw HTML

    @Test("A raw-HTML warning inside a paragraph points at its line and column in the file")
    func rawHTMLWarningColumn() throws {
        // Line 6 is the body's first line; the block quote's second line is line 9.
        let body = "Some text <b onclick=\"x\">bold</b> here.\n\n> quoted\n>   more <i onclick=\"y\">it</i>"
        let (run, _) = try build(["a.md": Self.entry("A", body: body)])
        #expect(run.status == 0, "\(run)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("onclick") }
        #expect(warnings.count == 2, "\(run)")
        // `onclick` stands at column 14 of line 6 and column 13 of line 9.
        #expect(warnings.first?.hasPrefix("Content/a.md:6:14: warning:") == true, "\(run)")
        #expect(warnings.last?.hasPrefix("Content/a.md:9:13: warning:") == true, "\(run)")
    }
}
