import BuildCache
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The build cache on disk, edited behind the generator's back: the built `diary` must notice.
@Suite("Article cache entries edited on disk", .tags(.builtTool))
struct ArticleCacheOnDiskTests {
    @Test("A cached page changed on disk without changing its length is rendered again, not published")
    func sameLengthEditOfAnEntry() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "content")
        func build(into output: String, cache: Bool = true) throws {
            let run = try DiaryTool.run(
                ["build", "--content", content.path, "--output", folder.path(output)] + DiaryTool.siteFiles
                    + (cache ? ["--cache", folder.path("cache")] : ["--no-cache"]))
            try #require(run.status == 0, "\(run)")
        }
        try build(into: "site")
        // Every entry holding the intro's rendered words gets the same number of other bytes.
        let word = Array("SwiftUI".utf8)
        var changed = 0
        for cache in try FileManager.default.contentsOfDirectory(atPath: folder.path("cache")) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("cache/\(cache)"))) ?? []
            for name in entries where ContentHash.Digest(hex: name) != nil {
                let path = folder.path("cache/\(cache)/\(name)")
                var bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
                var found = false
                for start in 0..<max(0, bytes.count - word.count)
                where bytes[start..<start + word.count].elementsEqual(word) {
                    bytes[start + 5] = UInt8(ascii: "X")
                    found = true
                }
                guard found else { continue }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                changed += 1
            }
        }
        try #require(changed > 0, "no cached entry holds the word")
        // A build from scratch into the folder reads every article's entry.
        try FileManager.default.removeItem(atPath: folder.path("site"))
        try build(into: "site")
        try build(into: "clean", cache: false)
        let site = FolderContents.files(in: folder.url.appending(path: "site"))
        let clean = FolderContents.files(in: folder.url.appending(path: "clean"))
        #expect(site.keys.sorted() == clean.keys.sorted())
        #expect(clean.keys.filter { site[$0] != clean[$0] }.sorted() == [], "files differ from a clean build")
    }
}
