import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary new --module` through the built binary: the article names the module, the files SwiftPM
/// needs are written, and the manifest's `sampleModules` gets the name, each once.
@Suite("diary new --module", .tags(.builtTool))
struct NewModuleTests {
    /// A folder holding `manifest` as `Package.swift` and an empty `Content/`.
    private func package(_ manifest: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try Data(manifest.utf8).write(to: folder.url.appending(path: "Package.swift"))
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Content"), withIntermediateDirectories: true)
        return folder
    }

    private func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path(path), encoding: .utf8)
    }

    @Test("A new module is added to the list once; a second article for it changes nothing else")
    func addsOnce() throws {
        let manifest = "// swift-tools-version: 6.3\nlet sampleModules: [String] = [\"FirstSample\"]\n// rest\n"
        let folder = try package(manifest)
        let first = try DiaryTool.run(["new", "Second one", "--module", "SecondSample"], in: folder.url)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("Added SecondSample to sampleModules"), "\(first)")
        #expect(
            try text(folder, "Package.swift")
                == "// swift-tools-version: 6.3\nlet sampleModules: [String] = [\"FirstSample\", \"SecondSample\"]\n// rest\n"
        )
        let article = try text(folder, "Content/second-one/index.md")
        #expect(article.contains("\nmodule: SecondSample\n") && article.contains("import DiaryUI"), "\(article)")
        let library = "Tests/Samples/SecondSampleTests/Library/SecondSample.swift"
        #expect(try text(folder, library).contains("The sample module `SecondSample`"))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.path("Tests/Samples/SecondSampleTests/SecondSampleTests.swift")))

        try Data("// mine\n".utf8).write(to: folder.url.appending(path: library))
        let again = try DiaryTool.run(["new", "Third", "--module", "SecondSample"], in: folder.url)
        #expect(again.status == 0, "\(again)")
        #expect(!again.stdout.contains("Added"), "\(again)")
        #expect(try text(folder, "Package.swift").components(separatedBy: "\"SecondSample\"").count == 2)
        #expect(try text(folder, library) == "// mine\n", "an existing file is never replaced")
    }

    @Test("The bundled manifest's multi-line list gets the name after the last one")
    func multiLineList() throws {
        let folder = try package(
            try String(contentsOf: TestPaths.repository.appending(path: "Package.swift"), encoding: .utf8))
        let run = try DiaryTool.run(["new", "Z", "--module", "Zeta"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(try text(folder, "Package.swift").contains("\"ToolbarLayout\", \"Zeta\",\n]"))
    }

    @Test("Outside a package, or with a name that is no identifier, nothing is written")
    func refusals() throws {
        let folder = try TemporaryFolder()
        let outside = try DiaryTool.run(["new", "Y", "--module", "Good"], in: folder.url)
        #expect(outside.status == 1, "\(outside)")
        #expect(outside.stderr.contains("Content: error: --module needs the Swift package around the content folder"))
        #expect(try folder.listing().isEmpty)
        let bad = try DiaryTool.run(["new", "X", "--module", "9bad"], in: folder.url)
        #expect(bad.status == 64 && bad.stderr.contains("--module '9bad' is not a module name"), "\(bad)")
    }
}
