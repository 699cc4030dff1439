import Testing

@testable import DiarySearch

/// The search files' byte fast paths: an entry and a group file made as bytes are the UTF-8 of
/// the ones made as strings.
@Suite("Search entry bytes")
struct SearchEntryBytesTests {
    static let fragments: [[String]] = [
        [],
        [""],
        ["Plain ASCII.", "Кириллица и «кавычки».", "Emoji 👩‍👩‍👧 and flags 🇺🇦."],
        ["Quotes \" and \\ and <tags> and\ttabs\nlines", "Separators \u{2028} \u{2029} and a dash \u{2013}."],
        [String(repeating: "long fragment ", count: 40), String(repeating: "щ", count: 300)],
    ]

    static func document(_ fragments: [String]) -> SearchDocument {
        SearchDocument(
            metadata: .init(
                title: "Заголовок \"в\" <кавычках>", url: "/blog/статья/", date: "2024-06-01",
                displayDate: "1 июня 2024", tags: ["swift", "юникод-тег"], summary: "Кратко 🙂"),
            weights: ["слов": 2], length: 1, fragments: fragments)
    }

    @Test("An entry made as bytes is the entry made as a string", arguments: fragments)
    func entryBytes(fragments: [String]) {
        let document = Self.document(fragments)
        #expect(SearchIndexFiles.documentEntryBytes(document) == Array(SearchIndexFiles.documentEntry(document).utf8))
    }

    @Test("A group file made of bytes is the file made of strings, missing entries included")
    func groupBytes() {
        let entries = Self.fragments.map { SearchIndexFiles.documentEntry(Self.document($0)) }
        let groups: [[String?]] = [[], [nil], [entries[0]], [entries[1], nil, entries[2]], entries.map(Optional.some)]
        for group in groups {
            let bytes = group.map { $0.map { Array($0.utf8) } }
            #expect(SearchDocumentFile.bytes(of: bytes) == Array(SearchDocumentFile.contents(group).utf8))
        }
    }
}
