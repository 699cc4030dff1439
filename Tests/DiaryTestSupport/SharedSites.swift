import Foundation

/// Sites the built `diary` builds once per test run, shared by the tests that only read them: each
/// build of the bundled diary takes seconds, and several suites looked at the same output. A test
/// that changes a site, or needs other options, builds its own into a `TemporaryFolder`.
package enum SharedSites {
    /// The bundled diary for `https://diary.example/sub/`, with the templates and public files and
    /// without WebAssembly. Read it only.
    package static let bundledUnderSubPath = Result {
        try build(TestPaths.bundledContent, named: "bundled-sub", ["--base-url", "https://diary.example/sub/"])
    }

    /// The mini diary of the fixtures as `diary build` makes it with the templates and public files
    /// and without WebAssembly (what `CLIBuildTests.build(in:)` runs). Read it only.
    package static let miniDiary = Result { try build(TestPaths.miniDiary, named: "mini", []) }

    /// A build that did not succeed, with what `diary` printed.
    package struct BuildFailed: Error, CustomStringConvertible {
        package var run: ToolRun
        package var description: String { "the shared site did not build: \(run)" }
    }

    /// The folder of the shared sites, removed when the test process exits.
    private static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appending(path: "diary-shared-sites-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: SharedSites.root) }
        return url
    }()

    private static func build(_ content: URL, named name: String, _ extra: [String]) throws -> URL {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let site = root.appending(path: name)
        let run = try DiaryTool.run(
            ["build", "--content", content.path, "--output", site.path] + extra + DiaryTool.siteFiles)
        guard run.status == 0 else { throw BuildFailed(run: run) }
        return site
    }
}
