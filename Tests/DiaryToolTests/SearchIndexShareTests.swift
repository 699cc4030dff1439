import DiarySearch
import DiaryTestSupport
import Foundation
import Testing

/// The search index's share of a built site's bytes (issue 35: at most 10 %), with the document
/// files, the shards and the small site's bundle of shards stored gzip-compressed
/// (`search/doc/N.json.gz`, `search/<prefix>.json.gz`, `search/shards.json.gz`).
@Suite("Search index share of the site", .tags(.builtTool))
struct SearchIndexShareTests {
    /// The generator of the synthetic benchmark corpus, beside the repository.
    static let corpusScript = TestPaths.repository.deletingLastPathComponent().appending(
        path: "shared/bench/make-corpus.py")

    /// Bytes of every file under `folder`.
    static func bytes(under folder: URL) -> Int {
        FolderContents.paths(in: folder).reduce(0) { total, path in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path))?[.size]
            return total + ((size as? NSNumber)?.intValue ?? 0)
        }
    }

    /// The index's bytes (manifest, shards, document files, stemmer) and the whole site's.
    static func share(of site: URL) -> (index: Int, site: Int) {
        let index =
            bytes(under: site.appending(path: "search"))
            + ["search-index.json", "js/stemmer.wasm"].reduce(0) { total, file in
                total + ((try? Data(contentsOf: site.appending(path: file)))?.count ?? 0)
            }
        return (index, bytes(under: site))
    }

    static func expectGzipDocumentFiles(in site: URL) throws {
        let folder = site.appending(path: "search/doc")
        let names = FolderContents.paths(in: folder)
        #expect(!names.isEmpty)
        for name in names {
            #expect(name.hasSuffix(".json.gz"), "\(name)")
            let bytes = [UInt8](try Data(contentsOf: folder.appending(path: name)))
            let json = try #require(Gzip.decompress(bytes), "\(name) inflates")
            #expect(try JSONSerialization.jsonObject(with: Data(json)) is [Any], "\(name) holds a JSON array")
        }
    }

    /// Every shard (and the bundle, when there is one) is a gzip file holding a JSON object.
    static func expectGzipShards(in site: URL) throws {
        let folder = site.appending(path: "search")
        let names = FolderContents.paths(in: folder).filter { !$0.contains("/") && $0 != "index.html" }
        #expect(!names.isEmpty)
        for name in names {
            #expect(name.hasSuffix(".json.gz"), "\(name)")
            let bytes = [UInt8](try Data(contentsOf: folder.appending(path: name)))
            let json = try #require(Gzip.decompress(bytes), "\(name) inflates")
            #expect(try JSONSerialization.jsonObject(with: Data(json)) is [String: Any], "\(name) holds a JSON object")
        }
    }

    @Test("The bundled diary's index is at most 10 % of its site, its document files gzip")
    func bundledDiary() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        try Self.expectGzipDocumentFiles(in: site)
        try Self.expectGzipShards(in: site)
        let (index, whole) = Self.share(of: site)
        #expect(index * 10 <= whole, "index \(index) bytes of a \(whole)-byte site")
    }

    @Test("A generated 1,000-article diary's index is at most 10 % of its site, its shards gzip")
    func thousandArticles() throws {
        guard FileManager.default.fileExists(atPath: Self.corpusScript.path) else {
            print("\(Self.corpusScript.path) is absent: the 1,000-article share is not measured (skipped)")
            return
        }
        let folder = try TemporaryFolder()
        let corpus = folder.url.appending(path: "corpus")
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", Self.corpusScript.path, "1000", corpus.path]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0, "make-corpus.py made the corpus")
        let site = folder.url.appending(path: "site")
        let run = try DiaryTool.run(
            ["build", "--content", corpus.path, "--output", site.path, "--no-cache"] + DiaryTool.siteFiles,
            timeout: 600)
        try #require(run.status == 0, "\(run)")
        try Self.expectGzipDocumentFiles(in: site)
        try Self.expectGzipShards(in: site)
        let (index, whole) = Self.share(of: site)
        #expect(index * 10 <= whole, "index \(index) bytes of a \(whole)-byte site")
    }
}
