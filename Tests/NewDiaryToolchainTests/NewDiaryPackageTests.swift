import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `node`, found on `PATH`, to run the site's WebAssembly the way the page does.
enum NewDiaryNode {
    static let path: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A second author's diary, end to end: `diary init` in a temporary folder (the package pointed at
/// this checkout by local path), then `swift build`, `swift test` and `diary build` there, and the
/// first article's Run button runs its doctest from the site's WebAssembly. One nested package,
/// reused by every check: the nested build compiles DiaryUI and the plugin's tools once.
@Suite(
    "A package made by diary init",
    .tags(.toolchain, .nestedBuild, .builtTool),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"),
    .enabled(if: NewDiaryNode.path != nil, "node is not on PATH: the doctest cannot be run from the site"))
struct NewDiaryPackageTests {
    /// A nested build on a loaded two-core machine takes minutes.
    static let nestedTimeout: TimeInterval = 1800

    /// Runs `program` with `arguments` through `env`, with `variables` set.
    private func run(_ program: String, _ arguments: [String], variables: [String] = [], in folder: URL) throws
        -> ProcessRun
    {
        try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), variables + [program] + arguments, in: folder,
            timeout: Self.nestedTimeout)
    }

    /// Then `diary new --module` adds a second module that the next `swift build` compiles.
    @Test("init, swift build, swift test, diary build: the Run button runs the doctest; new --module adds a module")
    func initBuildTestPublish() throws {
        let folder = try TemporaryFolder()
        let diary = try DiaryTool.executable().path
        let made = try run(
            diary, ["init", "mine", "--language", "en"],
            variables: ["DIARY_DEVDIARY_PATH=\(TestPaths.repository.path)"], in: folder.url)
        #expect(made.status == 0, "\(made)")
        let package = folder.url.appending(path: "mine")

        let built = try run("swift", ["build", "--build-tests"], in: package)
        try #require(built.status == 0, "swift build in the new diary: \(built)")
        let tested = try run("swift", ["test", "--skip-build"], in: package)
        #expect(tested.status == 0, "swift test in the new diary: \(tested)")
        #expect(tested.stdout.contains("hello-diary/index.md:"), "the article's doctest ran: \(tested)")

        // The site, from a folder holding no theme and no DiaryUI: both come from the binary.
        let site = try run(
            diary, ["build", "--strict", "--output", "_site", "--base-url", "https://example.org/"], in: package)
        try #require(site.status == 0, "diary build --strict in the new diary: \(site)")
        let page = try String(contentsOf: package.appending(path: "_site/hello-diary/index.html"), encoding: .utf8)
        #expect(page.contains("data-module=\"FirstSample\" data-export=\"doctest_1\""))
        #expect(page.contains("<button class=\"run\" type=\"button\" hidden>"))
        #expect(page.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#), "the preview is drawn")
        let wasm = package.appending(path: "_site/wasm/FirstSample.wasm").path
        let runner = TestPaths.repository.appending(path: "Tests/SampleWasmTests/Runner/run-exports.mjs").path
        let ran = try run(try #require(NewDiaryNode.path), [runner, wasm, "doctest_1"], in: package)
        #expect(ran.status == 0, "\(ran)")
        #expect(ran.stdout.contains(#"{"export":"doctest_1","output":"3\n"}"#), "\(ran)")

        // A second module takes one command: the next build compiles it, with no hand edit.
        let added = try run(diary, ["new", "Second", "--module", "SecondSample"], in: package)
        #expect(added.status == 0, "\(added)")
        let rebuilt = try run("swift", ["build", "--build-tests"], in: package)
        #expect(rebuilt.status == 0, "\(rebuilt)")
        #expect(rebuilt.stdout.contains("SecondSample"), "swift build compiled the new module: \(rebuilt)")

        try articleFollowsModules(package, diary: diary)
    }

    /// An article naming a new module, written by hand: `swift build` says at its `module:` line that
    /// the manifest is stale; `diary build` adds the module, so `swift test` runs its doctest and the
    /// site has its WebAssembly. Deleting the article and building again removes the module, and
    /// `swift build` still works.
    private func articleFollowsModules(_ package: URL, diary: String) throws {
        let article = package.appending(path: "Content/third/index.md")
        try FileManager.default.createDirectory(
            at: article.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.thirdArticle.utf8).write(to: article)
        let stale = try run("swift", ["build", "--build-tests"], in: package)
        // SwiftPM prints a build-tool plugin's error as `error: <message>`, without -v too.
        #expect(stale.status != 0, "a module that is no target fails the build: \(stale)")
        #expect(
            (stale.stdout + stale.stderr).contains(
                "third/index.md:4: module ThirdSample is not a target of this package"), "\(stale)")

        let synced = try run(diary, ["build", "--output", "_site", "--base-url", "https://example.org/"], in: package)
        #expect(synced.status == 0, "\(synced)")
        #expect(
            synced.stdout.contains("Package.swift: added module ThirdSample (used by Content/third/index.md)"),
            "\(synced)")
        #expect(FileManager.default.fileExists(atPath: package.appending(path: "_site/wasm/ThirdSample.wasm").path))
        let built = try run("swift", ["build", "--build-tests"], in: package)
        try #require(built.status == 0, "\(built)")
        let tested = try run("swift", ["test", "--skip-build"], in: package)
        #expect(tested.status == 0, "\(tested)")
        #expect(tested.stdout.contains("third/index.md:"), "swift test ran the new article's doctest: \(tested)")

        try FileManager.default.removeItem(at: article.deletingLastPathComponent())
        let removed = try run(diary, ["build", "--output", "_site", "--base-url", "https://example.org/"], in: package)
        #expect(removed.status == 0, "\(removed)")
        #expect(
            removed.stdout.contains("Package.swift: removed module ThirdSample (no article names it)"), "\(removed)")
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("ThirdSample"), "\(manifest)")
        #expect(!FileManager.default.fileExists(atPath: package.appending(path: "Tests/Samples/ThirdSampleTests").path))
        let after = try run("swift", ["build", "--build-tests"], in: package)
        #expect(after.status == 0, "swift build works without the module: \(after)")
    }

    /// An article carrying the module `ThirdSample`: a compiled block and a doctest (`module:` is on line 4).
    static let thirdArticle = """
        ---
        title: "Third"
        date: 2026-01-03
        module: ThirdSample
        ---

        ```swift
        // snippet.hide
        import DiaryUI

        // snippet.show
        struct Third {
            var value = 4
        }
        ```

        ```swift
        print(Third().value)
        ```

        ```output
        4
        ```

        """
}
