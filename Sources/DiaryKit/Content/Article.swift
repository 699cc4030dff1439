import BuildCache
import DiaryContent
import DiaryMarkdown

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

    /// The stored values, shared by every copy of the article until one of them changes: an
    /// article is copied into many lists (the site's, each tag's, the feeds', its neighbours'),
    /// and a copy is then one reference instead of a dozen strings and arrays.
    private struct Fields: Sendable, Hashable {
        var slug: String
        var title: String
        var date: ArticleDate?
        var summary: String
        var tags: [String]
        var part: Int?
        var modules: [String]
        var isDraft: Bool
        var status: Status
        var sourcePath: String
        var folderPath: String
        var bodyStartLine: Int
        var titleIsFirstHeading = false
        var updated: ArticleDate? = nil
        var aliases: [String] = []
        var fieldLines: [String: Int] = [:]
        var sampleRead: SampleArticleRead?
        var sourceDigest: ContentHash.Digest?
        var weight: Int? = nil
        var outlinePosition: Int? = nil
        var treeFolder: String? = nil
        var filesURL: String? = nil
        var ownsFiles: Bool? = nil
    }

    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
    }

    /// URL path segment and folder name, e.g. `buttons`.
    public var slug: String {
        get { box.fields.slug }
        set { change { $0.slug = newValue } }
    }

    public var title: String {
        get { box.fields.title }
        set { change { $0.title = newValue } }
    }

    /// Publication date; planned parts may have none.
    public var date: ArticleDate? {
        get { box.fields.date }
        set { change { $0.date = newValue } }
    }

    public var summary: String {
        get { box.fields.summary }
        set { change { $0.summary = newValue } }
    }

    public var tags: [String] {
        get { box.fields.tags }
        set { change { $0.tags = newValue } }
    }

    /// Number in the WatchTheBirdie series, if the article is a series part.
    public var part: Int? {
        get { box.fields.part }
        set { change { $0.part = newValue } }
    }

    /// Sample modules whose sources live in this article.
    public var modules: [String] {
        get { box.fields.modules }
        set { change { $0.modules = newValue } }
    }

    public var isDraft: Bool {
        get { box.fields.isDraft }
        set { change { $0.isDraft = newValue } }
    }

    public var status: Status {
        get { box.fields.status }
        set { change { $0.status = newValue } }
    }

    /// Path of the Markdown file, as found under the content folder.
    public var sourcePath: String {
        get { box.fields.sourcePath }
        set { change { $0.sourcePath = newValue } }
    }

    /// Folder holding the article's images and data files.
    public var folderPath: String {
        get { box.fields.folderPath }
        set { change { $0.folderPath = newValue } }
    }

    /// Line in `sourcePath` where the Markdown body starts.
    public var bodyStartLine: Int {
        get { box.fields.bodyStartLine }
        set { change { $0.bodyStartLine = newValue } }
    }

    /// Whether the title was taken from the body's first `# heading`, which the page then does not repeat.
    public var titleIsFirstHeading: Bool {
        get { box.fields.titleIsFirstHeading }
        set { change { $0.titleIsFirstHeading = newValue } }
    }

    /// Last substantial change (`updated:` or `lastmod:`), for feeds and the sitemap.
    public var updated: ArticleDate? {
        get { box.fields.updated }
        set { change { $0.updated = newValue } }
    }

    /// Old site paths (`old/path`) that redirect here (`aliases:`).
    public var aliases: [String] {
        get { box.fields.aliases }
        set { change { $0.aliases = newValue } }
    }

    /// Line of each front matter field (`module`, `tags`, `part` …), for diagnostics about it.
    public var fieldLines: [String: Int] {
        get { box.fields.fieldLines }
        set { change { $0.fieldLines = newValue } }
    }

    /// The read stage's reading and parse of an article that names sample modules
    /// (``SampleArticleRead``).
    var sampleRead: SampleArticleRead? {
        get { box.fields.sampleRead }
        set { change { $0.sampleRead = newValue } }
    }

    /// The file as read, kept for an article that names sample modules, so the sample builds,
    /// the downloads and the render use this reading instead of reading the file again.
    var sampleSource: ArticleSource? { box.fields.sampleRead?.source }

    /// The read stage's parse of the body, when it kept one and `source` is the text it parsed.
    func parsedBody(of source: ArticleSource) -> MarkdownDocument? {
        guard let read = box.fields.sampleRead, read.source == source else { return nil }
        return read.document
    }

    /// A digest of the file's text (front matter and body, with where each starts): what an
    /// article's render key takes of its file (``RenderKey``).
    var sourceDigest: ContentHash.Digest? {
        get { box.fields.sourceDigest }
        set { change { $0.sourceDigest = newValue } }
    }

    /// The page's place among its section's pages (`weight`, `nav_order` or `sidebar_position`): lower first.
    public var weight: Int? {
        get { box.fields.weight }
        set { change { $0.weight = newValue } }
    }

    /// The page's place in mdBook's `SUMMARY.md`, when the content has one and lists the page.
    var outlinePosition: Int? {
        get { box.fields.outlinePosition }
        set { change { $0.outlinePosition = newValue } }
    }

    /// Where the folder's files (images, data) are published: the URL path, without slashes
    /// around it, that a file's path relative to the article's folder is appended to (`buttons`
    /// for `buttons/index.md`, `guide` for `guide/intro.md`, empty for a flat `b.md`).
    var filesURL: String {
        get { box.fields.filesURL ?? (sourcePath.hasSuffix("/index.md") ? slug : "") }
        set { change { $0.filesURL = newValue } }
    }

    /// Whether this page publishes its folder's files (one page per folder does: its index page,
    /// else the first by path); the other pages of the folder link to them.
    var ownsFiles: Bool {
        get { box.fields.ownsFiles ?? sourcePath.hasSuffix("/index.md") }
        set { change { $0.ownsFiles = newValue } }
    }

    /// An article with these front matter values, found at `sourcePath`.
    public init(
        slug: String, title: String, date: ArticleDate?, summary: String, tags: [String], part: Int?, modules: [String],
        isDraft: Bool, status: Status, sourcePath: String, folderPath: String, bodyStartLine: Int,
        titleIsFirstHeading: Bool = false, updated: ArticleDate? = nil, aliases: [String] = [],
        fieldLines: [String: Int] = [:]
    ) {
        box = Box(
            Fields(
                slug: slug, title: title, date: date, summary: summary, tags: tags, part: part, modules: modules,
                isDraft: isDraft, status: status, sourcePath: sourcePath, folderPath: folderPath,
                bodyStartLine: bodyStartLine, titleIsFirstHeading: titleIsFirstHeading, updated: updated,
                aliases: aliases, fieldLines: fieldLines))
    }

    public static func == (left: Article, right: Article) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// The folder holding the article's file, relative to the content folder (`buttons` for
    /// `buttons/index.md`, `guide/setup` for `guide/setup/intro.md`), or empty for a file at the
    /// top, such as `b.md`.
    var contentFolder: String {
        get {
            if let folder = box.fields.treeFolder { return folder }
            guard sourcePath.hasSuffix("/index.md") else { return "" }
            return folderPath.split(separator: "/").last.map(String.init) ?? ""
        }
        set { change { $0.treeFolder = newValue } }
    }

    /// Whether the article gets a page of its own.
    public var isPublished: Bool { status == .published }

    /// The date for ordering; undated articles sort first.
    var sortDate: ArticleDate { date ?? ArticleDate(day: CalendarDate(year: 0, month: 1, day: 1)) }

    /// When the article last changed: `updated`, else its date.
    var lastChange: ArticleDate? { updated ?? date }
}
