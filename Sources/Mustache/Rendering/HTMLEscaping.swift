/// HTML escaping for `{{name}}`: `&`, `<`, `>`, `"` and `'`, so a value is safe in text and
/// in attributes quoted either way.
enum HTMLEscaping {
    /// Appends `text` to `output`, escaped.
    static func append(_ text: String, to output: inout String) {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { replacement(for: $0) != nil }) else {
            output += text
            return
        }
        var runStart = scalars.startIndex
        for index in scalars.indices {
            guard let replacement = replacement(for: scalars[index]) else { continue }
            output.unicodeScalars.append(contentsOf: scalars[runStart..<index])
            output += replacement
            runStart = scalars.index(after: index)
        }
        output.unicodeScalars.append(contentsOf: scalars[runStart...])
    }

    private static func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }
}
