import DiaryContent
import Foundation
import SampleExtraction

/// The articles that name sample modules, as the sample extraction sees them, made from the read
/// stage's own reading and parsing of each file: a build reads, splits and parses every article
/// once, and the sample builds (``RunnableSamples``) and the downloads extract from the same text
/// the pages show.
struct SampleArticles: Sendable {
    /// The articles, by canonical path (the order the build-tool plugin extracts them in).
    var articles: [ArticleCode]
    /// What kept an article from loading (a path `#sourceLocation` cannot name, say).
    var diagnostics: [Diagnostic]

    /// - Parameter sources: The read stage's readings of the articles that name modules, drafts
    ///   included (SwiftPM compiles them too).
    init(sources: [SampleArticleRead]) {
        var articles: [ArticleCode] = []
        var diagnostics: [Diagnostic] = []
        let canonical = sources.map { read in
            var read = read
            read.source.path = RunnableSamples.canonical(read.source.path)
            return read
        }
        for read in canonical.sorted(by: { $0.source.path < $1.source.path }) {
            do {
                articles.append(
                    try ArticleLoader.load(
                        source: read.source, modules: read.modules, moduleLine: read.moduleLine, title: read.title,
                        codeBlocks: read.document.codeBlocks))
            } catch {
                diagnostics.append(error)
            }
        }
        (self.articles, self.diagnostics) = (articles, diagnostics)
    }
}
