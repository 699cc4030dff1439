import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The generator links no sample module, so an article whose Swift does not compile, or whose
/// YAML is broken, cannot stop `diary` itself: both are reported at their `.md` lines.
@Suite("Broken articles do not break the tool", .tags(.toolchain, .builtTool))
struct BrokenArticlesTests {
    /// A package like this one holding two articles of the bundled diary: `about` (no module)
    /// and `buttons` (module Buttons, with previews), with the tool's own DiaryUI sources.
    static func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let fileManager = FileManager.default
        let content = folder.url.appending(path: "Content")
        try fileManager.createDirectory(at: content, withIntermediateDirectories: true)
        for item in ["site.yaml", "about", "buttons"] {
            try fileManager.copyItem(
                at: TestPaths.bundledContent.appending(path: item), to: content.appending(path: item))
        }
        try fileManager.copyItem(
            at: TestPaths.repository.appending(path: "Package.swift"), to: folder.url.appending(path: "Package.swift"))
        try fileManager.createDirectory(
            at: folder.url.appending(path: "Tests/Samples/ButtonsTests/Library"), withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: TestPaths.repository.appending(path: "Sources/DiaryUI"),
            to: folder.url.appending(path: "Sources/DiaryUI"))
        return folder
    }

    /// Replaces the first `old` in a file of the package.
    static func edit(_ folder: TemporaryFolder, _ path: String, replacing old: String, with new: String) throws {
        let url = folder.url.appending(path: path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let range = try #require(text.range(of: old), "\(path) has no \(old)")
        try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// The 1-based line of the first line of `path` that is exactly `line`.
    static func lineNumber(of line: String, in folder: TemporaryFolder, _ path: String) throws -> Int {
        let text = try String(contentsOf: folder.url.appending(path: path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0 == line }, "\(path) has no line \(line)") + 1
    }

    /// `diary` with the package's content, the repository's templates, and a cache of its own.
    static func diary(_ command: String, _ folder: TemporaryFolder, _ extra: [String] = []) throws -> ToolRun {
        try DiaryTool.run(
            [command, "--content", folder.path("Content")] + DiaryTool.templatesAndPublic
                + ["--wasm-cache", folder.path("cache")] + extra, timeout: DiaryTool.compilingTimeout)
    }

    static let brokenSwift = "let brokenOnPurpose: Int = \"не число\""

    @Test("A YAML typo in one article and a type error in another: check and build run and report both")
    func bothProblemsAreReported() throws {
        let folder = try Self.package()
        try Self.edit(
            folder, "Content/about/index.md", replacing: "tags: [watchthebirdie]", with: "tags: [watchthebirdie")
        try Self.edit(
            folder, "Content/buttons/index.md", replacing: "// snippet.show\n",
            with: "// snippet.show\n\(Self.brokenSwift)\n")
        let swiftLine = try Self.lineNumber(of: Self.brokenSwift, in: folder, "Content/buttons/index.md")
        let about = folder.path("Content") + "/about/index.md"
        let buttons = folder.path("Content") + "/buttons/index.md"

        for run in [
            try Self.diary("check", folder), try Self.diary("build", folder, ["--output", folder.path("site")]),
        ] {
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("\(about):6:5: error: Front matter is not valid YAML"), "\(run)")
            #expect(
                run.stderr.contains(
                    "\(buttons):\(swiftLine):28: warning: sample module Buttons does not build for WebAssembly"),
                "\(run)")
            #expect(run.stderr.contains("cannot convert value of type 'String' to specified type 'Int'"), "\(run)")
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("backtrace"), "\(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")), "an error writes no site")
    }

    @Test("With only the Swift broken the site builds, its previews say they are unavailable; --strict fails")
    func brokenModuleStillBuildsTheSite() throws {
        let folder = try Self.package()
        try Self.edit(
            folder, "Content/buttons/index.md", replacing: "// snippet.show\n",
            with: "// snippet.show\n\(Self.brokenSwift)\n")
        let fenceLine = try Self.lineNumber(
            of: "```preview ShutterButtonPreviews", in: folder, "Content/buttons/index.md")
        let buttons = folder.path("Content") + "/buttons/index.md"

        let run = try Self.diary("build", folder, ["--output", folder.path("site")])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains(
                "\(buttons):\(fenceLine): warning: preview ShutterButtonPreviews is not drawn: sample module Buttons "
                    + "does not build for WebAssembly"), "\(run)")
        let page = try String(contentsOfFile: folder.path("site/buttons/index.html"), encoding: .utf8)
        #expect(page.contains("Превью «ShutterButtonPreviews» недоступно: модуль Buttons сейчас не собирается."))
        #expect(!page.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#), "no module, no drawn preview")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/wasm/Buttons.wasm")))

        let strict = try Self.diary("build", folder, ["--output", folder.path("site"), "--strict"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stderr.contains("\(buttons):\(fenceLine): error: preview ShutterButtonPreviews is not drawn"))
    }
}
