import DiaryContent

/// Reads the front matter at the top of an article: YAML between `---` lines (through libyaml),
/// TOML between `+++` lines or a JSON object (through small Swift readers), all into one node
/// tree.
public enum FrontMatter {
    /// How many sequences and mappings may enclose one another, counting the levels an alias
    /// repeats. Deeper YAML is rejected, so no input can exhaust the stack of the parser or of
    /// code that walks its ``YAMLValue``s; front matter needs a level or two.
    public static let maximumNestingDepth = 100

    /// Parses an article's front matter.
    /// - Parameter source: The article, as ``ArticleSource`` cut it.
    /// - Returns: The root node, or `nil` when the article has no front matter.
    /// - Throws: A ``Diagnostic`` at the article's path for every problem ``parse(_:startLine:)``
    ///   finds.
    public static func parse(_ source: ArticleSource) throws(Diagnostic) -> YAMLNode? {
        guard let text = source.frontMatter else { return nil }
        do {
            switch source.frontMatterFormat {
            case .yaml: return try parse(text, startLine: source.frontMatterStartLine)
            case .toml: return try parseTOML(text, startLine: source.frontMatterStartLine)
            case .json: return try parseJSON(text, startLine: source.frontMatterStartLine)
            }
        } catch {
            throw Diagnostic(file: source.path, line: error.line, column: error.column, message: error.message)
        }
    }

    /// Parses front matter YAML into a node tree.
    /// - Parameters:
    ///   - yaml: The YAML text, e.g. ``ArticleSource/frontMatter``.
    ///   - startLine: The file line of the first YAML line, so positions use the file's numbering.
    /// - Returns: The root node; an empty text gives an empty mapping.
    /// - Throws: ``FrontMatterError`` for syntax errors, duplicate keys, non-scalar keys, unknown
    ///   aliases, several documents and nesting deeper than ``maximumNestingDepth``.
    public static func parse(_ yaml: String, startLine: Int) throws(FrontMatterError) -> YAMLNode {
        let events = try YAMLEventReader.events(of: yaml, startLine: startLine)
        var builder = YAMLTreeBuilder(events: events, startLine: startLine)
        return try builder.build()
    }

    /// Parses TOML front matter (TOML 1.0, as Python's `tomllib` reads it) into a node tree.
    /// - Parameter startLine: The file line of the first TOML line.
    /// - Throws: ``FrontMatterError`` for what TOML forbids (syntax, a key or table defined
    ///   twice, an impossible date), an integer over 64 bits, and nesting deeper than
    ///   ``maximumNestingDepth``.
    public static func parseTOML(_ toml: String, startLine: Int) throws(FrontMatterError) -> YAMLNode {
        var reader = TOMLReader(toml, startLine: startLine)
        return try reader.read()
    }

    /// Parses a JSON value (front matter is an object) into a node tree.
    /// - Parameter startLine: The file line of the text's first line.
    /// - Throws: ``FrontMatterError`` for what RFC 8259 forbids, a key given twice, a lone
    ///   surrogate escape, and nesting deeper than ``maximumNestingDepth``.
    public static func parseJSON(_ json: String, startLine: Int) throws(FrontMatterError) -> YAMLNode {
        var reader = JSONReader(json, startLine: startLine)
        return try reader.read()
    }
}
