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
    private let feedSlugs: Set<String>
    /// Each written article's number in the search index: its place in the site's list.
    private let searchNumbers: [String: Int]
    /// Made once: every article's render shares it.
    private let renderer: ArticleRenderer
    /// Renders of earlier builds, reused for articles whose inputs did not change.
    private let cache: ArticleCache?
    /// Names each article's render in `cache`.
    private let renderKey: RenderKey
    /// What the previous build kept of its articles, when this build can update its search index
    /// in place: the site's article list is the same.
    private let previousSearch: SiteState?
    /// `previousSearch`'s articles by slug.
    private let previousArticles: [String: SiteState.Article]
    /// Every article's summary, made once for all pages (with digests for fingerprints, with the cache).
    private let articleSummaries: ArticleSummaries

    init(
        model: SiteModel, templates: TemplateSet, staging: StagingDirectory?, publicFiles: Set<String>,
        runnable: RunnableSamples = RunnableSamples(), cache: ArticleCache? = nil
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
        articleSummaries = ArticleSummaries(model: model, withDigests: cache != nil && staging != nil)
        let state = cache == nil ? nil : staging?.previousState.flatMap { try? SiteState(bytes: $0) }
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
            var fingerprint = ContentHash()
            fingerprint.combine("article page")
            fingerprint.combine(key)
            fingerprint.combine(templates.digest(of: "article"))
            fingerprint.combine(
                PageContext(model: model, summaries: articleSummaries, fingerprinting: true)
                    .articlePage(article, rendered: RenderedArticle.placeholder))
            try staging.write(to: page, fingerprint: fingerprint.digest) { () throws(DiaryError) in
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
                try staging.copy(article.folderPath.appendingPathComponent(file), to: "\(article.slug)/\(file)")
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
        let key = try renderKey.key(
            for: article, source: try source.text(), files: files, previews: runnable.previews(in: article),
            examples: runnable.examples(in: article))
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
    private struct FreshRender {
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
    private func renderAgain(_ article: Article, key: ContentHash.Digest?) throws(DiaryError) -> FreshRender {
        return try renderNow(
            article, source: try SourceOnDemand(article).text(), files: articleFiles(article).files, key: key)
    }

    /// What an article keeps for its search file (shared with a few neighbours in the list) until
    /// every article of the file has rendered.
    struct SearchGroupMember: Sendable {
        var article: Article
        /// The render's cache entry, unless it was not needed yet (see ``Render``).
        var product: CachedArticle?
        var key: ContentHash.Digest?
    }

    /// Writes the search file of `group` (``SearchDocumentFile``); with every member's render key,
    /// only when the file made from those renders is not what the site holds already.
    private func writeSearchGroup(_ group: Int, members: [SearchGroupMember?], to staging: StagingDirectory)
        throws(DiaryError)
    {
        let path = SearchDocumentFile.path(ofGroup: group)
        let contents = { () throws(DiaryError) -> [UInt8] in
            var entries: [String?] = []
            for member in members { entries.append(try member.map(self.searchEntry)) }
            return Array(SearchDocumentFile.contents(entries).utf8)
        }
        let keys = members.compactMap { $0?.key }
        guard keys.count == members.count else { return try staging.write(try contents(), to: path) }
        var fingerprint = ContentHash()
        fingerprint.combine("search group")
        fingerprint.combine(group)
        for key in keys { fingerprint.combine(key) }
        try staging.write(to: path, fingerprint: fingerprint.digest, contents: contents)
    }

    /// A member's entry in its search file; a cache entry whose body turns out damaged is
    /// rendered again.
    private func searchEntry(_ member: SearchGroupMember) throws(DiaryError) -> String {
        if let product = member.product ?? member.key.flatMap({ cache?.entry($0) }),
            let body = try? product.body(), let document = try? product.searchDocument(body)
        {
            return SearchIndex.documentEntry(document)
        }
        return SearchIndex.documentEntry(try renderAgain(member.article, key: member.key).search)
    }

    /// The article's own files (images, data), for articles kept in a folder.
    private func articleFiles(_ article: Article) -> FileTree.Listing {
        guard article.sourcePath.hasSuffix("/index.md") else { return FileTree.Listing() }
        var listing = FileTree.scan(article.folderPath)
        listing.files.removeAll { $0.hasSuffix(".md") }
        return listing
    }

    /// What ``writeSitePages(results:)`` did.
    struct SitePages: Sendable {
        var summaries: [ArticleSummary]
        /// Whether the search index was updated from the previous site's (``SearchIndexUpdate``).
        var updatedSearchIndex = false
    }

    /// Index, tags, 404, feeds, sitemap, robots, search index, `.nojekyll`.
    /// - Returns: The articles' summaries, with every article's warnings.
    func writeSitePages(
        results: [Result<ArticleSummary, DiaryError>]
    ) throws(DiaryError) -> Staged<SitePages> {
        var summaries: [ArticleSummary] = []
        var problems: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let summary):
                summaries.append(summary)
                problems += summary.warnings
            case .failure(let error): problems += error.diagnostics
            }
        }
        let headings = Dictionary(
            summaries.map { ($0.article.slug, Set($0.headingIDs)) }, uniquingKeysWith: { first, _ in first })
        problems += summaries.flatMap { $0.anchorLinks.compactMap { $0.problem(ids: headings[$0.targetSlug]) } }
        var staged = try Staged(SitePages(summaries: summaries), diagnostics: problems)
        var pages: [ListPage] = [
            ListPage(path: "tags/index.html", template: "tags") { $0.tagsPage() },
            ListPage(path: "404.html", template: "404") { $0.notFoundPage() },
            ListPage(path: "feed/index.html", template: "feed") { $0.feedPage() },
        ]
        let topicPages = PageContext(model: model).topicPages
        for number in 1...topicPages.pages.count {
            pages.append(ListPage(path: topicPages.file(ofPage: number), template: "index") { $0.indexPage(number) })
        }
        for entry in model.tags {
            let tagPages = PageContext(model: model).tagPages(entry.tag, articles: entry.articles)
            for number in 1...tagPages.pages.count {
                pages.append(
                    ListPage(path: tagPages.file(ofPage: number), template: "tag") {
                        $0.tagPage(entry.tag, articles: entry.articles, number: number)
                    })
            }
        }
        let bySlug = Dictionary(uniqueKeysWithValues: summaries.map { ($0.article.slug, $0) })
        let feedEntries = model.feedArticles.compactMap { article in
            bySlug[article.slug].flatMap { summary in
                summary.feedHTML.map { FeedEntry(article: article, html: $0, escapedContent: summary.feedContent) }
            }
        }
        let feeds = Feeds(model: model).atomAndRSS(feedEntries)
        let sitemap = Sitemap(model: model)
        let files = [
            ("atom.xml", feeds.atom), ("rss.xml", feeds.rss),
            ("sitemap.xml", sitemap.xml()), ("robots.txt", sitemap.robots()), (".nojekyll", ""),
        ]
        guard let staging else {
            // Validating: every page is still put together, so a template's errors show.
            let context = PageContext(model: model, summaries: articleSummaries)
            for page in pages { _ = try templates.render(page.template, page.context(context)) }
            return staged
        }
        for page in pages { try write(page, to: staging) }
        for (path, contents) in files { try staging.write(contents, to: path) }
        staged.value.updatedSearchIndex = try writeSearchIndex(
            model.published.compactMap { bySlug[$0.slug] }, to: staging)
        for (group, members) in searchDocuments.unfinished() {
            try writeSearchGroup(group, members: members, to: staging)
        }
        return staged
    }

    /// A page made from the site's lists (home, tags, 404, feeds' page): its file, its template and
    /// how its context is made.
    private struct ListPage {
        var path: String
        var template: String
        var context: (PageContext) -> MustacheValue
    }

    /// Writes a list page; with the cache, only when its fingerprint (its template with everything
    /// it includes, and its context with each listed article as its summary's digest) is not
    /// what the previous site's file was made from.
    private func write(_ page: ListPage, to staging: StagingDirectory) throws(DiaryError) {
        let context = PageContext(model: model, summaries: articleSummaries)
        guard cache != nil else {
            return try staging.write(try templates.render(page.template, page.context(context)), to: page.path)
        }
        var fingerprint = ContentHash()
        fingerprint.combine("list page")
        fingerprint.combine(templates.digest(of: page.template))
        fingerprint.combine(page.context(PageContext(model: model, summaries: articleSummaries, fingerprinting: true)))
        try staging.write(to: page.path, fingerprint: fingerprint.digest) { () throws(DiaryError) in
            Array(try templates.render(page.template, page.context(context)).utf8)
        }
    }

    /// The search index's manifest and shards: updated from the previous site's when only a few
    /// articles changed (``SearchIndexUpdate``), else made whole. With the cache, what was indexed
    /// is kept with the output's manifest for the next build.
    /// - Returns: Whether the index was updated rather than made whole.
    private func writeSearchIndex(_ summaries: [ArticleSummary], to staging: StagingDirectory) throws(DiaryError)
        -> Bool
    {
        let stemmerFile = runnable.stemmerPath == nil ? nil : SearchStemmer.siteFile
        let keys = summaries.compactMap(\.searchKey)
        if let cache, let previousSearch, keys.count == summaries.count {
            let update = SearchIndexUpdate(
                previous: previousSearch, cache: cache, basePath: model.url.basePath,
                stemmerURL: stemmerFile.map(model.url.path))
            let articles = summaries.map {
                SearchIndexUpdate.Article(
                    slug: $0.article.slug, key: $0.searchKey!, length: $0.searchLength, notes: $0.notes,
                    weights: $0.search.map { search in search.stemWeights(numbers: stemNumbers) })
            }
            if let state = try update.write(articles, to: staging) {
                staging.keep(state: state.bytes())
                return true
            }
        }
        var postings: [SearchPostings] = []
        postings.reserveCapacity(summaries.count)
        for summary in summaries {
            if let search = summary.search {
                postings.append(search)
                continue
            }
            let weights = try storedWeights(of: summary)
            postings.append(
                SearchPostings(
                    stemWeights: weights.map { ($0.key, $0.value) }, length: summary.searchLength, numbers: stemNumbers)
            )
        }
        let index = SearchIndex.files(for: postings, stems: stemNumbers.stems, url: model.url, stemmerFile: stemmerFile)
        for file in index.files { try staging.write(file.contents, to: file.path) }
        guard cache != nil, keys.count == summaries.count else { return false }
        let articles = zip(summaries, keys).map {
            SiteState.Article(slug: $0.article.slug, key: $1, length: $0.searchLength, notes: $0.notes)
        }
        staging.keep(state: SiteState(articles: articles, shardKeys: index.shardKeys).bytes())
        return false
    }

    /// The words of an unchanged article, read from its cache entry (or rendered again).
    private func storedWeights(of summary: ArticleSummary) throws(DiaryError) -> [String: Int] {
        if let key = summary.searchKey, let weights = try? cache?.entry(key)?.weights() { return weights }
        return try renderAgain(summary.article, key: summary.searchKey).search.weights
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
