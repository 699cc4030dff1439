import Foundation

/// What a finished build did.
public struct BuildReport: Sendable {
    /// Written articles that got a page.
    public var articleCount: Int
    /// Announced parts listed as "скоро".
    public var plannedCount: Int
    /// Problems that did not stop the build.
    public var warnings: [Diagnostic]
}

/// Runs the whole pipeline: read the metadata of every article, render each
/// article on its own (in parallel, writing its page at once), then the
/// pages and files built from metadata alone.
public struct SiteBuilder: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the site, or validates it when `options.outputDirectory` is nil.
    public func run() async throws(DiaryError) -> BuildReport {
        let settings = try SiteSettings.load(contentDirectory: options.contentDirectory)
        let (articles, warnings) = try loadArticles()
        let model = SiteModel(settings: settings, url: options.baseURL ?? settings.url, articles: articles)
        let modelProblems = model.validate()
        if !modelProblems.isEmpty { throw DiaryError(modelProblems) }
        let templates = try TemplateSet.load(from: options.templatesDirectory)
        let publicFiles = FileTree.files(in: options.publicDirectory)
        let staging = options.outputDirectory.map(StagingDirectory.init(destination:))
        try staging?.create()
        do {
            let pages = PageWriter(
                model: model, templates: templates, staging: staging, publicFiles: Set(publicFiles),
                previews: options.previews)
            let results = await renderAll(model.articles.filter(\.isPublished), with: pages)
            try pages.writeSitePages(results: results)
            if let staging {
                for file in publicFiles {
                    try staging.copy(options.publicDirectory.appendingPathComponent(file), to: file)
                }
                try staging.commit()
            }
            return BuildReport(
                articleCount: results.count, plannedCount: model.articles.count - results.count, warnings: warnings)
        } catch {
            staging?.discard()
            throw error
        }
    }

    /// Reads every article's front matter, reporting all problems at once.
    private func loadArticles() throws(DiaryError) -> ([Article], [Diagnostic]) {
        let loader = ContentLoader(contentDirectory: options.contentDirectory)
        var articles: [Article] = []
        var problems: [Diagnostic] = []
        for entry in try loader.articlePaths() {
            do {
                let article = try loader.loadArticle(slug: entry.slug, path: entry.path, folder: entry.folder)
                if options.includeDrafts || !article.isDraft { articles.append(article) }
            } catch {
                problems += error.diagnostics
            }
        }
        let errors = problems.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiaryError(errors) }
        return (articles, problems)
    }

    /// Renders articles on up to `options.concurrency` tasks. The results come
    /// back in input order whatever the scheduling, so output is identical for
    /// any thread count.
    private func renderAll(_ articles: [Article], with pages: PageWriter) async -> [Result<ArticleSummary, DiaryError>]
    {
        await withTaskGroup(of: (Int, Result<ArticleSummary, DiaryError>).self) { group in
            var results = [Result<ArticleSummary, DiaryError>?](repeating: nil, count: articles.count)
            var next = 0
            func startNext() {
                guard next < articles.count else { return }
                let index = next
                let article = articles[index]
                group.addTask { (index, Result { () throws(DiaryError) in try pages.writeArticle(article) }) }
                next += 1
            }
            for _ in 0..<options.concurrency { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.map { $0! }
        }
    }
}
