import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// One-character and other short relative paths through the built binary: Foundation's
/// `deletingLastPathComponent` trapped on them (SIGILL and a backtrace).
@Suite("Short paths", .tags(.builtTool))
struct ShortPathTests {
    /// A scratch folder with the repository's theme and one article `Content/c.md`.
    private func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.templates, to: "Templates")
        try folder.copy(TestPaths.publicFiles, to: "Public")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Content"), withIntermediateDirectories: true)
        try write(article("C"), to: "Content/c.md", in: folder)
        return folder
    }

    private func article(_ title: String) -> String {
        "---\ntitle: \(title)\ndate: 2024-01-01\nsummary: Кратко.\n---\nТекст.\n"
    }

    private func write(_ text: String, to relative: String, in folder: TemporaryFolder) throws {
        try Data(text.utf8).write(to: folder.url.appending(path: relative))
    }

    private func build(_ folder: TemporaryFolder, output: String) throws -> ToolRun {
        try DiaryTool.run(
            [
                "build", "--content", "Content", "--templates", "Templates", "--public", "Public", "--no-wasm",
                "--output", output, "--base-url", "https://example.org/",
            ], in: folder.url)
    }

    @Test("--output with a one-character name builds, twice")
    func oneCharacterOutput() throws {
        let folder = try site()
        for _ in 0..<2 {
            let run = try build(folder, output: "o")
            #expect(run.status == 0, "\(run)")
            #expect(!run.stderr.contains("Backtrace"), "\(run)")
        }
        #expect(FolderContents.isFile(folder.url.appending(path: "o/c/index.html")))
    }

    @Test("A one-character file in Public/ is published")
    func oneCharacterPublicFile() throws {
        let folder = try site()
        try write("x\n", to: "Public/x", in: folder)
        let run = try build(folder, output: "_site")
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.contents(atPath: folder.path("_site/x")) == Data("x\n".utf8))
    }

    @Test("Deleting a one-letter article and building again removes its page")
    func deletedOneLetterArticle() throws {
        let folder = try site()
        #expect(try build(folder, output: "_site").status == 0)
        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/c.md"))
        try write(article("B"), to: "Content/b.md", in: folder)
        let run = try build(folder, output: "_site")
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("Backtrace"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("_site/c")))
        #expect(FolderContents.isFile(folder.url.appending(path: "_site/b/index.html")))
    }

    @Test("diary serve --output with a one-character name serves the site")
    func serveOneCharacterOutput() throws {
        let folder = try site()
        let process = Process()
        process.executableURL = try DiaryTool.executable()
        process.currentDirectoryURL = folder.url
        process.arguments = [
            "serve", "--port", "0", "--content", "Content", "--templates", "Templates", "--public", "Public",
            "--no-wasm", "--output", "s",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        let line = try ServedDiary.readLine(containing: "Serving ", from: output.fileHandleForReading, timeout: 60)
        let port = try ServedDiary.port(in: line)
        let page = try HTTPProbe.send("GET", "/c/", port: port)
        #expect(page.status == 200)
        // An incremental rebuild under serve: the article goes, another comes.
        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/c.md"))
        try write(article("B"), to: "Content/b.md", in: folder)
        var served = 0
        for _ in 0..<200 where served != 200 {
            Thread.sleep(forTimeInterval: 0.05)
            served = try HTTPProbe.send("GET", "/b/", port: port).status
        }
        #expect(served == 200)
        #expect(process.isRunning)
        #expect(FolderContents.isFile(folder.url.appending(path: "s/b/index.html")))
    }
}
