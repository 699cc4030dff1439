import DiaryContent
import DiaryMarkdown

/// An entry of the Atom and RSS feeds.
struct FeedEntry: Sendable {
    var article: Article
    var html: String
}

/// Atom 1.0 and RSS 2.0 documents for the newest articles.
struct Feeds: Sendable {
    var model: SiteModel

    /// How many articles the feeds carry.
    static let size = 20

    /// Both feeds of `entries`, each entry's HTML made absolute and escaped once for the two.
    func atomAndRSS(_ entries: [FeedEntry]) -> (atom: String, rss: String) {
        let contents = entries.map(escapedContent)
        return (atom(entries, contents: contents), rss(entries, contents: contents))
    }

    /// The Atom 1.0 feed of `entries`.
    func atom(_ entries: [FeedEntry]) -> String {
        atom(entries, contents: entries.map(escapedContent))
    }

    /// The RSS 2.0 feed of `entries`.
    func rss(_ entries: [FeedEntry]) -> String {
        rss(entries, contents: entries.map(escapedContent))
    }

    /// An entry's HTML as feed text: made for a reader, links absolute, then escaped.
    private func escapedContent(_ entry: FeedEntry) -> String {
        HTMLEscaping.escape(absolutised(forReaders(entry.html, pageURL: model.url.absolute(entry.article.slug + "/"))))
    }

    /// The page's HTML as a feed reader shows it: without the `#` heading anchors (readers show
    /// them as literal characters), with one copy of each preview (readers ignore the CSS that
    /// picks the light or dark one, and would show both), and with `#fragment` links pointing at
    /// the article's page (away from the site a bare fragment leads nowhere).
    func forReaders(_ html: String, pageURL: String) -> String {
        var result = html.replacing(#/ ?<a class="heading-anchor"[^>]*>#<\/a>/#, with: "")
        // A preview's SVG holds no `div`, so its wrapper ends at the first `</div>`.
        result.replace(#/<div class="preview-dark"[^>]*>.*?<\/div>/#.dotMatchesNewlines(), with: "")
        return result.replacingOccurrences(of: "href=\"#", with: "href=\"\(pageURL)#")
    }

    /// - Parameter contents: Each entry's ``escapedContent(_:)``.
    private func atom(_ entries: [FeedEntry], contents: [String]) -> String {
        let updated = entries.compactMap(\.article.lastChange).max()?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">
            <title>\(HTMLEscaping.escape(model.settings.title))</title>
            <subtitle>\(HTMLEscaping.escape(model.settings.description))</subtitle>
            <link href="\(xmlURL("atom.xml"))" rel="self"/>
            <link href="\(xmlURL(""))"/>
            <id>\(xmlURL(""))</id>
            <updated>\(updated)</updated>
            <author><name>\(HTMLEscaping.escape(model.settings.author))</name></author>\n
            """
        for (entry, content) in zip(entries, contents) {
            let link = xmlURL("\(entry.article.slug)/")
            let date = entry.article.date?.rfc3339 ?? updated
            let changed = entry.article.lastChange?.rfc3339 ?? updated
            xml += """
                <entry>
                <title>\(HTMLEscaping.escape(entry.article.title))</title>
                <link href="\(link)"/>
                <id>\(link)</id>
                <published>\(date)</published>
                <updated>\(changed)</updated>
                <summary>\(HTMLEscaping.escape(entry.article.summary))</summary>
                \(entry.article.tags.map { "<category term=\"\(HTMLEscaping.escape($0))\"/>" }.joined())
                <content type="html">\(content)</content>
                </entry>\n
                """
        }
        return xml + "</feed>\n"
    }

    /// - Parameter contents: Each entry's ``escapedContent(_:)``.
    private func rss(_ entries: [FeedEntry], contents: [String]) -> String {
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
            <title>\(HTMLEscaping.escape(model.settings.title))</title>
            <link>\(xmlURL(""))</link>
            <description>\(HTMLEscaping.escape(model.settings.description))</description>
            <language>ru</language>
            <atom:link href="\(xmlURL("rss.xml"))" rel="self" type="application/rss+xml"/>\n
            """
        if let newest = entries.first?.article.date {
            xml += "<lastBuildDate>\(newest.rfc822)</lastBuildDate>\n"
        }
        for (entry, content) in zip(entries, contents) {
            let link = xmlURL("\(entry.article.slug)/")
            xml += """
                <item>
                <title>\(HTMLEscaping.escape(entry.article.title))</title>
                <link>\(link)</link>
                <guid isPermaLink="true">\(link)</guid>
                \(entry.article.date.map { "<pubDate>\($0.rfc822)</pubDate>" } ?? "")
                \(entry.article.tags.map { "<category>\(HTMLEscaping.escape($0))</category>" }.joined())
                <description>\(content)</description>
                </item>\n
                """
        }
        return xml + "</channel>\n</rss>\n"
    }

    /// An absolute site URL, escaped for XML text and attributes.
    private func xmlURL(_ sitePath: String) -> String {
        HTMLEscaping.escape(model.url.absolute(sitePath))
    }

    /// The entry's HTML with root-relative links made absolute: feed readers
    /// show entries away from the site and cannot resolve `/repo/…`.
    func absolutised(_ html: String) -> String {
        let base = model.url.basePath
        let absolute = model.url.absolute("")
        // `="/…` occurs only in attributes: text and code escape `"` as `&quot;`.
        var result = html.replacingOccurrences(of: "=\"\(base)", with: "=\"\(absolute)")
        // Later `srcset` candidates follow a comma inside the attribute.
        result.replace(#/srcset="([^"]*)"/#) { match in
            "srcset=\"" + match.output.1.replacingOccurrences(of: ", \(base)", with: ", \(absolute)") + "\""
        }
        return result
    }
}
