import Mustache

/// A long list of articles split into pages of `size`: page 1 at the list's own path, the
/// others at `page/2/`, `page/3/` … below it, as Hugo and Jekyll lay them out.
struct Pagination<Element> {
    /// The pages, each at most `size` long; one empty page for an empty list.
    let pages: [ArraySlice<Element>]
    /// The list's own site path (`""` for the home page, `tags/swiftui/`).
    let basePath: String

    init(_ items: [Element], size: Int, basePath: String) {
        var pages = items.chunkRanges(of: size).map { items[$0] }
        if pages.isEmpty { pages = [items[...]] }
        self.pages = pages
        self.basePath = basePath
    }

    /// The site path of page `number` (1-based).
    func path(ofPage number: Int) -> String {
        number == 1 ? basePath : basePath + "page/\(number)/"
    }

    /// The file the page is written to.
    func file(ofPage number: Int) -> String {
        path(ofPage: number) + "index.html"
    }

    /// What the templates' `pagination` shows for page `number`: `null` when there is one page,
    /// else `current`, `total` and the `previous` and `next` pages' links (`null` at the ends).
    func value(forPage number: Int, url: SiteURL) -> MustacheValue {
        guard pages.count > 1 else { return .null }
        return .dictionary([
            "current": .string(String(number)),
            "total": .string(String(pages.count)),
            "previous": number > 1 ? .string(url.path(path(ofPage: number - 1))) : .null,
            "next": number < pages.count ? .string(url.path(path(ofPage: number + 1))) : .null,
        ])
    }
}

extension Pagination: Sendable where Element: Sendable {}
