/// Checks and rewrites the links an author writes in an article.
///
/// Authors link the way files sit on disk (`../buttons/index.md`,
/// `../buttons/`, `data.csv`); readers need URLs under the site's base path.
/// Anything that would break on the published site is reported instead.
struct LinkResolver: Sendable {
    /// What a link inside the site points at.
    enum Target: Equatable {
        case external(String)
        case page(String)
        case problem(String)
    }

    var url: SiteURL
    var publishedSlugs: Set<String>
    var plannedSlugs: Set<String>
    /// Files the site root will contain, e.g. `css/site.css`.
    var rootFiles: Set<String>

    /// Resolves `destination`, written in the article `slug`, whose own files
    /// are `articleFiles` (names relative to its folder).
    func resolve(_ destination: String, from slug: String, articleFiles: Set<String>) -> Target {
        if destination.isEmpty || destination.hasPrefix("#") || Self.hasScheme(destination) {
            return .external(destination)
        }
        let (pathPart, fragment) = Self.splitFragment(destination)
        let sitePath: [String]
        if pathPart.hasPrefix("/") {
            sitePath = Self.normalise(pathPart.split(separator: "/").map(String.init))
        } else {
            sitePath = Self.normalise([slug] + pathPart.split(separator: "/").map(String.init))
        }
        return target(for: sitePath, fragment: fragment, original: destination, articleFiles: articleFiles, slug: slug)
    }

    private func target(
        for components: [String], fragment: String, original: String, articleFiles: Set<String>, slug: String
    ) -> Target {
        // `<slug>`, `<slug>/`, `<slug>/index.md` and `<slug>.md` all mean the article page.
        var page = components
        if page.last == "index.md" || page.last == "index.html" { page.removeLast() }
        if page.count == 1, page[0].hasSuffix(".md") { page[0] = String(page[0].dropLast(3)) }
        if page.isEmpty { return .page(url.path("") + fragment) }
        if page.count == 1 {
            if publishedSlugs.contains(page[0]) { return .page(url.path(page[0] + "/") + fragment) }
            if plannedSlugs.contains(page[0]) {
                return .problem(
                    "'\(original)' links to a planned part that is not written yet; remove the link or write the part")
            }
        }
        let joined = components.joined(separator: "/")
        if components.count == 2, components[0] == slug, articleFiles.contains(components[1]) {
            return .page(url.path(joined) + fragment)
        }
        if rootFiles.contains(joined) { return .page(url.path(joined) + fragment) }
        if components.count == 1, components[0] == "tags" { return .page(url.path("tags/") + fragment) }
        return .problem("broken link '\(original)': no article, article file or Public/ file has that path")
    }

    static func hasScheme(_ destination: String) -> Bool {
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
