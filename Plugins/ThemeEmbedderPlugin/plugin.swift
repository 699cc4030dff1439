import Foundation
import PackagePlugin

/// Embeds the default theme, every file below the package's `Templates/` and `Public/` (fonts and
/// images included, names starting with `.` left out, as a build leaves them out), into the target
/// it is applied to as `DefaultThemeFiles`, so `diary` builds a site that has no theme folder of
/// its own. The files are listed on every build, so a file added to either folder is embedded by
/// the next one.
@main
struct ThemeEmbedderPlugin: BuildToolPlugin {
    /// The theme's folders, relative to the package.
    static let folders = ["Templates", "Public"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL
        let files = try Self.folders.flatMap { try Self.files(below: root.appending(path: $0)) }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "embed-sources").url,
                arguments: [
                    "--theme", "--name", "DefaultThemeFiles", "--output", output.path(percentEncoded: false),
                    "--root", root.path(percentEncoded: false),
                ] + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output])
        ]
    }

    /// Every regular file below `folder` whose path has no component starting with `.`, sorted.
    static func files(below folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            throw ThemeEmbedderError(description: "the package has no folder \(folder.path(percentEncoded: false))")
        }
        var files: [URL] = []
        for case let url as URL in walk {
            if url.lastPathComponent.hasPrefix(".") {
                walk.skipDescendants()
                continue
            }
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A package without a theme folder, reported by SwiftPM as the plugin's error.
struct ThemeEmbedderError: Error, CustomStringConvertible {
    let description: String
}
