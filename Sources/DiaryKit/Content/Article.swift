import DiaryContent

/// What the front matter says about one article, plus where it lives.
///
/// Kept small on purpose: the whole diary's metadata stays in memory for the
/// index, feeds, tags and series navigation, while bodies are rendered and
/// written one at a time.
public struct Article: Sendable, Hashable {
    /// Whether the article is written or only announced.
    public enum Status: String, Sendable, Hashable {
        case published
        /// A part announced in the series plan; listed as "скоро", never linked.
        case planned
    }

    /// URL path segment and folder name, e.g. `buttons`.
    public var slug: String
    public var title: String
    /// Publication date; planned parts may have none.
    public var date: ArticleDate?
    public var summary: String
    public var tags: [String]
    /// Number in the WatchTheBirdie series, if the article is a series part.
    public var part: Int?
    /// Sample modules whose sources live in this article.
    public var modules: [String]
    public var isDraft: Bool
    public var status: Status
    /// Path of the Markdown file, as found under the content folder.
    public var sourcePath: String
    /// Folder holding the article's images and data files.
    public var folderPath: String
    /// Line in `sourcePath` where the Markdown body starts.
    public var bodyStartLine: Int
    /// Turns the body's line numbers (what rendering reports) into lines of `sourcePath`.
    public var bodyLines: BodyLines { BodyLines(firstFileLine: bodyStartLine) }
    /// Whether the title was taken from the body's first `# heading`, which the page then does not repeat.
    public var titleIsFirstHeading = false
    /// Last substantial change (`updated:` or `lastmod:`), for feeds and the sitemap.
    public var updated: ArticleDate? = nil
    /// Old site paths (`old/path`) that redirect here (`aliases:`).
    public var aliases: [String] = []
    /// Line of each front matter field (`module`, `tags`, `part` …), for diagnostics about it.
    public var fieldLines: [String: Int] = [:]
    /// The file as read, kept for an article that names sample modules, so the sample builds
    /// and downloads use this reading instead of reading the file again.
    var sampleSource: ArticleSource?
    /// A digest of the file's text (front matter and body, with where each starts): what an
    /// article's render key takes of its file (``RenderKey``).
    var sourceDigest: ContentHash.Digest?

    /// The article's own folder inside the content folder (`buttons` for
    /// `buttons/index.md`), or empty for a single file `b.md`.
    var contentFolder: String {
        guard sourcePath.hasSuffix("/index.md") else { return "" }
        return folderPath.split(separator: "/").last.map(String.init) ?? ""
    }

    /// Whether the article gets a page of its own.
    public var isPublished: Bool { status == .published }

    /// The date for ordering; undated articles sort first.
    var sortDate: ArticleDate { date ?? ArticleDate(day: CalendarDate(year: 0, month: 1, day: 1)) }

    /// When the article last changed: `updated`, else its date.
    var lastChange: ArticleDate? { updated ?? date }
}
