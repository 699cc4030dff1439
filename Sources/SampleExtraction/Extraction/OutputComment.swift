/// A swift block that ends with an expected-output comment, split into its statements and the
/// text they must print:
///
/// ```swift
/// print(1 + 1)
/// // Output:
/// // 2
/// ```
///
/// Text after `Output:` on the marker line counts as the first expected line (`// Output: 2`).
struct OutputComment: Hashable {
    /// The lines before the marker; every line ends with `"\n"`.
    var statements: String
    /// The expected printed text; every line ends with `"\n"`.
    var expected: String
    /// The 0-based index of the marker line within the block.
    var markerIndex: Int

    /// Finds the trailing comment run of `code` and the `// Output:` marker in it, or returns
    /// `nil` when the block does not end with one.
    init?(code: String) {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard let lastCode = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        var runStart = lastCode + 1
        while runStart > lines.startIndex, Self.commentText(lines[runStart - 1]) != nil {
            runStart -= 1
        }
        guard
            runStart <= lastCode,
            let marker = (runStart...lastCode).first(where: { Self.markerRest(lines[$0]) != nil }),
            let rest = Self.markerRest(lines[marker])
        else { return nil }
        var expectedLines: [Substring] = rest.allSatisfy(\.isWhitespace) ? [] : [Self.droppingOneSpace(rest)]
        expectedLines += lines[(marker + 1)..<(lastCode + 1)].map { Self.droppingOneSpace(Self.commentText($0)!) }
        statements = lines[..<marker].map { $0 + "\n" }.joined()
        expected = expectedLines.map { $0 + "\n" }.joined()
        markerIndex = marker
    }

    /// The text after `//` when `line` is a line comment, else `nil`.
    private static func commentText(_ line: Substring) -> Substring? {
        let trimmed = line.drop(while: \.isWhitespace)
        return trimmed.hasPrefix("//") ? trimmed.dropFirst(2) : nil
    }

    /// The text after `Output:` when `line` is the marker comment, else `nil`.
    private static func markerRest(_ line: Substring) -> Substring? {
        guard let comment = commentText(line) else { return nil }
        let body = comment.drop(while: { $0 == " " || $0 == "\t" })
        return body.hasPrefix("Output:") ? body.dropFirst("Output:".count) : nil
    }

    /// `text` without the single space that separates `//` from the comment text.
    private static func droppingOneSpace(_ text: Substring) -> Substring {
        text.hasPrefix(" ") ? text.dropFirst() : text
    }
}
