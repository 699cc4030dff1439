import DiaryContent
import DiaryMarkdown

/// `sitemap.xml` and `robots.txt`.
struct Sitemap: Sendable {
    var model: SiteModel

    func xml() -> String {
        var paths: [(String, ArticleDate?)] = [("", model.published.compactMap(\.lastChange).max())]
        paths += model.published.sorted { $0.slug < $1.slug }.map { ("\($0.slug)/", $0.lastChange) }
        paths.append(("tags/", nil))
        paths += model.tags.map { ("tags/\($0.tag)/", $0.articles.compactMap(\.lastChange).max()) }
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n
            """
        for (path, date) in paths {
            xml += "<url><loc>\(HTMLEscaping.escape(model.url.absolute(path)))</loc>"
            if let date { xml += "<lastmod>\(date.secondsOfDay == nil ? date.description : date.rfc3339)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    func robots() -> String {
        "User-agent: *\nAllow: /\nSitemap: \(model.url.absolute("sitemap.xml"))\n"
    }
}
