/// An article file as every reader of the diary sees it: its path, the text checked as UTF-8
/// (a byte order mark dropped, line breaks normalised to `"\n"`), cut into the front matter
/// and the body, with the file line where each starts.
///
/// The site generator and the sample extractor both read articles with this one type, so they
/// number lines alike and agree on where the front matter ends.
public struct ArticleSource: Sendable, Hashable {
    /// The file's path, as given; diagnostics name it.
    public var path: String
    /// The front matter: the YAML between the `---` fences or the TOML between `+++` fences
    /// (each line ending with `"\n"`), or the JSON object; `nil` when the file has none.
    public var frontMatter: String?
    /// The front matter's language (``FrontMatterFormat/yaml`` when there is none).
    public var frontMatterFormat: FrontMatterFormat = .yaml
    /// The file line of the front matter's first line (2 between fences; 1 for JSON or none).
    public var frontMatterStartLine: Int
    /// Everything after the closing fence (the whole text when there is no front matter).
    public var body: String
    /// Where the body sits in the file: turns body line numbers into file lines.
    public var bodyLines: BodyLines

    /// Creates a source from parts already cut.
    public init(path: String, frontMatter: String?, frontMatterStartLine: Int, body: String, bodyStartLine: Int) {
        self.path = path
        self.frontMatter = frontMatter
        self.frontMatterStartLine = frontMatterStartLine
        self.body = body
        self.bodyLines = BodyLines(firstFileLine: bodyStartLine)
    }

    /// Reads an article from the file's bytes.
    /// - Throws: A ``Diagnostic`` for bytes that are not UTF-8 text (see ``UTF8Text``) or a front
    ///   matter that is never closed.
    public init(path: String, bytes: [UInt8]) throws(Diagnostic) {
        try self.init(path: path, text: UTF8Text.decode(bytes, path: path))
    }

    /// Reads an article from its text.
    ///
    /// YAML front matter starts with a line `---` as the very first line and ends at the next
    /// line `---` (or `...`); TOML is fenced by `+++` lines; JSON is an object whose `{` opens the
    /// first line. A file that starts otherwise has no front matter.
    /// - Throws: A ``Diagnostic`` naming line 1 when the opening fence is never closed.
    public init(path: String, text: String) throws(Diagnostic) {
        var text = LineBreaks.normalized(text)
        // U+FEFF is a grapheme of its own, so its three bytes can be cut without looking at characters.
        if text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst() }
        guard let fences = try FrontMatterFences(in: text, path: path) else {
            self.init(path: path, frontMatter: nil, frontMatterStartLine: 1, body: text, bodyStartLine: 1)
            return
        }
        self.init(
            path: path, frontMatter: String(text[fences.yaml]), frontMatterStartLine: fences.startLine,
            body: String(text[fences.bodyStart...]), bodyStartLine: fences.bodyStartLine)
        frontMatterFormat = fences.format
    }
}
