import DiaryContent

/// Finds every Markdown file below the content folder and maps the folder tree to URLs, as
/// Hugo, MkDocs and mdBook do.
///
/// `guide/intro.md` is published at `/guide/intro/`; a folder's `index.md`, `_index.md` or
/// `README.md` at the folder's URL (`/guide/`); Jekyll's `_posts/2024-03-05-title.md` at
/// `/title/`, dated by its name. What is not read — dot-folders, `node_modules`, the
/// `ignore:` list of `site.yaml`, Jekyll's `_drafts` (unless drafts are built), other
/// `_`-folders and files — is collected, to be named in one summary line.
struct ContentTree {
    /// The file names that make a folder's own page, best first.
    static let indexNames = ["index.md", "index.markdown", "_index.md", "README.md", "readme.md", "README.markdown"]

    var root: String
    /// Names (or paths relative to the root) never read nor published.
    var ignored: Set<String> = []
    var includeDrafts = false

    /// What walking the tree found.
    struct Walk: Sendable {
        var entries: [ContentLoader.Entry] = []
        /// Paths relative to the root of what was left out, sorted.
        var skipped: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Whether a file name is a Markdown file.
    static func isMarkdown(_ name: String) -> Bool {
        name.hasSuffix(".md") || name.hasSuffix(".markdown")
    }

    /// The name without its Markdown extension.
    static func stem(_ name: String) -> String {
        if name.hasSuffix(".markdown") { return String(name.dropLast(9)) }
        if name.hasSuffix(".md") { return String(name.dropLast(3)) }
        return name
    }

    /// Whether `name` (at `relative`, a path from the root) is left out of the site.
    func isSkipped(_ name: String, relative: String, isFolder: Bool) -> Bool {
        if name.hasPrefix(".") || name == "node_modules" || ignored.contains(name) || ignored.contains(relative) {
            return true
        }
        if isFolder {
            if name == "_posts" { return false }
            if name == "_drafts" { return !includeDrafts }
            return name.hasPrefix("_")
        }
        if relative == "site.yaml" { return false }
        if name == "SUMMARY.md" { return true }
        return name.hasPrefix("_") && name != "_index.md"
    }

    /// Walks the tree, sorted by path so builds are stable.
    func walk(canonicalRoot: String) -> Walk {
        var walk = Walk()
        var pending: [(relative: String, urlParts: [String], posts: Bool)] = [("", [], false)]
        while let (relative, urlParts, posts) = pending.popLast() {
            let folder = root.appendingPathComponent(relative)
            var invalidNames: [String] = []
            let listing = (try? FileSystem.entries(of: folder, invalidNames: &invalidNames)) ?? []
            walk.diagnostics += invalidNames.map { FolderScan.invalidNameWarning(folder, $0) }
            let names = listing.map(\.name)
            let index = Self.indexNames.first { names.contains($0) }
            for (name, listedKind) in listing {
                let path = folder.appendingPathComponent(name)
                let childRelative = relative.appendingPathComponent(name)
                let kind = listedKind ?? FileSystem.kind(of: path)
                if isSkipped(name, relative: childRelative, isFolder: kind == .directory) {
                    if kind == .directory || Self.isMarkdown(name) { walk.skipped.append(childRelative) }
                    continue
                }
                switch kind {
                case .directory:
                    let isPosts = name == "_posts" || name == "_drafts"
                    pending.append((childRelative, isPosts ? urlParts : urlParts + [Slug.make(from: name)], isPosts))
                case .file where Self.isMarkdown(name), .other where Self.isMarkdown(name):
                    walk.entries.append(
                        entry(
                            name: name, path: path, folder: folder, relative: relative, urlParts: urlParts,
                            isIndex: name == index, posts: posts))
                case .symbolicLink where Self.isMarkdown(name) || !name.contains("."):
                    walk.diagnostics.append(
                        FolderScan.refusal(of: path, insideRoot: canonicalRoot)
                            ?? Diagnostic(
                                .warning, file: path,
                                message: "symbolic link to an article is not followed; move the article here instead"))
                default:
                    continue
                }
            }
        }
        // By path, folder by folder: `a/index.md` before `a.md`, as the folders are listed.
        walk.entries.sort {
            $0.path.split(separator: "/").lexicographicallyPrecedes($1.path.split(separator: "/"))
        }
        walk.skipped.sort()
        return walk
    }

    /// The entry of one Markdown file.
    private func entry(
        name: String, path: String, folder: String, relative: String, urlParts: [String], isIndex: Bool, posts: Bool
    ) -> ContentLoader.Entry {
        var stem = Self.stem(name)
        var postDate: CalendarDate?
        if posts, stem.utf8.count > 11, let date = CalendarDate(iso: String(stem.prefix(10))),
            stem.dropFirst(10).first == "-"
        {
            postDate = date
            stem = String(stem.dropFirst(11))
        }
        let parts = isIndex ? urlParts : urlParts + [Slug.make(from: stem)]
        // A part that makes no URL (a name of punctuation only) leaves the slug empty: the
        // decoder then asks for `slug:`.
        let slug = parts.contains(where: \.isEmpty) ? "" : (parts.isEmpty ? "index" : parts.joined(separator: "/"))
        return ContentLoader.Entry(
            slug: slug, path: path, folder: folder, contentFolder: relative, isIndex: isIndex, postDate: postDate)
    }

    /// How many names the summary line shows before "and N more".
    static let namesShown = 5

    /// The one warning naming what was left out, or none.
    /// - Parameters:
    ///   - skipped: What the tree walk left out, relative to the content folder.
    ///   - refused: Files beside pages that are not published, each with its reason (shown with
    ///     its name, as the only place the reason is said).
    static func skippedWarning(
        _ skipped: [String], refused: [(path: String, reason: String)] = [], root: String
    ) -> Diagnostic? {
        let names = skipped.map { "'\($0)'" } + refused.map { "'\($0.path)' (\($0.reason))" }
        guard !names.isEmpty else { return nil }
        let shown = names.prefix(namesShown).joined(separator: ", ")
        let more = names.count > namesShown ? " and \(names.count - namesShown) more" : ""
        return Diagnostic(
            .warning, file: root,
            message:
                "not published: \(names.count) \(names.count == 1 ? "file or folder" : "files and folders") "
                + "(dot-folders, node_modules, '_'-names, SUMMARY.md, drafts, site.yaml's ignore list, and files "
                + "beside pages that are not images, video, audio, PDF, data or archives): \(shown)\(more); "
                + "rename or move what should be published")
    }
}
