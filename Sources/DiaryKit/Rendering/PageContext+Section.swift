import Mustache

/// The contexts of section pages: a folder's own page with the list of its pages, and the page
/// generated for a folder that has none (``SectionTree``).
extension PageContext {
    /// The pages the section at `slug` lists, as the `section` template shows them.
    func sectionPages(of slug: String) -> MustacheValue {
        .array(
            model.sections.entries(of: slug).map { entry in
                .dictionary([
                    "title": .string(entry.title), "url": .string(model.url.path("\(entry.slug)/")),
                    "summary": .string(entry.summary),
                ])
            })
    }

    /// A content page that is its folder's index: its article page with `article.sectionPages`.
    func sectionIndexPage(_ article: Article, rendered: RenderedArticle) -> MustacheValue {
        guard case .dictionary(var page) = articlePage(article, rendered: rendered),
            case .dictionary(var fields) = page["article"]
        else { return articlePage(article, rendered: rendered) }
        fields["sectionPages"] = sectionPages(of: article.slug)
        page["article"] = .dictionary(fields)
        return .dictionary(page)
    }

    /// The page generated for a folder with pages but no page of its own.
    func generatedSectionPage(_ section: SectionTree.Section) -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(title: section.title, description: "", path: "\(section.slug)/"),
            "article": .dictionary([
                "title": .string(section.title), "content": .string(""),
                "sectionPages": sectionPages(of: section.slug),
            ]),
        ])
    }

    /// A content `404.md` as the site's `404.html`: its article page, whose address is that file.
    func notFoundArticlePage(_ article: Article, rendered: RenderedArticle) -> MustacheValue {
        guard case .dictionary(var page) = articlePage(article, rendered: rendered),
            case .dictionary(var head) = page["page"]
        else { return articlePage(article, rendered: rendered) }
        head["canonical"] = .string(model.url.absolute("404.html"))
        page["page"] = .dictionary(head)
        return .dictionary(page)
    }
}
