import DiaryContent

/// **check**: what only shows across articles: series parts, tags, URLs the site itself needs,
/// sample modules.
struct CheckStage: BuildStage {
    static let name = "check"

    /// What the check looks at: the site's articles and the public files they may clash with.
    struct Input {
        var model: SiteModel
        var inputs: LoadStage.Inputs
    }

    var contentDirectory: String
    var publicDirectory: String

    init(options: BuildOptions) {
        contentDirectory = options.contentDirectory
        publicDirectory = options.publicDirectory
    }

    func run(_ input: Input) throws(DiaryError) -> Staged<Void> {
        let model = input.model
        var problems = model.validate()
        let reserved = ReservedPaths(publicFiles: input.inputs.publicFiles)
        for article in model.articles where reserved.contains(article.slug) && article.slug != SiteModel.notFoundSlug {
            problems.append(
                Diagnostic(
                    file: article.sourcePath,
                    message:
                        "the URL /\(article.slug)/ belongs to the site itself (\(reserved.owner(of: article.slug))); rename the article"
                ))
        }
        problems += ReservedPaths.clashes(ofPublicFiles: input.inputs.publicFiles, in: publicDirectory)
        problems += SampleModuleCheck(contentDirectory: contentDirectory).problems(in: model.articles)
        problems += Redirects(model: model).problems(reserved: reserved)
        return try Staged((), diagnostics: problems)
    }
}
