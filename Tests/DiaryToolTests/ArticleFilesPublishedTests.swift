import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What reaches the site from an article's folder, through the built binary: only files of
/// a published kind whose bytes match it, under names in NFC, copied without being held whole
/// in memory.
@Suite("Files beside an article", .tags(.builtTool))
struct ArticleFilesPublishedTests {
    private static let svg =
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>"#

    /// A scratch site whose article `a` has `files` beside it and links to each.
    private func build(_ files: [String: Data], links: [String]) throws -> (ToolRun, TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.templates, to: "Templates")
        try folder.copy(TestPaths.publicFiles, to: "Public")
        let article = folder.url.appending(path: "Content/a")
        try FileManager.default.createDirectory(at: article, withIntermediateDirectories: true)
        let body = links.map { "[\($0)](\($0))" }.joined(separator: "\n\n")
        try Data("---\ntitle: A\ndate: 2024-01-01\nsummary: S.\n---\n\(body)\n".utf8)
            .write(to: article.appending(path: "index.md"))
        for (name, bytes) in files { try bytes.write(to: article.appending(path: name)) }
        let run = try DiaryTool.run(
            [
                "build", "--content", "Content", "--templates", "Templates", "--public", "Public", "--no-wasm",
                "--output", "_site", "--base-url", "https://example.org/",
            ], in: folder.url)
        return (run, folder)
    }

    @Test("Images, SVG drawings, data, PDF, video and archives are published; pages, scripts and impostors are not")
    func allowList() throws {
        let published: [String: Data] = [
            "photo.png": TinyPNG.make(width: 2, height: 2), "drawing.svg": Data(Self.svg.utf8),
            "data.csv": Data("a,b\n1,2\n".utf8), "paper.pdf": Data("%PDF-1.7\n".utf8),
            "clip.mp4": Data([0, 0, 0, 0x18] + Array("ftypmp42".utf8)), "code.zip": Data(Array("PK\u{03}\u{04}".utf8)),
        ]
        let refused: [String: Data] = [
            "index.html": Data("<script>alert(1)</script>".utf8), "evil.html": Data("<script>1</script>".utf8),
            "app.js": Data("alert(1)".utf8),
            "evil.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#.utf8),
            "fake.png": Data("<html>".utf8), "styles.css": Data("body{}".utf8),
        ]
        let (run, folder) = try build(published.merging(refused) { first, _ in first }, links: [])
        #expect(run.status == 0, "\(run)")
        let site = folder.url.appending(path: "_site/a")
        for (name, bytes) in published {
            #expect(FileManager.default.contents(atPath: site.appending(path: name).path) == bytes, "\(name)")
        }
        for name in refused.keys where name != "index.html" {
            #expect(!FileManager.default.fileExists(atPath: site.appending(path: name).path), "\(name)")
        }
        // One summary line names them, by path, the first five with their reasons.
        let summary = run.stderr.split(separator: "\n").filter { $0.contains("not published") }
        #expect(summary.count == 1, "\(run)")
        #expect(summary.first?.contains("not published: 6 files and folders") == true, "\(run)")
        for name in refused.keys.sorted().prefix(5) {
            #expect(summary.first?.contains("'a/\(name)' (") == true, "\(name): \(run)")
        }
        #expect(summary.first?.contains("'a/app.js' (a script beside an article would be allowed to run") == true)
        #expect(summary.first?.contains("and 1 more") == true, "\(run)")
        let page = try String(contentsOf: site.appending(path: "index.html"), encoding: .utf8)
        #expect(!page.contains("alert(1)"))
        #expect(page.contains("<title>"))
    }

    @Test("A file stored under a decomposed (NFD) name is published and linked under its NFC name")
    func decomposedName() throws {
        let decomposed = "\u{0435}\u{0308}.png"  // е + combining diaeresis, as macOS stores «ё»
        let composed = "\u{0451}.png"
        let (run, folder) = try build([decomposed: TinyPNG.make(width: 1, height: 1)], links: [composed])
        #expect(run.status == 0, "\(run)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("_site/a"))
        #expect(names.contains { Array($0.utf8) == Array(composed.utf8) }, "\(names.map { Array($0.utf8) })")
        #expect(!names.contains { Array($0.utf8) == Array(decomposed.utf8) })
        let page = try String(contentsOf: folder.url.appending(path: "_site/a/index.html"), encoding: .utf8)
        #expect(page.contains(#"href="/a/%D1%91.png""#))
    }

    @Test("A file name that is not UTF-8 is named in a warning with its bytes written out")
    func invalidUTF8Name() throws {
        let (_, folder) = try build([:], links: [])
        // "p\xE9.png" (Latin-1 «é»), which no Swift string can spell.
        let path =
            Array(folder.path("Content/a/p").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)]
            + Array(".png".utf8CString)
        let descriptor = path.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let run = try DiaryTool.run(
            [
                "build", "--content", "Content", "--templates", "Templates", "--public", "Public", "--no-wasm",
                "--output", "_site", "--base-url", "https://example.org/",
            ], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains(
                #"Content/a/p\xE9.png: warning: the file name is not valid UTF-8, so no page can link to it; it is not published: rename it"#
            ), "\(run)")
    }

    @Test("Two names that differ only by case are a warning")
    func lookalikeNames() throws {
        let (run, _) = try build(
            ["Photo.png": TinyPNG.make(width: 1, height: 1), "photo.png": TinyPNG.make(width: 1, height: 1)],
            links: [])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("only by case or Unicode normal form"), "\(run)")
    }

    @Test("A 256 MB archive beside an article is copied without being held in memory")
    func largeFileMemory() throws {
        let (_, baselineFolder) = try build([:], links: [])
        let baseline = try peakMemory(in: baselineFolder)
        let (_, folder) = try build([:], links: [])
        let big = folder.url.appending(path: "Content/a/big.zip")
        try Data(Array("PK\u{03}\u{04}".utf8)).write(to: big)
        #expect(truncate(big.path, 256 * 1024 * 1024) == 0)
        let peak = try peakMemory(in: folder)
        #expect(peak - baseline < 100 * 1024, "peak RSS \(peak) KB against \(baseline) KB without the file")
        let copied = try FileManager.default.attributesOfItem(atPath: folder.path("_memory/a/big.zip"))[.size] as? Int
        #expect(copied == 256 * 1024 * 1024)
    }

    /// The peak resident memory, in KB, of a clean build of the site in `folder` (measured by
    /// the kernel for the child process, through Python's `resource`).
    private func peakMemory(in folder: TemporaryFolder) throws -> Int {
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let run = try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c", script, try DiaryTool.executable().path, "build", "--content", "Content",
                "--templates",
                "Templates", "--public", "Public", "--no-wasm", "--no-cache", "--output", "_memory",
                "--base-url", "https://example.org/",
            ], in: folder.url, timeout: 120)
        let fields = run.stdout.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(fields.first == 0, "\(run)")
        return try #require(fields.last.flatMap { $0 }, "\(run)")
    }
}
