import BuildCache
import Mustache
import SampleDownloads

/// Builds the values templates see. Every page gets `site` and `page`;
/// article, index and tag pages add their own key. `site.lang` is the page language and
/// `site.strings` its interface words (``InterfaceStrings``).
struct PageContext: Sendable {
    var model: SiteModel
    /// The interface's words in the site's language.
    var strings: InterfaceStrings { model.settings.strings }
    /// The digests of the articles' summaries, for ``fingerprinting``.
    var summaries: ArticleListTokens?
    /// Whether the context is made only to be hashed into a page's fingerprint: each listed
    /// article then stands as the digest of its summary (see ``ArticleListTokens``), which is
    /// far cheaper to hash and changes exactly when the summary does.
    var fingerprinting = false

    init(model: SiteModel, summaries: ArticleListTokens? = nil, fingerprinting: Bool = false) {
        self.model = model
        self.summaries = summaries
        self.fingerprinting = fingerprinting
    }

    /// `site`: the same on every page (when ``fingerprinting``, a token naming its digest).
    var site: MustacheValue {
        if fingerprinting, let token = summaries?.site { return .string(token) }
        return .dictionary([
            "title": .string(model.settings.title),
            "description": .string(model.settings.description),
            "author": .string(model.settings.author),
            "base": .string(model.url.basePath),
            "url": .string(model.url.absolute("")),
            "year": .string(model.published.first.map { String($0.sortDate.day.year) } ?? ""),
            "lang": .string(model.settings.pageLanguage.tag),
            "strings": strings.mustacheValue,
            "stemmer": stemmer,
        ])
    }

    /// `page`: what the `<head>` needs.
    func page(title: String, description: String, path: String, type: String = "website") -> MustacheValue {
        .dictionary([
            "title": .string(title),
            "description": .string(description.isEmpty ? model.settings.description : description),
            "canonical": .string(model.url.absolute(path)),
            "type": .string(type),
        ])
    }

    /// An article as a list or a link to it shows it: its summary, or only its digest when
    /// ``fingerprinting``.
    func listed(_ article: Article) -> MustacheValue {
        if fingerprinting, let token = summaries?.token(of: article.slug) { return .string(token) }
        return .dictionary(articleSummary(article))
    }

    /// The fields every list of articles shows: made from the article's ``ListedArticle`` alone,
    /// whose digest is its token in the pages' fingerprints.
    func articleSummary(_ article: Article) -> [String: MustacheValue] {
        listSettings.entry(ListedArticle(article))
    }

    /// What every list entry takes from the site.
    var listSettings: ArticleListSettings { ArticleListSettings(model: model) }

    func tagLink(_ tag: String) -> MustacheValue {
        listSettings.tagLink(tag)
    }

    /// The home page's topics, split into pages of `page_size`.
    var topicPages: Pagination<Article> {
        // Planned topics are listed once, under «Скоро» on the first page (``indexPage(_:of:)``).
        Pagination(model.topics.filter(\.isPublished), size: model.settings.pageSize, basePath: "")
    }

    /// Home page `number` (1-based): the series on the first page only, then that page's topics.
    func indexPage(_ number: Int = 1) -> MustacheValue {
        indexPage(number, of: topicPages)
    }

    /// Home page `number` of `topics` (``topicPages``, split once for all the pages).
    func indexPage(_ number: Int, of topics: Pagination<Article>) -> MustacheValue {
        let written = model.series.filter(\.isPublished).count
        let planned = (model.series + model.topics).filter { !$0.isPublished }
        let title = number == 1 ? model.settings.title : pageTitle(model.settings.title, number: number)
        return .dictionary([
            "site": site,
            "page": page(
                title: title, description: model.settings.description, path: topics.path(ofPage: number)),
            "isFirstPage": .bool(number == 1),
            "isHome": .bool(true),
            "series": .array(model.series.map(listed)),
            "seriesWritten": .array(model.series.filter(\.isPublished).map(listed)),
            "planned": .array(planned.map(listed)),
            "hasPlanned": .bool(!planned.isEmpty),
            "plannedCount": .string(String(planned.count)),
            "seriesProgress": .string(
                strings.format("series_progress", ["written": String(written), "total": String(model.seriesLength)])),
            "topics": .array(topics.pages[number - 1].map(listed)),
            "latest": .array(model.feedArticles.prefix(5).map(listed)),
            "pagination": topics.value(forPage: number, url: model.url),
            // The top folder's pages and sections (undated files), which no section page lists.
            "pages": sectionPages(of: ""),
            "hasPages": .bool(!model.sections.entries(of: "").isEmpty),
        ])
    }

    /// A tag's articles, split into pages of `page_size`.
    func tagPages(_ tag: String, articles: [Article]) -> Pagination<Article> {
        Pagination(articles, size: model.settings.pageSize, basePath: "tags/\(tag)/")
    }

    /// Page `number` (1-based) of a tag's articles, split into `pages` (``tagPages(_:articles:)``).
    func tagPage(_ tag: String, pages: Pagination<Article>, number: Int = 1) -> MustacheValue {
        articleListPage(
            pages, number: number, heading: strings.format("tag_heading", ["tag": tag]),
            description: strings.format("tag_description", ["tag": tag]), key: "tag",
            fields: ["name": .string(tag), "heading": .string(strings.format("tag_heading", ["tag": tag]))])
    }

    /// A year's articles in the archive, split into pages of `page_size`.
    func archivePages(_ year: Int, articles: [Article]) -> Pagination<Article> {
        Pagination(articles, size: model.settings.pageSize, basePath: "archive/\(year)/")
    }

    /// Page `number` (1-based) of the articles dated in `year`, split into `pages`
    /// (``archivePages(_:articles:)``).
    func archivePage(_ year: Int, pages: Pagination<Article>, number: Int = 1) -> MustacheValue {
        articleListPage(
            pages, number: number, heading: strings.format("archive_heading", ["year": String(year)]),
            description: strings.format("archive_description", ["year": String(year)]), key: "archive",
            fields: [
                "year": .string(String(year)),
                "heading": .string(strings.format("archive_heading", ["year": String(year)])),
            ])
    }

    /// Page `number` of a paginated list of articles: the list under `key`, with its `fields`, the
    /// count of all its articles and this page's ones; the title names the page after the first.
    private func articleListPage(
        _ pages: Pagination<Article>, number: Int, heading: String, description: String, key: String,
        fields: [String: MustacheValue]
    ) -> MustacheValue {
        let title = number == 1 ? heading : pageTitle(heading, number: number)
        var list = fields
        list["count"] = .string(strings.plural("articles", count: pages.pages.reduce(0) { $0 + $1.count }))
        list["articles"] = .array(pages.pages[number - 1].map(listed))
        return .dictionary([
            "site": site,
            "page": page(title: title, description: description, path: pages.path(ofPage: number)),
            key: .dictionary(list),
            "pagination": pages.value(forPage: number, url: model.url),
        ])
    }

    /// The archive's front page: every year with its number of articles, newest first.
    func archivesPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(
                title: strings["archives_title"], description: strings["archives_description"], path: "archive/"),
            "years": .array(
                model.years.map { entry in
                    .dictionary([
                        "year": .string(String(entry.year)),
                        "url": .string(model.url.path("archive/\(entry.year)/")),
                        "count": .string(strings.plural("articles", count: entry.articles.count)),
                    ])
                }),
            "hasYears": .bool(!model.years.isEmpty),
        ])
    }

    func tagsPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(title: strings["tags_title"], description: strings["tags_description"], path: "tags/"),
            "tags": .array(
                model.tags.map { entry in
                    var link = ["name": MustacheValue.string(entry.tag)]
                    link["url"] = .string(model.url.path("tags/\(entry.tag)/"))
                    link["count"] = .string(strings.plural("articles", count: entry.articles.count))
                    return .dictionary(link)
                }),
        ])
    }

    func notFoundPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(title: strings["not_found_title"], description: "", path: "404.html"),
        ])
    }

    /// The title of a list's page after the first: `Архив — страница 2`.
    private func pageTitle(_ title: String, number: Int) -> String {
        strings.format("page_title", ["title": title, "number": String(number)])
    }
}
