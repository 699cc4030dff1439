/// The outcome of extracting one module: what goes into its targets, and what to tell the author.
public struct ExtractionReport: Sendable, Hashable {
    /// The module's compiled blocks and examples.
    public var extraction: ModuleExtraction
    /// Errors and warnings, in article order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error, so nothing may be written.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Picks the code of one sample module out of the articles, following the fence conventions
/// (`swift`, `swift ignore`, `swift module=Name`, `output`, `// Output:`).
public enum SampleExtractor {
    /// Extracts `module` from `articles`.
    ///
    /// Only articles whose front matter names `module` contribute. Every problem in those articles
    /// is reported, even in blocks of their other modules, so no target builds from a broken
    /// article. An article that uses `module=<module>` without naming it in its front matter is an
    /// error too.
    /// - Parameters:
    ///   - module: The sample module, e.g. `Buttons`.
    ///   - articles: Every article of the site, in any order.
    /// - Returns: The extraction (articles sorted by path, blocks in order) and the diagnostics.
    public static func extract(module: String, from articles: [Article]) -> ExtractionReport {
        var report = ExtractionReport(
            extraction: ModuleExtraction(module: module, articleNames: [], snippets: [], examples: []),
            diagnostics: [])
        for article in articles.sorted(by: { $0.path < $1.path }) {
            guard article.modules.contains(module) else {
                report.diagnostics += strayReferences(to: module, in: article)
                continue
            }
            var scan = ArticleScan(article: article, module: module)
            scan.run()
            report.extraction.articleNames.append(article.displayName)
            report.extraction.snippets += scan.snippets
            report.extraction.examples += scan.examples
            report.diagnostics += scan.diagnostics
        }
        if report.extraction.articleNames.isEmpty {
            report.diagnostics.append(
                Diagnostic(
                    .warning, path: nil, line: nil,
                    "no article names module \(module) in its front matter (module: \(module)); "
                        + "the generated file is empty"))
        }
        return report
    }

    /// Errors for swift blocks that claim `module=<module>` in an article whose front matter does
    /// not name it (no target would otherwise look at them).
    private static func strayReferences(to module: String, in article: Article) -> [Diagnostic] {
        article.blocks.filter { FenceInfo($0.info).module == module }.map { block in
            Diagnostic.error(ArticleScan.unlistedModuleMessage(module, listed: article.modules),
                path: article.path, line: block.fenceLine)
        }
    }
}

/// One pass over one article's blocks on behalf of one module.
private struct ArticleScan {
    let article: Article
    let module: String
    var snippets: [CompiledSnippet] = []
    var examples: [Example] = []
    var diagnostics: [Diagnostic] = []

    init(article: Article, module: String) {
        self.article = article
        self.module = module
    }

    mutating func run() {
        var index = article.blocks.startIndex
        while index < article.blocks.endIndex {
            let block = article.blocks[index]
            let info = FenceInfo(block.info)
            let output = pairedOutput(after: index, info: info)
            if output != nil { index += 1 }
            index += 1
            guard block.isClosed else {
                error("unterminated code fence: the block runs to the end of the article; close it with a fence line",
                    at: block.fenceLine)
                continue
            }
            switch info.kind {
            case .other: continue
            case .output:
                error("an output block must directly follow the swift block whose printed text it shows",
                    at: block.fenceLine)
            case .swift:
                guard let owner = owningModule(of: block, info: info), owner == module, !info.isIgnored else {
                    continue
                }
                take(block, output: output)
            }
        }
    }

    /// The closed output block right after the swift block at `index` (only blank lines between).
    private func pairedOutput(after index: Int, info: FenceInfo) -> ArticleBlock? {
        let block = article.blocks[index]
        guard info.kind == .swift, block.isClosed, index + 1 < article.blocks.endIndex else { return nil }
        let next = article.blocks[index + 1]
        guard FenceInfo(next.info).kind == .output, next.isClosed,
            article.onlyBlankLines(between: block.lastLine, and: next.fenceLine)
        else { return nil }
        return next
    }

    /// The module a swift block compiles into, or `nil` after reporting why it has none.
    private mutating func owningModule(of block: ArticleBlock, info: FenceInfo) -> String? {
        for word in info.unknownWords {
            error("unknown word '\(word)' after swift; use ignore or module=Name", at: block.fenceLine)
        }
        if let named = info.module {
            guard article.modules.contains(named) else {
                error(Self.unlistedModuleMessage(named, listed: article.modules), at: block.fenceLine)
                return nil
            }
            return info.unknownWords.isEmpty ? named : nil
        }
        guard article.modules.count == 1 || info.isIgnored else {
            let list = article.modules.joined(separator: ", ")
            error("this article carries several modules (\(list)); say which one this block belongs to "
                + "with module=\(article.modules[0])", at: block.fenceLine)
            return nil
        }
        return info.unknownWords.isEmpty ? article.modules.first : nil
    }

    /// Files `block` as a compiled snippet or, with expected output, as an example.
    private mutating func take(_ block: ArticleBlock, output: ArticleBlock?) {
        if let output {
            examples.append(example(block, code: block.code, expected: output.code, at: output.contentLine))
        } else if let comment = OutputComment(code: block.code) {
            examples.append(
                example(block, code: comment.statements, expected: comment.expected,
                    at: block.contentLine + comment.markerIndex))
        } else {
            snippets.append(CompiledSnippet(articlePath: article.path, line: block.contentLine, code: block.code))
        }
    }

    private func example(_ block: ArticleBlock, code: String, expected: String, at line: Int) -> Example {
        Example(
            articlePath: article.path, articleName: article.displayName, line: block.fenceLine,
            codeLine: block.contentLine, code: code, expected: expected, expectedLine: line)
    }

    private mutating func error(_ message: String, at line: Int) {
        diagnostics.append(.error(message, path: article.path, line: line))
    }

    static func unlistedModuleMessage(_ module: String, listed: [String]) -> String {
        let listedText = listed.isEmpty ? "names no module" : "names \(listed.joined(separator: ", "))"
        return "module=\(module) is not in the front matter (which \(listedText)); add it to `module:` or fix the name"
    }
}
