extension GeneratedSource {
    /// The library target's file: every compiled block, each under `#sourceLocation` so compiler
    /// errors name the article line.
    /// - Parameter extraction: The module's extraction.
    /// - Returns: Swift source; only the header comment when there is nothing to compile.
    public static func library(_ extraction: ModuleExtraction) -> String {
        var source = header(extraction, for: "Sources")
        for snippet in extraction.snippets where !snippet.code.isEmpty {
            source += "\n" + SwiftLiteral.located(snippet.code, path: snippet.articlePath, line: snippet.line) + "\n"
        }
        return source
    }
}
