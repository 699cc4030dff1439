import EmbeddedSources
import SampleExtraction
import WasmWireFormat

/// How one sample module becomes a `.wasm`: the build request (its article code, the sample
/// modules it imports, DiaryUI, the doctest and preview glue), the doctests it exports and the
/// previews it draws.
public struct SampleWasmPlan: Sendable, Hashable {
    /// The module name.
    public var module: String
    /// The doctests the `.wasm` exports, in article order.
    public var doctests: [DoctestExport]
    /// The preview fences its `_start` draws (``PreviewGlue``) before it runs the doctests, in
    /// article order.
    public var previews: [PreviewFence]
    /// Whether the previews can also run live in the page (``LivePreviewGlue``).
    public var live = true
    /// The module's literals the page can change (``SampleSources/literalSlotted(_:)``).
    public var literalSlots: [LiteralSlot]
    /// The module's extracted code, as the build-tool plugin writes it for SwiftPM.
    var library: WasmSourceFile
    /// DiaryUI and the sample modules the module imports.
    var dependencies: [WasmModuleSources]

    /// Plans the build of `module`.
    ///
    /// The module's code is exactly what the build-tool plugin gives SwiftPM
    /// (`GeneratedSource.library`), plus the doctest glue. A sample module it imports
    /// (`import Puzzles` in a compiled block, followed transitively) contributes its compiled
    /// blocks without its preview registry, whose `ArticlePreviews` name every module declares.
    /// - Parameters:
    ///   - module: The sample module, e.g. `ParentalGate`.
    ///   - extractions: Every sample module's extraction, by name (see ``SampleSources``).
    ///   - diaryUI: DiaryUI's sources.
    /// - Returns: `nil` when `extractions` has no `module`.
    public init?(module: String, extractions: [String: ModuleExtraction], diaryUI: WasmModuleSources) {
        guard let original = extractions[module] else { return nil }
        let (extraction, slots) = SampleSources.literalSlotted(original)
        self.module = module
        literalSlots = slots
        doctests = DoctestGlue(examples: extraction.examples).exports
        previews = extraction.previews
        library = WasmSourceFile(name: "\(module).extracted.swift", text: GeneratedSource.library(extraction))
        dependencies =
            [diaryUI]
            + Self.importedSamples(of: module, in: extractions).map { name in
                let source = Self.dependencySource(extractions[name]!)
                return WasmModuleSources(
                    name: name, files: [WasmSourceFile(name: "\(name).extracted.swift", text: source)])
            }
    }

    /// What to hand to ``WasmCompiler/build(_:)``: the module's code, the glue (``glue(_:)``) and
    /// the registry of ``doctests`` and ``previews`` (what differs per module), the
    /// dependencies and the wire format the glue imports, the doctests as exports and, with
    /// previews or doctests, `_start`.
    public var request: WasmBuildRequest {
        var files = [library] + Self.glue(SampleWasmGlueSources.files)
        files.append(DoctestGlue(exports: doctests).sourceFile(module: module))
        files.append(LiteralGlue.sourceFile(module: module))
        var exports = doctests.flatMap(\.exportNames) + WireFormat.Literals.all
        // `wasmkit run` calls `_start` to draw the previews and check the doctests (``ModuleRun``).
        if !previews.isEmpty || !doctests.isEmpty { exports.append(RuntimeShim.commandExport) }
        if !previews.isEmpty {
            files += Self.glue(SampleWasmPreviewGlueSources.files)
            files.append(PreviewGlue(fences: previews).sourceFile(module: module))
            if live {
                files += Self.glue(SampleWasmLiveGlueSources.files)
                files.append(LivePreviewGlue(fences: previews).sourceFile(module: module))
                exports += LivePreviewGlue.exports
            }
        }
        return WasmBuildRequest(
            module: WasmModuleSources(name: module, files: files), dependencies: dependencies + [Self.wireFormat],
            exports: exports)
    }

    /// Glue files embedded when `diary` was built (`SampleWasmGlue`'s folders): `Doctests` and
    /// `Output` go into every module, `Previews` into those with previews, `LivePreviews` into those
    /// whose previews run live.
    static func glue(_ embedded: [(name: String, text: String)]) -> [WasmSourceFile] {
        embedded.map { WasmSourceFile(name: $0.name, text: $0.text) }
    }

    /// The `WasmWireFormat` module the glue imports, embedded likewise.
    static let wireFormat = WasmModuleSources(
        name: "WasmWireFormat",
        files: WasmWireFormatSources.files.map { WasmSourceFile(name: $0.name, text: $0.text) })

    /// The same plan without the doctests exported as `exportNames` (the others keep their names).
    public func excluding(_ exportNames: Set<String>) -> SampleWasmPlan {
        var plan = self
        plan.doctests.removeAll { exportNames.contains($0.exportName) }
        return plan
    }

    /// The sample modules `module` imports, directly or through another, sorted by name.
    static func importedSamples(of module: String, in extractions: [String: ModuleExtraction]) -> [String] {
        var found: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            for name in imports(in: extractions[next]) where name != module && extractions[name] != nil {
                if found.insert(name).inserted { pending.append(name) }
            }
        }
        return found.sorted()
    }

    /// The module names of the `import` lines in a module's compiled blocks.
    private static func imports(in extraction: ModuleExtraction?) -> [String] {
        (extraction?.snippets ?? []).flatMap { snippet in
            snippet.code.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(whereSeparator: \.isWhitespace)
                guard words.count >= 2, words[0] == "import" || words[0] == "@testable" else { return nil }
                let name = words[0] == "import" ? words[1] : (words.count >= 3 ? words[2] : "")
                return String(name)
            }
        }
    }

    /// A dependency's compiled blocks, each under the `#sourceLocation` of its article line.
    static func dependencySource(_ extraction: ModuleExtraction) -> String {
        var source = "// Compiled blocks of module \(extraction.module), for a WebAssembly build.\n"
        for snippet in extraction.snippets where !snippet.code.isEmpty {
            source += "\n" + SwiftLiteral.located(snippet.code, path: snippet.articlePath, line: snippet.line) + "\n"
        }
        return source
    }
}
