import BuildCache
import DiaryContent
import Mustache

extension PageWriter {
    /// What ``writeSitePages(results:)`` did.
    struct SitePages: Sendable {
        var summaries: [WrittenArticle]
        /// Whether the search index was updated from the previous site's (``SearchIndexUpdate``).
        var updatedSearchIndex = false
    }

    /// Index, tags, 404, feeds, sitemap, robots, search index, `.nojekyll`: the search index, the
    /// feeds with the sitemap, and the list pages a few dozen at a time, each on tasks of their own.
    /// - Returns: The articles' summaries, with every article's warnings.
    func writeSitePages(
        results: [Result<WrittenArticle, DiaryError>]
    ) async throws(DiaryError) -> Staged<SitePages> {
        var summaries: [WrittenArticle] = []
        var problems: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let summary):
                summaries.append(summary)
                problems += summary.warnings
            case .failure(let error): problems += error.diagnostics
            }
        }
        // Heading ids only of the articles some link points into (usually none of most).
        let targets = Set(summaries.lazy.flatMap { $0.anchorLinks.map(\.targetSlug) })
        let headings = Dictionary(
            summaries.lazy.filter { targets.contains($0.article.slug) }.map { ($0.article.slug, Set($0.headingIDs)) },
            uniquingKeysWith: { first, _ in first })
        problems += summaries.flatMap { $0.anchorLinks.compactMap { $0.problem(ids: headings[$0.targetSlug]) } }
        var staged = try Staged(SitePages(summaries: summaries), diagnostics: problems)
        // Each summary's place by slug, not a second copy of every summary: at 100,000 articles a
        // table of the summaries themselves is tens of megabytes.
        let places = Dictionary(uniqueKeysWithValues: summaries.enumerated().map { ($1.article.slug, $0) })
        let listed = summaries
        let summary = { @Sendable (article: Article) in places[article.slug].map { listed[$0] } }
        let inSiteOrder = model.published.compactMap(summary)
        async let search = writeSearchFiles(inSiteOrder, to: staging)
        var pages: [ListPage] = [
            ListPage(path: "tags/index.html", template: "tags") { $0.tagsPage() },
            ListPage(path: "feed/index.html", template: "feed") { $0.feedPage() },
        ]
        if templates.has("section") {
            for section in model.sections.generated
            where ReservedPaths.generated[String(section.slug.split(separator: "/")[0])] == nil {
                pages.append(
                    ListPage(path: "\(section.slug)/index.html", template: "section") {
                        $0.generatedSectionPage(section)
                    })
            }
        }
        if templates.has("search") {
            pages.append(ListPage(path: "search/index.html", template: "search") { $0.searchPage() })
        }
        if model.notFoundArticle == nil {
            pages.insert(ListPage(path: "404.html", template: "404") { $0.notFoundPage() }, at: 1)
        }
        /// One list page per page of `pagination`, each made by `context` with its number.
        func appendPages(
            of pagination: Pagination<Article>, template: String,
            _ context: @escaping @Sendable (PageContext, Int) -> MustacheValue
        ) {
            for number in 1...pagination.pages.count {
                pages.append(
                    ListPage(path: pagination.file(ofPage: number), template: template) { context($0, number) })
            }
        }
        let lists = PageContext(model: model)
        let topicPages = lists.topicPages
        appendPages(of: topicPages, template: "index") { $0.indexPage($1, of: topicPages) }
        pages.append(ListPage(path: "archive/index.html", template: "archives") { $0.archivesPage() })
        for entry in model.years {
            let yearPages = lists.archivePages(entry.year, articles: entry.articles)
            appendPages(of: yearPages, template: "archive") { $0.archivePage(entry.year, pages: yearPages, number: $1) }
        }
        for entry in model.tags {
            let tagPages = lists.tagPages(entry.tag, articles: entry.articles)
            appendPages(of: tagPages, template: "tag") { $0.tagPage(entry.tag, pages: tagPages, number: $1) }
        }
        guard let staging else {
            // Validating: every page is still put together, so a template's errors show.
            let context = PageContext(model: model, summaries: articleSummaries)
            for page in pages { _ = try templates.render(page.template, page.context(context)) }
            _ = await search
            return staged
        }
        let feedSummaries = Dictionary(
            model.feedArticles.compactMap { article in summary(article).map { (article.slug, $0) } },
            uniquingKeysWith: { first, _ in first })
        async let files = writeFeedsAndSitemap(feedSummaries, to: staging)
        let chunks = pages.chunkRanges(of: Self.listPagesPerTask).map { Array(pages[$0]) }
        let written = await OrderedConcurrentMap.map(chunks, width: concurrency) { chunk in
            Result { () throws(DiaryError) in
                for page in chunk { try write(page, to: staging) }
            }
        }
        staged.value.updatedSearchIndex = try await search.get()
        try await files.get()
        for result in written { try result.get() }
        return staged
    }

    /// How many list pages one task writes.
    private static let listPagesPerTask = 32

    /// The feeds, the sitemap, `robots.txt` and `.nojekyll`, on a task of their own.
    /// - Parameter bySlug: The summaries of the articles the feeds carry.
    private func writeFeedsAndSitemap(_ bySlug: [String: WrittenArticle], to staging: StagingDirectory) async
        -> Result<Void, DiaryError>
    {
        Result { () throws(DiaryError) in
            let feedEntries = model.feedArticles.compactMap { article in
                bySlug[article.slug].map { summary in
                    FeedEntry(article: article, html: summary.feedHTML, escapedContent: summary.feedContent)
                }
            }
            let feeds = Feeds(model: model).atomAndRSS(feedEntries)
            let sitemap = Sitemap(model: model)
            let files = [
                ("atom.xml", feeds.atom), ("rss.xml", feeds.rss), ("robots.txt", sitemap.robots()), (".nojekyll", ""),
            ]
            for (path, contents) in files { try staging.write(contents, to: path) }
            if cache != nil {
                try staging.write(to: "sitemap.xml", fingerprint: sitemap.fingerprint()) { Array(sitemap.xml().utf8) }
            } else {
                try staging.write(sitemap.xml(), to: "sitemap.xml")
            }
        }
    }

    /// The search index and the search files still to write, on a task of their own.
    /// - Returns: Whether the index was updated rather than made whole (``writeSearchIndex(_:to:)``).
    private func writeSearchFiles(_ summaries: [WrittenArticle], to staging: StagingDirectory?) async -> Result<
        Bool, DiaryError
    > {
        guard let staging else { return .success(false) }
        defer { searchPostings.discard() }
        return Result { () throws(DiaryError) in
            let updated = try writeSearchIndex(summaries, to: staging)
            for (group, members) in searchDocuments.unfinished() {
                try writeSearchGroup(group, members: members, to: staging)
            }
            return updated
        }
    }

    /// A page made from the site's lists (home, tags, 404, feeds' page): its file, its template and
    /// how its context is made.
    struct ListPage: Sendable {
        var path: String
        var template: String
        var context: @Sendable (PageContext) -> MustacheValue
    }

    /// Writes a list page; with the cache, only when its fingerprint (its template with everything
    /// it includes, and its context with each listed article as its summary's digest) is not
    /// what the previous site's file was made from.
    func write(_ page: ListPage, to staging: StagingDirectory) throws(DiaryError) {
        let context = PageContext(model: model, summaries: articleSummaries)
        guard cache != nil else {
            return try staging.write(try templates.render(page.template, page.context(context)), to: page.path)
        }
        let input = ListPageInput(
            template: templates.digest(of: page.template),
            context: page.context(PageContext(model: model, summaries: articleSummaries, fingerprinting: true)))
        try staging.write(to: page.path, fingerprint: input.fingerprint) { () throws(DiaryError) in
            Array(try templates.render(page.template, page.context(context)).utf8)
        }
    }
}
