import Foundation
import PackagePlugin

/// Extracts a sample module's code from the articles that carry it.
///
/// Applied to a library target `M`, it writes `M.extracted.swift` (the article's compiled
/// blocks); applied to a test target `MTests`, it writes `MExamples.extracted.swift` (the
/// article's examples as tests). Every Markdown file under `Content/` is an input, because any
/// of them may name the module in its front matter; `diary-extract` picks the right ones.
@main
struct SampleExtractorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let isTestTarget = target.kind == .test
        let module = isTestTarget ? String(target.name.dropLast("Tests".count)) : target.name
        guard !isTestTarget || (target.name.hasSuffix("Tests") && !module.isEmpty) else {
            throw PluginError("test target \(target.name) must be named <Module>Tests")
        }
        let fileName = isTestTarget ? "\(module)Examples.extracted.swift" : "\(module).extracted.swift"
        let output = context.pluginWorkDirectoryURL.appending(path: fileName)
        let articles = markdownFiles(under: context.package.directoryURL.appending(path: "Content"))
        let arguments =
            ["--module", module, "--output", output.path(percentEncoded: false)]
            + (isTestTarget ? ["--examples"] : []) + ["--"] + articles.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Extracting \(fileName) from the articles",
                executable: try context.tool(named: "diary-extract").url,
                arguments: arguments,
                inputFiles: articles,
                outputFiles: [output])
        ]
    }

    /// Every `.md` file under `directory`, sorted by path; none when the folder is missing.
    private func markdownFiles(under directory: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        let urls = (files?.allObjects ?? []).compactMap { $0 as? URL }
        return urls.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }
}

/// A misconfigured target, reported by SwiftPM as the plugin's error.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
