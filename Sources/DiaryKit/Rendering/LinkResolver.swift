/// Checks and rewrites the links an author writes in an article.
///
/// Authors link the way files sit on disk, as GitHub renders them
/// (`../buttons/index.md`, `../buttons/`, `b.md`, `data.csv`), relative to the
/// Markdown file's own folder; readers need URLs under the site's base path.
/// Anything that would break on the published site is reported instead.
struct LinkResolver: Sendable {
    /// What a link inside the site points at.
    enum Target: Equatable {
        case external(String)
        case page(String)
        /// A link that leads nowhere in the site: it stays as written, with this warning.
        case kept(String, problem: String)
        /// A link that must not be followed (a planned part): the page shows its text only.
        case problem(String)
    }

    var url: SiteURL
    var publishedSlugs: Set<String>
    var plannedSlugs: Set<String>
    /// Files the site root will contain, e.g. `css/site.css`.
    var rootFiles: Set<String>
    /// Article slugs by their path in the content folder: `buttons` for
    /// `buttons/index.md`, `b.md` and `b` for `b.md`.
    var contentPaths: [String: String] = [:]
    /// The URL path of every file the content folders publish, by its path in the content folder.
    var contentFiles: [String: String] = [:]
    /// Page slugs by their file's name without extension, lowercased (`thebasics` for
    /// `GuidedTour/TheBasics.md`): what DocC's `<doc:TheBasics>` names.
    var docPages: [String: String] = [:]
    /// Each published page's title, by slug: what a `doc:` link with no text of its own shows.
    var pageTitles: [String: String] = [:]
    /// Where the render using this resolver notes what it asked of the tables above
    /// (``SiteLookupLog``); `nil` outside a cached build.
    var log: SiteLookupLog? = nil

    /// The content-folder keys of an article: its folder for a folder's own page, else its
    /// file with and without the extension (`guide/intro.md`, `guide/intro`).
    static func contentPaths(of article: Article) -> [String] {
        let folder = article.contentFolder
        if FolderFiles.isIndexPage(article) || article.sourcePath.hasSuffix("/index.md") && !folder.isEmpty {
            return [folder]
        }
        let path = article.sourcePath
        let file = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let inTree = folder.appendingPathComponent(file)
        return [inTree, folder.appendingPathComponent(ContentTree.stem(file))]
    }

    /// ``docPages`` for these articles: the first file of a name wins.
    static func docPages(of articles: [Article]) -> [String: String] {
        var pages: [String: String] = [:]
        for article in articles where article.isPublished {
            let file = article.sourcePath.split(separator: "/").last.map(String.init) ?? ""
            let key = ContentTree.stem(file).lowercased()
            if pages[key] == nil { pages[key] = article.slug }
        }
        return pages
    }

    /// Resolves `destination`, written in the article `slug`, whose own files
    /// are `articleFiles` (names relative to its folder).
    /// - Parameters:
    ///   - folder: The article's folder in the content folder: `buttons` for
    ///     `buttons/index.md`, empty for a flat `b.md`; by default the slug.
    ///   - written: The destination as the source has it (`foo%20b&auml;` for the decoded
    ///     `foo%20bä`), which a problem quotes; by default `destination`.
    func resolve(
        _ destination: String, from slug: String, folder: String? = nil, articleFiles: Set<String>,
        writtenAs written: String? = nil
    ) -> Target {
        if destination.hasPrefix("doc:") { return docLink(destination, original: written ?? destination) }
        // `//host/path` is another site, at the page's own scheme.
        if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("//")
            || Self.hasScheme(destination)
        {
            return .external(destination)
        }
        let (pathPart, fragment) = Self.splitFragment(destination)
        let folder = folder ?? slug
        let components: [String]
        if pathPart.hasPrefix("/") {
            components = Self.normalise(pathPart.split(separator: "/").map(String.init))
        } else {
            let base = folder.split(separator: "/").map(String.init)
            components = Self.normalise(base + pathPart.split(separator: "/").map(String.init))
        }
        if let file = ask(.contentFile, components.joined(separator: "/")) { return .page(url.path(file) + fragment) }
        let ownFiles = articleFile(components, folder: folder, slug: slug, articleFiles: articleFiles)
        if let ownFiles { return .page(url.path(ownFiles) + fragment) }
        switch target(for: components, fragment: fragment, original: written ?? destination) {
        case .kept(_, let problem): return .kept(destination, problem: problem)
        case let other: return other
        }
    }

    /// DocC's `doc:Name` (`<doc:Name>`, `doc:Book/Name#Heading`): the page made from `Name.md`
    /// anywhere in the content folder.
    private func docLink(_ destination: String, original: String) -> Target {
        let (pathPart, fragment) = Self.splitFragment(String(destination.dropFirst(4)))
        let name = pathPart.split(separator: "/").last.map { String($0).lowercased() } ?? ""
        guard let slug = ask(.docPage, name) else {
            // Kept as written, as a relative link to nothing is (issue 28): the reader sees a
            // link, as on GitHub, and the author a warning.
            return .kept(
                destination,
                problem: "broken link '\(original)': no Markdown file named '\(name).md' in the content folder")
        }
        return .page(url.path(slug + "/") + fragment)
    }

    /// The title a `doc:Name` link with no text of its own shows, as DocC does: the title of the
    /// page made from `Name.md`; `nil` for other links and names no page has.
    func docLinkTitle(_ destination: String) -> String? {
        guard destination.hasPrefix("doc:") else { return nil }
        let (pathPart, _) = Self.splitFragment(String(destination.dropFirst(4)))
        let name = pathPart.split(separator: "/").last.map { String($0).lowercased() } ?? ""
        return ask(.docPage, name).flatMap(title(ofPage:))
    }

    /// The site path of one of the article's own files, if `components` names one.
    private func articleFile(_ components: [String], folder: String, slug: String, articleFiles: Set<String>)
        -> String?
    {
        let folderParts = folder.split(separator: "/").map(String.init)
        let prefix: Int
        if !folderParts.isEmpty, components.count > folderParts.count,
            Array(components.prefix(folderParts.count)) == folderParts
        {
            prefix = folderParts.count
        } else if !slug.isEmpty, components.count >= 2, components[0] == slug {
            prefix = 1
        } else {
            return nil
        }
        let file = components.dropFirst(prefix).joined(separator: "/")
        return articleFiles.contains(file) ? "\(slug)/\(file.composed)" : nil
    }

    private func target(for components: [String], fragment: String, original: String) -> Target {
        // `<slug>`, `<slug>/`, `<slug>/index.md` and `<slug>.md` all mean the article page.
        var page = components
        if let last = page.last, Self.indexFiles.contains(last) { page.removeLast() }
        // VitePress and Jekyll write links to the pages they generate: `guide/intro.html`.
        if let last = page.last, last.hasSuffix(".html"), !isRootFile(components.joined(separator: "/")) {
            page[page.count - 1] = String(last.dropLast(5))
        }
        if let slug = ask(.contentPath, page.joined(separator: "/")) { page = [slug] }
        if page.count == 1, page[0].hasSuffix(".md") { page[0] = String(page[0].dropLast(3)) }
        if page.isEmpty { return .page(url.path("") + fragment) }
        if page.count > 1, isPublished(page.joined(separator: "/")) {
            return .page(url.path(page.joined(separator: "/") + "/") + fragment)
        }
        // A URL written with the folders' and files' own names (`/functions/newScratch/`) names
        // the page whose slug they make, as Hugo lowercases its URLs.
        let slugged = page.map { Slug.make(from: ContentTree.stem($0)) }.joined(separator: "/")
        if page.count > 1 || page.first.map({ Slug.make(from: ContentTree.stem($0)) != $0 }) == true,
            isPublished(slugged)
        {
            return .page(url.path(slugged + "/") + fragment)
        }
        if page.count == 1 {
            if isPublished(page[0]) { return .page(url.path(page[0] + "/") + fragment) }
            if ask(.plannedSlug, page[0]) != nil {
                return .problem(
                    "'\(original)' links to a planned part that is not written yet; remove the link or write the part")
            }
        }
        let joined = components.joined(separator: "/")
        if isRootFile(joined) { return .page(url.path(joined) + fragment) }
        if components.count == 1, components[0] == "tags" { return .page(url.path("tags/") + fragment) }
        return .kept(
            original,
            problem:
                "broken link '\(original)': no article, article file or Public/ file has that path")
    }

    // MARK: Lookups

    /// What `table` holds for `key` (`"1"` for a set's member), as ``SiteLookupLog`` records it.
    func lookUp(_ table: SiteLookupLog.Table, _ key: String) -> String? {
        switch table {
        case .publishedSlug: publishedSlugs.contains(key) ? "1" : nil
        case .plannedSlug: plannedSlugs.contains(key) ? "1" : nil
        case .rootFile: rootFiles.contains(key) ? "1" : nil
        case .contentPath: contentPaths[key]
        case .contentFile: contentFiles[key]
        case .docPage: docPages[key]
        case .pageTitle: pageTitles[key]
        default: nil
        }
    }

    /// ``lookUp(_:_:)``, noted in the render's ``log``.
    private func ask(_ table: SiteLookupLog.Table, _ key: String) -> String? {
        let answer = lookUp(table, key)
        log?.record(table, key, answer)
        return answer
    }

    private func isPublished(_ slug: String) -> Bool { ask(.publishedSlug, slug) != nil }
    private func isRootFile(_ path: String) -> Bool { ask(.rootFile, path) != nil }

    /// The title of the published page at `slug`, if there is one.
    func title(ofPage slug: String) -> String? { ask(.pageTitle, slug) }

    /// Names that stand for their folder's page in a link.
    static let indexFiles: Set<String> = ["index.md", "index.html", "index.markdown", "_index.md", "README.md"]

    /// The article and heading a resolved page URL with a fragment points at (`/repo/b/#x` → `b`, `x`).
    func anchor(in resolved: String) -> (slug: String, fragment: String)? {
        let (path, fragment) = Self.splitFragment(resolved)
        guard fragment.count > 1, path.hasPrefix(url.basePath) else { return nil }
        let slug = path.dropFirst(url.basePath.count).split(separator: "/").joined(separator: "/")
        guard !slug.isEmpty, isPublished(slug) else { return nil }
        return (slug, String(fragment.dropFirst()))
    }

    static func hasScheme(_ destination: String) -> Bool {
        // ASCII up to the colon, and after it: decided on bytes; anything else by characters.
        var utf8 = destination.utf8.makeIterator()
        var count = 0
        while let byte = utf8.next(), byte < 0x80 {
            if byte == UInt8(ascii: ":") {
                guard let after = utf8.next(), after >= 0x80 else { return count > 0 }
                break
            }
            let isSchemeByte =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !isSchemeByte { return false }
            count += 1
        }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && !scheme.contains("/")
    }

    static func splitFragment(_ destination: String) -> (path: String, fragment: String) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, "") }
        return (String(destination[..<hash]), String(destination[hash...]))
    }

    /// Applies `.` and `..`; `..` above the site root stays at the root.
    static func normalise(_ components: [String]) -> [String] {
        var result: [String] = []
        for component in components where !component.isEmpty && component != "." {
            if component == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(component)
            }
        }
        return result
    }
}
