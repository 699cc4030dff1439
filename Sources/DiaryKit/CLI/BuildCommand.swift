/// `diary build`: renders the site into a folder.
struct BuildCommand: DiaryCommand {
    static let name = "build"
    static let abstract = "Build the site from the content folder."
    static let usage = """
        USAGE: diary build [--content Content] [--output _site] [--base-url URL] [--drafts]
                           [--strict] [--templates Templates] [--public Public] [--jobs N]
                           [--no-wasm] [--wasm-cache PATH]

        OPTIONS:
          --content PATH     Folder with the articles (default: Content).
          --output PATH      Folder to write the site to (default: _site). It is replaced
                             only when the build succeeds, and only if it is empty or a
                             site diary wrote; never the content, templates or public
                             folder, one that holds them, the current folder or home.
          --base-url URL     Address the site is published at, e.g.
                             https://owner.github.io/repo/ (default: url in Content/site.yaml).
          --drafts           Also build articles marked 'draft: true'.
          --strict           Treat warnings as errors (for CI and publishing).
          --templates PATH   Mustache templates (default: Templates).
          --public PATH      Files copied verbatim into the site (default: Public).
          --jobs N           Articles rendered at once (default: number of cores).
          --no-wasm          No Run buttons or previews: skip compiling the sample modules to WebAssembly.
          --wasm-cache PATH  Where compiled .wasm files are kept (default: .build/diary-wasm
                             of the package that holds the content folder).
        """

    var options: BuildOptions
    var environment: CommandEnvironment

    init(arguments: inout ArgumentList, environment: CommandEnvironment) throws(UsageError) {
        options = try Self.parseOptions(&arguments, environment: environment, output: true)
        self.environment = environment
        if let extra = try arguments.positionals().first { throw UsageError("unexpected argument '\(extra)'") }
    }

    func run() async throws(DiaryError) {
        let report = try await SiteBuilder(options: options).run()
        environment.printWarnings(report.warnings)
        environment.print(
            "Built \(report.articleCount) articles (\(report.plannedCount) planned) into \(options.outputDirectory ?? "")"
        )
    }

    /// Options shared by `build`, `check` and `serve`.
    static func parseOptions(
        _ arguments: inout ArgumentList, environment: CommandEnvironment, output: Bool
    ) throws(UsageError) -> BuildOptions {
        var options = BuildOptions()
        options.contentDirectory = try arguments.option("--content") ?? options.contentDirectory
        options.templatesDirectory = try arguments.option("--templates") ?? options.templatesDirectory
        options.publicDirectory = try arguments.option("--public") ?? options.publicDirectory
        options.includeDrafts = arguments.flag("--drafts")
        options.strict = arguments.flag("--strict")
        options.runnableSamples = !arguments.flag("--no-wasm")
        options.wasmCacheDirectory = try arguments.option("--wasm-cache")
        if output { options.outputDirectory = try arguments.option("--output") ?? options.outputDirectory }
        if let base = try arguments.option("--base-url") {
            guard let url = SiteURL(base) else {
                throw UsageError(
                    "--base-url must be an absolute http(s) URL without spaces, quotes, '&', '?' or '#', e.g. https://owner.github.io/repo/"
                )
            }
            options.baseURL = url
        }
        if let jobs = try arguments.option("--jobs") {
            guard let count = Int(jobs), count > 0 else { throw UsageError("--jobs must be a positive number") }
            options.concurrency = count
        }
        return options
    }
}

/// `diary check`: validates everything and writes nothing.
struct CheckCommand: DiaryCommand {
    static let name = "check"
    static let abstract = "Validate articles, links, images and templates without writing anything."
    static let usage = """
        USAGE: diary check [--content Content] [--templates Templates] [--public Public] [--strict]

        Reports every problem as file:line: error: message (or warning:) and exits
        non-zero if there is an error, or a warning with --strict. Drafts are
        checked too.
        """

    var options: BuildOptions
    var environment: CommandEnvironment

    init(arguments: inout ArgumentList, environment: CommandEnvironment) throws(UsageError) {
        options = try BuildCommand.parseOptions(&arguments, environment: environment, output: false)
        options.outputDirectory = nil
        options.includeDrafts = true
        self.environment = environment
        if let extra = try arguments.positionals().first { throw UsageError("unexpected argument '\(extra)'") }
    }

    func run() async throws(DiaryError) {
        let report = try await SiteBuilder(options: options).run()
        environment.printWarnings(report.warnings)
        environment.print("Checked \(report.articleCount) articles (\(report.plannedCount) planned): no errors")
    }
}
