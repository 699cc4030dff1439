// swift-tools-version: 6.3
import PackageDescription

/// Every sample module carried by an article. Its sources live in the article
/// (`module: Name` in the front matter); the build-tool plugin extracts them. Its folder
/// `Tests/Samples/<Name>Tests/` holds its tests and `Library/<Name>.swift`, the one file SwiftPM
/// needs to see the library target (a target without a source file is ignored, even when a plugin
/// generates its sources).
let sampleModules = [
    "Buttons", "ParentalGate", "PixelDensity", "PreviewTour", "Puzzles", "StoryTimer", "SwipeCards", "ToolbarLayout",
]

/// Sample modules that build on another sample module.
let sampleDependencies: [String: [String]] = ["ParentalGate": ["Puzzles"]]

let sampleTargets: [Target] = sampleModules.flatMap { name -> [Target] in
    [
        .target(
            name: name,
            dependencies: ["DiaryUI"] + (sampleDependencies[name] ?? []).map { .target(name: $0) },
            path: "Tests/Samples/\(name)Tests/Library",
            // Without Foundation nothing links libm, which `Double.rounded()` and friends need.
            linkerSettings: [.linkedLibrary("m")],
            plugins: [.plugin(name: "SampleExtractorPlugin")]
        ),
        .testTarget(
            name: "\(name)Tests",
            dependencies: [.target(name: name), "DiaryUI", "SampleTestSupport"],
            path: "Tests/Samples/\(name)Tests",
            exclude: ["Library"],
            plugins: [.plugin(name: "SampleExtractorPlugin")]
        ),
    ]
}

/// Helpers the sample modules' tests share: a seeded generator and a small SVG reader.
let sampleTestSupport: Target = .target(name: "SampleTestSupport", path: "Tests/Samples/SampleTestSupport")

/// Helpers the package's own tests share: running a program, a seeded generator, a small-stack
/// meter for deep inputs.
let testSupport: Target = .target(name: "TestSupport", path: "Tests/TestSupport")

/// Helpers the generator's test targets share: temporary folders, running and serving the built
/// `diary`, probing HTTP, reading HTML and XML, golden files.
let diaryTestSupport: Target = .target(
    name: "DiaryTestSupport", dependencies: ["DiaryMarkdown", "SampleWasm", "TestSupport"],
    path: "Tests/DiaryTestSupport")

let package = Package(
    name: "DevDiary",
    products: [
        .executable(name: "diary", targets: ["diary"]),
        .library(name: "DiaryKit", targets: ["DiaryKit"]),
        .library(name: "DiaryUI", targets: ["DiaryUI"]),
        .library(name: "DiaryMarkdown", targets: ["DiaryMarkdown"]),
        .library(name: "DiaryContent", targets: ["DiaryContent"]),
        .library(name: "FrontMatter", targets: ["FrontMatter"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "SwiftHighlighter", targets: ["SwiftHighlighter"]),
        .library(name: "SampleExtraction", targets: ["SampleExtraction"]),
        .library(name: "DevServerCore", targets: ["DevServerCore"]),
        .library(name: "SampleWasm", targets: ["SampleWasm"]),
        .plugin(name: "SampleExtractorPlugin", targets: ["SampleExtractorPlugin"]),
    ],
    targets: [
        // MARK: C libraries from the system
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CLibArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]
        ),
        // The allocator `diary` links in place of glibc's malloc: a build allocates and frees
        // millions of small strings and arrays from both cores, and jemalloc's per-thread caches
        // make that about a fifth cheaper (Benchmarks/README, *Allocator*).
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"]), .brew(["jemalloc"])]
        ),
        // Header-only: system calls Swift's Glibc module leaves out (atomic folder swap).
        .systemLibrary(name: "CSystemCalls"),
        // Debian's zlib: the search index's document files are stored gzip-compressed.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),

        // MARK: The content model every reader of the diary shares
        // Dependency-free (no Foundation, no C): the article source (UTF-8 check, line breaks,
        // front matter fences, body lines), the one `Diagnostic`, fence info and the HTML escaper.
        .target(name: "DiaryContent"),

        // MARK: Building blocks
        .target(name: "DiaryMarkdown", dependencies: ["CCmarkGFM", "DiaryContent"]),
        .target(name: "FrontMatter", dependencies: ["CYAML", "DiaryContent"]),
        .target(name: "Mustache", dependencies: ["DiaryContent"]),
        .target(name: "SwiftHighlighter", dependencies: ["DiaryContent"]),
        .target(name: "Stemming"),
        // The search page's entry points into the stemmer, compiled into its WebAssembly by `diary`
        // (as text, EmbeddedSources) and on the host only to be checked.
        .target(name: "StemmerExports", dependencies: ["Stemming"]),
        .target(name: "DiaryUI", exclude: ["Text/generate-font-metrics.py"]),
        .target(name: "CommandParsing"),
        // The dev server's socket-free parts (request heads, Host check, path resolution), on
        // their own so the request fuzzer links them without the site generator.
        .target(name: "DevServerCore"),
        // The site's search index (stems, postings, shards, result files), free of the generator's
        // types: what `diary build` writes for `js/search.js`.
        .target(name: "DiarySearch", dependencies: ["CZlib", "Stemming"]),
        // The dev server `diary serve` runs: sockets, live reload, watching folders. It knows nothing
        // of the generator; the serve command injects the rebuild.
        .target(name: "DevServer", dependencies: ["DevServerCore"]),

        // MARK: The build cache
        // Content digests, and the encoder that makes a cache key of every stored property of an
        // input value: shared by the site generator and the WebAssembly compiler.
        .target(name: "BuildCache"),

        // MARK: The site generator
        .target(
            name: "DiaryKit",
            dependencies: [
                "BuildCache", "CSystemCalls", "DiaryContent", "DiaryMarkdown", "DiarySearch", "FrontMatter", "Mustache",
                "EmbeddedSources", "SampleDownloads", "SampleExtraction", "SampleWasm", "SwiftHighlighter",
                "DiaryTheme",
            ]
        ),
        // The default theme, `Templates/` and `Public/` as they are when `diary` is built, so a site
        // without theme folders of its own builds anywhere (its own files override one by one).
        .target(name: "DiaryTheme", plugins: [.plugin(name: "ThemeEmbedderPlugin")]),
        .plugin(name: "ThemeEmbedderPlugin", capability: .buildTool(), dependencies: ["embed-sources"]),
        // The Stemming, wire format and sample glue sources (and the C runtime) as text, so `diary`
        // compiles the search page's stemmer and the sample modules' WebAssembly itself.
        .target(name: "EmbeddedSources", plugins: [.plugin(name: "SourceEmbedderPlugin")]),
        .executableTarget(name: "embed-sources"),
        .plugin(name: "SourceEmbedderPlugin", capability: .buildTool(), dependencies: ["embed-sources"]),
        // The command line (parsing, help, messages) over the generator and the dev server. Links no
        // sample module: previews are drawn by the modules' own WebAssembly (SampleWasm), so `diary`
        // builds and reports whatever state the articles' code is in.
        .executableTarget(
            name: "diary", dependencies: ["CJemalloc", "CommandParsing", "DevServer", "DiaryContent", "DiaryKit"],
            plugins: [.plugin(name: "BuildInfoPlugin")]),
        // The commit `diary --version` names, read from the package's Git folder at build time.
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), dependencies: ["embed-sources"]),

        // MARK: Samples compiled from the articles
        .target(
            name: "SampleExtraction",
            // DiaryUI for its device list only (`PreviewDeviceNames`), through an SPI article code cannot see.
            dependencies: ["DiaryContent", "DiaryMarkdown", "DiaryUI", "FrontMatter", "SwiftHighlighter"],
            // SampleModuleTemplates' files as bytes (`PackageResources`): no build plugin, since
            // `diary-extract`, a plugin's tool, is built before plugins run.
            exclude: ["Templates"],
            resources: [
                .embedInCode("Templates/ArticlePreviews.swift"), .embedInCode("Templates/ExampleChecks.swift"),
                .embedInCode("Templates/Manifest/Package.swift"),
            ]),
        // The fixed Swift of every generated sample module (the `ArticlePreviews` registry's type),
        // of its example tests (the checker, the captured `print`) and of a reader's package
        // manifest (`Manifest/`, compiled by the downloads' toolchain tests), in real files the
        // compiler and the linter see; SampleExtraction embeds them and writes them out.
        .target(
            name: "SampleModuleTemplates", dependencies: ["DiaryUI"], path: "Sources/SampleExtraction/Templates",
            exclude: ["Manifest"]),
        // The extractor's command line: parses, runs one extraction, writes the file if it changed.
        .executableTarget(name: "diary-extract", dependencies: ["CommandParsing", "SampleExtraction"]),
        .plugin(name: "SampleExtractorPlugin", capability: .buildTool(), dependencies: ["diary-extract"]),
        .target(
            name: "SampleWasm",
            dependencies: [
                "BuildCache", "DiaryContent", "EmbeddedSources", "SampleExtraction", "WasmWireFormat",
            ]),
        // The one definition of the names and formats between the pages' JavaScript, the generator
        // and a module's WebAssembly.
        .target(name: "WasmWireFormat"),
        // The Swift compiled into every sample module's WebAssembly (doctest printing, preview
        // records, live previews), built on the host only to be tested; `Runtime/` is its C runtime,
        // built for wasm32 only. Both reach `diary` as text (EmbeddedSources).
        .target(name: "SampleWasmGlue", dependencies: ["DiaryUI", "WasmWireFormat"], exclude: ["Runtime"]),
        .target(
            name: "SampleDownloads",
            dependencies: ["CLibArchive", "DiaryContent", "EmbeddedSources", "SampleExtraction"]),

        // MARK: Tests
        // Two lanes, told apart by target name (README, *Tests*): a target whose name ends in
        // Browser, Tool, Toolchain, Oracle or Timing + Tests runs something outside the test process
        // (Chromium, the built `diary`, the Swift toolchain or a nested `swift build`, a reference
        // implementation) or asserts CPU time; every other test target runs in process, the fast lane.
        .testTarget(name: "BuildCacheTests", dependencies: ["BuildCache"]),
        .testTarget(name: "DiaryContentTests", dependencies: ["DiaryContent", "TestSupport"]),
        .testTarget(name: "DiaryMarkdownTests", dependencies: ["DiaryContent", "DiaryMarkdown", "TestSupport"]),
        // The sanitiser's output parsed by html5lib (Python, a virtual environment under .build).
        .testTarget(name: "DiaryMarkdownOracleTests", dependencies: ["DiaryMarkdown", "TestSupport"]),
        .testTarget(name: "FrontMatterTests", dependencies: ["DiaryContent", "FrontMatter"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "SwiftHighlighterTests", dependencies: ["SwiftHighlighter", "TestSupport"]),
        .testTarget(name: "StemmingTests", dependencies: ["Stemming", "TestSupport"]),
        .testTarget(name: "DiarySearchTests", dependencies: ["DiarySearch", "Stemming"]),
        .testTarget(name: "DevServerTests", dependencies: ["DevServer", "DevServerCore", "DiaryTestSupport"]),
        // The stemmers against Python's Snowball stemmers.
        .testTarget(name: "StemmingOracleTests", dependencies: ["Stemming", "TestSupport"]),
        // The TOML and JSON front matter readers against Python's tomllib and json.
        .testTarget(name: "FrontMatterOracleTests", dependencies: ["FrontMatter", "TestSupport"]),
        // Sources/Stemming compiled by swiftc for Embedded wasm32.
        .testTarget(name: "StemmingToolchainTests", dependencies: ["TestSupport"]),
        // CPU time that must grow linearly with the input: Markdown, templates, highlighting.
        .testTarget(
            name: "TimingTests", dependencies: ["DiaryMarkdown", "Mustache", "SwiftHighlighter", "TestSupport"]),
        .testTarget(name: "CommandParsingTests", dependencies: ["CommandParsing"]),
        .testTarget(
            name: "DiaryUITests", dependencies: ["DiaryUI"],
            exclude: ["Snapshots", "Fidelity/cases.json", "Fidelity/measure-snapshot.py"]),
        // The committed font files against what generate-font-metrics.py makes (Python fonttools).
        .testTarget(name: "DiaryUIOracleTests", dependencies: ["TestSupport"]),
        // The generator in process; also holds the fixtures and golden files the Diary…Tests share.
        .testTarget(
            name: "DiaryKitTests",
            dependencies: [
                "BuildCache", "DiaryContent", "DiaryKit", "DiarySearch", "DiaryTestSupport", "SampleWasm",
                "TestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]),
        // Runs the built `diary` (builds, checks, serves) without compiling sample modules.
        .testTarget(
            name: "DiaryToolTests",
            dependencies: [
                "BuildCache", "DiaryContent", "DiaryKit", "DiarySearch", "DiaryTestSupport", "SampleWasm",
                "TestSupport",
            ]),
        // Runs `diary` where it compiles sample modules to WebAssembly with the Swift toolchain.
        .testTarget(
            name: "DiaryToolchainTests",
            dependencies: ["DiaryContent", "DiaryKit", "DiaryTestSupport", "SampleWasm", "TestSupport"]),
        // Drives the built site in headless Chromium; the page audits (axe-core, Nu HTML checker).
        .testTarget(
            name: "DiaryBrowserTests",
            dependencies: [
                "DiaryContent", "DiaryKit", "DiarySearch", "DiaryTestSupport", "SampleWasm", "TestSupport",
            ]),
        .testTarget(
            name: "SampleExtractionTests",
            dependencies: ["CommandParsing", "DiaryContent", "SampleExtraction", "TestSupport"]),
        // Builds fixture packages with a nested `swift build` that runs the extractor plugin.
        .testTarget(
            name: "SampleExtractionToolchainTests", dependencies: ["DiaryContent", "SampleExtraction", "TestSupport"]),
        // Runs the built `diary-extract` the way the plugin does.
        .testTarget(name: "SampleExtractionToolTests", dependencies: ["CommandParsing", "TestSupport"]),
        .testTarget(
            name: "SampleWasmTests",
            dependencies: ["DiaryContent", "EmbeddedSources", "SampleWasm", "SampleExtraction"],
            exclude: ["Runner"]),
        // Compiles sample modules to Embedded WebAssembly and runs them (Runner/ of SampleWasmTests).
        .testTarget(
            name: "SampleWasmToolchainTests",
            dependencies: ["DiaryContent", "SampleExtraction", "SampleWasm", "TestSupport"]),
        .testTarget(
            name: "SampleWasmGlueTests",
            dependencies: [
                "DiaryUI", "EmbeddedSources", "SampleExtraction", "SampleWasm", "SampleWasmGlue", "StemmerExports",
                "Stemming", "WasmWireFormat",
            ]),
        .testTarget(name: "SampleDownloadsTests", dependencies: ["DiaryContent", "SampleDownloads"]),
        // `diary init` in a temporary folder, then a nested `swift build`, `swift test` and `diary build`.
        .testTarget(name: "NewDiaryToolchainTests", dependencies: ["DiaryTestSupport", "TestSupport"]),
        // Every article's shown code type-checked with `import SwiftUI` against SwiftUI's public signatures
        // (`SwiftUI/`, written from Apple's documentation and compiled by the test with swiftc).
        .testTarget(
            name: "SwiftUIGateToolchainTests", dependencies: ["DiaryContent", "SampleExtraction", "TestSupport"],
            exclude: ["SwiftUI", "Fixtures"]),
        // Unpacks each download and runs a nested `swift build`, `swift test` and `swift run` in it.
        .testTarget(
            name: "SampleDownloadsToolchainTests", dependencies: ["DiaryContent", "SampleDownloads", "TestSupport"]),
    ] + sampleTargets + [sampleTestSupport, testSupport, diaryTestSupport],
    swiftLanguageModes: [.v6]
)
