import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// What the reader's page adds, through the built `diary` (issue 30, items 5 and 7): sharing
/// cards rasterised by `rsvg-convert` and their meta tags, the `updated:` date, the "edit on
/// GitHub" link, the copy script only where there is code, and the planned parts under «Скоро».
@Suite("The reader's page through the built tool", .serialized, .tags(.builtTool))
struct ReaderPageToolTests {
    static let rasteriser = "/usr/bin/rsvg-convert"

    /// A diary in a Git work tree (a `.git` folder), with `site.yaml`'s `extra` lines.
    static func diary(_ folder: TemporaryFolder, settings extra: String = "") throws -> URL {
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: ".git"), withIntermediateDirectories: true)
        let content = folder.url.appending(path: "Content")
        let files = [
            "site.yaml": "title: \"Дневник\"\nurl: https://example.org/diary/\nlanguage: ru\n\(extra)",
            "code/index.md": """
            ---
            title: "Кнопки & стили"
            date: 2024-01-02
            updated: 2024-02-03
            summary: "О кнопках."
            ---

            Первый абзац.

            ```swift
            let answer = 42
            ```

            """,
            "prose/index.md": """
            ---
            title: "Только текст"
            date: 2024-01-05
            summary: "Без кода."
            ---

            Просто текст без кода.

            """,
        ]
        for (name, text) in files {
            let file = content.appending(path: name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return content
    }

    /// `diary build` of `content` into `output`, with `DIARY_RSVG_CONVERT` set to `rasteriser`.
    static func build(_ content: URL, into output: String, rasteriser: String, cache: String? = nil) throws -> ToolRun {
        let cacheArguments = cache.map { ["--cache", $0] } ?? ["--no-cache"]
        return try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "DIARY_RSVG_CONVERT=\(rasteriser)", try DiaryTool.executable().path, "build", "--content", content.path,
                "--output", output,
            ] + DiaryTool.siteFiles + cacheArguments,
            timeout: DiaryTool.timeout)
    }

    /// The width and height in a PNG's header.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let bytes = [UInt8](data)
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test(
        "Articles without a drawn preview name the site's one 1200×630 card, absolutely, in og:image and twitter:card",
        .enabled(if: FileManager.default.isExecutableFile(atPath: rasteriser), "rsvg-convert missing: make deps"))
    func shareCards() throws {
        let folder = try TemporaryFolder()
        let content = try Self.diary(folder)
        let run = try Self.build(content, into: folder.path("site"), rasteriser: Self.rasteriser)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let card = try Data(contentsOf: folder.url.appending(path: "site/card.png"))
        #expect(Self.pngSize(card).map { [$0.0, $0.1] } == [1200, 630], "card.png")
        for slug in ["code", "prose"] {
            // A site build without WebAssembly draws no preview: no article has a card of its own.
            #expect(!FileManager.default.fileExists(atPath: folder.path("site/\(slug)/card.png")))
            let page = try String(contentsOfFile: folder.path("site/\(slug)/index.html"), encoding: .utf8)
            #expect(page.contains("<meta property=\"og:image\" content=\"https://example.org/diary/card.png\">"))
            #expect(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
        }
        let code = try String(contentsOfFile: folder.path("site/code/index.html"), encoding: .utf8)
        #expect(code.contains("<meta property=\"og:image:alt\" content=\"Кнопки &amp; стили — Дневник\">"), "escaped")
        let home = try String(contentsOfFile: folder.path("site/index.html"), encoding: .utf8)
        #expect(!home.contains("og:image"), "the home page has no card")
    }

    @Test(
        "The site's card is rasterised once for all articles without a preview, and again only when it changes",
        .enabled(if: FileManager.default.isExecutableFile(atPath: rasteriser), "rsvg-convert missing: make deps"))
    func cardsAreCached() throws {
        let folder = try TemporaryFolder()
        let content = try Self.diary(folder)
        let log = folder.path("runs.log")
        let wrapper = folder.path("rsvg-counting")
        try Data("#!/bin/sh\necho run >> '\(log)'\nexec \(Self.rasteriser) \"$@\"\n".utf8).write(
            to: URL(fileURLWithPath: wrapper))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
        let runs = { (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").count ?? 0 }
        let cache = folder.path("cache")
        #expect(try Self.build(content, into: folder.path("site"), rasteriser: wrapper, cache: cache).status == 0)
        #expect(runs() == 1, "one card for the two articles without a preview")
        #expect(try Self.build(content, into: folder.path("site"), rasteriser: wrapper, cache: cache).status == 0)
        #expect(runs() == 1, "nothing changed, nothing rasterised")
        try replaceText("Только текст", with: "Только проза", in: content.appending(path: "prose/index.md"))
        #expect(try Self.build(content, into: folder.path("site"), rasteriser: wrapper, cache: cache).status == 0)
        #expect(runs() == 1, "a retitled article shares the site's card, which did not change")
        try replaceText(
            "title: \"Дневник\"", with: "title: \"Дневник разработчика\"", in: content.appending(path: "site.yaml"))
        #expect(try Self.build(content, into: folder.path("site"), rasteriser: wrapper, cache: cache).status == 0)
        #expect(runs() == 2, "a new site title draws the site's card again")
        #expect(FileManager.default.fileExists(atPath: folder.path("site/card.png")))
    }

    @Test("Without rsvg-convert: one warning saying what to install, and no og:image")
    func noRasteriser() throws {
        let folder = try TemporaryFolder()
        let content = try Self.diary(folder)
        let run = try Self.build(content, into: folder.path("site"), rasteriser: "")
        #expect(run.status == 0, "\(run)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1 && warnings[0].contains("apt-get install librsvg2-bin"), "\(run.stderr)")
        let page = try String(contentsOfFile: folder.path("site/code/index.html"), encoding: .utf8)
        #expect(!page.contains("og:image") && !page.contains("twitter:card"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/code/card.png")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/card.png")))
    }

    @Test("The updated date under the title, the edit link, the copy script only with code")
    func articleHeader() throws {
        let folder = try TemporaryFolder()
        let content = try Self.diary(folder, settings: "repository: https://github.com/o/r.git\nedit_branch: dev\n")
        let run = try Self.build(content, into: folder.path("site"), rasteriser: "")
        #expect(run.status == 0, "\(run)")
        let code = try String(contentsOfFile: folder.path("site/code/index.html"), encoding: .utf8)
        #expect(code.contains("обновлено <time datetime=\"2024-02-03\">3 февраля 2024</time>"), "\(code)")
        #expect(
            code.contains(
                "<a class=\"article-edit\" href=\"https://github.com/o/r/edit/dev/Content/code/index.md\">Исправить на GitHub</a>"
            ))
        #expect(code.contains("js/code.js"))
        #expect(code.contains("<details class=\"toc\">") == false, "two headings are needed for a table of contents")
        let prose = try String(contentsOfFile: folder.path("site/prose/index.html"), encoding: .utf8)
        #expect(!prose.contains("js/code.js") && !prose.contains("обновлено <time"))
        #expect(prose.contains("/edit/dev/Content/prose/index.md"))
    }

    @Test("A repository that is not a GitHub address is an error at its line")
    func badRepository() throws {
        let folder = try TemporaryFolder()
        let content = try Self.diary(folder, settings: "repository: gitlab.com/o/r\n")
        let run = try Self.build(content, into: folder.path("site"), rasteriser: "")
        #expect(run.status != 0)
        #expect(
            run.stderr.contains(
                "site.yaml:4: error: 'repository' must be a GitHub repository's address, e.g. repository: https://github.com/owner/repo"
            ), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/index.html")), "no site is written")
    }
}
