import DiaryContent

/// URLs the site writes itself, which no article may take: an article
/// called `tags` would silently overwrite the tag index, or be overwritten.
struct ReservedPaths: Sendable {
    /// Top-level names the generator writes, and what they are for.
    static let generated: [String: String] = [
        "tags": "the tag pages", "page": "the index pages", "archive": "the yearly archive",
        "atom": "the Atom feed", "rss": "the RSS feed", "feed": "the feeds", "sitemap": "the sitemap",
        "robots": "robots.txt", "search": "the search index", "search-index": "the search index",
        "404": "the page for missing addresses", "index": "the home page", "wasm": "the runnable samples",
        "downloads": "the sample downloads",
    ]

    /// Top-level names of `Public/` (`css`, `js`, `fonts`, `images` …).
    var publicNames: Set<String>

    init(publicFiles: [String]) {
        publicNames = Set(
            publicFiles.map { path in
                let first = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? path
                return first.hasSuffix(".html") ? String(first.dropLast(5)) : first
            })
    }

    func contains(_ slug: String) -> Bool {
        Self.generated[slug] != nil || publicNames.contains(slug)
    }

    /// Public files that would replace, or sit inside, what the site writes itself
    /// (`Public/index.html`, `Public/atom.xml`, `Public/tags/x`): an error on each, naming both.
    static func clashes(ofPublicFiles files: [String], in publicDirectory: String) -> [Diagnostic] {
        files.compactMap { file in
            let top = String(file.split(separator: "/", maxSplits: 1).first ?? Substring(file))
            let name = String(top.split(separator: ".", maxSplits: 1).first ?? Substring(top)).lowercased()
            guard let owner = generated[name] else { return nil }
            return Diagnostic(
                file: publicDirectory.appendingPathComponent(file),
                message:
                    "the site writes /\(top)\(top == file ? "" : "/") itself (\(owner)), and this file would replace it; rename or remove it"
            )
        }
    }

    /// What the reserved name is used for, for the message.
    func owner(of slug: String) -> String {
        Self.generated[slug] ?? "the public folder's '\(slug)'"
    }
}

/// Checks that every `module:` names a sample module of the Swift package the
/// content folder belongs to (`Tests/Samples/<Name>Tests/Library/` beside it,
/// which `Package.swift` makes a target), since the code of an article whose
/// module does not exist is compiled nowhere.
///
/// Content outside a Swift package has no sample modules to check against,
/// and is not checked.
struct SampleModuleCheck: Sendable {
    var contentDirectory: String

    /// The Swift package the content folder sits in (its parent, holding `Package.swift`), if any.
    var packageRoot: String? {
        let root = FileSystem.canonicalPathAllowingMissing(contentDirectory)
        let package = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)])
        return FileSystem.kind(of: package.appendingPathComponent("Package.swift")) == .file ? package : nil
    }

    /// The sample modules of the package around the content folder, or `nil` when there is no package.
    var knownModules: Set<String>? {
        guard let package = packageRoot else { return nil }
        let samples = package.appendingPathComponent("Tests/Samples")
        let names = (try? FileSystem.contents(of: samples)) ?? []
        return Set(
            names.filter {
                $0.hasSuffix("Tests")
                    && FileSystem.kind(of: samples.appendingPathComponent($0).appendingPathComponent("Library"))
                        == .directory
            }.map { String($0.dropLast("Tests".count)) })
    }

    func problems(in articles: [Article]) -> [Diagnostic] {
        guard let known = knownModules else { return [] }
        var problems: [Diagnostic] = []
        for article in articles {
            for module in article.modules where !known.contains(module) {
                problems.append(
                    Diagnostic(
                        file: article.sourcePath, line: article.fieldLines["module"],
                        message:
                            "'module: \(module)' names no sample module; known modules are \(known.sorted().joined(separator: ", ")) (add a new one as the README's 'Adding a sample module' says)"
                    ))
            }
        }
        return problems
    }
}
