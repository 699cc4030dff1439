import DiarySearch
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary build` on the mini diary in `Fixtures/MiniDiary`, with the
/// repository's real templates and public files.
@Suite("diary build", .tags(.builtTool))
struct CLIBuildTests {
    /// Pages and files the mini diary produces besides the copies of `Public/`.
    static let generatedFiles = [
        ".diary-site", ".nojekyll", "404.html", "archive/2023/index.html", "archive/index.html", "atom.xml",
        "buttons/index.html", "feed/index.html",
        "image-formats/index.html",
        "image-formats/sizes.csv", "index.html", "intro/index.html", "intro/shutter.png", "intro/shutter@2x.png",
        // The site's sharing card (og:image), drawn by rsvg-convert (Debian librsvg2-bin, in make
        // deps); without WebAssembly no article has a drawn preview, so none has a card of its own.
        "card.png",
        "robots.txt", "rss.xml", "search-index.json", "sitemap.xml", "tags/index.html", "tags/swiftui/index.html",
        "tags/watchthebirdie/index.html", "tags/xcode/index.html",
    ]

    /// The files `Public/` contributes, as the build copies them (hidden files skipped).
    static var publicFiles: [String] {
        FolderContents.paths(in: TestPaths.publicFiles).filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }
    }

    /// Builds the mini diary into `folder/site` and returns the run.
    static func build(in folder: TemporaryFolder, extra: [String] = []) throws -> ToolRun {
        try DiaryTool.run(
            ["build", "--content", TestPaths.miniDiary.path, "--output", folder.path("site")] + DiaryTool.siteFiles
                + extra)
    }

    @Test("Builds, prints the summary line, and writes exactly the expected files")
    func buildsFixture() throws {
        let folder = try TemporaryFolder()
        let run = try Self.build(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "Built 3 articles (1 planned) into \(folder.path("site"))\n")
        #expect(run.stderr.isEmpty, "\(run)")
        // The search index's shards and article files depend on every word; SearchIndexTests checks them.
        let produced = FolderContents.paths(in: folder.url.appending(path: "site")).filter { !$0.hasPrefix("search/") }
        #expect(produced == (Self.generatedFiles + Self.publicFiles).sorted())
        #expect(try folder.listing() == ["site"], "a staging or retired folder was left behind")
    }

    @Test("Public files and article files are copied byte for byte")
    func copiesVerbatim() throws {
        let site = try SharedSites.miniDiary.get()
        for file in Self.publicFiles {
            #expect(
                FileManager.default.contents(atPath: site.appending(path: file).path)
                    == FileManager.default.contents(atPath: TestPaths.publicFiles.appending(path: file).path), "\(file)"
            )
        }
        for file in ["intro/shutter.png", "intro/shutter@2x.png", "image-formats/sizes.csv"] {
            #expect(
                FileManager.default.contents(atPath: site.appending(path: file).path)
                    == FileManager.default.contents(atPath: TestPaths.miniDiary.appending(path: file).path), "\(file)")
        }
    }

    @Test(
        "Generated pages match their golden files",
        arguments: [
            "index.html", "buttons/index.html", "intro/index.html", "atom.xml", "rss.xml", "sitemap.xml",
            "search-index.json", "search/d0bad0bd.json.gz", "search/doc/0.json.gz",
        ])
    func goldenFiles(path: String) throws {
        var data = try Data(contentsOf: try SharedSites.miniDiary.get().appending(path: path))
        // A gzip file's golden is its JSON (search-doc-0.json, search-d0bad0bd.json), so a diff stays readable.
        var name = path
        if path.hasSuffix(".gz") {
            data = Data(try #require(Gzip.decompress([UInt8](data)), "\(path) is gzip"))
            name.removeLast(3)
        }
        try Golden.expect(data, matches: "MiniDiary/\(name.replacingOccurrences(of: "/", with: "-"))")
    }

    @Test("Built feeds and sitemap are well-formed and every URL in them is absolute")
    func feedsAreAbsolute() throws {
        let site = try SharedSites.miniDiary.get()
        let origin = "https://example.org/diary/"
        var relative: [String] = []
        for (file, bodies) in [("atom.xml", "content"), ("rss.xml", "description"), ("sitemap.xml", "loc")] {
            let document = ParsedXML(try Data(contentsOf: site.appending(path: file)))
            #expect(document.error == nil, "\(file): \(document.error ?? "")")
            let urls =
                document.all("link").compactMap { $0.attributes["href"] ?? $0.text }
                + document.all("id").map(\.text) + document.all("guid").map(\.text) + document.all("loc").map(\.text)
            #expect(urls.allSatisfy { $0.hasPrefix(origin) }, "\(file): \(urls)")
            for body in document.all(bodies) where file != "sitemap.xml" {
                relative += HTMLScan.references(in: body.text).filter { $0.hasPrefix("/") }.map { "\(file): \($0)" }
            }
        }
        #expect(
            relative.isEmpty,
            "feed readers cannot resolve root-relative URLs in entries:\n\(relative.joined(separator: "\n"))")
    }

    @Test("Drafts are built only with --drafts")
    func drafts() throws {
        let folder = try TemporaryFolder()
        let run = try Self.build(in: folder, extra: ["--drafts"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "Built 4 articles (1 planned) into \(folder.path("site"))\n")
        #expect(FileManager.default.fileExists(atPath: folder.path("site/draft-note/index.html")))
        let plain = try TemporaryFolder()
        try #require(try Self.build(in: plain).status == 0)
        #expect(!FileManager.default.fileExists(atPath: plain.path("site/draft-note/index.html")))
    }

    @Test("A rebuild replaces the previous site, stale files included")
    func rebuildReplaces() throws {
        let folder = try TemporaryFolder()
        try #require(try Self.build(in: folder).status == 0)
        let first = FolderContents.files(in: folder.url.appending(path: "site"))
        try Data("stale".utf8).write(to: folder.url.appending(path: "site/stale.html"))
        let run = try Self.build(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(FolderContents.files(in: folder.url.appending(path: "site")) == first)
        #expect(try folder.listing() == ["site"])
    }
}
