/// Finds where a JSON front matter object ends, by its braces and strings only: whether the
/// object is valid JSON is the front matter reader's question, with its line and column.
enum JSONObjectEnd {
    /// Whether the first line opens a JSON object: `{` and then only white space, `"` or `}`
    /// (so Hugo's `{{< shortcode >}}` and Jekyll's `{% include %}` are body text).
    static func opens(_ firstLine: Substring.UTF8View) -> Bool {
        guard firstLine.first == UInt8(ascii: "{") else { return false }
        let rest = firstLine.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return rest.isEmpty || rest.first == UInt8(ascii: "\"") || rest.first == UInt8(ascii: "}")
    }

    /// The index just after the `}` that closes the object opening `text`, or `nil` when it is
    /// never closed.
    static func find(in text: String.UTF8View) -> String.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
