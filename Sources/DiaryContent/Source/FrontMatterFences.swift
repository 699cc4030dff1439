/// Where the fences of a front matter stand in an article's normalised text: `---` lines around
/// YAML, `+++` lines around TOML, or a JSON object opening with `{` on the first line.
///
/// Line breaks are single bytes and graphemes of their own, so the fences are found on bytes:
/// splitting the whole file into lines of `Character`s cost more than parsing its YAML.
struct FrontMatterFences {
    /// The front matter between the fences (for JSON, the object with its braces).
    var yaml: Range<String.Index>
    /// The front matter's language.
    var format: FrontMatterFormat
    /// The file line of the front matter's first line.
    var startLine: Int
    /// Where the body starts: just after the closing fence's line break.
    var bodyStart: String.Index
    /// The file line of the body's first line.
    var bodyStartLine: Int

    /// Finds the fences in `text` (line breaks already `"\n"`, no byte order mark).
    /// - Returns: `nil` when the first line is neither `---`, `+++` nor `{` opening a JSON object:
    ///   the file has no front matter.
    /// - Throws: A ``Diagnostic`` at `path`'s line 1 when the opening fence is never closed.
    init?(in text: String, path: String) throws(Diagnostic) {
        let utf8 = text.utf8
        let firstEnd = Self.lineEnd(in: utf8, from: utf8.startIndex) ?? utf8.endIndex
        let firstLine = utf8[utf8.startIndex..<firstEnd]
        if JSONObjectEnd.opens(firstLine) {
            try self.init(json: text, path: path)
            return
        }
        let fence: String
        let format: FrontMatterFormat
        if Self.isFence(firstLine, "---") {
            (fence, format) = ("---", .yaml)
        } else if Self.isFence(firstLine, "+++") {
            (fence, format) = ("+++", .toml)
        } else {
            return nil
        }
        let language = format == .yaml ? "YAML" : "TOML"
        let unclosed = Diagnostic(
            file: path, line: 1, column: 1,
            message: "The front matter opened by '\(fence)' on line 1 is never closed; "
                + "add a line '\(fence)' after the last \(language) line.")
        guard firstEnd < utf8.endIndex else { throw unclosed }
        let yamlStart = utf8.index(after: firstEnd)
        var lineStart = yamlStart
        var lineIndex = 1
        while true {
            let end = Self.lineEnd(in: utf8, from: lineStart) ?? utf8.endIndex
            let line = utf8[lineStart..<end]
            if Self.isFence(line, fence) || (format == .yaml && Self.isFence(line, "...")) {
                self.init(
                    yaml: yamlStart..<lineStart, format: format, startLine: 2,
                    bodyStart: end == utf8.endIndex ? end : utf8.index(after: end), bodyStartLine: lineIndex + 2)
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

    /// Whether `line` is `fence` followed only by spaces and tabs.
    private static func isFence(_ line: Substring.UTF8View, _ fence: String) -> Bool {
        let content = line.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return content.elementsEqual(fence.utf8.reversed())
    }

    /// The JSON object that opens `text`: the body starts on the line after its closing brace.
    private init(json text: String, path: String) throws(Diagnostic) {
        let utf8 = text.utf8
        guard let end = JSONObjectEnd.find(in: utf8) else {
            throw Diagnostic(
                file: path, line: 1, column: 1,
                message: "The JSON front matter opened by '{' on line 1 is never closed; "
                    + "close the object with '}' before the text starts.")
        }
        let bodyStart = Self.lineEnd(in: utf8, from: end).map { utf8.index(after: $0) } ?? utf8.endIndex
        self.init(
            yaml: utf8.startIndex..<end, format: .json, startLine: 1, bodyStart: bodyStart,
            bodyStartLine: utf8[..<bodyStart].count { $0 == UInt8(ascii: "\n") } + 1)
    }

    private init(
        yaml: Range<String.Index>, format: FrontMatterFormat, startLine: Int, bodyStart: String.Index,
        bodyStartLine: Int
    ) {
        self.yaml = yaml
        self.format = format
        self.startLine = startLine
        self.bodyStart = bodyStart
        self.bodyStartLine = bodyStartLine
    }
}
