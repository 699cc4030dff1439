import Mustache

/// The search results page (`search/?q=…`): the page's own words come from the strings table;
/// `js/search.js` fills in the hits for the query in its address.
extension PageContext {
    /// The results page's values: `site` and `page` only.
    func searchPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(title: strings["search_page_title"], description: "", path: "search/"),
        ])
    }
}
