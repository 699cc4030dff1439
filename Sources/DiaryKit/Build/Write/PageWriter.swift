import BuildCache
import DiaryContent
import DiarySearch
import Foundation
import Mustache

/// What the site-wide pages keep of a rendered article: no body, no HTML (but the feeds' few
/// entries'), no tree. Its stems for the search index are kept apart, in
/// ``PageWriter/searchPostings``, so that the index can let go of them as it turns them into
/// shards.
struct WrittenArticle: Sendable {
    var article: Article
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
    let runnable: RunnableSamples
    /// The numbers the articles' kept search postings give their stems.
    var stemNumbers = StemNumbers()
    /// The articles' stems for the search index (their own search files are written already), by
    /// number in the site's list; none for an article unchanged since a build whose index this
    /// one updates (``SearchIndexUpdate``). They wait in a file of the staging folder
    /// (``searchPostingsPath(in:)``), removed once the index is written, before the site is put
    /// in place.
    let searchPostings: SearchPostingsList
    /// The articles' search entries, written a few articles to a file.
    let searchDocuments: SearchDocumentGroups<SearchGroupMember>
    /// Slugs of the articles whose whole text the feeds carry.
    let feedSlugs: Set<String>
    /// Each written article's number in the search index: its place in the site's list.
    let searchNumbers: [String: Int]
    /// How many tasks the site-wide pages may be written on at once.
    var concurrency = SystemInfo.activeProcessorCount
    /// One article's render, without the cache (the render stage; ``render(_:source:files:)``
    /// wraps it with the cache).
    let articleRender: ArticleRender
    /// What every article's render shares: the link and image tables the site's answers to the
    /// renders' questions come from.
    var renderer: ArticleRenderer { articleRender.renderer }
    /// Every content folder's published files.
    let contentFiles: ContentFiles
    /// Renders of earlier builds, reused for articles whose inputs did not change.
    let cache: ArticleCache?
    /// Names each article's render in `cache`.
    let renderKey: RenderKey
    /// What the previous build kept of its articles, when this build can update its search index
    /// in place: the site's article list is the same.
    let previousSearch: SiteState?
    /// `previousSearch`'s articles by slug.
    let previousArticles: [String: SiteState.IndexedArticle]
    /// What each render asked of the rest of the site, kept between builds (with the cache).
    let renderQuestions: RenderQuestions?
    /// The digests of every article's summary, for the pages' fingerprints (with the cache and
    /// an output folder; without them no page has a fingerprint). Set before the first page is
    /// written, by `init` or by a caller that made them while `init` ran.
    var articleSummaries: ArticleListTokens?

    init(
        model: SiteModel, templates: TemplateSet, staging: StagingDirectory?, publicFiles: Set<String>,
        runnable: RunnableSamples = RunnableSamples(), cache: ArticleCache? = nil,
        summaries: ArticleListTokens? = nil, previousState: SiteState? = nil
    ) {
        self.runnable = runnable
        self.cache = cache
        renderQuestions = cache.map { RenderQuestions(cacheDirectory: $0.directory) }
        self.model = model
        self.templates = templates
        self.staging = staging
        self.publicFiles = publicFiles
        // Only the entries that carry the whole article need its HTML (``FeedSettings``).
        feedSlugs = Set(
            model.feedArticles.prefix(model.settings.feed.fullCount(of: model.feedArticles.count)).map(\.slug))
        searchNumbers = Dictionary(
            model.published.enumerated().map { ($0.element.slug, $0.offset) }, uniquingKeysWith: { first, _ in first })
        searchDocuments = SearchDocumentGroups(articleCount: model.published.count)
        searchPostings = SearchPostingsList(
            articleCount: model.published.count, spillPath: staging.map { Self.searchPostingsPath(in: $0) })
        let contentFiles = ContentFiles(articles: model.articles, ignored: Set(model.settings.ignored))
        self.contentFiles = contentFiles
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
            contentPaths: contentPaths, contentFiles: contentFiles.urls,
            docPages: LinkResolver.docPages(of: model.articles),
            pageTitles: Dictionary(
                model.articles.filter(\.isPublished).map { ($0.slug, $0.title) },
                uniquingKeysWith: { first, _ in first }))
        var images = ImageTagRenderer(url: model.url)
        images.contentFiles = contentFiles.urls
        images.contentFolders = contentFiles.contentFolders
        images.rootFiles = links.rootFiles
        var renderer = ArticleRenderer(
            links: links, images: images, codeBlocks: CodeBlockRenderer(),
            rawHTML: model.settings.unsafeHTML ? .unsafe : .sanitized, typography: model.settings.typesetsProse,
            typographyStyle: model.settings.typographyStyle)
        renderer.alertTitles = model.settings.strings.alertTitles
        renderer.footnoteBackLabel = model.settings.strings["footnote_back"]
        articleRender = ArticleRender(
            renderer: renderer, model: model, runnable: runnable,
            stems: StemCache(stemming: model.settings.pageLanguage.stemsSearchWords))
        renderKey = RenderKey(
            links: links, typography: model.settings.typography, unsafeHTML: model.settings.unsafeHTML,
            language: model.settings.renderedLanguage)
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
    func writeArticle(_ article: Article) throws(DiaryError) -> WrittenArticle {
        let source = SourceOnDemand(article)
        let listing = articleFiles(article)
        let render = try self.render(article, source: source, files: listing.files)
        try writePage(of: article, render: render, source: source, files: listing.files)
        let cardWarnings = try writeShareCard(of: article, render: render, source: source, files: listing.files)
        if let staging {
            try copy(listing.files, of: article, into: staging)
        }
        if let staging, let number = searchNumbers[article.slug],
            let members = searchDocuments.add(
                SearchGroupMember(article: article, product: render.fetched, key: render.key), number: number)
        {
            try writeSearchGroup(SearchDocumentFile.group(of: number), members: members, to: staging)
        }
        let feed = try feedEntry(of: article, render: render, source: source, files: listing.files)
        if previousSearch == nil || render.known == nil, let number = searchNumbers[article.slug] {
            searchPostings.set(
                SearchPostings(
                    stemWeights: try weights(render, article: article).map { ($0.key, $0.value) },
                    length: try render.length(), numbers: stemNumbers),
                number: number)
        }
        let notes = try render.notes()
        return WrittenArticle(
            article: article, searchKey: render.key, searchLength: try render.length(),
            feedHTML: feed?.html, feedContent: feed?.content,
            warnings: listing.refusedLinks + notes.warnings + cardWarnings,
            headingIDs: notes.headingIDs, anchorLinks: notes.anchorLinks, notes: notes)
    }

    /// Puts the article's page together and writes it (only renders it, when validating); with
    /// the cache, only when its fingerprint is not what the site's file was made from.
    private func writePage(of article: Article, render: Render, source: SourceOnDemand, files: [String])
        throws(DiaryError)
    {
        let context = PageContext(model: model, summaries: articleSummaries)
        let page = article.slug == SiteModel.notFoundSlug ? "404.html" : "\(article.slug)/index.html"
        // A folder's own page that lists the folder's pages is a section page.
        let isSection = !model.sections.entries(of: article.slug).isEmpty && templates.has("section")
        let template = isSection ? "section" : "article"
        let fields = ArticlePageFields(article, context: context, listsSection: isSection)
        if let staging, let key = render.key, let tokens = articleSummaries {
            let input = ArticlePageInput(
                render: key, template: templates.digest(of: template), site: tokens.site, lists: tokens.lists,
                fields: fields)
            try staging.write(to: page, fingerprint: input.fingerprint) { () throws(DiaryError) in
                let rendered = try self.rendered(render, article: article, source: source, files: files)
                return Array(try templates.render(template, context.articlePage(fields, rendered: rendered)).utf8)
            }
        } else {
            let rendered = try self.rendered(render, article: article, source: source, files: files)
            let html = try templates.render(template, context.articlePage(fields, rendered: rendered))
            try staging?.write(html, to: page)
        }
    }

    /// For an article the feeds carry: its body's HTML, and that HTML made into the feeds' entry
    /// text (``FeedContent``), here in the parallel step.
    private func feedEntry(of article: Article, render: Render, source: SourceOnDemand, files: [String])
        throws(DiaryError) -> (html: String, content: String)?
    {
        guard feedSlugs.contains(article.slug) else { return nil }
        let html = try rendered(render, article: article, source: source, files: files).html
        return (html, Feeds(model: model).content.escaped(html, pageURL: model.url.absolute("\(article.slug)/")))
    }
}
