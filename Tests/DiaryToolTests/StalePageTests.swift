import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary build` with the build cache after one input changed: whatever the input (an article's
/// data file or image, a template partial, a setting, a file of `Public/`), the site it writes
/// is the site a build from scratch (`--no-cache`) writes, and only the files whose bytes that
/// change touches are written again. Every input of a page must reach its cache key; a key that
/// misses one keeps a stale page.
@Suite("Stale pages after one changed input", .tags(.builtTool))
struct StalePageTests {
    /// The incremental tests' workspace, with a copy of the public files to change.
    typealias Workspace = IncrementalBuildTests.Workspace

    /// Builds the site with the cache, applies `change`, builds it again with the cache and
    /// requires what a clean build of the changed sources writes: the same files with the same
    /// bytes, with the files the change leaves alone not written again.
    /// - Parameters:
    ///   - touches: Files the change must alter (so the test exercises what it names).
    ///   - keeps: Files the change must leave alone, and the incremental build must not write.
    ///   - setUp: Edits made before the first build.
    func expectFreshSite(
        touches: [String], keeps: [String] = [], sourceLocation: SourceLocation = #_sourceLocation,
        after change: (Workspace) throws -> Void, setUp: (Workspace) throws -> Void = { _ in }
    ) throws {
        let workspace = try Workspace(copiesPublicFiles: true)
        try setUp(workspace)
        try workspace.build(into: "site")
        let before = workspace.files(in: "site")
        let identities = workspace.identities(in: "site")
        try change(workspace)
        try workspace.build(into: "site")
        try workspace.build(into: "clean", cached: false)
        let incremental = workspace.files(in: "site")
        let clean = workspace.files(in: "clean")

        let stale = Set(clean.keys).union(incremental.keys).filter { incremental[$0] != clean[$0] }.sorted()
        #expect(stale.isEmpty, "files differ from a clean build: \(stale)", sourceLocation: sourceLocation)

        let changed = Set(clean.keys).union(before.keys).filter { before[$0] != clean[$0] }
        let missed = touches.filter { !changed.contains($0) }
        #expect(missed.isEmpty, "the change leaves these files alone: \(missed)", sourceLocation: sourceLocation)
        let altered = keeps.filter { changed.contains($0) }
        #expect(altered.isEmpty, "the change alters these files: \(altered)", sourceLocation: sourceLocation)

        let after = workspace.identities(in: "site")
        let rewritten = keeps.filter { after[$0] != identities[$0] }
        #expect(rewritten.isEmpty, "unchanged files were written again: \(rewritten)", sourceLocation: sourceLocation)
    }

    @Test("An edited CSV table updates its article's page")
    func editedTable() throws {
        try expectFreshSite(
            touches: ["image-formats/index.html", "image-formats/sizes.csv"], keeps: ["intro/index.html"]
        ) { workspace in
            try workspace.edit("content/image-formats/sizes.csv") { $0.replacingOccurrences(of: "1200", with: "1300") }
        } setUp: { workspace in
            try workspace.edit("content/image-formats/index.md") { $0 + "\n```table sizes.csv\n```\n" }
        }
    }

    @Test("An image replaced by one of another size updates the page's width and height")
    func resizedImage() throws {
        try expectFreshSite(touches: ["intro/index.html", "intro/shutter.png"], keeps: ["buttons/index.html"]) {
            workspace in
            let image = workspace.folder.path("content/intro/shutter.png")
            try FileManager.default.removeItem(atPath: image)
            try FileManager.default.copyItem(
                atPath: workspace.folder.path("content/intro/shutter@2x.png"), toPath: image)
        }
    }

    /// The image's size is read by the render of a page in another folder too: the render asks
    /// for it as a question of the site (``SiteLookupLog``), answered again by every build.
    @Test("An image of another folder replaced by one of another size updates the page that shows it")
    func resizedImageOfAnotherFolder() throws {
        try expectFreshSite(
            touches: ["buttons/index.html", "intro/index.html", "intro/shutter.png"],
            keeps: ["image-formats/index.html"]
        ) { workspace in
            let image = workspace.folder.path("content/intro/shutter.png")
            try FileManager.default.removeItem(atPath: image)
            try FileManager.default.copyItem(
                atPath: workspace.folder.path("content/intro/shutter@2x.png"), toPath: image)
        } setUp: { workspace in
            try workspace.edit("content/buttons/index.md") { $0 + "\n![Затвор](../intro/shutter.png)\n" }
        }
    }

    @Test("A changed template partial updates every page made with it")
    func changedPartial() throws {
        try expectFreshSite(touches: ["intro/index.html", "index.html", "tags/index.html"], keeps: ["css/site.css"]) {
            workspace in
            try workspace.edit("templates/partials/footer.mustache") {
                $0.replacingOccurrences(of: "<p>{{site.strings.footer}}</p>", with: "<p>{{site.strings.footer}} ✓</p>")
            }
        }
    }

    @Test("A changed setting of site.yaml updates the pages that show it")
    func changedSetting() throws {
        try expectFreshSite(touches: ["intro/index.html", "index.html"], keeps: ["css/site.css"]) { workspace in
            try workspace.edit("content/site.yaml") {
                $0.replacingOccurrences(of: "Тестовый автор", with: "Другой автор")
            }
        }
    }

    @Test("A smaller page size of site.yaml splits the lists")
    func changedPageSize() throws {
        try expectFreshSite(
            touches: ["tags/swiftui/index.html", "tags/swiftui/page/2/index.html"], keeps: ["intro/index.html"]
        ) { workspace in
            try workspace.edit("content/site.yaml") { $0 + "page_size: 1\n" }
        }
    }

    /// The theme has no data files of its own: `Templates/` holds only templates, and the
    /// closest real input is a file of `Public/`, which pages do not read but link to.
    @Test("A changed file of Public/ is copied again; pages that do not show it stay")
    func changedPublicFile() throws {
        try expectFreshSite(touches: ["css/site.css"], keeps: ["intro/index.html", "index.html"]) { workspace in
            try workspace.edit("public/css/site.css") { $0 + "\n/* changed */\n" }
        }
    }

    /// Every article's render key holds the names of every file links may point at, so the other
    /// articles are rendered (and their pages written) again with the same bytes.
    @Test("A file added to Public/ that an article links to updates that article's page")
    func addedPublicFile() throws {
        try expectFreshSite(touches: ["buttons/index.html", "files/guide.txt"], keeps: ["css/site.css"]) {
            workspace in
            try FileManager.default.createDirectory(
                atPath: workspace.folder.path("public/files"), withIntermediateDirectories: true)
            try "A guide.\n".write(
                toFile: workspace.folder.path("public/files/guide.txt"), atomically: true, encoding: .utf8)
        } setUp: { workspace in
            try workspace.edit("content/buttons/index.md") { $0 + "\nСм. [руководство](/files/guide.txt).\n" }
        }
    }
}

extension IncrementalBuildTests.Workspace {
    /// Every file of the built folder `output` with its bytes.
    func files(in output: String) -> [String: Data] {
        FolderContents.files(in: folder.url.appending(path: output))
    }

    /// Every file of the built folder `output` with its file number and modification time.
    func identities(in output: String) -> [String: String] {
        var identities: [String: String] = [:]
        for path in FolderContents.paths(in: folder.url.appending(path: output)) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path("\(output)/\(path)"))
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identities[path] = "\(attributes?[.systemFileNumber] ?? "") \(modified)"
        }
        return identities
    }
}
