import SampleExtraction

/// Small pieces of Swift source the package files are written with.
enum SwiftText {
    /// `text` as a one-line Swift string literal, quotes included (the extractor's spelling).
    static func stringLiteral(_ text: String) -> String {
        SwiftLiteral.string(text)
    }

    /// `code` with every non-empty line indented by `spaces`. Indenting all lines alike keeps the
    /// value of multi-line string literals, whose indentation is measured from their closing quotes.
    static func indented(_ code: String, by spaces: Int) -> String {
        let indent = String(repeating: " ", count: spaces)
        return lines(of: code).map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    }

    /// The lines of `code` without their breaks; a final line break adds no empty line.
    static func lines(of code: String) -> [Substring] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `lines` without blank lines at either end.
    static func trimmingBlankLines(_ lines: [Substring]) -> ArraySlice<Substring> {
        let isBlank: (Substring) -> Bool = { $0.allSatisfy(\.isWhitespace) }
        let start = lines.firstIndex { !isBlank($0) } ?? lines.endIndex
        let end = lines.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
        return lines[start..<max(start, end)]
    }
}
