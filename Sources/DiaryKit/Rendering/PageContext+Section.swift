import Mustache

/// The contexts of section pages: a folder's own page with the list of its pages, and the page
/// generated for a folder that has none (``SectionTree``).
extension PageContext {
    /// The pages the section at `slug` lists, as the `section` template shows them.
    func sectionPages(of slug: String) -> MustacheValue {
        sectionPages(model.sections.entries(of: slug))
    }

    /// `entries` as the `section` template shows them.
    func sectionPages(_ entries: [SectionTree.Entry]) -> MustacheValue {
        .array(
            entries.map { entry in
                .dictionary([
                    "title": .string(entry.title), "url": .string(model.url.path("\(entry.slug)/")),
                    "summary": .string(entry.summary),
                ])
            })
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
}
