import BuildCache
import DiaryContent
import DiarySearch

/// **render**, one article at a time: from the cache when its inputs did not change, else now.
extension PageWriter {
    /// An article's render: what the previous build kept of it when its key did not change, and
    /// its cache entry (or a fresh render), fetched the first time a step needs more.
    final class Render {
        let key: ContentHash.Digest?
        /// What the previous build kept of this very render.
        let known: SiteState.IndexedArticle?
        private(set) var fetched: CachedArticle?
        private let fetch: () throws(DiaryError) -> CachedArticle

        init(
            key: ContentHash.Digest?, known: SiteState.IndexedArticle?, fetched: CachedArticle?,
            fetch: @escaping () throws(DiaryError) -> CachedArticle
        ) {
            self.key = key
            self.known = known
            self.fetched = fetched
            self.fetch = fetch
        }

        func product() throws(DiaryError) -> CachedArticle {
            if let fetched { return fetched }
            let product = try fetch()
            fetched = product
            return product
        }

        func notes() throws(DiaryError) -> SiteState.Notes {
            if let known { return known.notes }
            let summary = try product().summary
            return SiteState.Notes(
                warnings: summary.warnings, headingIDs: summary.headingIDs, anchorLinks: summary.anchorLinks)
        }

        func length() throws(DiaryError) -> Int {
            if let known { return known.length }
            return try product().summary.searchLength
        }
    }

    /// The article's render: from the cache when an earlier build rendered the same inputs, else
    /// rendered now (and cached).
    ///
    /// The render's own inputs name the questions it asked of the site last time
    /// (``SiteLookupLog``); their answers now complete its key. Without such questions (a new or
    /// changed article) it is rendered now, which records them.
    func render(_ article: Article, source: SourceOnDemand, files: [String]) throws(DiaryError) -> Render {
        guard let cache else {
            let product = try renderNow(article, source: try source.text(), files: files, base: nil).product
            return Render(key: nil, known: nil, fetched: product) { product }
        }
        let base = try renderKey.input(
            for: article, source: try source.text(), files: files, previews: runnable.previews(in: article),
            examples: runnable.examples(in: article)
        ).key
        guard let questions = renderQuestions?.questions(for: base) else {
            let fresh = try renderNow(article, source: try source.text(), files: files, base: base)
            return Render(key: fresh.key, known: nil, fetched: fresh.product) { fresh.product }
        }
        let key = SiteLookupLog.key(base: base, questions: questions, answer: answer)
        let fetch = { () throws(DiaryError) -> CachedArticle in
            if let cached = cache.entry(key) { return cached }
            return try self.renderNow(article, source: try source.text(), files: files, base: base).product
        }
        if let known = previousArticles[article.slug], known.key == key {
            cache.markUsed(key)
            return Render(key: key, known: known, fetched: nil, fetch: fetch)
        }
        if let cached = cache.entry(key) {
            return Render(key: key, known: nil, fetched: cached, fetch: fetch)
        }
        // The site answers differently now (a dangling link's target appeared): render again,
        // under the key of this render's own questions.
        let fresh = try renderNow(article, source: try source.text(), files: files, base: base)
        return Render(key: fresh.key, known: nil, fetched: fresh.product) { fresh.product }
    }

    /// What the site answers `question` now: the same tables the render asks.
    private func answer(_ question: SiteLookupLog.Question) -> String? {
        renderer.links.lookUp(question.table, question.key) ?? renderer.images.lookUp(question.table, question.key)
    }

    /// Renders the article (``ArticleRender``, ignoring the cache) and caches the result: under the key its own
    /// inputs (`base`) and the questions it asked make, with the questions under `base`; or
    /// under `key`, when a damaged entry of that name is replaced.
    func renderNow(
        _ article: Article, source: ArticleSource, files: [String], base: ContentHash.Digest?,
        replacing key: ContentHash.Digest? = nil
    ) throws(DiaryError) -> FreshRender {
        let fresh = try articleRender(ArticleRender.Job(article: article, source: source, files: Set(files)))
        let (rendered, search) = (fresh.rendered, fresh.search)
        let product = CachedArticle(rendered: rendered, search: search)
        var stored = key
        if cache != nil, let base, key == nil {
            stored = SiteLookupLog.key(base: base, questions: fresh.questions, answer: answer)
            renderQuestions?.record(fresh.questions, for: base)
        }
        if let cache, let stored { cache.store(product, as: stored) }
        return FreshRender(
            product: product, body: CachedArticle.Body(rendered: rendered, search: search), search: search,
            key: stored)
    }

    /// An article rendered in this build: its cache entry, the entry's body and its search document.
    struct FreshRender {
        var product: CachedArticle
        var body: CachedArticle.Body
        var search: SearchDocument
        /// Its name in the cache, when cached.
        var key: ContentHash.Digest?
    }

    /// The render for the page; a cache entry whose body turns out damaged is rendered again.
    func rendered(_ render: Render, article: Article, source: SourceOnDemand, files: [String])
        throws(DiaryError) -> RenderedArticle
    {
        let product = try render.product()
        if let body = try? product.body() { return product.rendered(body) }
        let fresh = try renderNow(article, source: try source.text(), files: files, base: nil, replacing: render.key)
        return fresh.product.rendered(fresh.body)
    }

    /// The render's stems with their weights; a cache entry whose weights turn out damaged is
    /// rendered again.
    func weights(_ render: Render, article: Article) throws(DiaryError) -> [String: Int] {
        if let weights = try? render.product().weights() { return weights }
        return try renderAgain(article, key: render.key).search.weights
    }

    /// Renders an article again after its cache entry turned out damaged (reading its file again).
    func renderAgain(_ article: Article, key: ContentHash.Digest?) throws(DiaryError) -> FreshRender {
        return try renderNow(
            article, source: try SourceOnDemand(article).text(), files: articleFiles(article).files, base: nil,
            replacing: key)
    }
}

/// An article's file, read the first time a step needs its text: an article whose render is
/// cached and whose page is unchanged is never read.
final class SourceOnDemand {
    private let article: Article
    private var source: ArticleSource?

    init(_ article: Article) {
        self.article = article
        source = article.sampleSource
    }

    func text() throws(DiaryError) -> ArticleSource {
        if let source { return source }
        let read = try SourceFile.readArticle(article.sourcePath)
        source = read
        return read
    }
}
