import DiaryContent
import Foundation
import SampleExtraction

/// Reads what the sample builds are made of from disk: the articles' sample modules (through
/// SampleExtraction, the same extraction the build-tool plugin runs) and DiaryUI's sources.
public enum SampleSources {
    /// Every sample module named by an article under `contentDirectory`, extracted.
    /// - Parameter contentDirectory: The `Content/` folder; its `.md` files at any depth are read.
    /// - Returns: The extractions by module name, and the loading and extraction diagnostics
    ///   (a module with errors is left out, as the plugin would fail its build).
    public static func extractModules(contentDirectory: String) -> (
        modules: [String: ModuleExtraction], diagnostics: [Diagnostic]
    ) {
        let (articles, loadDiagnostics) = ArticleFiles.load(ArticleFiles.paths(under: contentDirectory))
        return extractModules(articles: articles, diagnostics: loadDiagnostics)
    }

    /// Every sample module named by `articles` (loaded already, in canonical path order),
    /// extracted; `diagnostics` are the loading problems, passed on.
    public static func extractModules(articles: [ArticleCode], diagnostics loadDiagnostics: [Diagnostic]) -> (
        modules: [String: ModuleExtraction], diagnostics: [Diagnostic]
    ) {
        var diagnostics = loadDiagnostics
        var modules: [String: ModuleExtraction] = [:]
        for name in Set(articles.flatMap(\.modules)).sorted() {
            let report = SampleExtractor.extract(module: name, from: articles)
            diagnostics += report.diagnostics
            if !report.hasErrors { modules[name] = report.extraction }
        }
        return (modules, diagnostics)
    }

    /// DiaryUI's Swift files under `directory` (at any depth, sorted by path), each wrapped in a
    /// `#sourceLocation` naming the real file, so an error in DiaryUI points there rather than at
    /// the build folder's copy.
    /// - Throws: A ``WasmSetupProblem`` when the folder cannot be read or holds no Swift file.
    public static func diaryUI(directory: String) throws(WasmSetupProblem) -> WasmModuleSources {
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        let paths = FileListing.files(under: root.path, extension: "swift")
        guard !paths.isEmpty else { throw WasmSetupProblem("no DiaryUI sources in \(root.path)") }
        var files: [WasmSourceFile] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw WasmSetupProblem("cannot read \(path)")
            }
            let text = String(decoding: data, as: UTF8.self)
            let relative = path.dropFirst(root.path.count + 1).replacing("/", with: "_")
            let located = "#sourceLocation(file: \"\(path)\", line: 1)\n\(text)\n#sourceLocation()\n"
            files.append(WasmSourceFile(name: String(relative), text: located))
        }
        return WasmModuleSources(name: "DiaryUI", files: files)
    }

    /// The extraction a module's WebAssembly compiles: every shown literal of its blocks and
    /// doctests reads a slot the page can set (``LiteralSlots``), with the literal as written as
    /// its default. The module's own code only: the sample modules it imports compile as written.
    public static func literalSlotted(_ extraction: ModuleExtraction) -> (ModuleExtraction, [LiteralSlot]) {
        LiteralSlots.slotted(extraction)
    }
}
