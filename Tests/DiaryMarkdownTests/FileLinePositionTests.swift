import DiaryMarkdown
import Testing

/// `MarkdownParser.parse(_:firstLine:)` numbers every position in the lines of the file the body
/// was cut from, including what the parser reads back from the text itself (closing fences,
/// reference definitions), so no caller converts body lines to file lines.
@Suite("Markdown positions in file lines")
struct FileLinePositionTests {
    /// A body that starts at file line 6 (five lines of front matter above it).
    static let body = """
        # Заголовок

        Текст со [ссылкой][r].

        ```swift
        let a = 1
        ```

        [r]: /target/

        ```text
        не закрыт

        """

    @Test("code blocks, headings and their fences carry file lines")
    func blocks() throws {
        let document = MarkdownParser.parse(Self.body, firstLine: 6)
        #expect(document.codeBlocks.map(\.position) == [.init(line: 10, column: 1), .init(line: 16, column: 1)])
        #expect(document.codeBlocks.map(\.contentStartLine) == [11, 17])
        // Whether a fence is closed is read back from the file's line 12, not the body's.
        #expect(document.codeBlocks.map(\.isClosed) == [true, false])
        guard case .heading(1, _, let position) = try #require(document.blocks.first) else {
            Issue.record("the body starts with a heading")
            return
        }
        #expect(position == SourcePosition(line: 6, column: 1))
    }

    @Test("a reference link's written destination points at its definition's file line")
    func referenceDefinition() throws {
        let document = MarkdownParser.parse(Self.body, firstLine: 6)
        let written = try #require(document.writtenDestinations.values.first)
        #expect(document.writtenDestinations.keys.map(\.line) == [8])
        #expect(written.position.line == 14)
    }

    @Test("every position is the body's position moved by the first line", arguments: [1, 2, 40])
    func shifted(firstLine: Int) {
        let fromOne = MarkdownParser.parse(Self.body)
        let shifted = MarkdownParser.parse(Self.body, firstLine: firstLine)
        #expect(shifted.codeBlocks.map(\.position.line) == fromOne.codeBlocks.map { $0.position.line + firstLine - 1 })
        #expect(shifted.codeBlocks.map(\.isClosed) == fromOne.codeBlocks.map(\.isClosed))
        #expect(shifted.writtenDestinations.count == fromOne.writtenDestinations.count)
    }
}
