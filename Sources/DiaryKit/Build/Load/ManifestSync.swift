import DiaryContent
import FrontMatter
import SampleExtraction

/// Brings a diary package's `let sampleModules` list, and the placeholder files its modules need,
/// in step with the `module:` names the articles use — run by `diary build`, `check` and `serve`
/// before they build, so an article with a new module needs no other edit, and deleting the last
/// article of a module removes it.
///
/// It acts only on a content folder named `Content` beside a `Package.swift` that has the list
/// (what `diary init` writes; the plugin reads exactly that folder), and only on modules in the
/// list. It deletes only files that hold exactly what ``ModulePlaceholder`` writes: when a module
/// no article names holds any other file, it warns and changes nothing for that module.
public struct ManifestSync: Sendable {
    /// One line per change, e.g. `Package.swift: added module X (used by Content/x/index.md)`.
    public var changes: [String] = []
    /// Modules that could not be removed, and why.
    public var warnings: [Diagnostic] = []

    /// The package folder (canonical), and how to show its paths (as the user named the content).
    private let root: String
    private let shownRoot: String

    private init(root: String, shownRoot: String) {
        self.root = root
        self.shownRoot = shownRoot
    }

    /// Syncs the package around `contentDirectory`; changes nothing outside a diary package.
    /// - Throws: When the manifest or a placeholder cannot be written.
    public static func run(contentDirectory: String) throws(DiaryError) -> ManifestSync {
        guard let content = FileSystem.canonicalPath(contentDirectory),
            PathText.lastComponent(of: content) == "Content"
        else { return ManifestSync(root: "", shownRoot: "") }
        var sync = ManifestSync(root: PathText.parent(of: content), shownRoot: PathText.parent(of: contentDirectory))
        let manifestPath = sync.root.appendingPathComponent("Package.swift")
        guard FileSystem.kind(of: manifestPath) == .file, let manifest = try? SourceFile.read(manifestPath),
            let listed = ManifestModules.names(in: manifest)
        else { return sync }
        let (users, complete) = sync.articleModules(under: content)
        var edited = manifest
        for (module, article) in users {
            if !listed.contains(module), let added = ManifestModules.adding(module, to: edited) {
                edited = added
                sync.changes.append(
                    "\(sync.shown("Package.swift")): added module \(module) (used by \(sync.shown(article)))")
            }
            for path in try sync.placeholdersNeeded(by: module) {
                sync.changes.append("\(sync.shown(path)): created (SwiftPM needs a file to see module \(module))")
            }
        }
        // A module whose only article did not load is not known to be unused: nothing is removed.
        if complete {
            for module in listed where !users.contains(where: { $0.module == module }) {
                edited = sync.remove(module, from: edited, manifestLine: ManifestModules.line(in: manifest) ?? 1)
            }
        }
        guard edited != manifest else { return sync }
        do {
            try FileSystem.writeReplacing(Array(edited.utf8), at: manifestPath)
        } catch {
            throw DiaryError(file: manifestPath, "cannot update sampleModules: \(error.reason)")
        }
        return sync
    }

    /// `path` (relative to the package) as the user reaches it.
    private func shown(_ path: String) -> String {
        shownRoot.isEmpty ? path : shownRoot.appendingPathComponent(path)
    }

    /// Each module the articles under `content` name, with the first article naming it (relative to
    /// the package), in the articles' order; and whether every article's front matter was read.
    private func articleModules(under content: String) -> (users: [(module: String, article: String)], complete: Bool) {
        var users: [(module: String, article: String)] = []
        var complete = true
        for path in ArticleFiles.paths(under: content) {
            let modules: [String]
            do {
                let source = try ArticleSource(path: path, bytes: try FileSystem.read(path))
                // Most articles name no module: their front matter is not parsed (this runs every build).
                guard source.frontMatter?.contains("module") == true else { continue }
                modules = try ModuleList.names(in: try FrontMatter.parse(source)?["module"], path: path)
            } catch {
                complete = false
                continue
            }
            let article = String(path.dropFirst(root.count + 1))
            for module in modules where !users.contains(where: { $0.module == module }) {
                users.append((module, article))
            }
        }
        return (users, complete)
    }

    /// Writes each placeholder of `module` whose folder holds no Swift file.
    /// - Returns: The paths written, relative to the package.
    private func placeholdersNeeded(by module: String) throws(DiaryError) -> [String] {
        let placeholder = ModulePlaceholder(module: module)
        let needed = placeholder.files.filter { file in
            let folder = root.appendingPathComponent(PathText.parent(of: file.path))
            let names = (try? FileSystem.contents(of: folder)) ?? []
            return !names.contains { $0.hasSuffix(".swift") }
        }
        return needed.isEmpty ? [] : try placeholder.writeMissing(in: root, only: needed)
    }

    /// `manifest` without `module`, its placeholder files deleted — or, when its folder holds a file
    /// diary did not write or the manifest names it elsewhere, unchanged with a warning.
    private mutating func remove(_ module: String, from manifest: String, manifestLine: Int) -> String {
        let placeholder = ModulePlaceholder(module: module)
        let folder = root.appendingPathComponent(placeholder.folder)
        let own = Dictionary(uniqueKeysWithValues: placeholder.files.map { ($0.path, $0.text) })
        let files = Self.files(under: folder, shownAs: placeholder.folder)
        let authors = files.filter {
            own[$0] == nil || (try? SourceFile.read(root.appendingPathComponent($0))) != own[$0]
        }
        guard let edited = ManifestModules.removing(module, from: manifest),
            !edited.contains("\"\(module)\""), authors.isEmpty
        else {
            let reason =
                authors.isEmpty
                ? "the manifest names it elsewhere too (sampleDependencies?)"
                : "\(shown(placeholder.folder)) holds files diary did not write (\(authors.map(shown).joined(separator: ", ")))"
            warnings.append(
                Diagnostic(
                    .warning, file: shown("Package.swift"), line: manifestLine,
                    message: "no article names module \(module) any more, but \(reason); "
                        + "remove it by hand, or name it again in an article's module: field"))
            return manifest
        }
        changes.append("\(shown("Package.swift")): removed module \(module) (no article names it)")
        for path in files {
            FileSystem.remove(root.appendingPathComponent(path))
            changes.append("\(shown(path)): deleted (the placeholder diary wrote for module \(module))")
        }
        FileSystem.removeEmptyFolder(folder.appendingPathComponent("Library"))
        FileSystem.removeEmptyFolder(folder)
        return edited
    }

    /// Every file under `folder` at any depth, relative to the package (`prefix` is the folder's
    /// own relative path); a `.DS_Store` a file manager left is not counted.
    private static func files(under folder: String, shownAs prefix: String) -> [String] {
        guard let entries = try? FileSystem.entries(of: folder) else { return [] }
        return entries.flatMap { entry -> [String] in
            let path = prefix.appendingPathComponent(entry.name)
            let kind = entry.kind ?? FileSystem.kind(of: folder.appendingPathComponent(entry.name))
            if kind == .directory {
                return files(under: folder.appendingPathComponent(entry.name), shownAs: path)
            }
            return entry.name == ".DS_Store" ? [] : [path]
        }
    }
}
