import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Site-wide edits through `diary build` (issue 35, item 2): a template, a partial or a
/// `site.yaml` value changes the inputs of every page, yet only the files whose bytes change are
/// written; the others stay the very files they were (same inode, same modification time), and
/// the site is byte for byte what a clean build writes.
@Suite("Site-wide edits rewrite nothing unchanged", .tags(.builtTool))
struct SiteWideEditTests {
    typealias Workspace = IncrementalBuildTests.Workspace

    /// Every file of the built site by its path, with its inode and modification time; not the
    /// output folder's stamp (`.diary-site`), which belongs to the folder: a site updated in a new
    /// generation of the folder has the new folder's stamp.
    static func identities(in workspace: Workspace) throws -> [String: [String]] {
        var identities: [String: [String]] = [:]
        for path in FolderContents.paths(in: workspace.folder.url.appending(path: "site")) where path != ".diary-site" {
            identities[path] = try IncrementalBuildTests.identity(path, in: workspace)
        }
        return identities
    }

    /// The paths whose identity differs between `before` and `after` (or that only one has).
    static func rewritten(_ before: [String: [String]], _ after: [String: [String]]) -> Set<String> {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    /// The site folder's own inode.
    static func folderInode(_ workspace: Workspace) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: workspace.folder.path("site"))
        return "\(attributes[.systemFileNumber] ?? "")"
    }

    @Test("A Mustache comment added to the base template and a partial rewrites no file and keeps the folder")
    func templateCommentRewritesNothing() throws {
        let workspace = try Workspace()
        try workspace.build()
        // A second build settles the cache's spare copy of the site, as an author's next save finds it.
        try workspace.build()
        let before = try Self.identities(in: workspace)
        let folder = try Self.folderInode(workspace)
        try #require(before.count > 20, "the mini diary's site: \(before.count) files")
        try workspace.edit("templates/base.mustache") { "{{! a note for the theme's next reader }}\n" + $0 }
        try workspace.edit("templates/partials/footer.mustache") { $0 + "{{! footer note }}" }
        try workspace.build()
        let after = try Self.identities(in: workspace)
        let rewritten = Self.rewritten(before, after).sorted()
        #expect(rewritten.isEmpty, "files rewritten for a comment: \(rewritten)")
        #expect(try Self.folderInode(workspace) == folder, "the site folder is the same one, not rebuilt")
        try workspace.expectSiteEqualsCleanBuild("after a template comment")
    }

    @Test("A site.yaml title edit rewrites exactly the files whose bytes change: the pages that show the title")
    func titleEditRewritesItsPages() throws {
        let workspace = try Workspace()
        try workspace.build()
        let siteURL = workspace.folder.url.appending(path: "site")
        let bytesBefore = FolderContents.files(in: siteURL).filter { $0.key != ".diary-site" }
        let before = try Self.identities(in: workspace)
        try workspace.edit("content/site.yaml") {
            $0.replacingOccurrences(of: "title: \"Мини-дневник\"", with: "title: \"Дневник Лены\"")
        }
        try workspace.build()
        let bytesAfter = FolderContents.files(in: siteURL).filter { $0.key != ".diary-site" }
        let changed = Set(bytesAfter.keys).union(bytesBefore.keys).filter { bytesBefore[$0] != bytesAfter[$0] }
        let rewritten = Self.rewritten(before, try Self.identities(in: workspace))
        let needless = rewritten.subtracting(changed).sorted()
        let missed = changed.subtracting(rewritten).sorted()
        #expect(rewritten == changed, "rewritten for nothing: \(needless); missed: \(missed)")
        // The sharing cards are pictures drawn with the site's title.
        let showingTitle = bytesAfter.filter {
            $0.key.hasSuffix("card.png") || String(decoding: $0.value, as: UTF8.self).contains("Дневник Лены")
        }
        #expect(Set(showingTitle.keys) == changed, "the changed files are those that show the title")
        #expect(changed.contains("index.html") && changed.contains("atom.xml"))
        #expect(!changed.contains("css/site.css") && !changed.contains("intro/shutter.png"))
        #expect(changed.count < bytesAfter.count, "files that do not show the title stay")
        try workspace.expectSiteEqualsCleanBuild("after a title edit")
    }

    @Test("A template change that alters every page, then its undoing, match clean builds and keep the other files")
    func templateChangeEverywhere() throws {
        let workspace = try Workspace()
        try workspace.build()
        let before = try Self.identities(in: workspace)
        let original = try String(contentsOfFile: workspace.folder.path("templates/base.mustache"), encoding: .utf8)
        try workspace.edit("templates/base.mustache") {
            $0.replacingOccurrences(of: "</body>", with: "<!-- every page -->\n</body>")
        }
        try workspace.build()
        let after = try Self.identities(in: workspace)
        let rewritten = Self.rewritten(before, after)
        let pages = Set(before.keys.filter { $0.hasSuffix(".html") })
        #expect(pages.isSubset(of: rewritten), "every page shows the change")
        #expect(rewritten.allSatisfy { $0.hasSuffix(".html") }, "only pages: \(rewritten.sorted())")
        try workspace.expectSiteEqualsCleanBuild("after a change to every page")
        try original.write(toFile: workspace.folder.path("templates/base.mustache"), atomically: true, encoding: .utf8)
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild("after the change was undone")
    }
}
