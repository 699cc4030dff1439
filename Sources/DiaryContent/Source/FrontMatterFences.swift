/// Where the `---` fences of a front matter stand in an article's normalised text.
///
/// Line breaks are single bytes and graphemes of their own, so the fences are found on bytes:
/// splitting the whole file into lines of `Character`s cost more than parsing its YAML.
struct FrontMatterFences {
    /// The YAML between the fences.
    var yaml: Range<String.Index>
    /// Where the body starts: just after the closing fence's line break.
    var bodyStart: String.Index
    /// The file line of the body's first line.
    var bodyStartLine: Int

    /// Finds the fences in `text` (line breaks already `"\n"`, no byte order mark).
    /// - Returns: `nil` when the first line is not `---`: the file has no front matter.
    /// - Throws: A ``Diagnostic`` at `path`'s line 1 when the opening fence is never closed.
    init?(in text: String, path: String) throws(Diagnostic) {
        let utf8 = text.utf8
        let firstEnd = Self.lineEnd(in: utf8, from: utf8.startIndex) ?? utf8.endIndex
        guard Self.isFence(utf8[utf8.startIndex..<firstEnd], closing: false) else { return nil }
        let unclosed = Diagnostic(
            file: path, line: 1, column: 1,
            message: "The front matter opened by '---' on line 1 is never closed; "
                + "add a line '---' after the last YAML line.")
        guard firstEnd < utf8.endIndex else { throw unclosed }
        let yamlStart = utf8.index(after: firstEnd)
        var lineStart = yamlStart
        var lineIndex = 1
        while true {
            let end = Self.lineEnd(in: utf8, from: lineStart) ?? utf8.endIndex
            if Self.isFence(utf8[lineStart..<end], closing: true) {
                yaml = yamlStart..<lineStart
                bodyStart = end == utf8.endIndex ? end : utf8.index(after: end)
                bodyStartLine = lineIndex + 2
                return
            }
            guard end < utf8.endIndex else { throw unclosed }
            lineStart = utf8.index(after: end)
            lineIndex += 1
        }
    }

    /// Where the line starting at `start` ends (its `"\n"`), or `nil` on the last line.
    private static func lineEnd(in utf8: String.UTF8View, from start: String.Index) -> String.Index? {
        utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
    }

    /// Whether `line` is `---` (or `...` when closing) followed only by spaces and tabs.
    private static func isFence(_ line: Substring.UTF8View, closing: Bool) -> Bool {
        let content = line.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return content.elementsEqual("---".utf8) || (closing && content.elementsEqual("...".utf8))
    }
}
