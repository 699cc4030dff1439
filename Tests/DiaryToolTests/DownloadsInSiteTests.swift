import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The bundled diary's sample downloads, through the built binary.
@Suite("Sample downloads in the built site", .tags(.builtTool))
struct DownloadsInSiteTests {
    private func build(into folder: TemporaryFolder) throws -> URL {
        let site = folder.url.appending(path: "site")
        let run = try DiaryTool.run(
            [
                "build", "--content", TestPaths.bundledContent.path, "--output", site.path, "--base-url",
                "https://example.org/",
            ]
                + DiaryTool.siteFiles)
        try #require(run.status == 0, "\(run)")
        try #require(run.stderr.isEmpty, "\(run)")
        return site
    }

    @Test("Every module of a written article is offered as .zip and .tar.gz, the same bytes on every build")
    func downloads() throws {
        let firstFolder = try TemporaryFolder()
        let secondFolder = try TemporaryFolder()
        let first = try build(into: firstFolder)
        let second = try build(into: secondFolder)
        for module in ["Buttons", "ParentalGate", "Puzzles", "StoryTimer", "SwipeCards", "ToolbarLayout"] {
            for format in ["zip", "tar.gz"] {
                let path = "downloads/\(module).\(format)"
                let bytes = try Data(contentsOf: first.appending(path: path))
                #expect(bytes.count > 1_000, "\(path)")
                #expect(bytes == (try Data(contentsOf: second.appending(path: path))), "\(path) is not reproducible")
            }
        }
        let gate = try String(contentsOf: first.appending(path: "parental-gate/index.html"), encoding: .utf8)
        for module in ["ParentalGate", "Puzzles"] {
            #expect(
                gate.contains(
                    "Скачать пример <code>\(module)</code>: <a href=\"/downloads/\(module).zip\" download>.zip</a>"),
                "\(module)")
        }
    }
}
