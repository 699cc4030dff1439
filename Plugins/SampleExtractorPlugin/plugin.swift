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
        let inputFiles = inputs(under: content)
        if !isTestTarget { reportModulesWithoutTarget(in: inputFiles, context: context, target: target.name) }
        var arguments = ["--module", module, "--output", output.path(percentEncoded: false)]
        arguments += ["--content", content.path(percentEncoded: false)] + (isTestTarget ? ["--examples"] : [])
        return [
            .buildCommand(
                displayName: "Extracting \(fileName) from the articles",
                executable: try context.tool(named: "diary-extract").url,
                arguments: arguments,
                inputFiles: inputFiles,
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

extension SampleExtractorPlugin {
    /// Reports, at the article's `module:` line, each module an article names that is no target of
    /// the package: the manifest's `sampleModules` list is stale, and SwiftPM would build without
    /// the module and its doctests. One library target reports (the first, by name, of those the
    /// articles name), so the error shows once.
    func reportModulesWithoutTarget(in files: [URL], context: PluginContext, target: String) {
        let targets = Set(context.package.targets.map(\.name))
        let named = files.filter { $0.pathExtension == "md" }.flatMap { file in
            ModuleField.names(in: file).map { (file: file, module: $0.name, line: $0.line) }
        }
        let reporter = named.map(\.module).filter(targets.contains).min()
        guard reporter == nil || reporter == target else { return }
        for use in named where !targets.contains(use.module) {
            // SwiftPM prints a plugin's error as `error: message` without its file and line (they
            // reach IDEs only), so the message starts with them.
            let path = use.file.path(percentEncoded: false)
            Diagnostics.error(
                "\(path):\(use.line): module \(use.module) is not a target of this package: its sampleModules "
                    + "list is stale, so swift build would leave out the module and its doctests; run 'diary build' "
                    + "(it adds the modules the articles name) or 'diary new --module \(use.module)'",
                file: path, line: use.line)
        }
    }
}

/// The `module` field of an article's front matter, read as plainly as the plugin can (it cannot use
/// the generator's YAML reader): `module: Name`, `module: [A, B]`, a `- Name` list below
/// `module:`, or TOML's `module = "Name"`.
enum ModuleField {
    /// Each module name with its line in the file.
    static func names(in file: URL) -> [(name: String, line: Int)] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let fence = lines.first, fence == "---" || fence == "+++" else { return [] }
        var names: [(name: String, line: Int)] = []
        var inList = false
        for (index, line) in lines.enumerated().dropFirst() {
            if line == fence { break }
            if inList, line.hasPrefix("- ") {
                names += words(line.dropFirst(2)).map { ($0, index + 1) }
                continue
            }
            inList = false
            guard let value = value(of: line) else { continue }
            if value.isEmpty { inList = true }
            names += words(value).map { ($0, index + 1) }
        }
        return names
    }

    /// The text after `module:` or `module =`, or `nil` for another line.
    private static func value(of line: String) -> Substring? {
        guard line.hasPrefix("module") else { return nil }
        let rest = line.dropFirst("module".count).drop { $0 == " " }
        guard let separator = rest.first, separator == ":" || separator == "=" else { return nil }
        return rest.dropFirst().drop { $0 == " " }
    }

    /// The identifiers in a value such as `Name`, `[A, B]` or `"A"` (a comment ends it).
    private static func words(_ value: Substring) -> [String] {
        let text = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            .filter { $0.first.map { !$0.isNumber } ?? false }
    }
}

/// A misconfigured target, reported by SwiftPM as the plugin's error.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
