import DiaryContent
import SampleDownloads

/// **downloads**: each sample module as a standalone package (`downloads/<Module>.zip` and
/// `.tar.gz`), when the content belongs to a Swift package with sample modules. A module that
/// cannot be packaged is a warning; its article offers no download.
struct DownloadsStage: BuildStage {
    static let name = "downloads"

    /// The site, its sample articles, and the staged site the archives are written into.
    struct Input {
        var model: SiteModel
        var samples: SampleArticles
        var staging: StagingDirectory
    }

    var contentDirectory: String
    /// Archives of earlier builds, reused when a package's files did not change.
    var cache: ArticleCache?

    /// - Returns: The modules whose packages were written.
    func run(_ input: Input) -> Staged<Set<String>> {
        let model = input.model
        let modules = Set(model.articles.filter(\.isPublished).flatMap(\.modules))
        let check = SampleModuleCheck(contentDirectory: contentDirectory)
        guard !modules.isEmpty, let packageRoot = check.packageRoot else { return Staged([]) }
        var urls: [String: String] = [:]
        for article in model.articles where article.isPublished {
            for module in article.modules where urls[module] == nil {
                urls[module] = model.url.absolute("\(article.slug)/")
            }
        }
        do {
            let catalog = SampleCatalog.load(articles: input.samples.articles, problems: input.samples.diagnostics)
            let archives = try SampleDownloads.allArchives(
                catalog: catalog, packageRoot: packageRoot, articleURLs: urls, cache: cache)
            for (path, bytes) in archives { try input.staging.write(bytes, to: path) }
            let packaged = Set(
                archives.compactMap { $0.path.split(separator: "/").last?.split(separator: ".").first.map(String.init) }
            )
            return Staged(modules.intersection(packaged))
        } catch {
            return Staged(
                [],
                warnings: [
                    Diagnostic(
                        .warning, file: contentDirectory,
                        message: "sample downloads are unavailable: \(error); the articles offer no download")
                ])
        }
    }
}
