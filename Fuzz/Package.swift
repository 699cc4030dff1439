// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for DevDiary's parsers and renderers, kept out of the main package: an
/// executable whose only entry point is `LLVMFuzzerTestOneInput` links only with
/// `-sanitize=fuzzer`. Build and run them with `Fuzz/run.sh` (see `Fuzz/README.md`).
///
/// Each target's `@main` hands its check (a file linked from the module's test target, so the
/// regression tests run the same code) to libFuzzer's driver through `LibFuzzerDriver`: SwiftPM
/// links an executable's own `main` on Linux, so libFuzzer's `main` and a bare
/// `LLVMFuzzerTestOneInput` cannot be used.
let fuzzers: [(name: String, product: String)] = [
    ("FuzzFrontMatter", "FrontMatter"),
    ("FuzzMarkdown", "DiaryMarkdown"),
    ("FuzzMustache", "Mustache"),
    ("FuzzSwiftHighlighter", "SwiftHighlighter"),
    ("FuzzSampleExtraction", "SampleExtraction"),
    ("FuzzHTTPRequest", "DevServerCore"),
    ("FuzzCSV", "DiaryKit"),
    ("FuzzSiteSettings", "DiaryKit"),
    ("FuzzPreviewRecords", "SampleWasm"),
    ("FuzzSanitizer", "DiaryMarkdown"),
]

let package = Package(
    name: "DevDiaryFuzz",
    products: fuzzers.map { .executable(name: $0.name, targets: [$0.name]) },
    dependencies: [.package(name: "DevDiary", path: "..")],
    targets: fuzzers.map { fuzzer in
        .executableTarget(
            name: fuzzer.name,
            dependencies: ["LibFuzzerDriver", .product(name: fuzzer.product, package: "DevDiary")]
        )
    } + [.target(name: "LibFuzzerDriver")],
    swiftLanguageModes: [.v6]
)
