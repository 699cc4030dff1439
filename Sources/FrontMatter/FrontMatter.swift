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
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first, closing: false) else {
            return FrontMatterSplit(yaml: nil, yamlStartLine: 1, body: text, bodyStartLine: 1)
        }
        guard let closing = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
            throw FrontMatterError(
                line: 1, column: 1,
                message: "The front matter opened by '---' on line 1 is never closed; "
                    + "add a line '---' after the last YAML line.")
        }
        let yaml = lines[1..<closing].map { $0 + "\n" }.joined()
        let body = lines[(closing + 1)...].joined(separator: "\n")
        return FrontMatterSplit(yaml: yaml, yamlStartLine: 2, body: body, bodyStartLine: closing + 2)
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

    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return String(trimmed) == "---" || (closing && String(trimmed) == "...")
    }
}
