import Foundation
import PackagePlugin

/// Extracts a sample module's code from the articles that carry it.
///
/// Applied to a library target `M`, it writes `M.extracted.swift` (the articles' compiled
/// blocks and the `ArticlePreviews` registry of their preview fences; `M` must depend on DiaryUI);
/// applied to a test target `MTests`, it writes `MExamples.extracted.swift` (the
/// articles' examples as tests). Any article may name the module in its front matter, so every
/// `.md` file under `Content/` is an input and `diary-extract` picks the right ones.
@main
struct SampleExtractorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let isTestTarget = target.kind == .test
        let module = isTestTarget ? String(target.name.dropLast("Tests".count)) : target.name
        guard !isTestTarget || (target.name.hasSuffix("Tests") && !module.isEmpty) else {
            throw PluginError("test target \(target.name) must be named <Module>Tests to get its examples")
        }
        let fileName = isTestTarget ? "\(module)Examples.extracted.swift" : "\(module).extracted.swift"
        let output = context.pluginWorkDirectoryURL.appending(path: fileName)
        let content = context.package.directoryURL.appending(path: "Content").resolvingSymlinksInPath()
        var arguments = ["--module", module, "--output", output.path(percentEncoded: false)]
        arguments += ["--content", content.path(percentEncoded: false)] + (isTestTarget ? ["--examples"] : [])
        return [
            .buildCommand(
                displayName: "Extracting \(fileName) from the articles",
                executable: try context.tool(named: "diary-extract").url,
                arguments: arguments,
                inputFiles: inputs(under: content),
                outputFiles: [output])
        ]
    }

    /// Every `.md` file under `content`, plus `content` and its folders: SwiftPM keeps this list
    /// until it re-plans the build, and a folder's modification date changes when an article is
    /// added to it, so the tool (which searches `content` itself) still runs and sees it.
    private func inputs(under content: URL) -> [URL] {
        guard FileManager.default.fileExists(atPath: content.path(percentEncoded: false)) else { return [] }
        let entries = FileManager.default.enumerator(
            at: content, includingPropertiesForKeys: [.isDirectoryKey], options: .skipsHiddenFiles)
        let urls = (entries?.allObjects ?? []).compactMap { $0 as? URL }.filter { url in
            url.pathExtension == "md" || (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        }
        return [content] + urls.sorted { $0.path < $1.path }
    }
}

/// A misconfigured target, reported by SwiftPM as the plugin's error.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
