import Testing

@testable import DiaryKit

@Suite("SourceFile")
struct SourceFileTests {
    /// Cyrillic lines (two bytes a letter) before a bad byte: a search for the
    /// bad byte that cuts a letter in half must not report an earlier line.
    @Test("Invalid UTF-8 is reported on the line that holds it", arguments: [1, 2, 10, 26, 57])
    func invalidByteLine(line: Int) {
        var bytes: [UInt8] = []
        for number in 1..<line {
            bytes += Array("Строка номер \(number): кириллица, «кавычки» — и тире.\n".utf8)
        }
        bytes += Array("Плохой байт: ".utf8) + [0xFF, 0xFE] + Array(" и дальше\nещё строка\n".utf8)
        do {
            let text = try SourceFile.decode(bytes, path: "Content/a/index.md")
            Issue.record("decoded invalid bytes as \(text.count) characters")
        } catch {
            #expect(error.diagnostics.map(\.line) == [line])
            #expect(error.description.hasPrefix("Content/a/index.md:\(line): error: the file is not valid UTF-8"))
        }
    }

    @Test("A truncated character at the very end is reported too")
    func truncatedAtEnd() {
        let bytes = Array("Первая\nВторая ж".utf8).dropLast()
        #expect(throws: DiaryError.self) { try SourceFile.decode(Array(bytes), path: "x.md") }
        #expect(throws: Never.self) { try SourceFile.decode(Array("Первая\nВторая ж".utf8), path: "x.md") }
    }
}
