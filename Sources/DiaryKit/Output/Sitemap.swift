import BuildCache
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
        paths.append(("archive/", model.years.lazy.flatMap(\.articles).compactMap(\.lastChange).max()))
        paths += model.years.map { ("archive/\($0.year)/", $0.articles.compactMap(\.lastChange).max()) }
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n
            """
        for (path, date) in paths {
            xml += "<url><loc>\(HTMLEscaping.escape(model.url.absolute(path)))</loc>"
            if let date { xml += "<lastmod>\(date.secondsOfDay == nil ? date.description : date.rfc3339)</lastmod>" }
            xml += "</url>\n"
        }
        // A site address from `site.yaml` could hold a character XML forbids.
        return XMLCharacters.removingForbidden(xml + "</urlset>\n")
    }

    /// A digest of everything ``xml()`` is made of (``SitemapInput``) and of the generator that
    /// makes it: cheaper than the XML, so an update whose sitemap did not change does not write it
    /// out to compare.
    func fingerprint(generator: String = RenderKey.generatorIdentity) -> ContentHash.Digest {
        ContentHash.digest(of: SitemapInput(model: model, generator: generator))
    }

    func robots() -> String {
        "User-agent: *\nAllow: /\nSitemap: \(model.url.absolute("sitemap.xml"))\n"
    }
}
