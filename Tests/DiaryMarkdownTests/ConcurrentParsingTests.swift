import DiaryMarkdown
import Testing

/// cmark-gfm 0.29 edits a global table of special characters when a parse finishes; the parser
/// serialises only that step. Many parses at once must give exactly what one parse alone gives,
/// in particular for the extensions whose characters that table holds (autolinks' `:` and `w`,
/// strikethrough's `~`).
@Suite("Concurrent parsing")
struct ConcurrentParsingTests {
    static let documents = (0..<16).map { index in
        """
        # Часть \(index)

        Ссылка https://example.com/\(index) и www.example.org, ~~зачёркнуто \(index)~~ и ~один~.

        | a | b |
        | - | - |
        | \(index) | ~~x~~ |

        - [x] задача www.swift.org
        - [ ] ещё одна[^\(index)]

        [^\(index)]: Сноска https://swift.org.
        """
    }

    @Test("64 parses on many tasks equal the serial parses")
    func concurrentParsesMatchSerial() async {
        let expected = Self.documents.map { MarkdownParser.parse($0) }
        // The serial parse must contain what the race would break, or this proves nothing.
        let html = HTMLRenderer().render(expected[3])
        #expect(html.contains("<del>"))
        #expect(html.contains("href=\"https://example.com/3\""))
        #expect(html.contains("href=\"http://www.example.org\""))
        let results = await withTaskGroup(of: (Int, MarkdownDocument).self) { group in
            for round in 0..<64 {
                let index = round % Self.documents.count
                group.addTask { (index, MarkdownParser.parse(Self.documents[index])) }
            }
            var results: [(Int, MarkdownDocument)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 64)
        for (index, document) in results {
            #expect(HTMLRenderer().render(document) == HTMLRenderer().render(expected[index]))
        }
    }
}
