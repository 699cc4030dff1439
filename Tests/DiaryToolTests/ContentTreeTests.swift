import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// A content folder laid out as Hugo, MkDocs, mdBook, Jekyll and DocC authors lay theirs out,
/// built through the binary: every Markdown file at any depth is published at the URL its place
/// in the tree gives it, or named in one summary line.
@Suite("Content as a folder tree", .tags(.builtTool))
struct ContentTreeTests {
    private static let png = TinyPNG.make(width: 2, height: 2)

    /// Writes `files` under `Content/` and builds them through the binary.
    private func build(_ files: [String: String], binary: [String: Data] = [:], extra: [String] = [])
        throws -> (ToolRun, TemporaryFolder)
    {
        try DiaryTool.buildContent(files, binary: binary, extra: extra)
    }

    private func page(_ path: String, in folder: TemporaryFolder) -> String? {
        try? String(contentsOf: folder.url.appending(path: "_site/\(path)"), encoding: .utf8)
    }

    private static func page(_ title: String, body: String = "Text.") -> String {
        "---\ntitle: \(title)\nsummary: S.\n---\n\(body)\n"
    }

    @Test("Nested files, folder pages and .markdown files get the URLs of their place in the tree")
    func nestedURLs() throws {
        let (run, folder) = try build([
            "guide/README.md": Self.page("Guide"),
            "guide/intro.md": Self.page("Intro"),
            "guide/deep/more/step.markdown": Self.page("Step"),
            "docs/_index.md": Self.page("Docs"),
            "docs/setup/index.md": Self.page("Setup"),
            "entry/index.md": "---\ntitle: Entry\ndate: 2024-01-01\nsummary: S.\n---\nText.\n",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(page("guide/index.html", in: folder)?.contains("Guide") == true, "\(run)")
        #expect(page("guide/intro/index.html", in: folder)?.contains("Intro") == true)
        #expect(page("guide/deep/more/step/index.html", in: folder)?.contains("Step") == true)
        #expect(page("docs/index.html", in: folder)?.contains("Docs") == true)
        #expect(page("docs/setup/index.html", in: folder)?.contains("Setup") == true)
        #expect(page("entry/index.html", in: folder)?.contains("Entry") == true)
        #expect(page("sitemap.xml", in: folder)?.contains("https://example.org/guide/deep/more/step/") == true)
    }

    @Test("Dot-folders, node_modules, _drafts, SUMMARY.md and site.yaml's ignore list are named in one line")
    func skippedSummary() throws {
        let (run, folder) = try build([
            "site.yaml": "title: T\nignore: [private]\n",
            "a.md": Self.page("A"),
            ".vitepress/theme.md": Self.page("Hidden"),
            "node_modules/pkg/README.md": Self.page("Package"),
            "_drafts/idea.md": Self.page("Idea"),
            "private/notes.md": Self.page("Notes"),
            "SUMMARY.md": "# Summary\n",
        ])
        #expect(run.status == 0, "\(run)")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("not published: 5 files and folders") }
        #expect(lines.count == 1, "\(run.stderr)")
        for name in [".vitepress", "node_modules", "_drafts", "private", "SUMMARY.md"] {
            #expect(lines.first?.contains("'\(name)'") == true, "\(name): \(run.stderr)")
        }
        #expect(page("a/index.html", in: folder) != nil)
        #expect(page("private/notes/index.html", in: folder) == nil)
        #expect(page("idea/index.html", in: folder) == nil)
    }

    @Test("A Jekyll post takes its slug and date from its file name")
    func jekyllPosts() throws {
        let (run, folder) = try build(["_posts/2024-03-05-hello-world.md": "---\ntitle: Hello\n---\nText.\n"])
        #expect(run.status == 0, "\(run)")
        let html = try #require(page("hello-world/index.html", in: folder), "\(run)")
        #expect(html.contains("2024-03-05"))
        #expect(page("atom.xml", in: folder)?.contains("https://example.org/hello-world/") == true)
        #expect(!run.stderr.contains("no 'date'"), "\(run.stderr)")
    }

    @Test("Jekyll's _drafts are built as drafts with --drafts")
    func jekyllDrafts() throws {
        let files = ["_drafts/idea.md": "---\ntitle: Idea\nsummary: S.\n---\nText.\n", "a.md": Self.page("A")]
        let (run, folder) = try build(files, extra: ["--drafts"])
        #expect(run.status == 0, "\(run)")
        #expect(page("idea/index.html", in: folder) != nil, "\(run)")
        #expect(!run.stderr.contains("'_drafts'"), "\(run.stderr)")
    }

    @Test("A single-file page shows the image beside it, published under its folder's URL")
    func singleFileImages() throws {
        let (run, folder) = try build(
            ["guide/intro.md": Self.page("Intro", body: "![Shot](shot.png)\n\n![Up](../top.png)")],
            binary: ["guide/shot.png": Self.png, "top.png": Self.png])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("not found"), "\(run.stderr)")
        let html = try #require(page("guide/intro/index.html", in: folder))
        #expect(html.contains(#"src="/guide/shot.png""#), "\(html)")
        #expect(FileManager.default.fileExists(atPath: folder.path("_site/guide/shot.png")))
    }

    @Test("Links between nested files resolve; links to nothing stay links, with a warning")
    func links() throws {
        let (run, folder) = try build([
            "guide/README.md": Self.page(
                "Guide",
                body:
                    "[Intro](intro.md) [Step](deep/step.md) [Elsewhere](/uri) [Gone](missing.md) [Doc](<doc:Step>) "
                    + "[Nowhere](deep/step.md#nowhere)"),
            "guide/intro.md": Self.page("Intro", body: "[Back](README.md) [Up](../guide/deep/step.md)"),
            "guide/deep/step.md": Self.page("Step"),
        ])
        #expect(run.status == 0, "\(run)")
        let guide = try #require(page("guide/index.html", in: folder), "\(run)")
        #expect(guide.contains(#"<a href="/guide/intro/">Intro</a>"#), "\(guide)")
        #expect(guide.contains(#"<a href="/guide/deep/step/">Step</a>"#))
        #expect(guide.contains(#"<a href="/uri">Elsewhere</a>"#))
        #expect(guide.contains(#"<a href="missing.md">Gone</a>"#))
        #expect(guide.contains(#"<a href="/guide/deep/step/">Doc</a>"#))
        #expect(run.stderr.contains("guide/README.md:5:") && run.stderr.contains("'missing.md'"), "\(run.stderr)")
        #expect(run.stderr.contains("'/uri'"), "\(run.stderr)")
        #expect(run.stderr.contains("'deep/step.md#nowhere' points at a heading that does not exist"), "\(run.stderr)")
        let intro = try #require(page("guide/intro/index.html", in: folder))
        #expect(intro.contains(#"<a href="/guide/">Back</a>"#), "\(intro)")
        #expect(intro.contains(#"<a href="/guide/deep/step/">Up</a>"#))
    }

    @Test("A root-relative image that is nowhere in the site is a warning")
    func rootRelativeImage() throws {
        let (run, _) = try build(["a.md": Self.page("A", body: "![Logo](/assets/none.png)")])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("a.md:5:") && run.stderr.contains("'/assets/none.png'"), "\(run.stderr)")
    }

    @Test("A content 404.md becomes the site's 404 page")
    func notFoundPage() throws {
        let (run, folder) = try build(["404.md": Self.page("Lost", body: "Nothing here."), "a.md": Self.page("A")])
        #expect(run.status == 0, "\(run)")
        #expect(page("404.html", in: folder)?.contains("Nothing here.") == true, "\(run)")
        #expect(page("404.html", in: folder)?.contains(#"rel="canonical" href="https://example.org/404.html""#) == true)
        #expect(page("sitemap.xml", in: folder)?.contains("404") == false)
        #expect(page("404/index.html", in: folder) == nil)
    }

    @Test("content_root in site.yaml names the sub-folder the Markdown is read from")
    func contentRoot() throws {
        let (run, folder) = try build([
            "site.yaml": "title: T\ncontent_root: docs\n", "docs/guide/intro.md": Self.page("Intro"),
            "other/skip.md": Self.page("Skip"),
        ])
        #expect(run.status == 0, "\(run)")
        #expect(page("guide/intro/index.html", in: folder) != nil, "\(run)")
        #expect(page("other/skip/index.html", in: folder) == nil)
    }

    @Test("Pages without a date are listed by their section in SUMMARY.md's order, not on the home page or in feeds")
    func sections() throws {
        let (run, folder) = try build([
            "SUMMARY.md": "# Summary\n\n- [Zeta](guide/zeta.md)\n- [Alpha](guide/alpha.md)\n",
            "guide/README.md": Self.page("Guide", body: "About the guide."),
            "guide/alpha.md": Self.page("Alpha"),
            "guide/beta.md": Self.page("Beta"),
            "guide/zeta.md": Self.page("Zeta"),
            "ref/api/call.md": Self.page("Call"),
            "news.md": "---\ntitle: News\ndate: 2024-01-01\nsummary: S.\n---\nText.\n",
        ])
        #expect(run.status == 0, "\(run)")
        let guide = try #require(page("guide/index.html", in: folder), "\(run)")
        #expect(guide.contains("About the guide."))
        let order = ["/guide/zeta/", "/guide/alpha/", "/guide/beta/"].map {
            guide.range(of: "href=\"\($0)\"")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil }, "\(guide)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "weight, SUMMARY.md, then file name")
        // A folder without a page of its own gets one listing its pages, listed by the section above.
        let api = try #require(page("ref/api/index.html", in: folder))
        #expect(api.contains(#"href="/ref/api/call/""#))
        #expect(page("ref/index.html", in: folder)?.contains(#"href="/ref/api/""#) == true)
        let home = try #require(page("index.html", in: folder))
        #expect(home.contains("/news/") && !home.contains("/guide/alpha/"))
        #expect(page("atom.xml", in: folder)?.contains("/guide/alpha/") == false)
        #expect(page("sitemap.xml", in: folder)?.contains("https://example.org/guide/alpha/") == true)
    }

    @Test("A symbolic link to a folder of pages, at any depth, is named in a warning and not followed")
    func linkedFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data(Self.page("Outside").utf8), to: "Elsewhere/index.md")
        try folder.write(Data(Self.page("A").utf8), to: "Content/guide/a.md")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Content/guide/linked"), withDestinationPath: folder.path("Elsewhere"))
        let run = try DiaryTool.run(
            ["build", "--content", "Content", "--output", "_site", "--base-url", "https://example.org/"]
                + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("Content/guide/linked: warning: symbolic link"), "\(run.stderr)")
        #expect(page("guide/linked/index.html", in: folder) == nil)
    }

    @Test("Files beside pages that are not published join the one summary line, however few")
    func themeFilesSummarised() throws {
        var theme: [String: String] = ["guide/intro.md": Self.page("Intro"), ".vitepress/config.md": "x"]
        for number in 1...11 { theme["guide/theme/Part\(number).vue"] = "<template></template>" }
        let (run, _) = try build(theme)
        #expect(run.status == 0, "\(run)")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("not published") }
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(lines.first?.contains("not published: 12 files and folders") == true, "\(run.stderr)")
        #expect(lines.first?.contains("'.vitepress'") == true && lines.first?.contains("guide/theme/Part1.vue") == true)

        // One file refused is named in the same line, with its reason, not in a warning of its own.
        let (few, _) = try build(["guide/intro.md": Self.page("Intro"), "guide/Part.vue": "<template></template>"])
        let fewLines = few.stderr.split(separator: "\n").filter { $0.contains("not published") }
        #expect(fewLines.count == 1, "\(few.stderr)")
        #expect(
            fewLines.first?.hasPrefix("Content: warning: not published: 1 file or folder (") == true, "\(few.stderr)")
        #expect(
            fewLines.first?.contains(
                "'guide/Part.vue' ('.vue' is not a kind of file an article publishes (images, video, audio, PDF, data, archives))"
            ) == true, "\(few.stderr)")
    }

    @Test("A folder's files are published by a written page even when a planned page comes first")
    func plannedPageDoesNotOwnFiles() throws {
        let (run, folder) = try build(
            [
                "a.md": "---\ntitle: A\nstatus: planned\n---\n",
                "b.md": "---\ntitle: B\ndate: 2024-01-01\nsummary: S.\n---\n![Shot](shot.png)\n",
            ], binary: ["shot.png": Self.png])
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.fileExists(atPath: folder.path("_site/shot.png")), "\(run)")
        #expect(page("b/index.html", in: folder)?.contains(#"src="/shot.png""#) == true)
    }
}
