import Foundation
import PackagePlugin

/// Embeds sources that `diary` compiles to WebAssembly itself into the target it is applied to,
/// each set as an enum whose `files` hold the file names and texts, so the programs are the same
/// wherever the content folder lives:
///
/// - `StemmingSources` and `StemmerExportsSources`: the `Stemming` module, so the search page's
///   stemmer is the very one that stemmed the index, and the page's entry points into it;
/// - `WasmWireFormatSources` and `SampleWasmGlueSources`: the names and formats shared with the
///   host, and the glue compiled into every sample module (doctest printing, preview records,
///   live previews);
/// - `WasmRuntimeSources`: the C runtime of every module, `SampleWasmGlue/Runtime/diary_runtime.c`
///   (excluded from that target: it is built only for wasm32).
@main
struct SourceEmbedderPlugin: BuildToolPlugin {
    /// One enum to write: its name, and the target and files it holds.
    struct Embedding {
        var name: String
        var target: String
        /// Paths inside the target's folder; `nil` means every Swift source file of the target.
        var paths: [String]?
    }

    static let embeddings = [
        Embedding(name: "StemmingSources", target: "Stemming", paths: nil),
        Embedding(name: "StemmerExportsSources", target: "StemmerExports", paths: nil),
        Embedding(name: "WasmWireFormatSources", target: "WasmWireFormat", paths: nil),
        Embedding(name: "SampleWasmGlueSources", target: "SampleWasmGlue", paths: nil),
        Embedding(name: "WasmRuntimeSources", target: "SampleWasmGlue", paths: ["Runtime/diary_runtime.c"]),
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tool = try context.tool(named: "embed-sources").url
        return try Self.embeddings.map { embedding in
            guard let module = try context.package.targets(named: [embedding.target]).first as? SourceModuleTarget
            else {
                throw EmbedderError(description: "the package has no \(embedding.target) source module to embed")
            }
            let files =
                embedding.paths.map { $0.map { module.directoryURL.appending(path: $0) } }
                ?? module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
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

/// A package without a module this plugin embeds, reported by SwiftPM as the plugin's error.
struct EmbedderError: Error, CustomStringConvertible {
    let description: String
}
