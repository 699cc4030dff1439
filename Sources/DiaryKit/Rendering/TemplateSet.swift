import BuildCache
import DiaryContent
import Mustache

/// The site's Mustache templates (`Templates/` over the default theme's), parsed once and shared
/// by every page rendered concurrently.
///
/// Names are paths without the extension: `article`, `partials/header`.
struct TemplateSet: Sendable {
    /// The pages the generator renders; each must exist.
    static let requiredPages = ["index", "article", "tag", "tags", "archive", "archives", "404", "feed"]
    /// Pages used when the templates have them: `section` lists a folder's pages.
    /// `search` is the page of all search results (`search/?q=…`).
    static let optionalPages = ["section", "search"]

    private var library: TemplateLibrary
    private var directory: String
    /// The file each template was read from, by name, for diagnostics.
    private var paths: [String: String] = [:]
    /// Per page template, the digest of its source and of every template it includes, for
    /// telling which pages a template change touches.
    private var pageDigests: [String: ContentHash.Digest] = [:]

    /// The templates of `theme`: the site's own over the default theme's.
    /// - Parameter directory: The site's templates folder, named by errors that have no file.
    static func load(_ theme: SiteTheme, directory: String) throws(DiaryError) -> TemplateSet {
        let (sources, paths) = try theme.templateSources(folder: directory)
        for page in requiredPages where sources[page] == nil {
            throw DiaryError(
                file: directory.appendingPathComponent("\(page).mustache"),
                "missing template; every site needs \(requiredPages.joined(separator: ", "))")
        }
        do {
            return TemplateSet(
                library: try TemplateLibrary(sources: sources), directory: directory, paths: paths,
                pageDigests: TemplateDependencies(sources: sources).digests(
                    of: requiredPages + optionalPages.filter { sources[$0] != nil }))
        } catch {
            throw Self.diagnostic(for: error, in: directory, paths: paths)
        }
    }

    /// The digest of page template `name` with everything it includes: it changes exactly when
    /// what the page renders with does.
    func digest(of name: String) -> ContentHash.Digest {
        pageDigests[name] ?? ContentHash().digest
    }

    /// Whether page template `name` is there (an optional page may not be).
    func has(_ name: String) -> Bool {
        pageDigests[name] != nil
    }

    /// Renders the page template `name`; an unknown variable is an error
    /// naming the template line.
    func render(_ name: String, _ context: MustacheValue) throws(DiaryError) -> String {
        do {
            return try library.render(name, with: context, strict: true)
        } catch {
            throw Self.diagnostic(for: error, in: directory, paths: paths)
        }
    }

    /// A template error as a diagnostic on the template's file.
    private static func diagnostic(for error: MustacheError, in directory: String, paths: [String: String])
        -> DiaryError
    {
        guard let location = error.location else {
            return DiaryError(file: directory, error.message)
        }
        return DiaryError(
            file: paths[location.templateName]
                ?? directory.appendingPathComponent("\(location.templateName).mustache"), line: location.line,
            column: location.column, error.message)
    }
}
