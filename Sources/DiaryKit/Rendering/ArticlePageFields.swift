import Mustache
import SampleDownloads

/// Everything an article's page shows besides its render and what every page shares (`site`, the
/// list settings): the page's `article` and `page` values are made from this value alone
/// (``PageContext/articlePage(_:rendered:)``), and its digest is in the page's fingerprint
/// (``ArticlePageInput``). A field the page comes to show must be read from here, so it is in
/// the fingerprint too.
struct ArticlePageFields: Encodable, Sendable {
    var listed: Digested<ListedArticle>
    var previous: Digested<ListedArticle>?
    var next: Digested<ListedArticle>?
    /// The article's sample modules the site offers as downloads, in the article's order.
    var downloads: [String]
    /// The day of the last change the front matter gives (`updated:`).
    var updated: CalendarDate?
    /// The "edit on GitHub" address, when `site.yaml` names the repository.
    var editURL: String?
    /// Whether the build makes sharing cards and this page gets one.
    var hasShareCard: Bool
    /// For a folder's own page made with the `section` template, the pages it lists
    /// (``SectionTree``); empty for every other page.
    var section: [SectionTree.Entry]

    /// The fields of `article`'s page in `context`'s site.
    /// - Parameter listsSection: Whether the page is made with the `section` template, which
    ///   lists the folder's pages.
    init(_ article: Article, context: PageContext, listsSection: Bool) {
        let model = context.model
        let (previous, next) = model.neighbours(of: article)
        let listing = { (article: Article) in
            context.summaries?.listed(article) ?? Digested(ListedArticle(article))
        }
        listed = listing(article)
        self.previous = previous.map(listing)
        self.next = next.map(listing)
        downloads = article.modules.filter(model.downloadModules.contains)
        updated = article.updated?.day
        editURL = context.editURL(of: article)
        hasShareCard = ShareCards.areMade(for: model) && article.isPublished
        section = listsSection ? model.sections.entries(of: article.slug) : []
    }
}

extension PageContext {
    /// An article's page: `site`, the article's head (`page`) and its fields (`article`), made
    /// from `fields` and the render alone.
    func articlePage(_ fields: ArticlePageFields, rendered: RenderedArticle) -> MustacheValue {
        let list = listSettings
        var article = list.entry(fields.listed.value)
        article.reserveCapacity(article.count + 14)
        article["content"] = .string(rendered.html)
        article["readingTime"] = .string(
            strings.format("reading_time", ["minutes": String(rendered.readingMinutes)]))
        article["toc"] = .array(
            rendered.tableOfContents.map {
                .dictionary(["id": .string($0.id), "text": .string($0.text), "isSubsection": .bool($0.level > 2)])
            })
        article["hasToc"] = .bool(rendered.tableOfContents.count >= 2)
        article["downloads"] = .string(
            fields.downloads.map { SampleDownloads.linkHTML(module: $0, basePath: model.url.basePath) }
                .joined(separator: "\n"))
        article["previous"] = fields.previous.map { .dictionary(list.entry($0.value)) } ?? .null
        article["next"] = fields.next.map { .dictionary(list.entry($0.value)) } ?? .null
        article["updated"] = .string(fields.updated.map { strings.date($0) } ?? "")
        article["updatedISO"] = .string(fields.updated?.description ?? "")
        article["editURL"] = .string(fields.editURL ?? "")
        article["hasCode"] = .bool(rendered.html.contains("<pre"))
        // Live literals' words (base.mustache's `<template id="literal-words">`) only where code has slots.
        article["hasLiterals"] = .bool(rendered.html.contains(" data-literals=\""))
        if !fields.section.isEmpty { article["sectionPages"] = sectionPages(fields.section) }
        return .dictionary([
            "site": site,
            "page": articleHead(fields, html: rendered.html),
            "article": .dictionary(article),
        ])
    }

    /// The `page` value of an article's page: its head, with the sharing card when the site
    /// makes them (``ShareCards``); a content `404.md`'s address is the site's `404.html`
    /// (unless it is a section's page).
    private func articleHead(_ fields: ArticlePageFields, html: String) -> MustacheValue {
        let slug = fields.listed.value.slug
        guard
            case .dictionary(var head) = page(
                title: fields.listed.value.title, description: fields.listed.value.summary, path: "\(slug)/",
                type: "article")
        else { return .null }
        if fields.hasShareCard {
            head["image"] = .string(model.url.absolute(ShareCards.path(of: slug, html: html)))
            head["imageAlt"] = .string(
                strings.format("share_card_alt", ["title": fields.listed.value.title, "site": model.settings.title]))
        }
        if slug == SiteModel.notFoundSlug, fields.section.isEmpty {
            head["canonical"] = .string(model.url.absolute("404.html"))
        }
        return .dictionary(head)
    }
}
