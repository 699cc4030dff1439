import DiaryContent
import Testing

@Suite("UTF8Text")
struct UTF8TextTests {
    @Test("invalid UTF-8 is reported with its byte offset on the line that holds it", arguments: [1, 2, 10, 26])
    func invalidByte(line: Int) {
        let prefix = Array(String(repeating: "Строка\n", count: line - 1).utf8) + Array("ж".utf8)
        do {
            _ = try UTF8Text.decode(prefix + [0xFF, 0x0A], path: "Content/a/index.md")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.line == line)
            #expect(
                error.description
                    == "Content/a/index.md:\(line): error: the file is not valid UTF-8 (byte offset \(prefix.count)); "
                    + "re-save it with UTF-8 encoding")
        }
    }

    @Test("a NUL byte marks a damaged or binary file")
    func nulByte() {
        #expect(throws: Diagnostic.self) { try UTF8Text.decode(Array("a\nb".utf8) + [0, 0x0A], path: "x.md") }
    }

    @Test("valid text comes back unchanged, byte order mark and CRLF included")
    func validText() throws {
        let text = "\u{FEFF}Первая\r\nВторая ж"
        #expect(try UTF8Text.decode(Array(text.utf8), path: "x.md") == text)
    }
}
