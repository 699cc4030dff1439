import DiaryContent
import Testing

@Suite("LineBreaks")
struct LineBreaksTests {
    @Test(
        "CRLF and lone CR become LF, each one line break",
        arguments: [
            ("a\r\r\nb", "a\n\nb"),
            ("a\r\n\r\nb", "a\n\nb"),
            ("a\n\r\nb\r", "a\n\nb\n"),
            ("Ж\r\rж", "Ж\n\nж"),
            ("no breaks", "no breaks"),
        ])
    func normalized(text: String, expected: String) {
        #expect(LineBreaks.normalized(text) == expected)
    }

    @Test("the body after \\r\\r\\n keeps its line number")
    func bodyLine() throws {
        let source = try ArticleSource(path: "a.md", text: "---\r\ntitle: A\r\r\n---\r\nText\r\n")
        #expect(source.bodyLines.firstFileLine == 5)
        #expect(source.frontMatter == "title: A\n\n")
    }
}
