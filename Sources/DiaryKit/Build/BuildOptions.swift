/// Where a build reads from and writes to.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var publicDirectory: String
    /// Whether ``templatesDirectory`` was asked for (`--templates`), so that it must exist; the
    /// default `Templates` may be missing (a site that uses the default theme's templates).
    public var templatesDirectoryIsRequired = false
    /// Whether ``publicDirectory`` was asked for (`--public`), so that it must exist; the default
    /// `Public` may be missing (a site without public files).
    public var publicDirectoryIsRequired = false
    /// The site folder to produce; `nil` validates without writing (`diary check`).
    public var outputDirectory: String?
    /// Overrides the `url` of `Content/site.yaml` (`--base-url`).
    public var baseURL: SiteURL?
    /// Whether articles with `draft: true` are built.
    public var includeDrafts: Bool
    /// Whether warnings fail the build like errors (`--strict`).
    public var strict: Bool = false
    /// How many articles render at once; defaults to the number of cores.
    public var concurrency: Int
    /// Whether sample modules are compiled to WebAssembly, which draws the previews and gives doctests
    /// Run buttons (`--no-wasm` turns it off).
    public var runnableSamples = true
    /// Whether sample modules compile fast, unoptimised, against DiaryUI compiled once
    /// (``WasmCompiler/splitsLibraries``): `diary serve` shows an edited preview in seconds.
    public var compilesSamplesFast = false
    /// Where compiled `.wasm` files are cached (`--wasm-cache`); `nil` for the default
    /// (``RunnableSamples/defaultCache(packageRoot:environment:)``).
    public var wasmCacheDirectory: String?
    /// Seconds one run of a sample module's `.wasm` may take (`--sample-timeout`); compiles get 20
    /// times as long, at least 15 minutes (``SampleLimits``). `nil` for the default, 30 s.
    public var sampleTimeout: Double?
    /// Where the samples stage says which module starts and ends compiling (name, articles,
    /// seconds, modules done of total); `nil` keeps it quiet. Cached modules say nothing.
    public var sampleProgress: (@Sendable (String) -> Void)?
    /// `diary serve`'s background builds of sample modules (``SampleQueue``); `nil` builds every
    /// module before the pages are written.
    public var sampleQueue: SampleQueue?
    /// Whether articles whose inputs did not change since an earlier build reuse its render
    /// (`--no-cache` turns it off). The output is the same either way.
    public var usesBuildCache = true
    /// Where rendered articles are cached (`--cache`); `nil` for the default
    /// (``ArticleCache/defaultRoot(packageRoot:environment:)``); each output folder has its own
    /// cache inside it.
    public var buildCacheDirectory: String?

    public init(
        contentDirectory: String = "Content",
        templatesDirectory: String = "Templates",
        publicDirectory: String = "Public",
        outputDirectory: String? = "_site",
        baseURL: SiteURL? = nil,
        includeDrafts: Bool = false,
        concurrency: Int? = nil
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.publicDirectory = publicDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.concurrency = max(1, concurrency ?? SystemInfo.activeProcessorCount)
    }
}
