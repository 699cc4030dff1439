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

    @Test("A CR is found at every offset around the eight-byte steps, among any bytes")
    func carriageReturnAtEveryOffset() {
        // Bytes next to 0x0D in value, Cyrillic and emoji (whose UTF-8 bytes have the high bit set).
        let fillers = ["a", "\u{0C}", "\u{0E}", "Ж", "😀", "\u{8D}"]
        for filler in fillers {
            for length in 0...20 {
                let plain = String(repeating: filler, count: length)
                #expect(LineBreaks.normalized(plain) == plain, "\(filler) × \(length)")
                for position in 0...length {
                    let before = String(repeating: filler, count: position)
                    let after = String(repeating: filler, count: length - position)
                    let normalized = LineBreaks.normalized(before + "\r" + after)
                    #expect(normalized == before + "\n" + after, "\(filler) × \(length) at \(position)")
                }
            }
        }
    }

    @Test("the body after \\r\\r\\n keeps its line number")
    func bodyLine() throws {
        let source = try ArticleSource(path: "a.md", text: "---\r\ntitle: A\r\r\n---\r\nText\r\n")
        #expect(source.bodyLines.firstFileLine == 5)
        #expect(source.frontMatter == "title: A\n\n")
    }
}
