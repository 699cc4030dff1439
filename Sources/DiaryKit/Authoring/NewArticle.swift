import DiaryContent
import Foundation

/// A new article as `diary new` starts it: its title, URL slug and date, checked, and the folder
/// it creates with front matter to fill in and a first outline.
public struct NewArticle: Sendable {
    /// Why a title and slug cannot start an article.
    public enum Problem: Error, Sendable, Equatable {
        /// The title is empty or white space only.
        case emptyTitle
        /// The slug given is not lower-case Latin letters, digits and `-`.
        case invalidSlug(given: String)
        /// No slug could be made from the (trimmed) title.
        case noSlug(title: String)
        /// The generator writes its own pages at `/slug/` (`owner` says which).
        case reservedSlug(String, owner: String)
    }

    /// The title, without leading and trailing white space.
    public var title: String
    /// The article's URL and folder name: lower-case Latin letters, digits and `-`.
    public var slug: String
    /// The `date` of its front matter.
    public var date: CalendarDate
    /// The sample module the article starts (`module:`), if any (`diary new --module`).
    public var module: String?

    /// An article titled `title` at `slug`, or at a slug made from the title (Cyrillic is
    /// transliterated) when `slug` is `nil`.
    public init(title: String, slug: String?, date: CalendarDate) throws(Problem) {
        self.title = title.trimmed
        guard !self.title.isEmpty else { throw .emptyTitle }
        if let slug {
            guard SiteModel.isSlug(slug) else { throw .invalidSlug(given: slug) }
            self.slug = slug
        } else {
            self.slug = Slug.make(from: self.title)
            guard SiteModel.isSlug(self.slug) else { throw .noSlug(title: self.title) }
        }
        if let owner = ReservedPaths.generated[self.slug] { throw .reservedSlug(self.slug, owner: owner) }
        self.date = date
    }

    /// Creates `<contentDirectory>/<slug>/index.md`, unless the article's folder or a `<slug>.md`
    /// exists already.
    /// - Returns: The path of the new file.
    public func create(in contentDirectory: String) throws(DiaryError) -> String {
        let folder = contentDirectory.appendingPathComponent(slug)
        let path = folder.appendingPathComponent("index.md")
        for existing in [folder, folder + ".md"] where FileSystem.kind(of: existing) != nil {
            throw DiaryError(file: existing, "already exists; choose another title or pass --slug")
        }
        do {
            try FileSystem.createDirectories(folder)
            try FileSystem.write(Array(skeleton.utf8), to: path)
        } catch {
            throw DiaryError(file: path, "cannot create the article: \(error.reason)")
        }
        return path
    }

    /// The new article: front matter to fill in and a first outline.
    var skeleton: String {
        let escapedTitle = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        return """
            ---
            title: "\(escapedTitle)"
            date: \(date)
            summary: "О чём статья, в одной-двух фразах."
            tags: [swiftui]
            \(moduleSkeleton.frontMatter)draft: true
            ---

            Вступление: зачем эта статья.

            ## Что вы узнаете

            - первое;
            - второе.

            ## Первый раздел
            \(moduleSkeleton.body)
            """
    }
}
