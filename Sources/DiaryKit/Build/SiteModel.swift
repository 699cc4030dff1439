import DiaryContent

/// Everything known about the diary before any body is rendered: the
/// articles' metadata, the series order and the tags.
struct SiteModel: Sendable {
    var settings: SiteSettings
    var url: SiteURL
    /// Every article that is part of this build (drafts only with `--drafts`), sorted by path.
    let articles: [Article]
    /// Sample modules whose standalone package the site offers for download.
    var downloadModules: Set<String> = []
    /// The search stemmer's site file (`js/stemmer.wasm`) when the site has one (``named(stemmerOf:)``).
    var stemmerFile: String?

    /// Written articles, newest first (the order of feeds and lists).
    let published: [Article]
    /// What the feeds carry: the newest dated articles (a page without a date has no place in a
    /// feed reader's timeline).
    let feedArticles: [Article]
    /// Series parts, written and planned, by part number.
    let series: [Article]
    /// General topics (no part number), written ones newest first, then planned ones.
    let topics: [Article]
    /// Tags with their written articles, sorted by tag.
    let tags: [(tag: String, articles: [Article])]
    /// The yearly archive: each year some written article is dated, newest first, with its
    /// articles newest first (undated pages have no year).
    let years: [(year: Int, articles: [Article])]
    /// The folders of pages and what each section's index lists.
    let sections: SectionTree
    /// Each written article's previous and next one, by slug.
    private let neighbourTable: [String: (previous: Article?, next: Article?)]

    /// Orders the articles once: every page of the build reads these lists, so computing them per
    /// page would make a build's cost grow with the square of the number of articles.
    init(settings: SiteSettings, url: SiteURL, articles: [Article]) {
        self.settings = settings
        self.url = url
        self.articles = articles
        sections = SectionTree(articles: articles)
        // A content `404.md` is the page for missing addresses, in no list.
        let articles = articles.filter { $0.slug != Self.notFoundSlug }
        let newestFirst: (Article, Article) -> Bool = { ($0.sortDate, $0.slug) > ($1.sortDate, $1.slug) }
        published = articles.filter(\.isPublished).sorted(by: newestFirst)
        feedArticles = Array(published.filter { $0.date != nil }.prefix(Feeds.size))
        series = articles.filter { $0.part != nil }.sorted { $0.part! < $1.part! }
        let general = articles.filter { $0.part == nil }
        // Pages without a date are listed by their sections, not among the diary's entries: the
        // top folder's too (the sitemap and search still have them).
        let entries = general.filter { $0.isPublished && $0.date != nil }
        topics =
            entries.sorted(by: newestFirst)
            + general.filter { !$0.isPublished }.sorted { $0.title < $1.title }
        var byTag: [String: [Article]] = [:]
        for article in published {
            for tag in article.tags { byTag[tag, default: []].append(article) }
        }
        tags = byTag.keys.sorted().map { ($0, byTag[$0]!) }
        var byYear: [Int: [Article]] = [:]
        for article in published {
            if let year = article.date?.day.year { byYear[year, default: []].append(article) }
        }
        years = byYear.keys.sorted(by: >).map { ($0, byYear[$0]!) }
        var table: [String: (previous: Article?, next: Article?)] = [:]
        // Series parts step through the series; general topics through the other topics by date.
        for sequence in [series.filter(\.isPublished), topics.filter(\.isPublished).reversed()] {
            for (index, article) in sequence.enumerated() {
                table[article.slug] = (
                    index > 0 ? sequence[index - 1] : nil, index + 1 < sequence.count ? sequence[index + 1] : nil
                )
            }
        }
        neighbourTable = table
    }

    /// The slug of a content `404.md`, which becomes the site's `404.html`.
    static let notFoundSlug = "404"

    /// The content's own page for missing addresses (`404.md`), if it has one.
    var notFoundArticle: Article? {
        articles.first { $0.slug == Self.notFoundSlug && $0.isPublished }
    }

    /// The highest part number announced: the length of the series.
    var seriesLength: Int { series.last?.part ?? 0 }

    /// The written neighbours of an article: series parts step through the
    /// series, general topics through the other topics by date.
    func neighbours(of article: Article) -> (previous: Article?, next: Article?) {
        neighbourTable[article.slug] ?? (nil, nil)
    }

    /// Problems that only show when looking at all articles together.
    func validate() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var partOwners: [Int: Article] = [:]
        for article in articles {
            if let part = article.part {
                if let owner = partOwners[part] {
                    problems.append(
                        Diagnostic(
                            file: article.sourcePath, line: article.fieldLines["part"] ?? 1,
                            message:
                                "part \(part) is already taken by \(owner.sourcePath); give each series part its own number"
                        ))
                } else {
                    partOwners[part] = article
                }
            }
            for tag in article.tags where !Self.isSlug(tag) {
                problems.append(
                    Diagnostic(
                        file: article.sourcePath, line: article.fieldLines["tags"] ?? 1,
                        message: "tag '\(tag)' cannot be a URL; use lowercase Latin letters, digits and '-'"))
            }
        }
        return problems
    }

    static func isSlug(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
