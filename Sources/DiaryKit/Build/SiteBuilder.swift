import DiaryContent
import SampleDownloads

/// What a finished build did.
public struct BuildReport: Sendable {
    /// Written articles that got a page.
    public var articleCount: Int
    /// Announced parts listed as "скоро".
    public var plannedCount: Int
    /// Problems that did not stop the build, in the order they were found.
    public var warnings: [Diagnostic]
    /// Whether the search index was updated from the previous site's rather than made whole.
    var updatedSearchIndex = false
    /// Lines for the build's output that are not warnings (the detected language).
    public var notes: [String] = []
    /// The site language's words for `diary serve`'s badge while a sample module compiles.
    public var compilingLabel = ""
}

/// Runs the whole pipeline as named stages, each taking the previous one's
/// result: **load** the settings, templates and files, **read** every
/// article's front matter, **check** what only shows across articles,
/// **render** each article on its own (in parallel, writing its page at
/// once), **write** the pages built from metadata alone, then **swap** the
/// staged site in. Warnings travel as values; an error stops the build
/// before anything replaces the previous site.
///
/// Each stage lives in a folder of its own: `Load/` (``LoadStage``), `Read/`, `Check/`
/// (``CheckStage``), `Samples/` (the sample modules compiled to WebAssembly), `Downloads/`,
/// `Render/` (``ArticleRender``, and its key ``RenderInput``) and `Write/` (``PageWriter``:
/// pages, the articles' files, the lists).
public struct SiteBuilder: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the site, or validates it when `options.outputDirectory` is nil.
    /// - Throws: Every error found (with the warnings found so far), or, with
    ///   `options.strict`, every warning as an error.
    public func run() async throws(DiaryError) -> BuildReport {
        var warnings = DiagnosticList()
        try options.checkFolders()
        let settings = try SiteSettings.load(contentDirectory: options.contentDirectory)
        try CacheFolders(options: options).prepare()
        let cache = articleCache
        // What the last build read is loaded while the templates are parsed and the content
        // folder is listed.
        let content = options.contentDirectory
        let loadingReads = cache.map { cache in
            Task {
                ArticleReads(
                    path: cache.readsPath, maximumArticleBytes: settings.maximumArticleBytes,
                    contentDirectory: content)
            }
        }
        let inputs = try warnings.collect(LoadStage(options: options).run(settings))
        let (read, reads) = await readArticles(inputs, reads: loadingReads)
        // What the read stage found is saved while the rest of the build runs: it describes the
        // content files, whatever becomes of the site.
        let savingReads = reads.map { reads in Task { reads.save() } }
        let built: Result<BuildReport, DiaryError>
        do throws(DiaryError) {
            built = .success(try await build(inputs, read: read, cache: cache, warnings: warnings))
        } catch {
            built = .failure(error)
        }
        await savingReads?.value
        let report = try built.get()
        if options.outputDirectory != nil { cache?.sweep() }
        return report
    }

    /// The stages after **read**.
    private func build(
        _ inputs: Inputs, read: Result<Staged<ReadArticles>, DiaryError>,
        cache: ArticleCache?, warnings: DiagnosticList
    ) async throws(DiaryError) -> BuildReport {
        var warnings = warnings
        var model: SiteModel
        var languageNote: String?
        let samples: SampleArticles
        let staging = options.outputDirectory.map {
            StagingDirectory(destination: $0, manifestPath: cache?.manifestPath)
        }
        // The previous site's manifest and what it kept are read while the articles are checked.
        let previous = Task { () -> PreviousSite? in
            guard let staging, cache != nil, let manifest = staging.loadPrevious() else { return nil }
            return PreviousSite(manifest: manifest, state: try? SiteState(bytes: manifest.state))
        }
        do throws(DiaryError) {
            let read = try warnings.collect(try read.get())
            samples = SampleArticles(sources: read.sampleSources)
            let language = try warnings.collect(resolveLanguage(inputs.settings, articles: read.articles))
            languageNote = language.note
            model = SiteModel(
                settings: language.settings, url: options.baseURL ?? inputs.settings.url, articles: read.articles)
            try warnings.collect(CheckStage(options: options).run(CheckStage.Input(model: model, inputs: inputs)))
        } catch {
            // The sample modules build from the articles' code on their own, so one broken
            // article does not hide what is wrong with another's Swift: both are reported.
            throw DiaryError(error.diagnostics + (await RunnableSamples.build(options)).warnings)
        }
        let built = await RunnableSamples.build(
            options, articles: samples, strings: model.settings.strings, newestFirst: samplesOrder(model))
        let runnable = try warnings.collect(Staged(built, diagnostics: built.warnings))
        model = model.named(stemmerOf: runnable)
        let previousSite = await previous.value
        try staging?.create(checkedBy: outputPolicy, previous: previousSite?.manifest)
        do throws(DiaryError) {
            if let staging {
                let downloads = DownloadsStage(contentDirectory: options.contentDirectory, cache: cache)
                model.downloadModules = try warnings.collect(
                    downloads.run(DownloadsStage.Input(model: model, samples: samples, staging: staging)))
            }
            let written = try await writeSite(
                model, inputs: inputs, runnable: runnable, staging: staging, cache: cache,
                previousState: previousSite?.state, warnings: &warnings)
            var report = written.report
            report.notes += [languageNote].compactMap { $0 } + runnable.notes
            if let staging {
                for (path, html) in Redirects(model: model).pages() { try staging.write(html, to: path) }
                try runnable.copy(into: staging)
                try inputs.copyPublicFiles(into: staging)
                report.warnings += try staging.commit()
            }
            // What the pages were made from goes on a task of its own: freeing tens of thousands
            // of values is work a command about to exit need not wait for.
            let leftovers = written.leftovers
            Task.detached(priority: .background) { withExtendedLifetime(leftovers) {} }
            return report
        } catch {
            staging?.discard()
            throw error
        }
    }

    /// **render** and **write**: every article's page, then the pages made from the lists.
    /// - Returns: The report, and what the pages were made from (for the caller to let go of).
    private func writeSite(
        _ model: SiteModel, inputs: Inputs, runnable: RunnableSamples, staging: StagingDirectory?,
        cache: ArticleCache?, previousState: SiteState?, warnings: inout DiagnosticList
    ) async throws(DiaryError) -> (report: BuildReport, leftovers: BuildLeftovers) {
        // The summaries' digests are made while the page writer builds its link tables.
        let fingerprints = cache != nil && staging != nil
        let width = options.concurrency
        async let summaries = fingerprints ? ArticleListTokens(model: model, width: width) : nil
        var pages = PageWriter(
            model: model, templates: inputs.templates, staging: staging, publicFiles: Set(inputs.publicFiles),
            runnable: runnable, cache: cache, previousState: previousState)
        pages.concurrency = options.concurrency
        pages.articleSummaries = await summaries
        let results = await renderAll(model.articles.filter(\.isPublished), with: pages)
        var written: Staged<PageWriter.SitePages>
        do {
            written = try await pages.writeSitePages(results: results)
            written.warnings = MathSetupProblem.onceForTheBuild(written.warnings)
            pages.renderQuestions?.save()
        } catch {
            throw DiaryError(warnings.items + error.diagnostics)
        }
        let sitePages = try warnings.collect(written)
        let cardWarning = ShareCards.missingRasteriserWarning(model, writesSite: staging != nil)
        let siteCardWarnings: [Diagnostic]
        do { siteCardWarnings = try pages.writeSiteCard() } catch {
            throw DiaryError(warnings.items + error.diagnostics)
        }
        _ = try warnings.collect(Staged((), warnings: [cardWarning].compactMap { $0 } + siteCardWarnings))
        if options.strict, !warnings.isEmpty { throw DiaryError(warnings.asErrors) }
        var report = BuildReport(
            articleCount: sitePages.summaries.count,
            plannedCount: model.articles.count - sitePages.summaries.count, warnings: warnings.items,
            updatedSearchIndex: sitePages.updatedSearchIndex)
        report.compilingLabel = model.settings.strings["serve_compiling"]
        return (report, BuildLeftovers(pages: pages, results: results, sitePages: sitePages))
    }

    /// The site in the output folder as the last build left it.
    struct PreviousSite: Sendable {
        var manifest: OutputManifest
        /// What that build kept of how it made the pages (``SiteState``), if it is readable.
        var state: SiteState?
    }

    /// The values a build's pages were made from, kept only to be let go of at once.
    struct BuildLeftovers: Sendable {
        var pages: PageWriter
        var results: [Result<WrittenArticle, DiaryError>]
        var sitePages: PageWriter.SitePages
    }

    /// The cache of rendered articles, for builds that write a site and did not turn it off.
    private var articleCache: ArticleCache? {
        guard let output = options.outputDirectory, options.usesBuildCache else { return nil }
        let root =
            options.buildCacheDirectory
            ?? ArticleCache.defaultRoot(packageRoot: RunnableSamples.packageRoot(of: options.contentDirectory))
        return ArticleCache(root: root, output: output)
    }

    /// The folders a build must never replace.
    private var outputPolicy: OutputFolderPolicy {
        OutputFolderPolicy(protectedFolders: [
            ("the content folder", options.contentDirectory), ("the templates folder", options.templatesDirectory),
            ("the public folder", options.publicDirectory),
        ])
    }

    // MARK: Stages

    /// **render**: articles on up to `options.concurrency` tasks. The results
    /// come back in input order whatever the scheduling, so output is
    /// identical for any thread count.
    private func renderAll(_ articles: [Article], with pages: PageWriter) async -> [Result<WrittenArticle, DiaryError>]
    {
        await OrderedConcurrentMap.map(articles, width: options.concurrency) { article in
            Result { () throws(DiaryError) in try pages.writeArticle(article) }
        }
    }
}

/// A stage's result with the warnings it raised.
struct Staged<Value: Sendable>: Sendable {
    var value: Value
    var warnings: [Diagnostic]

    init(_ value: Value, warnings: [Diagnostic] = []) {
        self.value = value
        self.warnings = warnings
    }

    /// Splits `diagnostics` into warnings to keep and errors to throw (with the warnings).
    init(_ value: Value, diagnostics: [Diagnostic]) throws(DiaryError) {
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiaryError(diagnostics) }
        self.init(value, warnings: diagnostics)
    }
}

/// The warnings of a build, gathered stage by stage.
struct DiagnosticList: Sendable {
    private(set) var items: [Diagnostic] = []

    var isEmpty: Bool { items.isEmpty }

    /// Keeps a stage's warnings and hands on its value; a failing stage's
    /// error carries the warnings gathered before it.
    mutating func collect<Value>(_ stage: @autoclosure () throws(DiaryError) -> Staged<Value>) throws(DiaryError)
        -> Value
    {
        do {
            let staged = try stage()
            items += staged.warnings
            return staged.value
        } catch {
            throw DiaryError(items + error.diagnostics)
        }
    }

    /// The warnings as errors, for `--strict`.
    var asErrors: [Diagnostic] {
        items.map {
            var error = $0; error.severity = .error; return error
        }
    }
}
