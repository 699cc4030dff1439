import DiaryContent
import Testing

@Suite("ArticleSource")
struct ArticleSourceTests {
    private func source(_ text: String) throws(Diagnostic) -> ArticleSource {
        try ArticleSource(path: "a.md", text: text)
    }

    @Test("front matter and body are cut with their start lines")
    func split() throws {
        let result = try source("---\ntitle: \"Кнопки\"\ndate: 2023-06-08\n---\n# Body\n\nText\n")
        #expect(result.frontMatter == "title: \"Кнопки\"\ndate: 2023-06-08\n")
        #expect(result.frontMatterStartLine == 2)
        #expect(result.body == "# Body\n\nText\n")
        #expect(result.bodyLines.firstFileLine == 5)
    }

    @Test("a file without a leading fence is all body")
    func noFrontMatter() throws {
        let result = try source("# Title\n---\n")
        #expect(result.frontMatter == nil)
        #expect(result.body == "# Title\n---\n")
        #expect(result.bodyLines.firstFileLine == 1)
    }

    @Test("CRLF files split the same and keep line numbers")
    func crlf() throws {
        let result = try source("---\r\na: 1\r\n---\r\nBody\r\n")
        #expect(
            result
                == ArticleSource(
                    path: "a.md", frontMatter: "a: 1\n", frontMatterStartLine: 2, body: "Body\n", bodyStartLine: 4))
    }

    @Test("an empty front matter gives an empty YAML text")
    func emptyFrontMatter() throws {
        let result = try source("---\n---\nBody")
        #expect(
            result
                == ArticleSource(path: "a.md", frontMatter: "", frontMatterStartLine: 2, body: "Body", bodyStartLine: 3)
        )
    }

    @Test("a byte order mark before the fence is ignored; '...' also closes")
    func bomAndDots() throws {
        let result = try source("\u{FEFF}---\na: 1\n...\nBody")
        #expect(result.frontMatter == "a: 1\n")
        #expect(result.bodyLines.firstFileLine == 4)
    }

    @Test("an opening fence without a closing one is an error on line 1 of the file")
    func unclosed() {
        #expect(throws: Diagnostic.self) { try source("---\ntitle: x\n\n# Body\n") }
        do {
            _ = try source("---\ntitle: x\n")
            Issue.record("an unclosed front matter was accepted")
        } catch {
            #expect(error.file == "a.md")
            #expect(error.line == 1)
            #expect(error.column == 1)
            #expect(error.message.contains("never closed"))
            #expect(error.message.contains("add a line '---'"))
        }
    }

    @Test("body lines map to file lines and back", arguments: [1, 2, 7, 40])
    func bodyLines(bodyLine: Int) throws {
        let result = try source("---\na: 1\nb: 2\n---\nBody\n")
        #expect(result.bodyLines.fileLine(bodyLine) == bodyLine + 4)
        #expect(result.bodyLines.bodyLine(result.bodyLines.fileLine(bodyLine)) == bodyLine)
    }

    @Test("bytes that are not UTF-8 are refused at their line; valid bytes read as text")
    func bytes() throws {
        let valid = try ArticleSource(path: "a.md", bytes: Array("---\na: 1\n---\nТекст\n".utf8))
        #expect(valid.body == "Текст\n")
        #expect(throws: Diagnostic.self) { try ArticleSource(path: "a.md", bytes: [0x2D, 0x0A, 0xFF]) }
    }
}
