import DiaryTestSupport
import Foundation
import Testing

/// `diary list`: which file becomes which page, through the built binary.
@Suite("diary list", .tags(.builtTool))
struct CLIListTests {
    @Test("One tab-separated line per published page, after a header; planned parts and drafts are left out")
    func listsPublishedPages() throws {
        let run = try DiaryTool.run(["list", "--content", TestPaths.miniDiary.path] + DiaryTool.siteFiles)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "source\turl\tkind\tdate\ttitle")
        let pages = PageListing.parse(run.stdout)
        #expect(
            pages.map(\.source) == ["buttons/index.md", "image-formats/index.md", "intro/index.md"],
            "the planned gallery and the draft have no page")
        #expect(
            pages.first
                == PageListing.Page(
                    source: "buttons/index.md", url: "/buttons/", kind: "entry", date: "2023-06-08", title: "Кнопки"))
        let site = try TemporaryFolder()
        let build = try DiaryTool.run(
            ["build", "--content", TestPaths.miniDiary.path, "--output", site.path("site")] + DiaryTool.siteFiles)
        #expect(build.status == 0, "\(build)")
        for page in pages {
            #expect(FolderContents.isFile(site.url.appending(path: "site/\(page.file)")), "\(page.file) was built")
        }
    }

    @Test("--drafts lists the drafts too")
    func listsDrafts() throws {
        let run = try DiaryTool.run(["list", "--drafts", "--content", TestPaths.miniDiary.path] + DiaryTool.siteFiles)
        #expect(run.status == 0, "\(run)")
        #expect(PageListing.parse(run.stdout).contains { $0.source == "draft-note.md" })
    }
}
