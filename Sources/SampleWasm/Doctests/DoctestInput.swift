/// A value a reader may change before running a doctest on the page.
///
/// An input is declared in the doctest itself, by a comment line the site does not show, right
/// above a line that ends in an integer literal assigned (`= 22`) or used as an index (`[3]`):
///
/// ```swift
/// // snippet.input Зерно
/// let seed: UInt64 = 22
/// // snippet.input Действие: + − × ÷
/// let operation = ArithmeticOperation.allCases[3]
/// ```
///
/// The first marker makes a number field labelled «Зерно» holding 22; the second, with choices
/// after the colon, a list whose value is the chosen position (here 3, «÷»). `swift test` sees
/// plain comments; the WebAssembly build exports the doctest a second time with that literal as a
/// parameter (``DoctestExport/inputsExportName``), so the page passes numbers in and the compiled
/// Swift does all the work.
public struct DoctestInput: Sendable, Hashable {
    /// The marker that starts an input declaration, after leading spaces.
    public static let marker = "// snippet.input"

    /// The label shown beside the field.
    public var label: String
    /// The names of the choices, when the input is a list; empty for a number field.
    public var choices: [String]
    /// The literal as written in the article: the value the recorded output was made with.
    public var defaultValue: Int32
    /// The 0-based line of the doctest's code that holds the literal.
    public var lineIndex: Int
    /// Where the literal sits in that line, in characters from its start.
    var literalColumns: Range<Int>

    /// The inputs declared in a doctest's code, in order. A marker not followed by a line that
    /// ends in an integer literal (of at most 9 digits) declares nothing; ``problems(in:)`` says so.
    public static func parse(_ code: String) -> [DoctestInput] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.compactMap { index in
            guard let label = markerText(lines[index]), index + 1 < lines.count,
                let range = trailingLiteral(in: lines[index + 1]), let value = Int32(lines[index + 1][range])
            else { return nil }
            let (name, choices) = splitChoices(label)
            let line = lines[index + 1]
            let start = line.distance(from: line.startIndex, to: range.lowerBound)
            let columns = start..<(start + line[range].count)
            return DoctestInput(
                label: name, choices: choices, defaultValue: value, lineIndex: index + 1, literalColumns: columns)
        }
    }

    /// One sentence per marker that declares no input, with its 0-based line.
    public static func problems(in code: String) -> [(lineIndex: Int, message: String)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let declared = Set(parse(code).map { $0.lineIndex - 1 })
        return lines.indices.filter { markerText(lines[$0]) != nil && !declared.contains($0) }.map {
            (
                $0,
                "'// snippet.input' must stand right above a line that ends in a whole number, "
                    + "e.g. 'let seed: UInt64 = 22'"
            )
        }
    }

    /// Whether a code line is an input marker (the site hides it like `// snippet.hide`).
    public static func isMarker(_ line: Substring) -> Bool { markerText(line) != nil }

    /// The code with this input's literal replaced by `expression`, every line kept in place.
    static func substitute(_ inputs: [(DoctestInput, String)], in code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (input, expression) in inputs where lines.indices.contains(input.lineIndex) {
            let line = lines[input.lineIndex]
            let start = line.index(line.startIndex, offsetBy: input.literalColumns.lowerBound)
            let end = line.index(line.startIndex, offsetBy: input.literalColumns.upperBound)
            lines[input.lineIndex].replaceSubrange(start..<end, with: expression)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Reading the marker

    private static func markerText(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(marker) else { return nil }
        let rest = trimmed.dropFirst(marker.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return String(rest.drop { $0 == " " }).trimmingSpaces
    }

    private static func splitChoices(_ text: String) -> (String, [String]) {
        guard let colon = text.firstIndex(of: ":") else { return (text, []) }
        let choices = text[text.index(after: colon)...].split(separator: " ").map(String.init)
        return (String(text[..<colon]).trimmingSpaces, choices)
    }

    /// The last run of digits on the line, when `=` or `[` comes before it and only spaces, `]`
    /// or `)` follow it.
    private static func trailingLiteral(in line: Substring) -> Range<Substring.Index>? {
        var end = line.endIndex
        while end > line.startIndex, " \t])".contains(line[line.index(before: end)]) {
            end = line.index(before: end)
        }
        var start = end
        while start > line.startIndex, line[line.index(before: start)].isASCII,
            line[line.index(before: start)].isNumber
        {
            start = line.index(before: start)
        }
        guard start < end, line.distance(from: start, to: end) <= 9 else { return nil }
        // The literal is a whole value: assigned (`= 22`) or an index (`[3]`), not part of `1 + 2`.
        let before = line[..<start].reversed().drop { $0 == " " }.first
        guard before == "=" || before == "[" else { return nil }
        return start..<end
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
