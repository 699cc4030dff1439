import DiaryContent
import Foundation

/// What the site-wide pages keep of a rendered article.
struct ArticleSummary: Sendable {
    var article: Article
    /// The article's stems for the search index (its own search file is written already), when
    /// the index is made whole as the articles render.
    var search: SearchPostings?
    /// With the build cache: the article's render key, under which its words are cached.
    var searchKey: ContentHash.Digest?
    /// Words in every field, as ``SearchDocument/length``.
    var searchLength = 0
    /// The article's stems with their weights, kept when the previous site's search index is
    /// updated (``SearchIndexUpdate``) and the article changed since.
    var searchWeights: [String: Int]?
    /// The body's HTML, kept only for the articles the feeds carry.
    var feedHTML: String?
    /// `feedHTML` made into the feeds' entry text (``FeedContent``), here in the parallel step.
    var feedContent: String?
    /// Problems in the article that did not stop the build (raw HTML made safe, links not followed).
    var warnings: [Diagnostic] = []
    var headingIDs: [String] = []
    var anchorLinks: [AnchorLink] = []
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
    /// What the previous build indexed, when this build can update its search index in place: the
    /// site's article list is the same.
    private let previousSearch: SearchState?
    /// `previousSearch`'s render keys by slug.
    private let previousSearchKeys: [String: ContentHash.Digest]

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
        if cache != nil, let bytes = staging?.previousState, let state = try? SearchState(bytes: bytes),
            state.articles.map(\.slug) == model.published.map(\.slug)
        {
            previousSearch = state
            previousSearchKeys = Dictionary(
                state.articles.map { ($0.slug, $0.key) }, uniquingKeysWith: { first, _ in first })
        } else {
            previousSearch = nil
            previousSearchKeys = [:]
        }
    }

    /// Renders one article and writes its page and files.
    ///
    /// With the build cache, an article whose inputs did not change is not rendered again, and
    /// its page and search file are not even put together again when their fingerprints (the
    /// render's key with everything else the page shows) match what the site holds.
    func writeArticle(_ article: Article) throws(DiaryError) -> ArticleSummary {
        let source = SourceOnDemand(article)
        let listing = articleFiles(article)
        let files = listing.files
        let render = try self.render(article, source: source, files: files)
        let product = render.product
        let context = PageContext(model: model)
        let page = "\(article.slug)/index.html"
        if let staging, let key = render.key {
            var fingerprint = ContentHash()
            fingerprint.combine("article page")
            fingerprint.combine(key)
            fingerprint.combine(templates.digest(of: "article"))
            fingerprint.combine(context.articlePage(article, rendered: RenderedArticle.placeholder))
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
                SearchGroupMember(article: article, product: product, key: render.key), number: number)
        {
            try writeSearchGroup(SearchDocumentFile.group(of: number), members: members, to: staging)
        }
        let isFeedEntry = feedSlugs.contains(article.slug)
        let feedHTML =
            isFeedEntry ? try self.rendered(render, article: article, source: source, files: files).html : nil
        let summary = product.summary
        var search: SearchPostings?
        var searchWeights: [String: Int]?
        if previousSearch != nil, let key = render.key {
            if previousSearchKeys[article.slug] != key { searchWeights = try weights(render, article: article) }
        } else {
            search = SearchPostings(
                stemWeights: try weights(render, article: article).map { ($0.key, $0.value) },
                length: summary.searchLength, numbers: stemNumbers)
        }
        return ArticleSummary(
            article: article, search: search, searchKey: render.key, searchLength: summary.searchLength,
            searchWeights: searchWeights, feedHTML: feedHTML,
            feedContent: feedHTML.map {
                Feeds(model: model).content.escaped($0, pageURL: model.url.absolute("\(article.slug)/"))
            },
            warnings: listing.refusedLinks + summary.warnings, headingIDs: summary.headingIDs,
            anchorLinks: summary.anchorLinks)
    }

    /// An article's render or cache entry, with the key it is cached under.
    private struct Render {
        var product: CachedArticle
        var key: ContentHash.Digest?
    }

    /// The article's render and search document: from the cache when an earlier build rendered
    /// the same inputs, else rendered now (and cached).
    private func render(_ article: Article, source: SourceOnDemand, files: [String]) throws(DiaryError) -> Render {
        var key: ContentHash.Digest?
        if let cache {
            let digest = try renderKey.key(
                for: article, source: try source.text(), files: files, previews: runnable.previews(in: article),
                examples: runnable.examples(in: article))
            if let cached = cache.entry(digest) { return Render(product: cached, key: digest) }
            key = digest
        }
        return Render(
            product: try renderNow(article, source: try source.text(), files: files, key: key).product, key: key)
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
        if let body = try? render.product.body() { return render.product.rendered(body) }
        let fresh = try renderNow(article, source: try source.text(), files: files, key: render.key)
        return fresh.product.rendered(fresh.body)
    }

    /// The render's stems with their weights; a cache entry whose weights turn out damaged is
    /// rendered again.
    private func weights(_ render: Render, article: Article) throws(DiaryError) -> [String: Int] {
        if let weights = try? render.product.weights() { return weights }
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
        var product: CachedArticle
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
        if let body = try? member.product.body(), let document = try? member.product.searchDocument(body) {
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
        let context = PageContext(model: model)
        var files: [(String, String)] = [
            ("tags/index.html", try templates.render("tags", context.tagsPage())),
            ("404.html", try templates.render("404", context.notFoundPage())),
            ("feed/index.html", try templates.render("feed", context.feedPage())),
        ]
        let topicPages = context.topicPages
        for number in 1...topicPages.pages.count {
            files.append((topicPages.file(ofPage: number), try templates.render("index", context.indexPage(number))))
        }
        for entry in model.tags {
            let pages = context.tagPages(entry.tag, articles: entry.articles)
            for number in 1...pages.pages.count {
                let page = context.tagPage(entry.tag, articles: entry.articles, number: number)
                files.append((pages.file(ofPage: number), try templates.render("tag", page)))
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
        files += [
            ("atom.xml", feeds.atom), ("rss.xml", feeds.rss),
            ("sitemap.xml", sitemap.xml()), ("robots.txt", sitemap.robots()), (".nojekyll", ""),
        ]
        guard let staging else { return staged }
        for (path, contents) in files { try staging.write(contents, to: path) }
        staged.value.updatedSearchIndex = try writeSearchIndex(
            model.published.compactMap { bySlug[$0.slug] }, to: staging)
        for (group, members) in searchDocuments.unfinished() {
            try writeSearchGroup(group, members: members, to: staging)
        }
        return staged
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
                    slug: $0.article.slug, key: $0.searchKey!, length: $0.searchLength, weights: $0.searchWeights)
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
            var weights = summary.searchWeights ?? [:]
            if summary.searchWeights == nil { weights = try storedWeights(of: summary) }
            postings.append(
                SearchPostings(
                    stemWeights: weights.map { ($0.key, $0.value) }, length: summary.searchLength, numbers: stemNumbers)
            )
        }
        let index = SearchIndex.files(for: postings, stems: stemNumbers.stems, url: model.url, stemmerFile: stemmerFile)
        for file in index.files { try staging.write(file.contents, to: file.path) }
        guard cache != nil, keys.count == summaries.count else { return false }
        let articles = zip(summaries, keys).map {
            SearchState.Article(slug: $0.article.slug, key: $1, length: $0.searchLength)
        }
        staging.keep(state: SearchState(articles: articles, shardKeys: index.shardKeys).bytes())
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
