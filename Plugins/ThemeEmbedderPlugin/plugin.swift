import Foundation
import PackagePlugin

/// Embeds the default theme, every file below the package's `Templates/` and `Public/` (fonts and
/// images included, names starting with `.` left out, as a build leaves them out), into the target
/// it is applied to as `DefaultThemeFiles`, so `diary` builds a site that has no theme folder of
/// its own. The tool walks the folders itself; its inputs are every file (an edit re-embeds) and
/// every folder (a file added after SwiftPM planned the build changes its folder's date). SwiftPM
/// keeps the input list until it plans again, so after a theme file is deleted the next build
/// stops at "missing inputs" until `Package.swift` is touched (the same holds for articles and
/// SampleExtractorPlugin).
@main
struct ThemeEmbedderPlugin: BuildToolPlugin {
    /// The theme's folders, relative to the package.
    static let folders = ["Templates", "Public"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let inputs = try Self.folders.flatMap { try Self.entries(below: root.appending(path: $0)) }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "embed-sources").url,
                arguments: [
                    "--theme", "--name", "DefaultThemeFiles", "--output", output.path(percentEncoded: false),
                    "--root", root.path(percentEncoded: false),
                ] + Self.folders,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// `folder`, and every file and folder below it whose path has no component starting with `.`.
    static func entries(below folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            throw ThemeEmbedderError(description: "the package has no folder \(folder.path(percentEncoded: false))")
        }
        var entries = [folder]
        for case let url as URL in walk {
            if url.lastPathComponent.hasPrefix(".") {
                walk.skipDescendants()
                continue
            }
            entries.append(url)
        }
        return entries.sorted { $0.path < $1.path }
    }
}

/// A package without a theme folder, reported by SwiftPM as the plugin's error.
struct ThemeEmbedderError: Error, CustomStringConvertible {
    let description: String
}
