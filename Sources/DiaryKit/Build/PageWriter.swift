import DiaryContent
import Foundation

/// What the site-wide pages keep of a rendered article.
struct ArticleSummary: Sendable {
    var article: Article
    /// The article's stems for the search index (its own search file is written already).
    var search: SearchPostings
    /// The body's HTML, kept only for the articles the feeds carry.
    var feedHTML: String?
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
    let searchDocuments: SearchDocumentGroups<String>
    /// Slugs of the articles the feeds carry.
    private let feedSlugs: Set<String>
    /// Each written article's number in the search index: its place in the site's list.
    private let searchNumbers: [String: Int]
    /// Made once: every article's render shares it.
    private let renderer: ArticleRenderer

    init(
        model: SiteModel, templates: TemplateSet, staging: StagingDirectory?, publicFiles: Set<String>,
        runnable: RunnableSamples = RunnableSamples()
    ) {
        self.runnable = runnable
        self.model = model
        self.templates = templates
        self.staging = staging
        self.publicFiles = publicFiles
        feedSlugs = Set(model.feedArticles.map(\.slug))
        searchNumbers = Dictionary(
            model.published.enumerated().map { ($0.element.slug, $0.offset) }, uniquingKeysWith: { first, _ in first })
        searchDocuments = SearchIndex.documentGroups(articleCount: model.published.count)
        var contentPaths: [String: String] = [:]
        for article in model.articles {
            for path in LinkResolver.contentPaths(of: article) where contentPaths[path] == nil {
                contentPaths[path] = article.slug
            }
        }
        renderer = ArticleRenderer(
            links: LinkResolver(
                url: model.url,
                publishedSlugs: Set(model.articles.filter(\.isPublished).map(\.slug)),
                plannedSlugs: Set(model.articles.filter { !$0.isPublished }.map(\.slug)),
                rootFiles: publicFiles.union(["atom.xml", "rss.xml", "sitemap.xml", "search-index.json", "404.html"]),
                contentPaths: contentPaths),
            images: ImageTagRenderer(url: model.url),
            codeBlocks: CodeBlockRenderer(),
            rawHTML: model.settings.unsafeHTML ? .unsafe : .sanitized, typography: model.settings.typography)
    }

    /// The shared renderer with this article's Run buttons and previews.
    private func renderer(for article: Article) -> ArticleRenderer {
        var renderer = renderer
        renderer.codeBlocks = CodeBlockRenderer(
            previews: runnable.previews(in: article), runnable: runnable.examples(in: article),
            articleModules: article.modules)
        return renderer
    }

    /// Renders one article and writes its page and files.
    func writeArticle(_ article: Article) throws(DiaryError) -> ArticleSummary {
        let source = try SourceFile.readArticle(article.sourcePath)
        let listing = articleFiles(article)
        let files = listing.files
        let rendered = try renderer(for: article).render(article, source: source, articleFiles: Set(files))
        let html = try templates.render("article", PageContext(model: model).articlePage(article, rendered: rendered))
        if let staging {
            try staging.write(html, to: "\(article.slug)/index.html")
            for file in files {
                try staging.copy(article.folderPath.appendingPathComponent(file), to: "\(article.slug)/\(file)")
            }
        }
        let search = SearchDocument(
            metadata: .init(
                title: article.title, url: model.url.path("\(article.slug)/"), date: article.date?.description ?? "",
                displayDate: article.date?.russian ?? "", tags: article.tags, summary: article.summary),
            headings: rendered.headings, body: rendered.text, code: rendered.code, stems: stems)
        if let staging, let number = searchNumbers[article.slug],
            let file = searchDocuments.file(adding: SearchIndex.documentEntry(search), number: number)
        {
            try staging.write(file.contents, to: file.path)
        }
        return ArticleSummary(
            article: article, search: SearchPostings(search, numbers: stemNumbers),
            feedHTML: feedSlugs.contains(article.slug) ? rendered.html : nil,
            warnings: listing.refusedLinks + rendered.warnings, headingIDs: rendered.headingIDs,
            anchorLinks: rendered.anchorLinks)
    }

    /// The article's own files (images, data), for articles kept in a folder.
    private func articleFiles(_ article: Article) -> FileTree.Listing {
        guard article.sourcePath.hasSuffix("/index.md") else { return FileTree.Listing() }
        var listing = FileTree.scan(article.folderPath)
        listing.files.removeAll { $0.hasSuffix(".md") }
        return listing
    }

    /// Index, tags, 404, feeds, sitemap, robots, search index, `.nojekyll`.
    /// - Returns: The articles' summaries, with every article's warnings.
    func writeSitePages(
        results: [Result<ArticleSummary, DiaryError>]
    ) throws(DiaryError) -> Staged<[ArticleSummary]> {
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
        let staged = try Staged(summaries, diagnostics: problems)
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
            bySlug[article.slug]?.feedHTML.map { FeedEntry(article: article, html: $0) }
        }
        let feeds = Feeds(model: model).atomAndRSS(feedEntries)
        let sitemap = Sitemap(model: model)
        files += [
            ("atom.xml", feeds.atom), ("rss.xml", feeds.rss),
            ("sitemap.xml", sitemap.xml()), ("robots.txt", sitemap.robots()), (".nojekyll", ""),
        ]
        guard let staging else { return staged }
        for (path, contents) in files { try staging.write(contents, to: path) }
        let postings = model.published.compactMap { bySlug[$0.slug]?.search }
        for file in SearchIndex.files(
            for: postings, stems: stemNumbers.stems, url: model.url,
            stemmerFile: runnable.stemmerPath == nil ? nil : SearchStemmer.siteFile)
            + searchDocuments.unfinishedFiles()
        {
            try staging.write(file.contents, to: file.path)
        }
        return staged
    }
}
