import SampleExtraction

/// A sample module's sources as a reader would write them: one file with the article's compiled
/// blocks in order (no `#sourceLocation`, the site's `// snippet.hide` markers dropped, imports
/// gathered at the top) and, when the article draws previews, the registry its tests look them up in.
enum ModuleSource {
    /// The DevDiary markers that hide lines on the site; they mean nothing in a package.
    static let displayMarkers: Set<String> = ["// snippet.hide", "// snippet.show"]

    /// The module's main file, `Sources/<module>/<module>.swift`.
    /// - Parameters:
    ///   - extraction: The module's blocks.
    ///   - origin: The sentence naming the articles, for the header comment.
    static func library(_ extraction: ModuleExtraction, origin: String) -> String {
        var imports = ["import DiaryUI"]
        var blocks: [String] = []
        for snippet in extraction.snippets {
            var body: [Substring] = []
            for line in SwiftText.lines(of: withAuthorsMacros(snippet.code)) {
                let trimmed = line.trimmedSpaces
                if displayMarkers.contains(trimmed) { continue }
                if line.hasPrefix("import ") {
                    if !imports.contains(trimmed) { imports.append(trimmed) }
                    continue
                }
                body.append(line)
            }
            let kept = SwiftText.trimmingBlankLines(body)
            if !kept.isEmpty { blocks.append(kept.joined(separator: "\n") + "\n") }
        }
        let header =
            "// \(extraction.module): the code of \(origin).\n// The blocks follow in the order the article shows them.\n\n"
        return header + imports.sorted().joined(separator: "\n") + "\n\n" + blocks.joined(separator: "\n")
    }

    /// `code` with the author's `#Preview` as a comment above each provider the extractor rewrote it into: the
    /// package must build without a macro implementation (none exists outside Xcode), so it keeps the
    /// provider, and the comment shows what the reader would write in Xcode.
    static func withAuthorsMacros(_ code: String) -> String {
        var output = ""
        var rest = Substring(code)
        while let start = rest.firstRange(of: "struct PreviewMacro_L")?.lowerBound {
            let atLineStart = start == rest.startIndex || rest[rest.index(before: start)] == "\n"
            guard atLineStart, let original = PreviewMacros.original(ofProviderAtStartOf: rest[start...]) else {
                let next = rest.index(after: start)
                output += rest[..<next]
                rest = rest[next...]
                continue
            }
            output += rest[..<start]
            output += "// In Xcode: the #Preview macro as the article writes it. This package builds without the\n"
            output += "// macro, so the provider below stands for it.\n"
            for line in SwiftText.lines(of: original.macro + "\n") {
                output += line.isEmpty ? "//\n" : "// \(line)\n"
            }
            let end = rest.index(start, offsetBy: original.length)
            output += rest[start..<end]
            rest = rest[end...]
        }
        return output + rest
    }

    /// The modules `extraction`'s code imports, e.g. `["DiaryUI", "Puzzles"]`.
    static func importedModules(_ extraction: ModuleExtraction) -> Set<String> {
        var names: Set<String> = []
        for snippet in extraction.snippets {
            for line in SwiftText.lines(of: snippet.code) where line.hasPrefix("import ") {
                names.insert(String(line.dropFirst("import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    /// `Sources/<module>/ArticlePreviews.swift`: the previews the article draws, by name, as the
    /// site's build registers them (the extractor's registry, without `#sourceLocation`); `nil`
    /// when the article draws none.
    static func previewRegistry(_ extraction: ModuleExtraction) -> String? {
        guard !extraction.previews.isEmpty else { return nil }
        return "// The previews the article draws with ```preview fences: the site renders each one into the\n"
            + "// page as SVG, and the tests look them up here by name.\n\n"
            + GeneratedSource.previewRegistryImports + "\n"
            + GeneratedSource.previewRegistry(extraction.previews, located: false)
    }
}

extension Substring {
    /// The line without spaces and tabs at either end.
    fileprivate var trimmedSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
