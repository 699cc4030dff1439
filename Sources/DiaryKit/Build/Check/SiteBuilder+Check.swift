import DiaryContent

extension SiteBuilder {
    /// **check**: what only shows across articles: series parts, tags, URLs
    /// the site itself needs, sample modules.
    func check(_ model: SiteModel, inputs: Inputs) throws(DiaryError) -> Staged<Void> {
        var problems = model.validate()
        let reserved = ReservedPaths(publicFiles: inputs.publicFiles)
        for article in model.articles where reserved.contains(article.slug) && article.slug != SiteModel.notFoundSlug {
            problems.append(
                Diagnostic(
                    file: article.sourcePath,
                    message:
                        "the URL /\(article.slug)/ belongs to the site itself (\(reserved.owner(of: article.slug))); rename the article"
                ))
        }
        problems += ReservedPaths.clashes(ofPublicFiles: inputs.publicFiles, in: options.publicDirectory)
        problems += SampleModuleCheck(contentDirectory: options.contentDirectory).problems(in: model.articles)
        problems += Redirects(model: model).problems(reserved: reserved)
        return try Staged((), diagnostics: problems)
    }
}
