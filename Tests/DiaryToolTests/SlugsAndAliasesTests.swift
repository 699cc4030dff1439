import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Content written for other generators: file names that are not slugs yet,
/// `slug:` and `aliases:`, dates with a time. Through the built binary.
@Suite("Slugs, aliases and dates as other generators write them", .tags(.builtTool))
struct SlugsAndAliasesTests {
    private func build(_ files: [String: String], extra: [String] = []) throws -> (ToolRun, TemporaryFolder) {
        let folder = try TemporaryFolder()
        for (path, text) in files {
            let url = folder.url.appending(path: "Content/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try DiaryTool.run(
            [
                "build", "--content", folder.path("Content"), "--output", folder.path("site"), "--base-url",
                "https://example.org/blog/",
            ] + DiaryTool.siteFiles)
        return (run, folder)
    }

    private func article(_ title: String, _ extra: String = "", date: String = "2024-01-01") -> String {
        "---\ntitle: \(title)\ndate: \(date)\nsummary: Кратко.\n\(extra)---\nТекст.\n"
    }

    @Test("File names become slugs: lowercase, Cyrillic transliterated, anything else '-'")
    func derivedSlugs() throws {
        let (run, folder) = try build([
            "0014-constrained-AnySequence.md": article("A"), "Кнопки и стили.md": article("B"),
            "My_Notes/index.md": article("C"),
        ])
        #expect(run.status == 0, "\(run)")
        for slug in ["0014-constrained-anysequence", "knopki-i-stili", "my-notes"] {
            #expect(FolderContents.isFile(folder.url.appending(path: "site/\(slug)/index.html")), "\(slug)")
        }
    }

    @Test("slug: overrides the file name")
    func explicitSlug() throws {
        let (run, folder) = try build(["notes.md": article("A", "slug: custom-name\n")])
        #expect(run.status == 0, "\(run)")
        #expect(FolderContents.isFile(folder.url.appending(path: "site/custom-name/index.html")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/notes")))
    }

    @Test("Two files deriving one slug is an error naming both")
    func clash() throws {
        let (run, _) = try build(["Notes.md": article("A"), "notes.md": article("B")])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "notes.md: error: '\(try TemporaryPathPrefix.content(run))Notes.md' already has the URL /notes/"),
            "\(run)")
    }

    @Test("aliases: write redirect pages to the article's absolute URL")
    func aliases() throws {
        let (run, folder) = try build(["new.md": article("Новая", "aliases: [/old/path/, /2019/post.html]\n")])
        #expect(run.status == 0, "\(run)")
        for path in ["site/old/path/index.html", "site/2019/post.html"] {
            let html = try String(contentsOf: folder.url.appending(path: path), encoding: .utf8)
            #expect(html.contains(#"<meta http-equiv="refresh" content="0; url=https://example.org/blog/new/">"#))
            #expect(html.contains(#"<link rel="canonical" href="https://example.org/blog/new/">"#))
        }
        let sitemap = try String(contentsOf: folder.url.appending(path: "site/sitemap.xml"), encoding: .utf8)
        #expect(!sitemap.contains("old/path"))
    }

    @Test("An alias may not take an article's or the site's address")
    func aliasClash() throws {
        let (run, _) = try build([
            "a.md": article("A", "aliases: [/b/, /tags/x/]\n"), "b.md": article("B"),
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("a.md:5: error: alias '/b/' cannot redirect here: it is already the address of"))
        #expect(
            run.stderr.contains("a.md:5: error: alias '/tags/x/' cannot redirect here: /tags/ belongs to the tag pages")
        )
    }

    @Test("Feeds carry the exact time; the sitemap honours updated:")
    func exactTimes() throws {
        let (run, folder) = try build([
            "a.md": article("A", "updated: 2026-02-03 08:00\n", date: "2026-01-02T10:00:00+03:00")
        ])
        #expect(run.status == 0, "\(run)")
        let atom = try String(contentsOf: folder.url.appending(path: "site/atom.xml"), encoding: .utf8)
        #expect(atom.contains("<published>2026-01-02T10:00:00+03:00</published>"))
        #expect(atom.contains("<updated>2026-02-03T08:00:00Z</updated>"))
        let rss = try String(contentsOf: folder.url.appending(path: "site/rss.xml"), encoding: .utf8)
        #expect(rss.contains("<pubDate>Fri, 02 Jan 2026 10:00:00 +0300</pubDate>"))
        let sitemap = try String(contentsOf: folder.url.appending(path: "site/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/blog/a/</loc><lastmod>2026-02-03T08:00:00Z</lastmod>"))
    }

    @Test(
        "No title: the first heading becomes it and is not repeated; no summary: description, then the first paragraph")
    func titleAndSummaryFallbacks() throws {
        let (run, folder) = try build([
            "a.md":
                "---\ndate: 2024-01-01\ndescription: Из description.\ncategories: [Swift UI]\n---\n# Заголовок из текста\n\nПервый абзац.\n",
            "b.md": "---\ntitle: B\ndate: 2024-01-02\nkeywords: [layout]\n---\nПервый абзац статьи B.\n\nВторой.\n",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr
                == "\(folder.path("Content/b.md")):2: warning: no 'summary'; lists, feeds and search show the first paragraph instead: add 'summary: …' with one or two sentences\n1 warning\n"
        )
        let page = try String(contentsOf: folder.url.appending(path: "site/a/index.html"), encoding: .utf8)
        #expect(page.contains("<title>Заголовок из текста — "))
        #expect(page.components(separatedBy: "Заголовок из текста</h1>").count == 2, "the heading must appear once")
        #expect(page.contains(#"<meta name="description" content="Из description.">"#))
        #expect(FolderContents.isFile(folder.url.appending(path: "site/tags/swift-ui/index.html")))
        #expect(FolderContents.isFile(folder.url.appending(path: "site/tags/layout/index.html")))
        let index = try String(contentsOf: folder.url.appending(path: "site/index.html"), encoding: .utf8)
        #expect(index.contains("Первый абзац статьи B."))
    }

    @Test("A broken internal link is a warning, and the page keeps the link as written")
    func brokenLinkIsText() throws {
        let (run, folder) = try build([
            "a.md":
                "---\ntitle: A\ndate: 2024-01-01\nsummary: s\n---\nСм. [старую статью](../gone/) и [сайт](https://swift.org/).\n"
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("a.md:6:5: warning: broken link '../gone/'"), "\(run)")
        let page = try String(contentsOf: folder.url.appending(path: "site/a/index.html"), encoding: .utf8)
        #expect(page.contains("старую статью"))
        #expect(page.contains("<a href=\"../gone/\">старую статью</a>"), "the broken link stays as written")
        #expect(page.contains("<a href=\"https://swift.org/\">сайт</a>"))
    }

    @Test("typography: false leaves quotes and dashes as typed")
    func typographyOff() throws {
        let text = "---\ntitle: A\ndate: 2024-01-01\nsummary: s\n---\nОн сказал \"да\" -- и ушёл...\n"
        let (on, onFolder) = try build(["a.md": text])
        let (off, offFolder) = try build(["a.md": text, "site.yaml": "typography: false\n"])
        #expect(on.status == 0 && off.status == 0, "\(on)\n\(off)")
        let typeset = try String(contentsOf: onFolder.url.appending(path: "site/a/index.html"), encoding: .utf8)
        let plain = try String(contentsOf: offFolder.url.appending(path: "site/a/index.html"), encoding: .utf8)
        #expect(typeset.contains("«да»"))
        #expect(
            plain.contains("Он сказал &quot;да&quot; -- и ушёл...") || plain.contains("Он сказал \"да\" -- и ушёл..."))
    }
}

/// The content folder's path as the tool prints it, taken from its own output.
enum TemporaryPathPrefix {
    static func content(_ run: ToolRun) throws -> String {
        let line = try #require(run.stderr.split(separator: "\n").first)
        let end = try #require(line.range(of: "Content/"))
        return String(line[..<end.upperBound])
    }
}
