import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Feeds as light as a feed reader's poll should be (issue 35, item 4): each entry's summary by
/// default, the whole article for the newest entries only when `site.yaml` asks, its code as
/// plain `<pre><code>`.
@Suite("Light feeds", .tags(.builtTool))
struct LightFeedsTests {
    /// The mini diary with `lines` added to its `site.yaml`, built; the run and the site.
    static func build(adding lines: String) throws -> (run: ToolRun, site: URL, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "content")
        let settings = content.appending(path: "site.yaml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try (text + lines).write(to: settings, atomically: true, encoding: .utf8)
        let site = folder.url.appending(path: "site")
        let run = try DiaryTool.run(
            ["build", "--content", content.path, "--output", site.path, "--no-cache"] + DiaryTool.siteFiles)
        return (run, site, folder)
    }

    static func feed(_ name: String, in site: URL) throws -> ParsedXML {
        let document = ParsedXML(try Data(contentsOf: site.appending(path: name)))
        #expect(document.error == nil, "\(name) is not well-formed: \(document.error ?? "")")
        return document
    }

    @Test("By default every entry carries its summary, not the article")
    func summariesByDefault() throws {
        let site = try SharedSites.miniDiary.get()
        let atom = try Self.feed("atom.xml", in: site)
        let rss = try Self.feed("rss.xml", in: site)
        #expect(atom.all("entry").count == 3)
        #expect(atom.all("content").isEmpty, "no entry carries the whole article")
        #expect(atom.all("summary").count == 3)
        let summaries = atom.all("summary").map(\.text)
        #expect(summaries.allSatisfy { !$0.isEmpty && !$0.contains("<") }, "\(summaries)")
        let descriptions = rss.all("description").dropFirst().map(\.text)
        #expect(Array(descriptions) == summaries, "RSS describes each item by the same summary")
    }

    @Test("content: full with entries: 2 gives the two newest entries the article, its code plain")
    func fullContentForTheNewest() throws {
        let built = try Self.build(adding: "feed:\n  content: full\n  entries: 2\n")
        #expect(built.run.status == 0, "\(built.run)")
        let atom = try Self.feed("atom.xml", in: built.site)
        let contents = atom.all("content").map(\.text)
        #expect(contents.count == 2, "the two newest entries carry the article")
        #expect(atom.all("entry").count == 3 && atom.all("summary").count == 3)
        let code = contents.joined()
        #expect(code.contains("<pre><code>"), "code as plain <pre><code>")
        #expect(!code.contains("<span"), "no highlighting spans in a feed")
        #expect(!code.contains("<pre "), "no attributes on a feed's <pre>")
        let relative = HTMLScan.references(in: code).filter { $0.hasPrefix("/") }
        #expect(relative.isEmpty, "links in entries are absolute: \(relative)")
        let rss = try Self.feed("rss.xml", in: built.site)
        let descriptions = rss.all("description").dropFirst().map(\.text)
        #expect(descriptions.count == 3)
        #expect(descriptions.prefix(2).allSatisfy { $0.contains("<p>") }, "the newest two carry the article")
        #expect(descriptions.last.map { !$0.contains("<") } == true, "the third carries its summary")
    }

    @Test(
        "A bad feed setting is a site.yaml:LINE: error that says what to write, and no site is made",
        arguments: [
            ("feed:\n  content: everything\n", 7, "'feed.content' must be full or summary"),
            ("feed:\n  content: full\n  entries: 0\n", 8, "'feed.entries' must be a whole number"),
            ("feed:\n  entries: 3\n", 7, "add 'content: full'"),
            ("feed: full\n", 6, "'feed' must be a mapping"),
            ("feed:\n  size: 3\n", 7, "unknown feed setting 'size'"),
        ])
    func badSettings(lines: String, line: Int, message: String) throws {
        let built = try Self.build(adding: lines)
        #expect(built.run.status != 0)
        #expect(built.run.stderr.contains("site.yaml:\(line): error: "), "\(built.run.stderr)")
        #expect(built.run.stderr.contains(message), "\(built.run.stderr)")
        #expect(built.run.stderr.contains("e.g. feed: {content: full, entries: 5}") || message.contains("unknown"))
        #expect(!FileManager.default.fileExists(atPath: built.site.path))
    }

    @Test("The bundled diary's feeds are at most 50 KB gzipped each")
    func bundledFeedsAreLight() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        for name in ["atom.xml", "rss.xml"] {
            let path = site.appending(path: name).path
            let gzip = try ProcessRun.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", "gzip -9c < '\(path)' | wc -c"], timeout: 60)
            let bytes = Int(gzip.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
            #expect(gzip.status == 0 && bytes <= 50 * 1024, "\(name): \(bytes) bytes gzipped")
            _ = try Self.feed(name, in: site)
        }
    }
}
