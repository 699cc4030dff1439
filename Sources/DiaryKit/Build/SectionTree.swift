/// The site's sections: each folder of pages, with the pages its index lists.
///
/// A file with a date is a diary entry (feeds, archive, home list); one without is a page, listed
/// by its section: the page at the folder's URL (its `index.md`, `_index.md`, `README.md`, or a
/// `guide.md` beside `guide/`), or a page generated for a folder that has none. A section lists
/// its pages and its sub-sections, ordered by `weight`, then mdBook's `SUMMARY.md`, then file
/// name. The top folder's pages and sections are the root section's (slug `""`), which the home
/// page lists below the diary's entries; no page is generated for it.
struct SectionTree: Sendable, Hashable {
    /// One line of a section's list.
    struct Entry: Sendable, Hashable, Encodable {
        var title: String
        /// The page's URL path, without slashes around it.
        var slug: String
        var summary: String
        fileprivate var order: Order
    }

    /// How entries are ordered: `weight`, the `SUMMARY.md` place, the file's path.
    fileprivate struct Order: Sendable, Hashable, Comparable, Encodable {
        var weight: Int
        var outline: Int
        var path: String

        static func < (left: Order, right: Order) -> Bool {
            (left.weight, left.outline, left.path) < (right.weight, right.outline, right.path)
        }
    }

    /// One folder of pages.
    struct Section: Sendable, Hashable {
        /// The folder's URL path, without slashes around it.
        var slug: String
        /// The folder's name, shown when no page of its own gives a title.
        var title: String
        /// Whether a content page stands at the folder's URL; otherwise one is generated.
        var hasIndexPage: Bool
        var entries: [Entry]
    }

    /// Every section with entries, by its URL path.
    private(set) var sections: [String: Section] = [:]

    init(articles: [Article]) {
        let listed = articles.filter { $0.isPublished && $0.slug != SiteModel.notFoundSlug }
        let slugs = Set(listed.map(\.slug))
        var pending: [String: Section] = [:]
        func add(_ entry: Entry, to parent: String, folderName: String) {
            pending[
                parent,
                default: Section(slug: parent, title: folderName, hasIndexPage: slugs.contains(parent), entries: [])
            ]
            .entries.append(entry)
        }
        for article in listed where article.date == nil {
            let parent = Self.parent(of: article.slug) ?? ""
            let path = article.sourcePath
            let order = Order(
                weight: article.weight ?? Int.max, outline: article.outlinePosition ?? Int.max, path: path)
            let entry = Entry(title: article.title, slug: article.slug, summary: article.summary, order: order)
            let isOwnPage = FolderFiles.isIndexPage(article)
            let folder = article.contentFolder.split(separator: "/")
            let folderName = String((isOwnPage ? folder.dropLast().last : folder.last) ?? "")
            add(entry, to: parent, folderName: folderName)
        }
        // A generated section is listed by the section above it.
        var queue = Array(pending.keys).sorted()
        while let slug = queue.popLast() {
            guard let section = pending[slug], !section.hasIndexPage, !slug.isEmpty else { continue }
            let parent = Self.parent(of: slug) ?? ""
            if pending[parent]?.entries.contains(where: { $0.slug == slug }) == true { continue }
            let first = section.entries.map(\.order).min()
            let order = Order(
                weight: first?.weight ?? Int.max, outline: first?.outline ?? Int.max, path: first?.path ?? slug)
            let isNew = pending[parent] == nil
            add(Entry(title: section.title, slug: slug, summary: "", order: order), to: parent, folderName: "")
            if isNew { queue.append(parent) }
        }
        for (slug, section) in pending {
            var section = section
            if section.title.isEmpty { section.title = String(slug.split(separator: "/").last ?? "") }
            section.entries.sort { $0.order < $1.order }
            sections[slug] = section
        }
    }

    /// The URL path of the section a page belongs to; `nil` for the top folder's pages (the
    /// root section's).
    static func parent(of slug: String) -> String? {
        guard let slash = slug.lastIndex(of: "/") else { return nil }
        return String(slug[..<slash])
    }

    /// The pages a content page at `slug` lists, or none.
    func entries(of slug: String) -> [Entry] {
        sections[slug]?.entries ?? []
    }

    /// Sections with no content page of their own, sorted by URL: the site generates theirs.
    var generated: [Section] {
        sections.values.filter { !$0.hasIndexPage && !$0.slug.isEmpty }.sorted { $0.slug < $1.slug }
    }
}
