/// Spelling values as Swift source.
public enum SwiftLiteral {
    /// `text` as a one-line Swift string literal, quotes included.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `code` wrapped in line-control directives so the compiler reports its lines as lines of
    /// `path` starting at `line`; the code keeps its own indentation so columns match the article.
    /// The result has no final line break.
    ///
    /// The compiler takes the directive's file name verbatim (escapes are checked, not decoded),
    /// so backslashes become slashes, which Windows accepts too; ``ArticleLoader`` rejects paths
    /// with a double quote or a line break.
    public static func located(_ code: String, path: String, line: Int) -> String {
        let body = code.isEmpty || code.hasSuffix("\n") ? code : code + "\n"
        let file = path.replacing("\\", with: "/")
        return "#sourceLocation(file: \"\(file)\", line: \(line))\n" + body + "#sourceLocation()"
    }
}
