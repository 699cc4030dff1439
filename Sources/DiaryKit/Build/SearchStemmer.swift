import DiaryContent
import EmbeddedSources
import SampleWasm

/// The search page's query stemmer: the `Stemming` module that stemmed the index, compiled by
/// `diary build` to Embedded WebAssembly (`js/stemmer.wasm`), so a query word and the indexed
/// words it should find are cut by the very same code.
///
/// The sources are the ones `diary` itself was built from (embedded as text by
/// `SourceEmbedderPlugin`), so the stemmer is the same wherever the content folder lives.
/// Exports: `memory`, `search_buffer()` (the address of a 256-byte buffer) and
/// `search_stem(length) -> length`, which replaces the UTF-8 word in the buffer by its stem. Its
/// only import is WASI's `fd_write` (the runtime shim's standard output; the page ignores it).
enum SearchStemmer {
    /// Where the stemmer goes in the site.
    static let siteFile = "js/stemmer.wasm"

    /// The page's entry points, compiled with the module (`Sources/StemmerExports`).
    static let exports = StemmerExportsSources.files.map { WasmSourceFile(name: $0.name, text: $0.text) }

    /// What the compiler is asked to build.
    static var request: WasmBuildRequest {
        let files = StemmingSources.files.map { WasmSourceFile(name: $0.name, text: $0.text) }
        return WasmBuildRequest(
            module: WasmModuleSources(name: "Stemming", files: files + exports), dependencies: [],
            exports: ["search_buffer", "search_stem"])
    }

    /// Compiles the stemmer (or finds it in the cache).
    /// - Returns: The `.wasm`'s path in the cache, or a warning saying why search matches word
    ///   beginnings only.
    static func build(with compiler: WasmCompiler, contentDirectory: String) -> (path: String?, warning: Diagnostic?) {
        do {
            return (try compiler.build(request).path, nil)
        } catch {
            let reason = error.errors.first.map(\.description) ?? "\(error.step.rawValue) failed"
            let message =
                "the search page's stemmer did not build for WebAssembly (\(reason)), so search matches word "
                + "beginnings only"
            return (nil, Diagnostic(.warning, file: contentDirectory, message: message))
        }
    }
}
