import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The render key holds only the link targets a render used: adding a content file no article
/// links to renders nothing again, while adding the file a dangling link names renders the
/// article with that link again. Either way the site is the one a clean build writes.
@Suite("Link targets in the render key", .tags(.builtTool))
struct LinkTargetRenderKeyTests {
    typealias Workspace = IncrementalBuildTests.Workspace

    private static let newPage = "---\ntitle: Later\ndate: 2023-06-10\nsummary: S.\n---\nLater text.\n"

    @Test("A new content file no article links to renders no article again and rewrites no article page")
    func unrelatedFile() throws {
        let workspace = try Workspace()
        try workspace.build()
        let entries = workspace.entries
        // The series parts (a new topic becomes the other topic's neighbour; dated within the
        // newest year, it leaves the footer's year as it is).
        let pages = ["intro/index.html", "buttons/index.html"]
        let identities = workspace.identities(in: "site")
        try Data(Self.newPage.utf8).write(to: workspace.folder.url.appending(path: "content/later.md"))
        try workspace.build()
        let added = workspace.entries.subtracting(entries)
        #expect(entries.isSubset(of: workspace.entries), "the other articles' renders were dropped")
        #expect(added.count == 1, "only the new article is rendered: \(added.count) new renders")
        let after = workspace.identities(in: "site")
        #expect(pages.filter { after[$0] != identities[$0] } == [], "article pages were written again")
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("Adding the file a dangling link names renders that article again, and only it")
    func danglingLinkBecomesValid() throws {
        let workspace = try Workspace()
        try workspace.edit("content/buttons/index.md") { $0 + "\nПозже: [следующая](../later.md).\n" }
        let first = try workspace.build()
        #expect(first.stderr.contains("broken link '../later.md'"), "\(first)")
        let entries = workspace.entries
        let identities = workspace.identities(in: "site")
        try Data(Self.newPage.utf8).write(to: workspace.folder.url.appending(path: "content/later.md"))
        let second = try workspace.build()
        #expect(!second.stderr.contains("broken link"), "\(second)")
        let added = workspace.entries.subtracting(entries)
        #expect(added.count == 2, "the new article and the one linking to it are rendered: \(added.count)")
        let buttons = try String(contentsOfFile: workspace.folder.path("site/buttons/index.html"), encoding: .utf8)
        #expect(buttons.contains(#"<a href="/diary/later/">следующая</a>"#), "\(buttons)")
        let after = workspace.identities(in: "site")
        #expect(after["intro/index.html"] == identities["intro/index.html"], "an unrelated page was written again")
        try workspace.expectSiteEqualsCleanBuild()
    }
}
