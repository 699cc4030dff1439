import DiarySearch
import Testing

/// The gzip files the search index's document files are stored as (``Gzip``).
@Suite("Gzip")
struct GzipTests {
    @Test("Compressed bytes inflate back to what went in, and come out smaller for text")
    func roundTrip() throws {
        let text = Array(String(repeating: "{\"title\":\"Навигация в SwiftUI\",\"url\":\"/nav/\"},", count: 200).utf8)
        let packed = Gzip.compress(text)
        #expect(packed.count < text.count / 4)
        #expect(try #require(Gzip.decompress(packed)) == text)
        #expect(Gzip.decompress(Gzip.compress([])) == [])
    }

    @Test("The header holds no time and the same OS byte, so two builds write the same bytes")
    func deterministicHeader() {
        let packed = Gzip.compress(Array("[null]".utf8))
        #expect(Array(packed.prefix(4)) == [0x1F, 0x8B, 8, 0])
        #expect(Array(packed[4..<8]) == [0, 0, 0, 0], "no modification time")
        #expect(packed[9] == 0xFF, "operating system: unknown")
        #expect(packed == Gzip.compress(Array("[null]".utf8)))
    }

    @Test("Bytes that are not gzip, or are cut short, are refused, not inflated")
    func refusesDamagedInput() {
        #expect(Gzip.decompress(Array("[1,2]".utf8)) == nil)
        let packed = Gzip.compress(Array(String(repeating: "abc", count: 100).utf8))
        #expect(Gzip.decompress(Array(packed.dropLast(10))) == nil)
    }

    @Test("A group's document file is its JSON, gzip-compressed, at search/doc/N.json.gz")
    func documentFileIsGzip() throws {
        let json = SearchDocumentFile.bytes(of: [Array("{\"title\":\"A\"}".utf8), nil])
        let file = SearchDocumentFile.compressed(json)
        #expect(Array(file.prefix(2)) == [0x1F, 0x8B])
        #expect(try #require(Gzip.decompress(file)) == Array("[{\"title\":\"A\"},null]".utf8))
        #expect(SearchDocumentFile.path(ofGroup: 3) == "search/doc/3.json.gz")
    }

    @Test("A shard is gzip at zlib's default level: it inflates to its JSON, and its header says so")
    func shardAtDefaultLevel() throws {
        let json = Array(String(repeating: "\"кноп\":[1,2,3,4,5,6],", count: 100).utf8)
        let shard = SearchIndexFiles.compressedShard(json)
        #expect(try #require(Gzip.decompress(shard)) == json)
        #expect(shard[8] == 0, "extra flags: not best compression")
        #expect(Gzip.compress(json)[8] == 2, "extra flags: best compression")
        #expect(shard == SearchIndexFiles.compressedShard(json), "the same bytes every time")
    }
}
