import DiaryContent

/// One page the site would publish, as `diary list` prints it.
public struct ListedPage: Sendable, Equatable {
    /// The Markdown file, relative to the content folder.
    public var source: String
    /// The page's address below the site's root, e.g. `/guide/intro/`.
    public var url: String
    /// Whether it is a dated diary entry (feeds, archive, home page) or a page.
    public var isEntry: Bool
    /// The entry's date, `YYYY-MM-DD`.
    public var date: ArticleDate?
    public var title: String
}

extension SiteBuilder {
    /// **load** and **read** only: every page the build would publish, in the order of the
    /// files, with the warnings reading raised (errors, with `--strict`). Writes nothing.
    public func listPages() async throws(DiaryError) -> (pages: [ListedPage], warnings: [Diagnostic]) {
        try options.checkFolders()
        let settings = try SiteSettings.load(contentDirectory: options.contentDirectory)
        var warnings = DiagnosticList()
        let inputs = try warnings.collect(LoadStage(options: options).run(settings))
        let (read, _) = await readArticles(inputs, reads: nil)
        let articles = try warnings.collect(try read.get())

        let root = options.contentDirectory.hasSuffix("/") ? options.contentDirectory : options.contentDirectory + "/"
        let pages = articles.articles.filter { $0.status == .published }.map { article in
            ListedPage(
                source: article.sourcePath.hasPrefix(root)
                    ? String(article.sourcePath.dropFirst(root.count)) : article.sourcePath,
                url: article.slug == SiteModel.notFoundSlug ? "/404.html" : "/\(article.slug)/",
                isEntry: article.date != nil, date: article.date, title: article.title)
        }
        if options.strict, !warnings.isEmpty { throw DiaryError(warnings.asErrors) }
        return (pages, warnings.items)
    }
}
