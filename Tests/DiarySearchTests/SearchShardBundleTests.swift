import Foundation
import Testing

@testable import DiarySearch

/// A small site's shards in one file (`search/shards.json.gz`), which the page fetches while idle.
@Suite("Search shard bundle")
struct SearchShardBundleTests {
    static func files(articles: Int) -> [(path: String, contents: String)] {
        let words = ["кнопка", "галерея", "фильтр", "камера", "жест", "стикер", "таймер", "сторис"]
        let documents = (0..<articles).map { number in
            SearchIndexTests.document(
                title: "Статья \(number)",
                body: "\(words[number % words.count]) и \(words[(number + 3) % words.count]).")
        }
        return SearchIndexFiles(documents: documents, basePath: "/diary/", stemmerURL: nil).files()
    }

    static func manifest(_ files: [(path: String, contents: String)]) throws -> [String: Any] {
        let manifest = try #require(files.first { $0.path == "search-index.json" })
        return try #require(try JSONSerialization.jsonObject(with: Data(manifest.contents.utf8)) as? [String: Any])
    }

    @Test("A small site's bundle holds every shard exactly as its own file, and the manifest names it")
    func bundleHoldsEveryShard() throws {
        let files = Self.files(articles: 10)
        let manifest = try Self.manifest(files)
        #expect(manifest["bundle"] as? String == "/diary/" + SearchShardBundle.path)
        let bundleFile = try #require(files.first { $0.path == SearchShardBundle.path })
        let bundle = try #require(
            try JSONSerialization.jsonObject(with: Data(bundleFile.contents.utf8)) as? [String: [String: [Int]]])
        let keys = try #require(manifest["shards"] as? [String])
        #expect(keys.count > 3)
        #expect(bundle.keys.sorted() == keys.sorted(), "one entry per shard of the manifest")
        for key in keys {
            let path = SearchIndexFiles.shardPath(forPrefix: key)
            let own = try #require(files.first { $0.path == path }, "\(path)")
            let shard = try JSONSerialization.jsonObject(with: Data(own.contents.utf8)) as? [String: [Int]]
            #expect(bundle[key] == shard, "«\(key)» as in \(path)")
        }
    }

    @Test("A site past the limit gets no bundle: its queries fetch their own shards")
    func noBundlePastTheLimit() throws {
        let atLimit = Self.files(articles: SearchShardBundle.articleLimit)
        #expect(atLimit.contains { $0.path == SearchShardBundle.path })
        let past = Self.files(articles: SearchShardBundle.articleLimit + 1)
        #expect(!past.contains { $0.path == SearchShardBundle.path })
        #expect(try Self.manifest(past)["bundle"] == nil)
    }
}
