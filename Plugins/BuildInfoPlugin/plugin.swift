import Foundation
import PackagePlugin

/// Bakes the commit `diary` is built from into the target it is applied to (`DiaryBuildInfo`), for
/// `diary --version`. The tool reads the commit from the package's Git folder; the plugin only
/// finds that folder and names the files whose change means a new commit (`HEAD`, the branch
/// folder, `packed-refs`). A package without Git (a source archive) gets "unknown".
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let gitFolder = Self.gitFolder(of: context.package.directoryURL)
        let output = context.pluginWorkDirectoryURL.appending(path: "DiaryBuildInfo.swift")
        var arguments = ["--build-info", "--name", "DiaryBuildInfo", "--output", output.path(percentEncoded: false)]
        var inputs: [URL] = []
        if let gitFolder {
            arguments += ["--git-dir", gitFolder.path(percentEncoded: false)]
            let common =
                (try? String(contentsOf: gitFolder.appending(path: "commondir"), encoding: .utf8))
                .map { gitFolder.appending(path: $0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? gitFolder
            inputs = [
                gitFolder.appending(path: "HEAD"), common.appending(path: "refs/heads"),
                common.appending(path: "packed-refs"),
            ]
            .filter { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
        }
        return [
            .buildCommand(
                displayName: "Stamping the commit diary is built from",
                executable: try context.tool(named: "embed-sources").url,
                arguments: arguments, inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// `.git` of `package`, or the folder a `.git` file points at (a worktree, a submodule).
    static func gitFolder(of package: URL) -> URL? {
        let dotGit = package.appending(path: ".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path(percentEncoded: false), isDirectory: &isFolder)
        else { return nil }
        if isFolder.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") else {
            return nil
        }
        let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)
    }
}
