/// Greedy word wrapping for help text, counted in characters.
enum TextWrapping {
    /// `text`'s words in lines of at most `width` characters; a longer word gets a line to itself.
    /// Line breaks in `text` are kept as breaks between lines. A `tail` that fits in a line is
    /// never split, so `(default: _site)` stays whole.
    static func lines(_ text: String, width: Int, tail: String? = nil) -> [String] {
        let tailUnits = tail.map { $0.count <= width ? [$0] : words($0) } ?? []
        var paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { words(String($0)) }
        paragraphs[paragraphs.count - 1] += tailUnits
        return paragraphs.flatMap { units in
            var lines: [String] = []
            var line = ""
            for unit in units {
                if line.isEmpty {
                    line = unit
                } else if line.count + 1 + unit.count <= width {
                    line += " " + unit
                } else {
                    lines.append(line)
                    line = unit
                }
            }
            return lines + [line]
        }
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// `items` after `prefix`, a space before each, in lines of at most `width` characters; lines
    /// after the first are indented to line up under the first item. An item is never split.
    static func hanging(_ prefix: String, _ items: [String], width: Int) -> String {
        let indent = String(repeating: " ", count: prefix.count + 1)
        var lines: [String] = []
        var line = prefix
        for item in items {
            if line.count == indent.count - 1 || line.count + 1 + item.count <= width {
                line += " " + item
            } else {
                lines.append(line)
                line = indent + item
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
