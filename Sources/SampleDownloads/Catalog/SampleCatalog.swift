import DiaryContent
import Foundation
import SampleExtraction

/// Every sample module of a diary, extracted from its articles once, with the titles of the
/// articles that carry them: what the downloads are made of.
public struct SampleCatalog: Sendable {
    /// The extraction of every module named by an article, by module name.
    public var modules: [String: ModuleExtraction]
    /// The modules whose articles have errors, with the first error; their downloads are refused,
    /// as their build would fail.
    public var brokenModules: [String: Diagnostic]
    /// Article titles by the article's short name (`buttons/index.md`).
    public var titles: [String: String]

    /// Creates a catalog from extractions made elsewhere.
    public init(modules: [String: ModuleExtraction], brokenModules: [String: Diagnostic], titles: [String: String]) {
        self.modules = modules
        self.brokenModules = brokenModules
        self.titles = titles
    }

    /// Reads every `.md` file under `contentDirectory` (at any depth) and extracts every module
    /// their front matter names, as the build-tool plugin does.
    /// - Throws: A ``SampleDownloadError`` when the folder holds no article.
    public static func load(contentDirectory: String) throws(SampleDownloadError) -> SampleCatalog {
        let paths = ArticleFiles.paths(under: contentDirectory)
        guard !paths.isEmpty else {
            throw SampleDownloadError("no articles (.md files) under \(contentDirectory); pass the Content folder")
        }
        let (articles, problems) = ArticleFiles.load(paths)
        return load(articles: articles, problems: problems)
    }

    /// The catalog of articles loaded already (in canonical path order); `problems` are their
    /// loading diagnostics, which break the modules they concern.
    public static func load(articles: [ArticleCode], problems: [Diagnostic]) -> SampleCatalog {
        let titles = Dictionary(
            articles.map { ($0.displayName, $0.title ?? $0.displayName) }, uniquingKeysWith: { _, last in last })
        var catalog = SampleCatalog(modules: [:], brokenModules: [:], titles: titles)
        for name in Set(articles.flatMap(\.modules)).sorted() {
            let report = SampleExtractor.extract(module: name, from: articles)
            if let error = (problems + report.diagnostics).first(where: { $0.severity == .error }) {
                catalog.brokenModules[name] = error
            } else {
                catalog.modules[name] = report.extraction
            }
        }
        return catalog
    }

    /// The extraction of `module`.
    /// - Throws: A ``SampleDownloadError`` when no article names the module or its articles
    ///   have errors.
    public func extraction(of module: String) throws(SampleDownloadError) -> ModuleExtraction {
        if let extraction = modules[module] { return extraction }
        if let error = brokenModules[module] {
            throw SampleDownloadError("module \(module) cannot be packaged while its article has errors: \(error)")
        }
        let known = modules.keys.sorted().joined(separator: ", ")
        throw SampleDownloadError("no article names module \(module) in its front matter; known modules are \(known)")
    }
}
