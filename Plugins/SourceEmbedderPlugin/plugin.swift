import Foundation
import PackagePlugin

/// Embeds the Swift sources of the `Stemming` module into the target it is applied to, as
/// `StemmingSources.files`, so that `diary` can compile the very stemmer that stemmed the search
/// index to WebAssembly for the search page, wherever the content folder lives.
@main
struct SourceEmbedderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let stemming = try context.package.targets(named: ["Stemming"]).first as? SourceModuleTarget else {
            throw EmbedderError(description: "the package has no Stemming source module to embed")
        }
        let files = stemming.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "StemmingSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding the Stemming sources",
                executable: try context.tool(named: "embed-sources").url,
                arguments: ["--name", "StemmingSources", "--output", output.path(percentEncoded: false)]
                    + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}

/// A package without the module this plugin embeds, reported by SwiftPM as the plugin's error.
struct EmbedderError: Error, CustomStringConvertible {
    let description: String
}
