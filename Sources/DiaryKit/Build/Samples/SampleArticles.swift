import DiaryContent
import Foundation
import SampleExtraction

/// The articles that name sample modules, as the sample extraction sees them, made from the read
/// stage's own reading of each file: a build reads and splits every article once, and the sample
/// builds (``RunnableSamples``) and the downloads extract from the same text the pages show.
struct SampleArticles: Sendable {
    /// The articles, by canonical path (the order the build-tool plugin extracts them in).
    var articles: [ArticleCode]
    /// What kept an article from loading (a path `#sourceLocation` cannot name, say).
    var diagnostics: [Diagnostic]

    /// - Parameter sources: The read stage's sources of the articles that name modules, drafts
    ///   included (SwiftPM compiles them too).
    init(sources: [ArticleSource]) {
        let canonical = sources.map { source in
            var source = source
            source.path = RunnableSamples.canonical(source.path)
            return source
        }.sorted { $0.path < $1.path }
        (articles, diagnostics) = ArticleFiles.load(sources: canonical)
    }
}
