import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Markdown nobody here wrote, built as it is: documentation folders that every test machine
/// already has, copied into a scratch content folder at test time (no third-party text is
/// committed). They have no front matter, link to each other's `.html` and use fences without a
/// language: the build must succeed with warnings only, and `--strict` must list the same
/// problems as errors.
@Suite("Real third-party Markdown", .tags(.builtTool))
struct RealCorporaTests {
    /// A documentation folder: where it is on this machine, if it is.
    struct Corpus: Sendable, CustomTestStringConvertible {
        var name: String
        var folder: String?
        var testDescription: String { name }
    }

    /// The Swift toolchain's diagnostics documentation (`<toolchain>/usr/share/doc/swift/diagnostics`,
    /// beside the `swiftc` on `PATH`) and Node.js's API documentation (Debian's `nodejs` package).
    static let corpora: [Corpus] = [
        Corpus(name: "Swift compiler diagnostics (the toolchain's docs)", folder: swiftDiagnosticsFolder()),
        Corpus(name: "Node.js API reference (Debian nodejs)", folder: existing("/usr/share/doc/nodejs/api")),
    ]

    static func existing(_ path: String) -> String? {
        FileManager.default.fileExists(atPath: path) ? path : nil
    }

    static func swiftDiagnosticsFolder() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appending(path: "swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let toolchain = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            return existing(toolchain.appending(path: "share/doc/swift/diagnostics").path)
        }
        return nil
    }

    /// Copies the corpus's `.md` files (only those) into `folder/Content`.
    static func content(from corpus: String, in folder: TemporaryFolder) throws -> (URL, count: Int) {
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".md") }
        for name in names {
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: corpus).appending(path: name), to: content.appending(path: name))
        }
        return (content, names.count)
    }

    @Test("Builds with exit 0 and warnings only; --strict turns each warning into an error", arguments: corpora)
    func buildsWithWarningsOnly(corpus: Corpus) throws {
        guard let source = corpus.folder else {
            print("\(corpus.name) is not on this machine: skipped")
            return
        }
        let folder = try TemporaryFolder()
        let (content, count) = try Self.content(from: source, in: folder)
        try #require(count > 20, "\(source) holds \(count) Markdown files")
        let arguments =
            [
                "build", "--content", content.path, "--output", folder.path("site"), "--base-url",
                "https://docs.example/",
            ]
            + DiaryTool.siteFiles
        let run = try DiaryTool.run(arguments, timeout: 300)
        #expect(run.status == 0, "\(run.stderr.suffix(3000))")
        let lines = run.stderr.split(separator: "\n")
        let warnings = lines.filter { $0.contains(": warning: ") }
        #expect(!lines.contains { $0.contains(": error: ") }, "\(run.stderr.suffix(3000))")
        #expect(lines.last == "\(warnings.count) warnings", "the count ends the output")
        let published =
            count - (FileManager.default.fileExists(atPath: content.appending(path: "index.md").path) ? 1 : 0)
        #expect(run.stdout.contains("Built \(published) articles"), "\(run.stdout)")
        let pages = FolderContents.paths(in: folder.url.appending(path: "site")).filter { $0.hasSuffix("/index.html") }
        #expect(pages.count >= published, "every Markdown file became a page")
        print("\(corpus.name): \(count) files, \(warnings.count) warnings")

        let strict = try DiaryTool.run(arguments + ["--strict"], timeout: 300)
        #expect(strict.status == 1)
        let errors = strict.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == warnings.count, "--strict lists every warning as an error")
        #expect(
            strict.stderr.hasSuffix("\(errors.count) errors; nothing was written\n"), "\(strict.stderr.suffix(300))")
    }
}
