/// A compiled block: code that goes into the sample module's library target.
public struct CompiledSnippet: Sendable, Hashable {
    /// The canonical path of the article.
    public var articlePath: String
    /// The article line of the first code line.
    public var line: Int
    /// The code; every line ends with `"\n"`.
    public var code: String

    /// Creates a snippet.
    public init(articlePath: String, line: Int, code: String) {
        self.articlePath = articlePath
        self.line = line
        self.code = code
    }
}

/// A doctest: statements run in a generated test whose printed text must equal `expected`.
public struct Example: Sendable, Hashable {
    /// The canonical path of the article.
    public var articlePath: String
    /// The article's short name, e.g. `buttons/index.md`.
    public var articleName: String
    /// The article line of the swift block's opening fence; names the test.
    public var line: Int
    /// The article line of the first statement.
    public var codeLine: Int
    /// The statements; every line ends with `"\n"`.
    public var code: String
    /// The exact text the statements must print.
    public var expected: String
    /// The article line of the expected text, where a mismatch is reported.
    public var expectedLine: Int

    /// Creates an example.
    public init(
        articlePath: String, articleName: String, line: Int, codeLine: Int, code: String, expected: String,
        expectedLine: Int
    ) {
        self.articlePath = articlePath
        self.articleName = articleName
        self.line = line
        self.codeLine = codeLine
        self.code = code
        self.expected = expected
        self.expectedLine = expectedLine
    }
}

/// A ```` ```preview Name ```` fence: where the site draws the previews of the provider type `Name`.
public struct PreviewFence: Sendable, Hashable {
    /// The canonical path of the article.
    public var articlePath: String
    /// The article line of the fence, where a name that is no provider type is reported.
    public var line: Int
    /// The provider type, e.g. `ShutterButtonPreviews`.
    public var name: String

    /// Creates a preview fence.
    public init(articlePath: String, line: Int, name: String) {
        self.articlePath = articlePath
        self.line = line
        self.name = name
    }
}

/// Everything the articles give one sample module, in a deterministic order (articles sorted by
/// path, blocks in document order).
public struct ModuleExtraction: Sendable, Hashable {
    /// The module name.
    public var module: String
    /// The short names of the articles that name the module in their front matter.
    public var articleNames: [String]
    /// Blocks compiled into the module.
    public var snippets: [CompiledSnippet]
    /// Examples compiled into the module's test target.
    public var examples: [Example]
    /// Preview fences, registered in the module's `ArticlePreviews`.
    public var previews: [PreviewFence]

    /// Creates an extraction.
    public init(
        module: String, articleNames: [String], snippets: [CompiledSnippet], examples: [Example],
        previews: [PreviewFence] = []
    ) {
        self.module = module
        self.articleNames = articleNames
        self.snippets = snippets
        self.examples = examples
        self.previews = previews
    }
}
