import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The theme built into `diary`, through the built binary: a content folder alone builds, a site's
/// own files replace the default ones, `diary theme eject` round-trips, and an edited file whose
/// default changed since it was ejected gets a warning.
@Suite("Default theme", .tags(.builtTool))
struct DefaultThemeTests {
    /// A scratch folder holding the mini diary as `Content/` and nothing else.
    private func contentOnly() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.miniDiary, to: "Content")
        return folder
    }

    /// Builds `Content/` of `folder` into `output` with `extra` arguments; returns the run.
    private func build(_ folder: TemporaryFolder, into output: String, _ extra: [String] = []) throws -> ToolRun {
        try DiaryTool.run(
            [
                "build", "--content", "Content", "--no-wasm", "--no-cache", "--output", output, "--base-url",
                "https://example.org/",
            ] + extra, in: folder.url)
    }

    @Test("A content folder with no theme of its own builds with the repository's Templates and Public")
    func contentAlone() throws {
        let folder = try contentOnly()
        let bare = try build(folder, into: "bare")
        #expect(bare.status == 0, "\(bare)")
        #expect(!bare.stderr.contains("warning"), "\(bare)")
        for file in ["css/site.css", "fonts/DiaryUISans.woff2", "images/favicon.svg", "js/wasm.js"] {
            let built = FileManager.default.contents(atPath: folder.path("bare/\(file)"))
            #expect(
                built != nil && built == FileManager.default.contents(atPath: TestPaths.publicFiles.path + "/\(file)"),
                "\(file)")
        }
        try folder.copy(TestPaths.templates, to: "Templates")
        try folder.copy(TestPaths.publicFiles, to: "Public")
        let themed = try build(folder, into: "themed", ["--templates", "Templates", "--public", "Public"])
        #expect(themed.status == 0, "\(themed)")
        let bareFiles = FolderContents.files(in: folder.url.appending(path: "bare"))
        #expect(bareFiles.count > 10)
        #expect(bareFiles == FolderContents.files(in: folder.url.appending(path: "themed")))
    }

    @Test("theme eject writes the theme the binary holds, and building with it gives the identical site")
    func ejectRoundTrip() throws {
        let folder = try contentOnly()
        #expect(try build(folder, into: "bare").status == 0)
        let eject = try DiaryTool.run(["theme", "eject", "--to", "mine"], in: folder.url)
        #expect(eject.status == 0, "\(eject)")
        for (name, source) in [("Templates", TestPaths.templates), ("Public", TestPaths.publicFiles)] {
            var ejected = FolderContents.files(in: folder.url.appending(path: "mine/\(name)"))
            #expect(ejected.removeValue(forKey: ".diary-theme") != nil, "\(name) has no stamp")
            #expect(ejected == FolderContents.files(in: source), "\(name)")
        }
        let themed = try build(folder, into: "themed", ["--templates", "mine/Templates", "--public", "mine/Public"])
        #expect(themed.status == 0, "\(themed)")
        #expect(!themed.stderr.contains("warning"), "\(themed)")
        let bareFiles = FolderContents.files(in: folder.url.appending(path: "bare"))
        #expect(bareFiles.count > 10)
        #expect(bareFiles == FolderContents.files(in: folder.url.appending(path: "themed")))
    }

    @Test("theme eject refuses to overwrite a file and writes nothing")
    func ejectRefusesToOverwrite() throws {
        let folder = try TemporaryFolder()
        let css = folder.url.appending(path: "Public/css/site.css")
        try FileManager.default.createDirectory(at: css.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: css)
        let eject = try DiaryTool.run(["theme", "eject"], in: folder.url)
        #expect(eject.status == 1, "\(eject)")
        #expect(eject.stderr.contains("Public/css/site.css: error: already exists; nothing was ejected"), "\(eject)")
        #expect(FileManager.default.contents(atPath: css.path) == Data("mine\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Templates")))
        let unknown = try DiaryTool.run(["theme", "inject"], in: folder.url)
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown theme action 'inject'"), "\(unknown)")
    }

    @Test("An edited template whose default changed since the eject gets a warning; an unedited one does not")
    func overrideOfChangedDefault() throws {
        let folder = try contentOnly()
        #expect(try DiaryTool.run(["theme", "eject"], in: folder.url).status == 0)
        let footer = folder.url.appending(path: "Templates/partials/footer.mustache")
        try Data((try String(contentsOf: footer, encoding: .utf8) + "<!-- mine -->\n").utf8).write(to: footer)
        let edited = try build(folder, into: "edited")
        #expect(edited.status == 0, "\(edited)")
        #expect(!edited.stderr.contains("warning"), "the default did not change: \(edited)")
        #expect(try String(contentsOfFile: folder.path("edited/index.html"), encoding: .utf8).contains("<!-- mine -->"))

        // As if the stamp came from an older `diary` whose defaults differ from today's.
        let stamp = folder.url.appending(path: "Templates/.diary-theme")
        let old = String(repeating: "0", count: 32)
        let lines = try String(contentsOf: stamp, encoding: .utf8).split(separator: "\n").map { line in
            line.hasSuffix(" partials/footer.mustache") || line.hasSuffix(" article.mustache")
                ? "\(old) \(line.split(separator: " ")[1])" : String(line)
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: stamp)
        let stale = try build(folder, into: "stale")
        #expect(stale.status == 0, "\(stale)")
        #expect(
            stale.stderr.contains(
                "Templates/partials/footer.mustache:1: warning: overrides the default theme's partials/footer.mustache, "
                    + "which has changed since it was ejected"), "\(stale)")
        #expect(!stale.stderr.contains("article.mustache:1: warning"), "unedited: \(stale)")
        #expect(try build(folder, into: "strict", ["--strict"]).status == 1)
    }

    @Test("--templates naming a missing folder is still an error")
    func missingTemplatesFolder() throws {
        let folder = try contentOnly()
        let run = try build(folder, into: "site", ["--templates", "Nowhere"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Nowhere: error: templates folder not found"), "\(run)")
    }
}
