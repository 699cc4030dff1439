extension GeneratedSource {
    /// The library target's file: `import DiaryUI`, every compiled block, each under
    /// `#sourceLocation` so compiler errors name the article line, and the module's preview
    /// registry (``previewRegistry(_:located:)``).
    /// - Parameter extraction: The module's extraction.
    /// - Returns: Swift source; with nothing to compile, just the import and an empty registry.
    public static func library(_ extraction: ModuleExtraction) -> String {
        // The import comes first: the registry needs it, and an article's own `import DiaryUI`
        // later in the file is then a harmless repeat.
        var source = header(extraction, for: "Sources") + "\nimport DiaryUI\n"
        for snippet in extraction.snippets where !snippet.code.isEmpty {
            source += "\n" + SwiftLiteral.located(snippet.code, path: snippet.articlePath, line: snippet.line) + "\n"
        }
        return source + "\n" + previewRegistry(extraction.previews, located: true)
    }

    /// The module's public `ArticlePreviews` enum, without its imports: the type as
    /// `Templates/ArticlePreviews.swift` declares it, whose `all` maps each preview
    /// fence's name to a closure drawing that provider's variants (the argument prefixes every SVG
    /// id), with one statement per fence where the template's comment says. Emitted for every
    /// module, empty when no fence names one. It makes `swift build` check every fence (the site
    /// draws the previews from the module's WebAssembly, see SampleWasm's `PreviewGlue`), and the
    /// module's tests can draw a fence's previews by name.
    ///
    /// - Parameters:
    ///   - previews: The module's preview fences, in article order.
    ///   - located: Whether each statement sits under its fence's `#sourceLocation` (a directive
    ///     cannot sit inside a dictionary literal, hence statements), so a name that is no provider
    ///     type fails to compile at the fence line: the site's sample targets. A reader's package
    ///     (SampleDownloads) has no article to point at.
    public static func previewRegistry(_ previews: [PreviewFence], located: Bool) -> String {
        var entries = ""
        for fence in previews {
            let entry =
                "        all[\(SwiftLiteral.string(fence.name))] = { "
                + "renderPreviews(of: \(fence.name).self, idPrefix: $0, images: .none) }\n"
            entries += located ? SwiftLiteral.located(entry, path: fence.articlePath, line: fence.line) + "\n" : entry
        }
        guard let source = ModuleTemplate.articlePreviews.body(replacingLineWith: previewEntriesMarker, by: entries)
        else { preconditionFailure("Templates/ArticlePreviews.swift lost its line \(previewEntriesMarker)") }
        return source
    }

    /// The imports the registry needs (`import DiaryUI`), each on its line.
    public static var previewRegistryImports: String { ModuleTemplate.articlePreviews.imports }

    /// The comment in `Templates/ArticlePreviews.swift` that the fences' statements replace.
    static let previewEntriesMarker = "The build writes one statement per preview fence here."
}
