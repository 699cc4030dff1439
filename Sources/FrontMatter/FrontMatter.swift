/// The front matter of an article, cut from its body.
public struct FrontMatterSplit: Sendable, Equatable {
    /// The YAML between the `---` fences (each line ending with `"\n"`), or `nil` when the file
    /// has no front matter.
    public var yaml: String?
    /// The file line of the first YAML line (2 when there is front matter, else 1).
    public var yamlStartLine: Int
    /// Everything after the closing fence (the whole file when there is no front matter), with
    /// line breaks normalised to `"\n"`.
    public var body: String
    /// The file line of the first body line; add `bodyStartLine - 1` to body line numbers.
    public var bodyStartLine: Int

    /// Creates a split.
    public init(yaml: String?, yamlStartLine: Int, body: String, bodyStartLine: Int) {
        self.yaml = yaml
        self.yamlStartLine = yamlStartLine
        self.body = body
        self.bodyStartLine = bodyStartLine
    }
}

/// Reads the YAML front matter at the top of an article (between `---` lines).
public enum FrontMatter {
    /// How many sequences and mappings may enclose one another, counting the levels an alias
    /// repeats. Deeper YAML is rejected, so no input can exhaust the stack of the parser or of
    /// code that walks its ``YAMLValue``s; front matter needs a level or two.
    public static let maximumNestingDepth = 100

    /// Cuts the front matter from `source`.
    ///
    /// Front matter starts with a line `---` as the very first line and ends at the next line
    /// `---` (or `...`). A file that does not start with `---` has no front matter.
    /// - Parameter source: The whole article file; CRLF line breaks are accepted.
    /// - Returns: The YAML text and the body, with the file lines where each starts.
    /// - Throws: ``FrontMatterError`` naming line 1 when the opening fence is never closed.
    public static func split(_ source: String) throws(FrontMatterError) -> FrontMatterSplit {
        var text = LineBreaks.normalized(source)
        // U+FEFF is a grapheme of its own, so its three bytes can be cut without looking at characters.
        if text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst() }
        // Line breaks are single bytes and graphemes of their own, so the fences are found on bytes:
        // splitting the whole file into lines of `Character`s cost more than parsing its YAML.
        let utf8 = text.utf8
        let firstEnd = lineEnd(in: utf8, from: utf8.startIndex) ?? utf8.endIndex
        guard isFence(utf8[utf8.startIndex..<firstEnd], closing: false) else {
            return FrontMatterSplit(yaml: nil, yamlStartLine: 1, body: text, bodyStartLine: 1)
        }
        guard firstEnd < utf8.endIndex else { throw unclosed }
        let yamlStart = utf8.index(after: firstEnd)
        var lineStart = yamlStart
        var lineIndex = 1
        while true {
            let end = lineEnd(in: utf8, from: lineStart) ?? utf8.endIndex
            if isFence(utf8[lineStart..<end], closing: true) {
                let bodyStart = end == utf8.endIndex ? end : utf8.index(after: end)
                return FrontMatterSplit(
                    yaml: String(text[yamlStart..<lineStart]), yamlStartLine: 2, body: String(text[bodyStart...]),
                    bodyStartLine: lineIndex + 2)
            }
            guard end < utf8.endIndex else { throw unclosed }
            lineStart = utf8.index(after: end)
            lineIndex += 1
        }
    }

    private static var unclosed: FrontMatterError {
        FrontMatterError(
            line: 1, column: 1,
            message: "The front matter opened by '---' on line 1 is never closed; "
                + "add a line '---' after the last YAML line.")
    }

    /// Parses front matter YAML into a node tree.
    /// - Parameters:
    ///   - yaml: The YAML text, e.g. ``FrontMatterSplit/yaml``.
    ///   - startLine: The file line of the first YAML line, so positions use the file's numbering.
    /// - Returns: The root node; an empty text gives an empty mapping.
    /// - Throws: ``FrontMatterError`` for syntax errors, duplicate keys, non-scalar keys, unknown
    ///   aliases, several documents and nesting deeper than ``maximumNestingDepth``.
    public static func parse(_ yaml: String, startLine: Int) throws(FrontMatterError) -> YAMLNode {
        let events = try YAMLEventReader.events(of: yaml, startLine: startLine)
        var builder = YAMLTreeBuilder(events: events, startLine: startLine)
        return try builder.build()
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
