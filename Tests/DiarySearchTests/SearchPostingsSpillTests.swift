import Foundation
import Testing

@testable import DiarySearch

/// What bounds a big build's memory for the search index: the articles' postings wait in a file
/// (``SearchPostingsList`` with a spill path), and the shards are turned around a few at a time
/// (``SearchIndexFiles/bytesPerGroup``), with the same shard bytes as making them all at once.
@Suite("Search postings on disk, shards a few at a time")
struct SearchPostingsSpillTests {
    /// 300 articles' postings over 400 stems (``CompactPostingsTests/tables(count:vocabulary:seed:)``).
    static func postings(numbers: StemNumbers) -> [SearchPostings] {
        CompactPostingsTests.tables(count: 300, vocabulary: 400, seed: 7).enumerated().map { index, table in
            SearchPostings(stemWeights: table.map { ($0.key, $0.value) }, length: index * 3, numbers: numbers)
        }
    }

    @Test("Shards made a few at a time are byte for byte the shards made at once")
    func groupsMatchOneGroup() {
        let numbers = StemNumbers()
        let postings = Self.postings(numbers: numbers)
        let whole = SearchIndexFiles(postings: postings, stems: numbers.stems, basePath: "/", stemmerURL: nil)
        var grouped = whole
        // Fewer bytes than any shard's postings (hundreds of articles a stem prefix): every
        // shard is a group of its own.
        grouped.bytesPerGroup = 600
        let wholeFiles = whole.files()
        #expect(wholeFiles.count > 10)
        #expect(grouped.files().map(\.path) == wholeFiles.map(\.path))
        #expect(grouped.files().map(\.contents) == wholeFiles.map(\.contents))
    }

    @Test("Postings spilled to a file read back the same, make the same index, and the file goes")
    func spillFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diary-postings-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        let numbers = StemNumbers()
        let postings = Self.postings(numbers: numbers)
        let list = SearchPostingsList(articleCount: postings.count - 1, spillPath: path)
        // Set in another order than the list's, as parallel renders do; the last one appended.
        for number in (0..<(postings.count - 1)).reversed() { list.set(postings[number], number: number) }
        let appended = list.append(postings[postings.count - 1])
        #expect(appended == postings.count - 1)
        #expect(list.count == postings.count)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size == postings.reduce(0) { $0 + $1.encodedByteCount })
        for (number, expected) in postings.enumerated() {
            #expect(list.holds(number))
            #expect(list.postings(at: number) == expected, "article \(number)")
        }
        let fromFile = SearchIndexFiles(
            list: list, places: Array(postings.indices), stems: numbers.stems, basePath: "/", stemmerURL: nil)
        let inMemory = SearchIndexFiles(postings: postings, stems: numbers.stems, basePath: "/", stemmerURL: nil)
        #expect(fromFile.files().map(\.contents) == inMemory.files().map(\.contents))
        list.discard()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(list.postings(at: 0) == nil)
    }
}
