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
    func render(_ article: Article, source: SourceOnDemand, files: [String]) throws(DiaryError) -> Render {
        guard let cache else {
            let product = try renderNow(article, source: try source.text(), files: files, key: nil).product
            return Render(key: nil, known: nil, fetched: product) { product }
        }
        let key = try renderKey.input(
            for: article, source: try source.text(), files: files, previews: runnable.previews(in: article),
            examples: runnable.examples(in: article)
        ).key
        let fetch = { () throws(DiaryError) -> CachedArticle in
            if let cached = cache.entry(key) { return cached }
            return try self.renderNow(article, source: try source.text(), files: files, key: key).product
        }
        if let known = previousArticles[article.slug], known.key == key {
            cache.markUsed(key)
            return Render(key: key, known: known, fetched: nil, fetch: fetch)
        }
        return Render(key: key, known: nil, fetched: try fetch(), fetch: fetch)
    }

    /// Renders the article (ignoring the cache) and caches the result under `key`.
    func renderNow(_ article: Article, source: ArticleSource, files: [String], key: ContentHash.Digest?)
        throws(DiaryError) -> FreshRender
    {
        var renderer = renderer
        renderer.codeBlocks = CodeBlockRenderer(
            previews: runnable.previews(in: article), runnable: runnable.examples(in: article),
            articleModules: article.modules, strings: model.settings.strings)
        let rendered = try renderer.render(article, source: source, articleFiles: Set(files))
        let search = SearchDocument(
            metadata: .init(
                title: article.title, url: model.url.path("\(article.slug)/"), date: article.date?.description ?? "",
                displayDate: article.date.map { model.settings.strings.date($0.day) } ?? "", tags: article.tags,
                summary: article.summary),
            headings: rendered.headings, body: rendered.text, code: rendered.code, stems: stems)
        let product = CachedArticle(rendered: rendered, search: search)
        if let cache, let key { cache.store(product, as: key) }
        return FreshRender(
            product: product, body: CachedArticle.Body(rendered: rendered, search: search), search: search)
    }

    /// An article rendered in this build: its cache entry, the entry's body and its search document.
    struct FreshRender {
        var product: CachedArticle
        var body: CachedArticle.Body
        var search: SearchDocument
    }

    /// The render for the page; a cache entry whose body turns out damaged is rendered again.
    func rendered(_ render: Render, article: Article, source: SourceOnDemand, files: [String])
        throws(DiaryError) -> RenderedArticle
    {
        let product = try render.product()
        if let body = try? product.body() { return product.rendered(body) }
        let fresh = try renderNow(article, source: try source.text(), files: files, key: render.key)
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
            article, source: try SourceOnDemand(article).text(), files: articleFiles(article).files, key: key)
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
