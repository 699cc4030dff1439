extension GeneratedSource {
    /// A sample module as a reader compiles it in Xcode: the module's blocks with `import SwiftUI`
    /// in place of the hidden `import DiaryUI`, each under `#sourceLocation` so an error names the
    /// article line, and every preview fence's name checked to be a `PreviewProvider` type. No
    /// registry: that is DiaryUI's (the site's) own machinery, not code a reader sees.
    ///
    /// The shown-code gate type-checks this file against the SwiftUI-signature module, so code that
    /// builds here but not in Xcode (an API only DiaryUI has, an enum SwiftUI declares as a struct)
    /// fails at its article line.
    /// - Parameter extraction: The module's extraction.
    /// - Returns: Swift source importing `SwiftUI` and no DiaryUI.
    public static func reader(_ extraction: ModuleExtraction) -> String {
        var source = header(extraction, for: "The reader's copy (import SwiftUI)") + "\nimport SwiftUI\n"
        for snippet in extraction.snippets where !snippet.code.isEmpty {
            let code = replacingDiaryUIImports(in: snippet.code)
            source += "\n" + SwiftLiteral.located(code, path: snippet.articlePath, line: snippet.line) + "\n"
        }
        guard !extraction.previews.isEmpty else { return source }
        source += "\n/// Each preview fence names a PreviewProvider type.\n"
        source += "@MainActor private func previewFencesNameProviders() {\n"
        for fence in extraction.previews {
            let check = "    let _: any PreviewProvider.Type = \(fence.name).self\n"
            source += SwiftLiteral.located(check, path: fence.articlePath, line: fence.line) + "\n"
        }
        return source + "}\n"
    }

    /// `code` with each `import DiaryUI` line (an article's hidden import) importing SwiftUI instead;
    /// the line keeps its place, so line numbers do not move.
    static func replacingDiaryUIImports(in code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            guard words.count >= 2, words[words.count - 1] == "DiaryUI", words[words.count - 2] == "import" else {
                return String(line)
            }
            return String(line).replacing("DiaryUI", with: "SwiftUI")
        }.joined(separator: "\n")
    }
}
