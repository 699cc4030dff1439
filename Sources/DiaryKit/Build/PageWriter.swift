import DiaryContent
import Foundation
import Mustache

/// What the site-wide pages keep of a rendered article.
struct ArticleSummary: Sendable {
    var article: Article
    /// The article's stems for the search index (its own search file is written already); `nil`
    /// for an article unchanged since a build whose index this one updates (``SearchIndexUpdate``).
    var search: SearchPostings?
    /// With the build cache: the article's render key, under which its words are cached.
    var searchKey: ContentHash.Digest?
    /// Words in every field, as ``SearchDocument/length``.
    var searchLength = 0
    /// The body's HTML, kept only for the articles the feeds carry.
    var feedHTML: String?
    /// `feedHTML` made into the feeds' entry text (``FeedContent``), here in the parallel step.
    var feedContent: String?
    /// Problems in the article that did not stop the build (raw HTML made safe, links not followed).
    var warnings: [Diagnostic] = []
    var headingIDs: [String] = []
    var anchorLinks: [AnchorLink] = []
    /// What the render found, kept for the next build (``SiteState``).
    var notes = SiteState.Notes()
}

/// Renders pages through the templates and writes them to the staged site
/// (or only renders them, when validating).
struct PageWriter: Sendable {
    var model: SiteModel
    var templates: TemplateSet
    var staging: StagingDirectory?
    var publicFiles: Set<String>
    /// The doctests that get Run buttons and the drawn previews.
    var runnable = RunnableSamples()
    /// Stems shared by the articles' search documents.
    var stems = StemCache()
    /// The numbers the articles' kept search postings give their stems.
    var stemNumbers = StemNumbers()
    /// The articles' search entries, written a few articles to a file.
    let searchDocuments: SearchDocumentGroups<SearchGroupMember>
    /// Slugs of the articles the feeds carry.
    let feedSlugs: Set<String>
    /// Each written article's number in the search index: its place in the site's list.
    let searchNumbers: [String: Int]
    /// How many tasks the site-wide pages may be written on at once.
    var concurrency = SystemInfo.activeProcessorCount
    /// Made once: every article's render shares it.
    private let renderer: ArticleRenderer
    /// Renders of earlier builds, reused for articles whose inputs did not change.
    let cache: ArticleCache?
    /// Names each article's render in `cache`.
    private let renderKey: RenderKey
    /// What the previous build kept of its articles, when this build can update its search index
    /// in place: the site's article list is the same.
    let previousSearch: SiteState?
    /// `previousSearch`'s articles by slug.
    let previousArticles: [String: SiteState.Article]
    /// The digests of every article's summary, for the pages' fingerprints (with the cache and
    /// an output folder; without them no page has a fingerprint). Set before the first page is
    /// written, by `init` or by a caller that made them while `init` ran.
    var articleSummaries: ArticleSummaries?

    init(
        model: SiteModel, templates: TemplateSet, staging: StagingDirectory?, publicFiles: Set<String>,
        runnable: RunnableSamples = RunnableSamples(), cache: ArticleCache? = nil,
        summaries: ArticleSummaries? = nil, previousState: SiteState? = nil
    ) {
        self.runnable = runnable
        self.cache = cache
        self.model = model
        self.templates = templates
        self.staging = staging
        self.publicFiles = publicFiles
        feedSlugs = Set(model.feedArticles.map(\.slug))
        searchNumbers = Dictionary(
            model.published.enumerated().map { ($0.element.slug, $0.offset) }, uniquingKeysWith: { first, _ in first })
        searchDocuments = SearchDocumentGroups(articleCount: model.published.count)
        var contentPaths: [String: String] = [:]
        for article in model.articles {
            for path in LinkResolver.contentPaths(of: article) where contentPaths[path] == nil {
                contentPaths[path] = article.slug
            }
        }
        let links = LinkResolver(
            url: model.url,
            publishedSlugs: Set(model.articles.filter(\.isPublished).map(\.slug)),
            plannedSlugs: Set(model.articles.filter { !$0.isPublished }.map(\.slug)),
            rootFiles: publicFiles.union(["atom.xml", "rss.xml", "sitemap.xml", "search-index.json", "404.html"]),
            contentPaths: contentPaths)
        renderer = ArticleRenderer(
            links: links, images: ImageTagRenderer(url: model.url), codeBlocks: CodeBlockRenderer(),
            rawHTML: model.settings.unsafeHTML ? .unsafe : .sanitized, typography: model.settings.typography)
        renderKey = RenderKey(
            links: links, typography: model.settings.typography, unsafeHTML: model.settings.unsafeHTML)
        articleSummaries = cache != nil && staging != nil ? summaries : nil
        let state = cache == nil || staging?.updatesInPlace != true ? nil : previousState
        previousArticles = Dictionary(
            (state?.articles ?? []).map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        previousSearch = state?.articles.map(\.slug) == model.published.map(\.slug) ? state : nil
    }

    /// Renders one article and writes its page and files.
    ///
    /// With the build cache, an article whose inputs did not change is not rendered again, and
    /// its page and search file are not even put together again when their fingerprints (the
    /// render's key with everything else the page shows) match what the site holds; what the
    /// previous build kept of it (``SiteState``) spares reading its cache entry at all.
    func writeArticle(_ article: Article) throws(DiaryError) -> ArticleSummary {
        let source = SourceOnDemand(article)
        let listing = articleFiles(article)
        let files = listing.files
        let render = try self.render(article, source: source, files: files)
        let context = PageContext(model: model, summaries: articleSummaries)
        let page = "\(article.slug)/index.html"
        if let staging, let key = render.key {
            let input = ArticlePageInput(
                render: key, template: templates.digest(of: "article"), context: context, article: article)
            try staging.write(to: page, fingerprint: input.fingerprint) { () throws(DiaryError) in
                let rendered = try self.rendered(render, article: article, source: source, files: files)
                return Array(try templates.render("article", context.articlePage(article, rendered: rendered)).utf8)
            }
        } else {
            let rendered = try self.rendered(render, article: article, source: source, files: files)
            let html = try templates.render("article", context.articlePage(article, rendered: rendered))
            try staging?.write(html, to: page)
        }
        if let staging {
            for file in files {
                try staging.copy(
                    article.folderPath.appendingPathComponent(file), to: "\(article.slug)/\(file.composed)")
            }
        }
        if let staging, let number = searchNumbers[article.slug],
            let members = searchDocuments.add(
                SearchGroupMember(article: article, product: render.fetched, key: render.key), number: number)
        {
            try writeSearchGroup(SearchDocumentFile.group(of: number), members: members, to: staging)
        }
        let isFeedEntry = feedSlugs.contains(article.slug)
        let feedHTML =
            isFeedEntry ? try self.rendered(render, article: article, source: source, files: files).html : nil
        var search: SearchPostings?
        if previousSearch == nil || render.known == nil {
            search = SearchPostings(
                stemWeights: try weights(render, article: article).map { ($0.key, $0.value) },
                length: try render.length(), numbers: stemNumbers)
        }
        let notes = try render.notes()
        return ArticleSummary(
            article: article, search: search, searchKey: render.key, searchLength: try render.length(),
            feedHTML: feedHTML,
            feedContent: feedHTML.map {
                Feeds(model: model).content.escaped($0, pageURL: model.url.absolute("\(article.slug)/"))
            },
            warnings: listing.refusedLinks + notes.warnings, headingIDs: notes.headingIDs,
            anchorLinks: notes.anchorLinks, notes: notes)
    }

    /// An article's render: what the previous build kept of it when its key did not change, and
    /// its cache entry (or a fresh render), fetched the first time a step needs more.
    private final class Render {
        let key: ContentHash.Digest?
        /// What the previous build kept of this very render.
        let known: SiteState.Article?
        private(set) var fetched: CachedArticle?
        private let fetch: () throws(DiaryError) -> CachedArticle

        init(
            key: ContentHash.Digest?, known: SiteState.Article?, fetched: CachedArticle?,
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
    private func render(_ article: Article, source: SourceOnDemand, files: [String]) throws(DiaryError) -> Render {
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
    private func renderNow(_ article: Article, source: ArticleSource, files: [String], key: ContentHash.Digest?)
        throws(DiaryError) -> FreshRender
    {
        var renderer = renderer
        renderer.codeBlocks = CodeBlockRenderer(
            previews: runnable.previews(in: article), runnable: runnable.examples(in: article),
            articleModules: article.modules)
        let rendered = try renderer.render(article, source: source, articleFiles: Set(files))
        let search = SearchDocument(
            metadata: .init(
                title: article.title, url: model.url.path("\(article.slug)/"), date: article.date?.description ?? "",
                displayDate: article.date?.russian ?? "", tags: article.tags, summary: article.summary),
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
    private func rendered(_ render: Render, article: Article, source: SourceOnDemand, files: [String])
        throws(DiaryError) -> RenderedArticle
    {
        let product = try render.product()
        if let body = try? product.body() { return product.rendered(body) }
        let fresh = try renderNow(article, source: try source.text(), files: files, key: render.key)
        return fresh.product.rendered(fresh.body)
    }

    /// The render's stems with their weights; a cache entry whose weights turn out damaged is
    /// rendered again.
    private func weights(_ render: Render, article: Article) throws(DiaryError) -> [String: Int] {
        if let weights = try? render.product().weights() { return weights }
        return try renderAgain(article, key: render.key).search.weights
    }

    /// Renders an article again after its cache entry turned out damaged (reading its file again).
    func renderAgain(_ article: Article, key: ContentHash.Digest?) throws(DiaryError) -> FreshRender {
        return try renderNow(
            article, source: try SourceOnDemand(article).text(), files: articleFiles(article).files, key: key)
    }

    /// The article's own files that are published with it (images, data: ``ArticleFilePolicy``),
    /// for articles kept in a folder; the others are reported with the refused links.
    private func articleFiles(_ article: Article) -> FileTree.Listing {
        guard article.sourcePath.hasSuffix("/index.md") else { return FileTree.Listing() }
        var listing = FileTree.scan(article.folderPath)
        listing.files.removeAll { $0.hasSuffix(".md") }
        listing.files.removeAll { file in
            let path = article.folderPath.appendingPathComponent(file)
            guard case .refuse(let reason) = ArticleFilePolicy.decide(path, relativePath: file) else { return false }
            listing.refusedLinks.append(ArticleFilePolicy.warning(path: path, reason: reason))
            return true
        }
        listing.refusedLinks += ArticleFilePolicy.lookalikes(listing.files, in: article.folderPath)
        return listing
    }

}

/// An article's file, read the first time a step needs its text: an article whose render is
/// cached and whose page is unchanged is never read.
private final class SourceOnDemand {
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
