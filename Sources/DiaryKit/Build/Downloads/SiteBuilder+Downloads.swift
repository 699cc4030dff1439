import DiaryContent
import SampleDownloads

extension SiteBuilder {
    /// **downloads**: each sample module as a standalone package (`downloads/<Module>.zip` and
    /// `.tar.gz`), when the content belongs to a Swift package with sample modules. A module
    /// that cannot be packaged is a warning; its article offers no download.
    func writeDownloads(
        _ model: SiteModel, samples: SampleArticles, into staging: StagingDirectory, cache: ArticleCache?
    ) -> Staged<Set<String>> {
        let modules = Set(model.articles.filter(\.isPublished).flatMap(\.modules))
        let check = SampleModuleCheck(contentDirectory: options.contentDirectory)
        guard !modules.isEmpty, let packageRoot = check.packageRoot else { return Staged([]) }
        var urls: [String: String] = [:]
        for article in model.articles where article.isPublished {
            for module in article.modules where urls[module] == nil {
                urls[module] = model.url.absolute("\(article.slug)/")
            }
        }
        do {
            let catalog = SampleCatalog.load(articles: samples.articles, problems: samples.diagnostics)
            let archives = try SampleDownloads.allArchives(
                catalog: catalog, packageRoot: packageRoot, articleURLs: urls, cache: cache)
            for (path, bytes) in archives { try staging.write(bytes, to: path) }
            let packaged = Set(
                archives.compactMap { $0.path.split(separator: "/").last?.split(separator: ".").first.map(String.init) }
            )
            return Staged(modules.intersection(packaged))
        } catch {
            return Staged(
                [],
                warnings: [
                    Diagnostic(
                        .warning, file: options.contentDirectory,
                        message: "sample downloads are unavailable: \(error); the articles offer no download")
                ])
        }
    }
}
