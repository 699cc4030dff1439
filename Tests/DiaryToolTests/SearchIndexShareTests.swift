import DiarySearch
import DiaryTestSupport
import Foundation
import Testing

/// The search index's share of a built site's bytes (issue 35: at most 10 %), with the document
/// files stored gzip-compressed (`search/doc/N.json.gz`).
@Suite("Search index share of the site", .tags(.builtTool))
struct SearchIndexShareTests {
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

    @Test("The bundled diary's index is at most 10 % of its site, its document files gzip")
    func bundledDiary() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        try Self.expectGzipDocumentFiles(in: site)
        let (index, whole) = Self.share(of: site)
        #expect(index * 10 <= whole, "index \(index) bytes of a \(whole)-byte site")
    }
}
