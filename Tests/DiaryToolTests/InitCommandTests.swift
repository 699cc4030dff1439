import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary init` through the built binary: the package it writes, what it refuses, and that the
/// diary it writes builds with the theme built into `diary`.
@Suite("diary init", .tags(.builtTool))
struct InitCommandTests {
    /// Runs `diary` with `variables` set in its environment.
    private func diary(_ arguments: [String], in folder: URL, variables: [String] = []) throws -> ToolRun {
        try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), variables + [try DiaryTool.executable().path] + arguments,
            in: folder, timeout: DiaryTool.timeout)
    }

    private func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path(path), encoding: .utf8)
    }

    @Test("init writes a package that depends on a local DevDiary, a first article with a doctest and a preview")
    func writesPackage() throws {
        let folder = try TemporaryFolder()
        let run = try diary(
            ["init", "mine", "--language", "en", "--title", "Mine \"quoted\"", "--url", "https://example.org/mine/"],
            in: folder.url, variables: ["DIARY_DEVDIARY_PATH=\(TestPaths.repository.path)"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("Next: cd mine && swift run diary serve"), "\(run)")
        let manifest = try text(folder, "mine/Package.swift")
        #expect(manifest.contains(".package(path: \"\(TestPaths.repository.path)\")"), "\(manifest)")
        let identity = TestPaths.repository.lastPathComponent
        #expect(manifest.contains(".plugin(name: \"SampleExtractorPlugin\", package: \"\(identity)\")"), "\(manifest)")
        #expect(manifest.contains("let sampleModules: [String] = [\"FirstSample\"]"), "\(manifest)")
        let article = try text(folder, "mine/Content/hello-diary/index.md")
        for needle in ["module: FirstSample", "import DiaryUI", "```output\n3\n```", "```preview TapBadgePreviews"] {
            #expect(article.contains(needle), "\(needle)")
        }
        let settings = try text(folder, "mine/Content/site.yaml")
        #expect(settings.contains(#"title: "Mine \"quoted\"""#) && settings.contains("https://example.org/mine/"))
        for path in [
            "Tests/Samples/FirstSampleTests/Library/FirstSample.swift",
            "Tests/Samples/FirstSampleTests/FirstSampleTests.swift", ".gitignore",
            "README.md",
        ] {
            #expect(FileManager.default.fileExists(atPath: folder.path("mine/\(path)")), "\(path)")
        }
        // The same pinned actions as DevDiary's own workflow, and no others.
        let ours = try String(
            contentsOf: TestPaths.repository.appending(path: ".github/workflows/pages.yml"), encoding: .utf8)
        let uses = try text(folder, "mine/.github/workflows/pages.yml").split(separator: "\n")
            .filter { $0.contains("uses: ") }
        #expect(uses.count == 5)
        for line in uses {
            let action = line.split(separator: "uses: ").last.map(String.init) ?? ""
            #expect(ours.contains("uses: \(action)"), "\(action) is not pinned as in DevDiary's workflow")
        }

        // The new diary builds with the default theme (no Templates/ or Public/ of its own).
        let build = try DiaryTool.run(
            ["build", "--no-wasm", "--no-cache", "--output", "_site"], in: folder.url.appending(path: "mine"))
        #expect(build.status == 0, "\(build)")
        let page = try text(folder, "mine/_site/hello-diary/index.html")
        #expect(page.contains("Hello, diary") && page.contains("TapCounter"))
        #expect(FileManager.default.fileExists(atPath: folder.path("mine/_site/css/site.css")))
    }

    @Test("Without the variable the package depends on DevDiary by URL; ru and --no-samples")
    func russianWithoutSamples() throws {
        let folder = try TemporaryFolder()
        let run = try diary(["init", "--no-samples"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        let manifest = try text(folder, "Package.swift")
        #expect(manifest.contains(".package(url: \"https://github.com/devdiary/DevDiary.git\", branch: \"main\")"))
        #expect(manifest.contains("package: \"DevDiary\")"))
        #expect(manifest.contains("let sampleModules: [String] = []"))
        let article = try text(folder, "Content/privet-dnevnik/index.md")
        #expect(article.contains("Привет, дневник") && !article.contains("module:"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Tests")))
        #expect(try text(folder, "Content/site.yaml").contains("Дневник разработчика"))
    }

    @Test("init refuses a folder that is not empty, and with --force still replaces no file")
    func refusesToOverwrite() throws {
        let folder = try TemporaryFolder()
        try Data("notes\n".utf8).write(to: folder.url.appending(path: "notes.txt"))
        let refused = try diary(["init"], in: folder.url)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("error: the folder is not empty"), "\(refused)")
        #expect(try folder.listing() == ["notes.txt"])

        let forced = try diary(["init", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced)")
        #expect(try text(folder, "notes.txt") == "notes\n")
        #expect(FileManager.default.fileExists(atPath: folder.path("Package.swift")))

        try Data("my readme\n".utf8).write(to: folder.url.appending(path: "README.md"))
        try FileManager.default.removeItem(at: folder.url.appending(path: "Package.swift"))
        let again = try diary(["init", "--force"], in: folder.url)
        #expect(again.status == 1, "\(again)")
        #expect(again.stderr.contains("README.md: error: already exists; nothing was written"), "\(again)")
        #expect(try text(folder, "README.md") == "my readme\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Package.swift")), "written in spite of the error")
    }

    @Test("An unknown language is a usage error")
    func unknownLanguage() throws {
        let folder = try TemporaryFolder()
        let run = try diary(["init", "--language", "de"], in: folder.url)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("ru or en"), "\(run)")
        #expect(try folder.listing().isEmpty)
    }
}
