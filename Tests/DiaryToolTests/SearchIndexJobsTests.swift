import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The search index `diary build` writes, whatever the number of jobs (the index's layout and
/// contents, in process: `DiarySearchTests`).
@Suite("Search index of a build", .tags(.builtTool))
struct SearchIndexJobsTests {
    @Test("The bundled diary's index is byte-identical with one job and with four")
    func sameBytesWhateverTheJobs() throws {
        let folder = try TemporaryFolder()
        var sites: [[String: Data]] = []
        for jobs in ["1", "4"] {
            let run = try DiaryTool.run(
                [
                    "build", "--content", TestPaths.bundledContent.path, "--output", folder.path("site-\(jobs)"),
                    "--jobs", jobs, "--no-cache",
                ]
                    + DiaryTool.siteFiles)
            try #require(run.status == 0, "\(run)")
            let files = FolderContents.files(in: folder.url.appending(path: "site-\(jobs)"))
            sites.append(files.filter { $0.key.hasPrefix("search") })
        }
        #expect(sites[0].count > 10)
        #expect(sites[0] == sites[1])
    }
}
