import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// A site built for publishing must not link to the author's machine: `diary build` warns when
/// the address it writes into canonical links and feeds is a loopback one.
@Suite("Localhost base URL", .tags(.builtTool))
struct LocalhostURLTests {
    /// The mini diary with `site.yaml`'s `url` replaced by `url`, or removed when nil.
    static func content(url: String?, in folder: TemporaryFolder) throws -> URL {
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        let settings = content.appending(path: "site.yaml")
        let lines = try String(contentsOf: settings, encoding: .utf8).split(separator: "\n").filter {
            !$0.hasPrefix("url:")
        }
        let text = lines.joined(separator: "\n") + "\n" + (url.map { "url: \"\($0)\"\n" } ?? "")
        try Data(text.utf8).write(to: settings)
        return content
    }

    static func build(_ content: URL, in folder: TemporaryFolder, _ extra: [String] = []) throws -> ToolRun {
        try DiaryTool.run(
            ["build", "--content", content.path, "--output", folder.path("site")] + DiaryTool.siteFiles + extra)
    }

    @Test(
        "A loopback url in site.yaml is a warning at its line; --strict refuses it",
        arguments: [
            "http://127.0.0.1:8000/", "http://localhost:4000/blog/", "http://[::1]:8080/",
        ])
    func loopbackURLWarns(url: String) throws {
        let folder = try TemporaryFolder()
        let content = try Self.content(url: url, in: folder)
        let run = try Self.build(content, in: folder)
        #expect(run.status == 0, "\(run)")
        // The line `url:` ended up on (the last: the fixture's other settings come first).
        let line = try #require(
            try String(contentsOf: content.appending(path: "site.yaml"), encoding: .utf8).lineNumber(of: "url:"))
        #expect(
            run.stderr.contains(
                "\(content.path)/site.yaml:\(line): warning: 'url' is \(url), an address on this machine"))
        #expect(run.stderr.contains("pass --base-url"))
        let strict = try Self.build(content, in: folder, ["--strict"])
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("site.yaml:\(line): error: 'url' is \(url)"), "\(strict.stderr)")
    }

    @Test("No url at all warns too; --base-url or a published url is silent")
    func missingURLWarnsAndBaseURLSilences() throws {
        let folder = try TemporaryFolder()
        let content = try Self.content(url: nil, in: folder)
        let run = try Self.build(content, in: folder)
        #expect(run.stderr.contains("site.yaml: warning: site.yaml sets no 'url' (so it is http://127.0.0.1:8000/)"))
        let given = try Self.build(content, in: folder, ["--base-url", "https://owner.github.io/repo/"])
        #expect(given.status == 0 && given.stderr.isEmpty, "\(given)")
        let other = try TemporaryFolder()
        let published = try Self.content(url: "https://127.example.org/", in: other)
        let quiet = try Self.build(published, in: other)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet)")
    }

    @Test("diary check says nothing about the url: it writes no links")
    func checkIsSilent() throws {
        let folder = try TemporaryFolder()
        let content = try Self.content(url: "http://127.0.0.1:8000/", in: folder)
        let run = try DiaryTool.run(["check", "--content", content.path] + DiaryTool.siteFiles)
        #expect(run.status == 0 && !run.stderr.contains("localhost"), "\(run)")
    }
}
