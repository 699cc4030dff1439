import DiaryContent
import EmbeddedSources
import Foundation
import SampleWasm

/// A doctest a reader can run on the page: which `.wasm` holds it and under which export.
struct RunnableExample: Sendable, Hashable, Encodable {
    /// The sample module, whose `.wasm` is `wasm/<module>.wasm` in the site.
    var module: String
    /// The export that prints the doctest's recorded output.
    var exportName: String
    /// The export taking the ``inputs`` as parameters, when the doctest declares any.
    var inputsExportName: String?
    /// The values a reader may change.
    var inputs: [DoctestInput]
    /// The file line of the ```` ```output ```` fence that belongs to the doctest, or `nil` when the
    /// expected text is a `// Output:` comment inside the swift block.
    var outputFenceLine: Int?
    /// Whether the build's run of the doctest printed something else than its recorded output:
    /// the page marks the output block as failing (``DoctestCheck``).
    var outputFails = false
}

/// The site's runnable doctests and drawn previews: the sample modules compiled to WebAssembly
/// from the articles' own code (the same extraction SwiftPM compiles), cached by content hash.
/// Each module's `.wasm` runs once in the toolchain's `wasmkit` to draw its previews and run its
/// doctests, whose output is checked against the articles' (``DoctestCheck``); the generator
/// links no sample module, so it builds whatever state the articles' code is in.
///
/// A module that Embedded Swift cannot compile, or a doctest left out of one, becomes a warning
/// with the compiler's `.md:line` diagnostics; its page stays static and its previews show a
/// note. What a module's `.wasm` draws is data: every SVG is re-written through an allow-list
/// (``PreviewSVG``), a preview that runs out of time (`--sample-timeout`) or stops is a warning at
/// its fence, and records forged by article code are an error there (``PreviewRun``). Whatever
/// keeps a module from compiling or running (no toolchain, content outside a package with
/// DiaryUI, a compile error) names every article and fence that loses its previews or Run
/// buttons (``LostSamples``); `--no-wasm` gives one note. Content without sample modules costs
/// nothing.
struct RunnableSamples: Sendable {
    /// Runnable doctests by the line of their swift fence.
    var examples = ArticleLineTable<RunnableExample>()
    /// Drawn previews by the line of their preview fence.
    var previews = ArticleLineTable<[PreviewFigure]>()
    /// Why a fence's drawing failed, by the fence's line: the page's note.
    var failedPreviews = ArticleLineTable<String>()
    /// The module of each canonical article path whose module has preview fences.
    var previewModules: [String: String] = [:]
    /// The modules left to `diary serve`'s ``SampleQueue``: their pages say they are being built.
    var pendingModules: Set<String> = []
    /// The literals a reader can change, by their line (``addLiterals(_:_:)``).
    var literals = ArticleLineTable<[LiteralMark]>()
    /// Whether this build draws previews at all.
    var drawsPreviews = false
    /// The `.wasm` files to copy into the site: module name and cache path.
    var wasmFiles: [(module: String, path: String)] = []
    /// The search page's stemmer in the cache, when it built.
    var stemmerPath: String?
    /// What kept modules or doctests from running.
    var warnings: [Diagnostic] = []
    /// Lines for the terminal that are no problem (`--no-wasm`'s summary).
    var notes: [String] = []
    /// The words of the site's interface: preview captions and failure notes.
    var strings = InterfaceStrings.builtIn(.russian)

    /// The folder of the site the `.wasm` files go to.
    static let siteFolder = "wasm"

    /// The runnable doctests of one article, keyed by the file line of their swift fence (the
    /// line numbers code blocks carry while rendering).
    func examples(in article: Article) -> [Int: RunnableExample] {
        // Only an article that names a module holds its code (resolving the path costs system calls).
        guard !article.modules.isEmpty, !examples.isEmpty else { return [:] }
        return examples.lines(of: Self.canonical(article.sourcePath))
    }

    /// The drawn previews of one article, keyed by the file line of their preview fence.
    func previews(in article: Article) -> DrawnPreviews {
        var result = DrawnPreviews()
        result.bodyStartLine = article.bodyStartLine
        guard !article.modules.isEmpty else {
            if !drawsPreviews { result.missing = .off }
            return result
        }
        let path = Self.canonical(article.sourcePath)
        result.figures = previews.lines(of: path)
        result.failures = failedPreviews.lines(of: path)
        result.literals = literals.lines(of: path)
        if !drawsPreviews {
            result.missing = .off
        } else if let module = previewModules[path] {
            result.missing = pendingModules.contains(module) ? .pending(module: module) : .moduleFailed(module: module)
        }
        return result
    }

    /// Copies every `.wasm` into the staged site.
    func copy(into staging: StagingDirectory) throws(DiaryError) {
        for file in wasmFiles {
            try staging.copy(file.path, to: "\(Self.siteFolder)/\(file.module).wasm")
        }
        if let stemmerPath { try staging.copy(stemmerPath, to: SearchStemmer.siteFile) }
    }

    // MARK: Building

    /// Compiles the sample modules of the content folder and draws their previews, or returns
    /// nothing when the options turn it off or the content has no package. `diary check` compiles
    /// too (cached like a build), so it reports a module's errors at their article lines.
    /// - Parameters:
    ///   - options: The build's options (content folder, `--no-wasm`, `--wasm-cache`, jobs).
    ///   - articles: The read stage's articles that name modules; `nil` reads them from the content
    ///     folder (when the read stage failed, or for a caller without one).
    ///   - newestFirst: The canonical paths of the site's articles in the order of its lists: under
    ///     `diary serve` (``BuildOptions/sampleQueue``), the modules left to the queue are built in
    ///     that order.
    ///   - environment: Where the toolchain is looked up (`PATH`, `DIARY_SWIFTC`).
    static func build(
        _ options: BuildOptions, articles: SampleArticles? = nil, strings: InterfaceStrings = .builtIn(.russian),
        newestFirst: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> RunnableSamples {
        let root = packageRoot(of: options.contentDirectory)
        let contentDirectory = canonical(options.contentDirectory)
        // Content outside a package is extracted too (from the read stage's text), so that what its
        // pages lose is named.
        let extracted =
            articles.map { SampleSources.extractModules(articles: $0.articles, diagnostics: $0.diagnostics) }
            ?? root.map { _ in SampleSources.extractModules(contentDirectory: contentDirectory) }
        var modules = (extracted?.modules ?? [:]).filter { !$0.value.examples.isEmpty || !$0.value.previews.isEmpty }
        var samples = RunnableSamples()
        samples.strings = strings
        let locations = DiagnosticLocations(canonicalContent: contentDirectory, content: options.contentDirectory)
        let lostModules = modules.keys.sorted().map { modules[$0]! }
        // `--no-wasm` is the author's choice (its help says previews go too): the pages say it, and
        // the terminal in one line.
        guard options.runnableSamples else {
            samples.notes = Self.noWasmNote(lostModules).map { [$0] } ?? []
            for (module, extraction) in modules {
                for fence in extraction.previews { samples.previewModules[fence.articlePath] = module }
            }
            return samples
        }
        if root == nil, !modules.isEmpty {
            samples.warnLost(
                lostModules,
                reason: "the content folder is not inside a package with DiaryUI, where sample modules compile "
                    + "(see the README's «Where samples compile»)", locations: locations)
            modules = [:]
        }
        for (module, extraction) in modules {
            for fence in extraction.previews { samples.previewModules[fence.articlePath] = module }
        }
        // `diary check` writes no site: it needs the compiler only for the sample modules' errors.
        let wantsStemmer = options.outputDirectory != nil
        guard wantsStemmer || !modules.isEmpty else { return samples }
        let cache = options.wasmCacheDirectory ?? Self.defaultCache(packageRoot: root)
        let support = WasmSupport.probe(cacheDirectory: cache, environment: environment)
        guard var compiler = support.compiler else {
            samples.warnings = [Diagnostic(.warning, file: options.contentDirectory, message: support.warning!)]
            samples.warnLost(
                Array(modules.values), reason: "no toolchain here compiles Embedded Swift to WebAssembly",
                locations: locations)
            return samples
        }
        compiler.limits = SampleLimits(runSeconds: options.sampleTimeout ?? SampleLimits.defaultRunSeconds)
        compiler.splitsLibraries = options.compilesSamplesFast
        if wantsStemmer, options.sampleQueue?.leavesStemmer(SearchStemmer.request, compiler: compiler) == true {
            // `diary serve`'s first page does not wait for the search page's stemmer either.
        } else if wantsStemmer {
            let stemmer = SearchStemmer.build(with: compiler, contentDirectory: options.contentDirectory)
            samples.stemmerPath = stemmer.path
            samples.warnings += stemmer.warning.map { [$0] } ?? []
        }
        guard let root, let extracted, !modules.isEmpty else { return samples }
        samples.drawsPreviews = true
        let diaryUI: WasmModuleSources
        do {
            diaryUI = try Self.diaryUI(packageRoot: root)
        } catch {
            samples.drawsPreviews = false
            samples.warnings.append(
                Diagnostic(
                    .warning, file: options.contentDirectory, message: "runnable samples are off: \(error.message)"))
            samples.warnLost(Array(modules.values), reason: "DiaryUI's sources cannot be read", locations: locations)
            return samples
        }
        let allPlans = modules.keys.sorted().compactMap {
            SampleWasmPlan(module: $0, extractions: extracted.modules, diaryUI: diaryUI)
        }
        let (deferred, plans) = Self.leaveToQueue(allPlans, options.sampleQueue, compiler: compiler)
        samples.pendingModules = Set(deferred.map(\.module))
        let articles = extracted.modules.mapValues(\.articleNames)
        let progress = options.sampleProgress.map { print in
            SampleProgress(
                print: print, compiling: Set(plans.filter { !compiler.isCached($0) }.map(\.module)),
                articles: articles)
        }
        let results = await buildAll(plans, with: compiler, concurrency: options.concurrency, progress: progress)
        for (plan, result) in zip(plans, results) {
            samples.add(plan, result.build, locations: locations)
            samples.addLiterals(plan, result.build)
            samples.add(plan, result.run?.previews, locations: locations)
            samples.check(plan, result.run?.doctests, locations: locations)
        }
        options.sampleQueue?.submit(
            pending: Self.newestFirst(deferred, order: newestFirst),
            unoptimised: Self.newestFirst(
                zip(plans, results).filter { (try? $1.build.get()) != nil }.map(\.0).filter(compiler.servesUnoptimised),
                order: newestFirst),
            compiler: compiler, articles: articles)
        compiler.pruneCache(unusedForSeconds: 14 * 24 * 3600)
        return samples
    }

    /// What became of one module: its build, and its drawn previews when it built and has any.
    private struct ModuleResult: Sendable {
        var build: Result<SampleWasmBuild, WasmBuildFailure>
        var run: ModuleRun?
    }

    /// Builds the plans and draws their previews on up to `concurrency` tasks (each compile is one
    /// `swiftc` process, each drawing one `wasmkit` process).
    private static func buildAll(
        _ plans: [SampleWasmPlan], with compiler: WasmCompiler, concurrency: Int, progress: SampleProgress?
    ) async -> [ModuleResult] {
        await withTaskGroup(of: (Int, ModuleResult).self) { group in
            var results = [ModuleResult?](repeating: nil, count: plans.count)
            var next = 0
            func startNext() {
                guard next < plans.count else { return }
                let index = next
                let plan = plans[index]
                group.addTask {
                    let compiles = progress?.compiling.contains(plan.module) ?? false
                    if compiles { progress?.started(plan.module) }
                    let started = ContinuousClock.now
                    let build = Result { () throws(WasmBuildFailure) in try compiler.build(plan) }
                    if compiles { progress?.finished(plan.module, since: started, failed: (try? build.get()) == nil) }
                    guard case .success(let built) = build, !plan.previews.isEmpty || !built.doctests.isEmpty else {
                        return (index, ModuleResult(build: build))
                    }
                    if let saved = compiler.savedRun(built, fences: plan.previews) {
                        return (index, ModuleResult(build: build, run: saved))
                    }
                    progress?.running(plan.module)
                    return (index, ModuleResult(build: build, run: compiler.freshRun(built, fences: plan.previews)))
                }
                next += 1
            }
            for _ in 0..<max(1, concurrency) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.map { $0! }
        }
    }

    /// Keeps a module's drawn previews as page figures, each SVG re-written through the allow-list
    /// (``PreviewSVG``); a fence that failed keeps none and its page says why (a warning names the
    /// fence), and a fence whose records were forged is an error at its line.
    private mutating func add(
        _ plan: SampleWasmPlan, _ drawn: Result<[FenceDrawing], PreviewDrawingFailure>?, locations: DiagnosticLocations
    ) {
        switch drawn {
        case .none:
            break
        case .failure(let failure):
            let fence = plan.previews[0]
            warnings.append(
                locations.warning(
                    Diagnostic(.warning, file: fence.articlePath, line: fence.line, message: failure.description),
                    prefix: ""))
            for fence in plan.previews {
                failedPreviews[fence.location] = strings["preview_failed_wasm"]
            }
        case .success(let drawings):
            // The glue numbers fences in the plan's order, which is the order they were drawn in.
            for (number, drawing) in drawings.enumerated() {
                let fence = drawing.fence
                let at = { (severity: Diagnostic.Severity, message: String) in
                    var diagnostic = locations.warning(
                        Diagnostic(.warning, file: fence.articlePath, line: fence.line, message: message),
                        prefix: "")
                    diagnostic.severity = severity
                    return diagnostic
                }
                switch drawing.result {
                case .failure(let failure):
                    warnings.append(at(failure.kind == .forged ? .error : .warning, failure.message))
                    failedPreviews[fence.location] = note(for: failure.kind)
                case .success(let variants):
                    let prefix = PreviewGlue.idPrefix(line: fence.line)
                    var dropped: [String] = []
                    previews[fence.location] = variants.enumerated().map {
                        var figure = Self.figure($0.element, idPrefix: prefix, strings: strings, dropped: &dropped)
                        // «Живое превью» only for a variant that answers to something (issue 30).
                        if plan.live, !$0.element.reactions.isEmpty {
                            figure.live = LivePreview(
                                module: plan.module, fence: number, variant: $0.offset, reactions: $0.element.reactions)
                        } else if plan.live, !plan.literalSlots.isEmpty {
                            figure.redrawnBy = LivePreview(
                                module: plan.module, fence: number, variant: $0.offset, reactions: [])
                        }
                        return figure
                    }
                    if !dropped.isEmpty {
                        warnings.append(
                            at(
                                .warning,
                                "preview \(fence.name) drew SVG that DiaryUI does not write; left out of the page: "
                                    + dropped.prefix(8).joined(separator: ", ")))
                    }
                }
            }
        }
    }

    /// What the page says where a fence's drawing failed, in the site's language.
    func note(for kind: PreviewFenceFailure.Kind) -> String {
        switch kind {
        case .timedOut: strings["preview_failed_timed_out"]
        case .stopped: strings["preview_failed_stopped"]
        case .notReached: strings["preview_failed_not_reached"]
        case .forged: strings["preview_failed_forged"]
        }
    }

    /// A preview variant as the page shows it: the caption names the variant and what it is drawn
    /// on, as Xcode's canvas does but in the site's language (``PreviewCaption``); a variant that fixes its colour scheme gets no dark twin, so
    /// the page keeps it as it is whatever the reader's theme.
    /// Both SVGs pass through ``PreviewSVG``; what it drops is added to `dropped`, and an SVG it
    /// refuses whole becomes an empty picture.
    static func figure(
        _ preview: DrawnPreview, idPrefix: String, strings: InterfaceStrings = .builtIn(.russian),
        dropped: inout [String]
    ) -> PreviewFigure {
        func safe(_ svg: String) -> String {
            let result = PreviewSVG.sanitize(svg, idPrefix: idPrefix)
            for item in result.dropped where !dropped.contains(item) { dropped.append(item) }
            return result.svg ?? ""
        }
        let light = safe(preview.lightSVG)
        let dark = preview.fixedScheme == nil ? safe(preview.darkSVG) : nil
        return PreviewFigure(
            caption: PreviewCaption.localized(name: preview.name, canvas: preview.caption, strings: strings),
            lightSVG: light,
            darkSVG: dark)
    }

    private mutating func add(
        _ plan: SampleWasmPlan, _ result: Result<SampleWasmBuild, WasmBuildFailure>, locations: DiagnosticLocations
    ) {
        for doctest in plan.doctests {
            let example = doctest.example
            warnings += DoctestInput.problems(in: example.code).map { problem in
                locations.warning(
                    Diagnostic(
                        .warning, file: example.articlePath, line: example.codeLine + problem.lineIndex, column: 1,
                        message: problem.message),
                    prefix: "")
            }
        }
        switch result {
        case .failure(let failure):
            let errors = failure.errors.isEmpty ? failure.diagnostics : failure.errors
            warnings += errors.map {
                locations.warning(
                    $0,
                    prefix: "sample module \(plan.module) does not build for WebAssembly (\(failure.step.rawValue)), "
                        + "so it neither runs in the browser nor draws previews: ")
            }
            warnLost(
                LostSamples.articles(previews: plan.previews, examples: plan.doctests.map(\.example)),
                reason: "sample module \(plan.module) does not build for WebAssembly", locations: locations)
        case .success(let build):
            for excluded in build.excluded {
                warnings += excluded.errors.map {
                    locations.warning($0, prefix: "this doctest of \(plan.module) cannot run in the browser: ")
                }
            }
            // The page loads the module for its Run buttons and its live previews.
            guard !build.doctests.isEmpty || (plan.live && !plan.previews.isEmpty) else { return }
            wasmFiles.append((plan.module, build.artifact.path))
            for doctest in build.doctests {
                let example = doctest.example
                let codeLines = example.code.utf8.count { $0 == UInt8(ascii: "\n") }
                // An ```output block's text starts after the swift block's closing fence.
                let outputFence = example.expectedLine > example.codeLine + codeLines ? example.expectedLine - 1 : nil
                examples[example.location] = RunnableExample(
                    module: plan.module, exportName: doctest.exportName, inputsExportName: doctest.inputsExportName,
                    inputs: doctest.inputs, outputFenceLine: outputFence)
            }
        }
    }

    // MARK: Paths

    /// The folder above `contentDirectory` when it holds a package whose samples use DiaryUI: this
    /// repository (`Sources/DiaryUI`), or a diary package that depends on DevDiary and names the
    /// `DiaryUI` product in its `Package.swift` (`diary init`). Any other folder's `.build` is
    /// left alone.
    static func packageRoot(of contentDirectory: String) -> URL? {
        let root = URL(fileURLWithPath: canonical(contentDirectory)).deletingLastPathComponent()
        let manifest = root.appending(path: "Package.swift").path
        guard FileManager.default.fileExists(atPath: manifest) else { return nil }
        if FileManager.default.fileExists(atPath: root.appending(path: "Sources/DiaryUI").path) { return root }
        let text = FileManager.default.contents(atPath: manifest).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.contains("\"DiaryUI\"") ? root : nil
    }

    /// DiaryUI's sources: the package's own `Sources/DiaryUI` when it has them (errors then name
    /// the real files), else the copy built into `diary`.
    static func diaryUI(packageRoot root: URL) throws(WasmSetupProblem) -> WasmModuleSources {
        let folder = root.appending(path: "Sources/DiaryUI")
        if FileManager.default.fileExists(atPath: folder.path) {
            return try SampleSources.diaryUI(directory: folder.path)
        }
        return WasmModuleSources(
            name: "DiaryUI", files: DiaryUISources.files.map { WasmSourceFile(name: $0.name, text: $0.text) })
    }

    /// The cache of a build without `--wasm-cache`: `.build/diary-wasm` of the package that holds
    /// the content, or, for content outside a package, the user's cache folder
    /// (`$XDG_CACHE_HOME/diary/wasm`, else `~/.cache/diary/wasm`), as Hugo keeps its own.
    static func defaultCache(
        packageRoot: URL?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let packageRoot { return packageRoot.appending(path: ".build/diary-wasm").path }
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache").path
        return URL(fileURLWithPath: base).appending(path: "diary/wasm").path
    }

    /// An absolute path with symbolic links resolved, as the sample extraction names articles.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// Turns compiler diagnostics, which name canonical article paths, into the site's warnings,
/// which name articles as the user passed the content folder.
struct DiagnosticLocations {
    var canonicalContent: String
    var content: String

    func warning(_ diagnostic: Diagnostic, prefix: String) -> Diagnostic {
        var file = diagnostic.file ?? content
        if file.hasPrefix(canonicalContent + "/") {
            file =
                (content.hasSuffix("/") ? String(content.dropLast()) : content) + file.dropFirst(canonicalContent.count)
        }
        return Diagnostic(
            .warning, file: file, line: diagnostic.line, column: diagnostic.column,
            message: prefix + diagnostic.message)
    }
}
