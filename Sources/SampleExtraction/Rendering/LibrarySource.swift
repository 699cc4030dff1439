extension GeneratedSource {
    /// The library target's file: `import DiaryUI`, every compiled block, each under
    /// `#sourceLocation` so compiler errors name the article line, and the module's preview
    /// registry (``previewRegistry(_:)``).
    /// - Parameter extraction: The module's extraction.
    /// - Returns: Swift source; with nothing to compile, just the import and an empty registry.
    public static func library(_ extraction: ModuleExtraction) -> String {
        // The import comes first: the registry needs it, and an article's own `import DiaryUI`
        // later in the file is then a harmless repeat.
        var source = header(extraction, for: "Sources") + "\nimport DiaryUI\n"
        for snippet in extraction.snippets where !snippet.code.isEmpty {
            source += "\n" + SwiftLiteral.located(snippet.code, path: snippet.articlePath, line: snippet.line) + "\n"
        }
        return source + "\n" + previewRegistry(extraction.previews)
    }

    /// The public `ArticlePreviews` enum that maps each preview fence's name to a closure drawing
    /// that provider's variants (the argument prefixes every SVG id). Emitted for every module,
    /// empty when no fence names one. It makes `swift build` check every fence (the site draws
    /// the previews from the module's WebAssembly, see SampleWasm's `PreviewGlue`), and the
    /// module's tests can draw a fence's previews by name.
    ///
    /// Each entry is its own statement under the fence's `#sourceLocation` (a directive cannot
    /// sit inside a dictionary literal), so a name that is no provider type fails to compile at
    /// the fence line.
    static func previewRegistry(_ previews: [PreviewFence]) -> String {
        let type = "[String: @Sendable (String) -> [RenderedPreview]]"
        var source = """
            /// The previews the articles draw with ```` ```preview Name ```` fences, by name. Each closure
            /// renders the named PreviewProvider's variants, prefixing every SVG id with its argument.
            public enum ArticlePreviews {
                public static let all: \(type)
            """
        guard !previews.isEmpty else { return source + " = [:]\n}\n" }
        source += " = {\n        var all: \(type) = [:]\n"
        for fence in previews {
            let entry =
                "        all[\(SwiftLiteral.string(fence.name))] = { "
                + "renderPreviews(of: \(fence.name).self, idPrefix: $0, images: .none) }\n"
            source += SwiftLiteral.located(entry, path: fence.articlePath, line: fence.line) + "\n"
        }
        return source + "        return all\n    }()\n}\n"
    }
}
