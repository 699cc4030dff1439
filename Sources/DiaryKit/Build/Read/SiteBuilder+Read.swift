import DiaryContent

extension SiteBuilder {
    /// What **read** hands on: the articles to build, and the reading of every article that
    /// carries a sample module (drafts too: their code builds whether or not they are published),
    /// front matter and Markdown parsed (``SampleArticleRead``).
    struct ReadArticles: Sendable {
        var articles: [Article]
        var sampleSources: [SampleArticleRead]
    }

    /// **read**: every article's front matter, on up to `options.concurrency` tasks, reporting
    /// all problems at once in the order of the files; with the build cache, files unchanged
    /// since the last build are not read again (``ArticleReads``).
    /// - Parameter loadingReads: The last build's reads, being loaded (with the cache).
    /// - Returns: The articles, or every error found (a failed stage, as a value, so the build can
    ///   add the warnings of the stages before it); and the reads, to save.
    func readArticles(_ inputs: Inputs, reads loadingReads: Task<ArticleReads, Never>?) async -> (
        Result<Staged<ReadArticles>, DiaryError>, ArticleReads?
    ) {
        var loader = ContentLoader(contentDirectory: inputs.settings.markdownRoot(in: options.contentDirectory))
        loader.maximumArticleBytes = inputs.settings.maximumArticleBytes
        loader.ignored = Set(inputs.settings.ignored)
        loader.includeDrafts = options.includeDrafts
        let scanned: Result<ContentLoader.Scan, DiaryError> = Result { () throws(DiaryError) in try loader.scan() }
        let reads = await loadingReads?.value
        let scan: ContentLoader.Scan
        do {
            scan = try scanned.get()
        } catch {
            return (.failure(error), reads)
        }
        let reader = loader
        // The files this stage will read (all of them without remembered reads) start loading
        // from disk at once: cold, their reads would otherwise come one at a time per thread.
        FilePrefetch.start(scan.entries.compactMap { reads?.remembers($0.path) == true ? nil : $0.path })
        let results = await OrderedConcurrentMap.map(scan.entries, width: options.concurrency) { entry in
            Result { () throws(DiaryError) in
                if let reads { return try reads.load(entry, with: reader) }
                return try reader.loadArticle(entry)
            }
        }
        var problems = scan.diagnostics
        var loaded: [Article] = []
        let outline = SummaryOutline(root: loader.contentDirectory)
        for (entry, result) in zip(scan.entries, results) {
            switch result {
            case .success(let (article, warnings)):
                problems += warnings
                var article = article
                article.contentFolder = entry.contentFolder
                let name = entry.path.split(separator: "/").last.map(String.init) ?? ""
                article.outlinePosition = outline.position(of: entry.contentFolder.appendingPathComponent(name))
                loaded.append(article)
            case .failure(let error):
                problems += error.diagnostics
            }
        }
        problems += UnknownFrontMatterFields.warnings(in: loaded)
        // A documentation folder's `index.md` is its front page; here the home page is made from
        // the articles, so it is left out (with a warning) unless its front matter gives a slug.
        loaded.removeAll { article in
            guard article.slug == "index", article.fieldLines["slug"] == nil else { return false }
            problems.append(
                Diagnostic(
                    .warning, file: article.sourcePath, line: 1,
                    message:
                        "not published: the home page is made from the articles' list; give it 'slug: …' in its front "
                        + "matter (or rename the file) to publish it as a page"))
            return true
        }
        problems += ContentLoader.duplicateSlugs(loaded)
        let sampleSources = loaded.compactMap(\.sampleRead)
        let articles = FolderFiles.assignOwners(loaded.filter { options.includeDrafts || !$0.isDraft })
        // What is not read, and the files beside pages that are not published: one line.
        let root = loader.contentDirectory
        let refused = ContentFiles(articles: articles, ignored: loader.ignored).summarisedRefusals.map { file in
            (
                path: file.path.hasPrefix(root + "/") ? String(file.path.dropFirst(root.count + 1)) : file.path,
                reason: file.reason
            )
        }
        if let warning = ContentTree.skippedWarning(scan.skipped, refused: refused, root: root) {
            problems.append(warning)
        }
        let result = Result { () throws(DiaryError) in
            try Staged(ReadArticles(articles: articles, sampleSources: sampleSources), diagnostics: problems)
        }
        return (result, reads)
    }
}
