import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary build`, `check` and `serve` keep a diary package's `sampleModules` in step with the
/// articles' `module:` names, through the built binary: an article with a new module adds it (and
/// the files SwiftPM needs), deleting the last article that names it removes it, each once, and
/// nothing the author wrote is ever deleted.
@Suite("Sample modules follow the articles", .tags(.builtTool))
struct ModuleSyncTests {
    static let manifest = """
        // swift-tools-version: 6.3
        let sampleModules: [String] = ["FirstSample"]
        // the rest of the manifest

        """

    /// A package holding `manifest` and one article naming `FirstSample`, with its placeholders.
    private func package(_ manifest: String = manifest) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try write(manifest, to: "Package.swift", in: folder)
        try write(article("First", module: "FirstSample"), to: "Content/first/index.md", in: folder)
        try write("// FirstSample\n", to: "Tests/Samples/FirstSampleTests/Library/FirstSample.swift", in: folder)
        try write("// tests\n", to: "Tests/Samples/FirstSampleTests/FirstSampleTests.swift", in: folder)
        return folder
    }

    private func article(_ title: String, module: String) -> String {
        "---\ntitle: \(title)\ndate: 2026-01-02\nmodule: \(module)\n---\n\nText.\n\n```swift\nlet x = 1\n```\n"
    }

    private func write(_ text: String, to path: String, in folder: TemporaryFolder) throws {
        let url = folder.url.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path(path), encoding: .utf8)
    }

    private func exists(_ folder: TemporaryFolder, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.path(path))
    }

    @Test("A new module is added by diary build with its placeholders; deleting its article removes it")
    func addThenRemove() throws {
        let folder = try package()
        try write(article("Second", module: "SecondSample"), to: "Content/second/index.md", in: folder)
        let built = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        #expect(built.stdout.contains("Package.swift: added module SecondSample (used by Content/second/index.md)\n"))
        let library = "Tests/Samples/SecondSampleTests/Library/SecondSample.swift"
        let tests = "Tests/Samples/SecondSampleTests/SecondSampleTests.swift"
        #expect(built.stdout.contains("\(library): created"), "\(built)")
        #expect(built.stdout.contains("\(tests): created"), "\(built)")
        #expect(try text(folder, "Package.swift").contains(#"["FirstSample", "SecondSample"]"#))
        #expect(try text(folder, library).contains("The sample module `SecondSample`"))
        #expect(exists(folder, "_site/second/index.html"), "the site includes the article")

        // Idempotent: the next run (check syncs too) changes nothing.
        let manifest = try text(folder, "Package.swift")
        let checked = try DiaryTool.run(["check", "--no-wasm"], in: folder.url)
        #expect(checked.status == 0, "\(checked)")
        #expect(!checked.stdout.contains("Package.swift:") && !checked.stdout.contains("created"), "\(checked)")
        #expect(try text(folder, "Package.swift") == manifest)

        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/second"))
        let removed = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stdout.contains("Package.swift: removed module SecondSample (no article names it)\n"))
        #expect(try text(folder, "Package.swift") == Self.manifest, "the list is as it was")
        #expect(!exists(folder, "Tests/Samples/SecondSampleTests"), "the placeholders and their folders are gone")
        #expect(exists(folder, "Tests/Samples/FirstSampleTests/Library/FirstSample.swift"))

        let again = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(!again.stdout.contains("Package.swift:"), "nothing left to change: \(again)")
    }

    @Test("diary serve adds the module of an article written while it serves")
    func serveFollows() throws {
        let folder = try package()
        let process = Process()
        process.executableURL = try DiaryTool.executable()
        process.arguments = ["serve", "--port", "0", "--no-wasm"]
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        _ = try ServedDiary.readLine(containing: "Watching ", from: output.fileHandleForReading, timeout: 120)
        try write(article("Second", module: "SecondSample"), to: "Content/second/index.md", in: folder)
        let line = try ServedDiary.readLine(
            containing: "added module", from: output.fileHandleForReading, timeout: 120)
        #expect(line == "Package.swift: added module SecondSample (used by Content/second/index.md)")
        #expect(try text(folder, "Package.swift").contains(#"["FirstSample", "SecondSample"]"#))
    }

    @Test("A module whose folder holds the author's files is kept, with a warning at the list")
    func keepsAuthorFiles() throws {
        let folder = try package()
        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/first"))
        try write(
            "// the author's own file\n", to: "Tests/Samples/FirstSampleTests/Library/FirstSample.swift", in: folder)
        let built = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        #expect(
            built.stderr.contains(
                "Package.swift:2: warning: no article names module FirstSample any more, but "
                    + "Tests/Samples/FirstSampleTests holds files diary did not write"), "\(built)")
        #expect(try text(folder, "Package.swift") == Self.manifest)
        #expect(
            try text(folder, "Tests/Samples/FirstSampleTests/Library/FirstSample.swift") == "// the author's own file\n"
        )
        #expect(try text(folder, "Tests/Samples/FirstSampleTests/FirstSampleTests.swift") == "// tests\n")
    }

    @Test("A broken article removes nothing: its modules are not known to be unused")
    func brokenArticleRemovesNothing() throws {
        let folder = try package()
        try write("---\ntitle: [unclosed\nmodule: FirstSample\n---\n", to: "Content/first/index.md", in: folder)
        let built = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(!built.stdout.contains("removed"), "\(built)")
        #expect(try text(folder, "Package.swift") == Self.manifest)
        #expect(exists(folder, "Tests/Samples/FirstSampleTests/Library/FirstSample.swift"))
    }

    @Test("The bundled manifest's multi-line list: names removed cleanly, names sampleDependencies uses kept")
    func bundledManifest() throws {
        let bundled = try String(contentsOf: TestPaths.repository.appending(path: "Package.swift"), encoding: .utf8)
        let folder = try package(bundled)
        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/first"))
        try write(article("B", module: "Buttons"), to: "Content/b/index.md", in: folder)
        try write(article("Z", module: "Zeta"), to: "Content/z/index.md", in: folder)
        let built = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        let manifest = try text(folder, "Package.swift")
        #expect(
            manifest.contains("let sampleModules = [\n    \"Buttons\", \"ParentalGate\", \"Puzzles\", \"Zeta\",\n]"),
            "\(manifest.prefix(800))")
        #expect(built.stdout.contains("Package.swift: removed module ToolbarLayout (no article names it)"))
        #expect(built.stderr.contains("no article names module Puzzles any more, but the manifest names it elsewhere"))
        #expect(manifest.contains("let sampleDependencies: [String: [String]] = [\"ParentalGate\": [\"Puzzles\"]]"))
    }

    @Test("Nothing changes outside a diary package: a content folder not named Content, or no list")
    func outsideAPackage() throws {
        let folder = try package("// swift-tools-version: 6.3\nlet other = [\"X\"]\n")
        try write(article("Second", module: "SecondSample"), to: "Content/second/index.md", in: folder)
        // The build then stops at the article (its module has no folder), as it did before.
        let built = try DiaryTool.run(["build", "--no-wasm"], in: folder.url)
        #expect(!built.stdout.contains("Package.swift:"), "\(built)")
        #expect(try text(folder, "Package.swift") == "// swift-tools-version: 6.3\nlet other = [\"X\"]\n")
        #expect(!exists(folder, "Tests/Samples/SecondSampleTests"))

        let named = try package()
        try FileManager.default.moveItem(
            at: named.url.appending(path: "Content"), to: named.url.appending(path: "Articles"))
        try write(article("Second", module: "SecondSample"), to: "Articles/second/index.md", in: named)
        let other = try DiaryTool.run(["build", "--no-wasm", "--content", "Articles"], in: named.url)
        #expect(!other.stdout.contains("Package.swift:"), "\(other)")
        #expect(!exists(named, "Tests/Samples/SecondSampleTests"))
        #expect(try text(named, "Package.swift") == Self.manifest, "the plugin reads Content/ only")
    }
}
