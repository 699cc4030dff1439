import DiaryContent

/// Picks the code of one sample module out of the articles, following the fence conventions
/// (`swift`, `swift ignore`, `swift module=Name`, `output`, `// Output:`, `preview Name`).
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
    public static func extract(module: String, from articles: [ArticleCode]) -> ExtractionReport {
        var report = ExtractionReport(
            extraction: ModuleExtraction(module: module, articleNames: [], snippets: [], examples: []),
            diagnostics: [])
        var carriers: [ArticleCode] = []
        for article in articles.sorted(by: { $0.path < $1.path }) {
            guard article.modules.contains(module) else {
                report.diagnostics += strayReferences(to: module, in: article)
                continue
            }
            report.diagnostics += duplicateFileName(of: article, among: carriers, module: module)
            carriers.append(article)
            var scan = ArticleScan(article: article, module: module)
            scan.run()
            report.extraction.articleNames.append(article.displayName)
            report.extraction.snippets += scan.snippets
            report.extraction.examples += scan.examples
            report.diagnostics += scan.diagnostics + repeatedPreviews(scan.previews, after: report.extraction.previews)
            report.extraction.previews += scan.previews
        }
        if report.extraction.articleNames.isEmpty {
            report.diagnostics.append(
                Diagnostic(
                    .warning, file: nil,
                    message: "no article names module \(module) in its front matter (module: \(module)); "
                        + "the module gets no code from the articles"))
        }
        return report
    }

    /// Errors for preview fences whose name an earlier article's fence of the module already
    /// shows (``ArticleScan`` catches repeats within one article).
    private static func repeatedPreviews(_ previews: [PreviewFence], after earlier: [PreviewFence]) -> [Diagnostic] {
        previews.compactMap { fence in
            earlier.first { $0.name == fence.name }.map { first in
                .error(
                    repeatedPreviewMessage(fence.name, shownAt: first.articlePath, line: first.line),
                    file: fence.articlePath, line: fence.line)
            }
        }
    }

    /// Why a second fence may not name a provider again: the site looks previews up by name alone,
    /// so a repeat is a copy-paste slip or names the wrong provider.
    static func repeatedPreviewMessage(_ name: String, shownAt path: String, line: Int) -> String {
        let place = path.split(separator: "/").suffix(2).joined(separator: "/")
        return "preview \(name) is already shown at \(place):\(line); the site shows each preview provider once"
    }

    /// An error when an earlier article carrying `module` has the same file name: `#sourceLocation`
    /// gives both the same `#fileID`, which the compiler warns about.
    private static func duplicateFileName(of article: ArticleCode, among carriers: [ArticleCode], module: String)
        -> [Diagnostic]
    {
        guard let other = carriers.first(where: { $0.fileName == article.fileName }) else { return [] }
        let message =
            "module \(module) is already carried by \(other.displayName); give each module one article "
            + "(the compiler cannot tell two \(article.fileName) files of one module apart)"
        return [.error(message, file: article.path, line: article.moduleLine)]
    }

    /// Errors for swift blocks that claim `module=<module>` in an article whose front matter does
    /// not name it (no target would otherwise look at them).
    private static func strayReferences(to module: String, in article: ArticleCode) -> [Diagnostic] {
        article.blocks.filter { FenceInfo($0.info).module == module }.map { block in
            Diagnostic.error(
                FenceInfo.unlistedModuleMessage(module, listed: article.modules),
                file: article.path, line: block.fenceLine)
        }
    }
}
