import BuildCache
import Mustache
import SampleDownloads

/// Builds the values templates see. Every page gets `site` and `page`;
/// article, index and tag pages add their own key.
struct PageContext: Sendable {
    var model: SiteModel
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

    func articlePage(_ article: Article, rendered: RenderedArticle) -> MustacheValue {
        var fields = ownSummary(article)
        fields.reserveCapacity(fields.count + 8)
        let (previous, next) = model.neighbours(of: article)
        fields["content"] = .string(rendered.html)
        fields["readingTime"] = .string("\(rendered.readingMinutes) мин чтения")
        fields["toc"] = .array(
            rendered.tableOfContents.map {
                .dictionary(["id": .string($0.id), "text": .string($0.text), "isSubsection": .bool($0.level > 2)])
            })
        fields["hasToc"] = .bool(rendered.tableOfContents.count >= 2)
        fields["downloads"] = .string(
            downloads(of: article).map { SampleDownloads.linkHTML(module: $0, basePath: model.url.basePath) }
                .joined(separator: "\n"))
        fields["previous"] = previous.map(listed) ?? .null
        fields["next"] = next.map(listed) ?? .null
        return .dictionary([
            "site": site,
            "page": page(title: article.title, description: article.summary, path: "\(article.slug)/", type: "article"),
            "article": .dictionary(fields),
        ])
    }

    /// Feeds `hash` what ``articlePage(_:rendered:)`` shows of `article` besides its render (a
    /// page's fingerprint adds the render's key): the same inputs the fingerprinting context is
    /// made of, hashed as they are, without building it. Every input of that context must be fed
    /// here too (`ArticlePageFingerprintTests` compares the two over variants of each).
    /// Without ``summaries`` it feeds the fingerprinting context itself.
    func combineArticlePage(_ article: Article, into hash: inout ContentHash) {
        let (previous, next) = model.neighbours(of: article)
        let neighbours = [previous, next]
        let tokens = neighbours.map { neighbour in neighbour.flatMap { summaries?.token(of: $0.slug) } }
        guard let summaries, let own = summaries.token(of: article.slug),
            zip(neighbours, tokens).allSatisfy({ neighbour, token in (neighbour == nil) == (token == nil) })
        else {
            var context = self
            context.fingerprinting = true
            hash.combine(context.articlePage(article, rendered: RenderedArticle.placeholder))
            return
        }
        hash.combine("article page inputs")
        hash.combine(summaries.site)
        hash.combine(own)
        for token in tokens { hash.combine(token) }
        hash.combine(article.title)
        hash.combine(article.summary)
        hash.combine(article.slug)
        hash.combine(downloads(of: article).joined(separator: "\n"))
    }

    /// The article's sample modules the site offers as downloads, in the article's order.
    private func downloads(of article: Article) -> [String] {
        article.modules.filter(model.downloadModules.contains)
    }

    /// An article as a list or a link to it shows it: its summary, or only its digest when
    /// ``fingerprinting``.
    func listed(_ article: Article) -> MustacheValue {
        if fingerprinting, let token = summaries?.token(of: article.slug) { return .string(token) }
        return .dictionary(articleSummary(article))
    }

    /// The summary fields an article's own page starts from (see ``listed(_:)``).
    private func ownSummary(_ article: Article) -> [String: MustacheValue] {
        if fingerprinting, let token = summaries?.token(of: article.slug) { return ["listed": .string(token)] }
        return articleSummary(article)
    }

    /// The fields every list of articles shows. Every input of a field must be hashed by
    /// ``ArticleListTokens/token(of:shared:)`` too, or pages listing a changed article keep its old
    /// fields after an incremental build.
    func articleSummary(_ article: Article) -> [String: MustacheValue] {
        [
            "title": .string(article.title),
            "summary": .string(article.summary),
            "url": .string(model.url.path("\(article.slug)/")),
            "slug": .string(article.slug),
            "isPlanned": .bool(!article.isPublished),
            "isSeriesPart": .bool(article.part != nil),
            "part": .string(article.part.map(String.init) ?? ""),
            "seriesLength": .string(String(model.seriesLength)),
            "dateISO": .string(article.date?.description ?? ""),
            "dateRussian": .string(article.date?.russian ?? ""),
            "tags": .array(article.tags.map { tagLink($0) }),
            "hasTags": .bool(!article.tags.isEmpty),
        ]
    }

    func tagLink(_ tag: String) -> MustacheValue {
        .dictionary(["name": .string(tag), "url": .string(model.url.path("tags/\(tag)/"))])
    }

    /// The home page's topics, split into pages of `page_size`.
    var topicPages: Pagination<Article> {
        Pagination(model.topics, size: model.settings.pageSize, basePath: "")
    }

    /// Home page `number` (1-based): the series on the first page only, then that page's topics.
    func indexPage(_ number: Int = 1) -> MustacheValue {
        indexPage(number, of: topicPages)
    }

    /// Home page `number` of `topics` (``topicPages``, split once for all the pages).
    func indexPage(_ number: Int, of topics: Pagination<Article>) -> MustacheValue {
        let written = model.series.filter(\.isPublished).count
        let title = number == 1 ? model.settings.title : "\(model.settings.title) — страница \(number)"
        return .dictionary([
            "site": site,
            "page": page(
                title: title, description: model.settings.description, path: topics.path(ofPage: number)),
            "isFirstPage": .bool(number == 1),
            "series": .array(model.series.map(listed)),
            "seriesProgress": .string("Написано \(written) из \(model.seriesLength)"),
            "topics": .array(topics.pages[number - 1].map(listed)),
            "latest": .array(model.published.prefix(5).map(listed)),
            "pagination": topics.value(forPage: number, url: model.url),
        ])
    }

    /// A tag's articles, split into pages of `page_size`.
    func tagPages(_ tag: String, articles: [Article]) -> Pagination<Article> {
        Pagination(articles, size: model.settings.pageSize, basePath: "tags/\(tag)/")
    }

    /// Page `number` (1-based) of a tag's articles, split into `pages` (``tagPages(_:articles:)``).
    func tagPage(_ tag: String, pages: Pagination<Article>, number: Int = 1) -> MustacheValue {
        articleListPage(
            pages, number: number, heading: "Тег «\(tag)»", description: "Статьи с тегом \(tag)", key: "tag",
            fields: ["name": .string(tag)])
    }

    /// A year's articles in the archive, split into pages of `page_size`.
    func archivePages(_ year: Int, articles: [Article]) -> Pagination<Article> {
        Pagination(articles, size: model.settings.pageSize, basePath: "archive/\(year)/")
    }

    /// Page `number` (1-based) of the articles dated in `year`, split into `pages`
    /// (``archivePages(_:articles:)``).
    func archivePage(_ year: Int, pages: Pagination<Article>, number: Int = 1) -> MustacheValue {
        articleListPage(
            pages, number: number, heading: "Архив: \(year)", description: "Статьи \(year) года", key: "archive",
            fields: ["year": .string(String(year))])
    }

    /// Page `number` of a paginated list of articles: the list under `key`, with its `fields`, the
    /// count of all its articles and this page's ones; the title names the page after the first.
    private func articleListPage(
        _ pages: Pagination<Article>, number: Int, heading: String, description: String, key: String,
        fields: [String: MustacheValue]
    ) -> MustacheValue {
        let title = number == 1 ? heading : "\(heading) — страница \(number)"
        var list = fields
        list["count"] = .string(RussianPlural.articles(pages.pages.reduce(0) { $0 + $1.count }))
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
            "page": page(title: "Архив", description: "Все статьи дневника по годам", path: "archive/"),
            "years": .array(
                model.years.map { entry in
                    .dictionary([
                        "year": .string(String(entry.year)),
                        "url": .string(model.url.path("archive/\(entry.year)/")),
                        "count": .string(RussianPlural.articles(entry.articles.count)),
                    ])
                }),
            "hasYears": .bool(!model.years.isEmpty),
        ])
    }

    func tagsPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(title: "Теги", description: "Все темы дневника", path: "tags/"),
            "tags": .array(
                model.tags.map { entry in
                    var link = ["name": MustacheValue.string(entry.tag)]
                    link["url"] = .string(model.url.path("tags/\(entry.tag)/"))
                    link["count"] = .string(RussianPlural.articles(entry.articles.count))
                    return .dictionary(link)
                }),
        ])
    }

    func notFoundPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(title: "Страница не найдена", description: "", path: "404.html"),
        ])
    }
}

/// Russian agreement of a count with its noun.
enum RussianPlural {
    /// "1 статья", "3 статьи", "11 статей".
    static func articles(_ count: Int) -> String {
        "\(count) \(form(count, one: "статья", few: "статьи", many: "статей"))"
    }

    static func form(_ count: Int, one: String, few: String, many: String) -> String {
        let lastTwo = count % 100
        let last = count % 10
        if (11...14).contains(lastTwo) { return many }
        if last == 1 { return one }
        if (2...4).contains(last) { return few }
        return many
    }
}
