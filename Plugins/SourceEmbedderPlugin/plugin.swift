import Foundation
import PackagePlugin

/// Embeds sources that `diary` compiles to WebAssembly itself into the target it is applied to,
/// each set as an enum whose `files` hold the file names and texts, so the programs are the same
/// wherever the content folder lives:
///
/// - `StemmingSources` and `StemmerExportsSources`: the `Stemming` module, so the search page's
///   stemmer is the very one that stemmed the index, and the page's entry points into it;
/// - `WasmWireFormatSources`: the names and formats shared with the host;
/// - `DiaryUISources`: the layout engine every sample module imports, for a diary whose package
///   does not hold DiaryUI's sources itself (one that depends on DevDiary);
/// - `SampleWasmGlueSources`, `SampleWasmPreviewGlueSources`, `SampleWasmLiveGlueSources`: the
///   glue compiled into every sample module (doctest printing and the output channels), into those
///   with previews (preview records), and into those whose previews run live;
/// - `WasmRuntimeSources`: the C runtime of every module, `SampleWasmGlue/Runtime/diary_runtime.c`
///   (excluded from that target: it is built only for wasm32).
@main
struct SourceEmbedderPlugin: BuildToolPlugin {
    /// One enum to write: its name, and the target and files it holds.
    struct Embedding {
        var name: String
        var target: String
        /// The files: every Swift source of the target, or of these folders of it, or these paths.
        var files: Files = .swiftSources(in: nil)

        enum Files {
            /// The target's Swift sources inside these folders of it (`nil`: all of them).
            case swiftSources(in: [String]?)
            /// Paths inside the target's folder, excluded files included.
            case paths([String])
        }
    }

    static let embeddings = [
        Embedding(name: "StemmingSources", target: "Stemming"),
        Embedding(name: "StemmerExportsSources", target: "StemmerExports"),
        Embedding(name: "WasmWireFormatSources", target: "WasmWireFormat"),
        Embedding(name: "DiaryUISources", target: "DiaryUI"),
        Embedding(
            name: "SampleWasmGlueSources", target: "SampleWasmGlue",
            files: .swiftSources(in: ["Doctests", "Output", "Literals"])),
        Embedding(
            name: "SampleWasmPreviewGlueSources", target: "SampleWasmGlue", files: .swiftSources(in: ["Previews"])),
        Embedding(
            name: "SampleWasmLiveGlueSources", target: "SampleWasmGlue", files: .swiftSources(in: ["LivePreviews"])),
        Embedding(name: "WasmRuntimeSources", target: "SampleWasmGlue", files: .paths(["Runtime/diary_runtime.c"])),
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tool = try context.tool(named: "embed-sources").url
        return try Self.embeddings.map { embedding in
            let files = try Self.files(of: embedding, in: context.package)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(embedding.name).swift")
            return .buildCommand(
                displayName: "Embedding \(embedding.name)",
                executable: tool,
                arguments: ["--name", embedding.name, "--output", output.path(percentEncoded: false)]
                    + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output])
        }
    }
}

extension SourceEmbedderPlugin {
    /// The files `embedding` holds, sorted by path.
    ///
    /// When the package is a dependency of another one, SwiftPM leaves out of `package.targets`
    /// the targets no product in use needs (a fixture package that only uses the extractor plugin
    /// and `DiaryUI`, say); the files are then found in the target's folder, `Sources/<target>`.
    static func files(of embedding: Embedding, in package: Package) throws -> [URL] {
        let module = (try? package.targets(named: [embedding.target]))?.first as? SourceModuleTarget
        let folder = module?.directoryURL ?? package.directoryURL.appending(path: "Sources/\(embedding.target)")
        switch embedding.files {
        case .paths(let paths):
            return paths.map { folder.appending(path: $0) }
        case .swiftSources(let folders):
            let sources = try module.map { $0.sourceFiles(withSuffix: "swift").map(\.url) } ?? swiftFiles(below: folder)
            let root = folder.path(percentEncoded: false)
            return sources.filter { url in
                let path = url.path(percentEncoded: false)
                return folders?.contains { path.hasPrefix(root + ($0.hasSuffix("/") ? $0 : $0 + "/")) } ?? true
            }.sorted { $0.path < $1.path }
        }
    }

    /// Every `.swift` file below `folder`.
    static func swiftFiles(below folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw EmbedderError(description: "the package has no folder \(folder.path(percentEncoded: false)) to embed")
        }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}

/// A package without a module this plugin embeds, reported by SwiftPM as the plugin's error.
struct EmbedderError: Error, CustomStringConvertible {
    let description: String
}
