import Dispatch
import Foundation
import Synchronization
import Testing

@testable import DiarySearch

/// The articles' search entries packed a few to a file: each file handed out once, when its
/// last article arrives, with the same bytes whatever the order the articles rendered in.
@Suite("Search document groups")
struct SearchDocumentGroupsTests {
    static func entries(_ count: Int) -> [String] {
        (0..<count).map { #"{"title":"Статья \#($0)"}"# }
    }

    @Test("Each group's file comes once, when its last article arrives, whatever the order", arguments: [1, 4, 10, 13])
    func filesComeWhenComplete(count: Int) throws {
        let entries = Self.entries(count)
        let groups = SearchDocumentGroups<String>(articleCount: count)
        // Newest last, and every other article first: the order a parallel render may give.
        let order =
            Array(stride(from: count - 1, through: 0, by: -2)) + Array(stride(from: count - 2, through: 0, by: -2))
        var handedOut: [String: String] = [:]
        var added = Set<Int>()
        for number in order {
            added.insert(number)
            let file = groups.file(adding: entries[number], number: number)
            let group = number / SearchDocumentFile.documentsPerFile
            let members = (0..<count).filter { $0 / SearchDocumentFile.documentsPerFile == group }
            #expect((file != nil) == members.allSatisfy(added.contains), "article \(number)")
            if let file {
                #expect(handedOut[file.path] == nil, "\(file.path) handed out twice")
                handedOut[file.path] = file.contents
            }
        }
        let expected = SearchDocumentFile.files(of: entries)
        #expect(
            expected.count == (count + SearchDocumentFile.documentsPerFile - 1)
                / SearchDocumentFile.documentsPerFile)
        #expect(handedOut == Dictionary(uniqueKeysWithValues: expected.map { ($0.path, $0.contents) }))
        #expect(groups.unfinishedFiles().isEmpty)
    }

    @Test("A build cache's own per-article values come back as whole groups, in article order")
    func genericEntries() {
        let groups = SearchDocumentGroups<Int>(articleCount: 6)
        #expect(groups.add(12, number: 2) == nil)
        #expect(groups.add(15, number: 5) == nil)
        #expect(groups.add(10, number: 0) == nil)
        #expect(groups.add(14, number: 4) == [14, 15])
        #expect(groups.add(13, number: 3) == nil)
        #expect(groups.add(11, number: 1) == [10, 11, 12, 13])
        #expect(groups.unfinished().isEmpty)
    }

    @Test("A group file is a JSON array of its articles' entries, in the list's order")
    func groupIsAnArray() throws {
        let files = SearchDocumentFile.files(of: Self.entries(6))
        #expect(files.map(\.path) == ["search/doc/0.json.gz", "search/doc/1.json.gz"])
        let second = try #require(
            try JSONSerialization.jsonObject(with: Data(files[1].contents.utf8)) as? [[String: String]])
        #expect(second.map { $0["title"] } == ["Статья 4", "Статья 5"])
    }

    @Test("An article that never arrives leaves its group to the end, written with null in its place")
    func unfinishedGroups() throws {
        let entries = Self.entries(5)
        let groups = SearchDocumentGroups<String>(articleCount: 5)
        for number in [0, 1, 3] { #expect(groups.file(adding: entries[number], number: number) == nil) }
        #expect(groups.file(adding: entries[4], number: 4)?.path == "search/doc/1.json.gz")
        #expect(groups.file(adding: "{}", number: 5) == nil, "a number outside the list has no group")
        #expect(groups.file(adding: "{}", number: -1) == nil)
        let unfinished = groups.unfinishedFiles()
        #expect(unfinished.map(\.path) == ["search/doc/0.json.gz"])
        #expect(unfinished.first?.contents == "[\(entries[0]),\(entries[1]),null,\(entries[3])]")
        #expect(groups.unfinishedFiles().isEmpty, "handed out once")
    }

    @Test("Articles added from many threads at once give every file once, with the same bytes")
    func concurrentAdds() {
        let entries = Self.entries(1000)
        let groups = SearchDocumentGroups<String>(articleCount: entries.count)
        let handedOut = Mutex<[(path: String, contents: String)]>([])
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let number = entries.count - 1 - index
            if let file = groups.file(adding: entries[number], number: number) {
                handedOut.withLock { $0.append(file) }
            }
        }
        let files = handedOut.withLock { $0 }.sorted { $0.path < $1.path }
        let expected = SearchDocumentFile.files(of: entries).sorted { $0.path < $1.path }
        #expect(files.map(\.path) == expected.map(\.path))
        #expect(files.map(\.contents) == expected.map(\.contents))
    }
}
