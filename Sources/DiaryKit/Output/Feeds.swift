import DiaryContent
import DiaryMarkdown

/// An entry of the Atom and RSS feeds.
struct FeedEntry: Sendable {
    var article: Article
    /// The article's body HTML when the entry carries the whole article (``FeedSettings``);
    /// `nil` for an entry that carries its summary only.
    var html: String?
    /// The entry's ``FeedContent/escaped(_:pageURL:)`` when it was made already (in the parallel
    /// render step); `nil` to make it from `html`.
    var escapedContent: String? = nil
}

/// Atom 1.0 and RSS 2.0 documents for the newest articles.
///
/// An entry carries the article's summary, or the whole article (``FeedSettings``, `feed:` in
/// `site.yaml`) with its code as plain `<pre><code>` (``FeedContent/plainCode(_:)``).
///
/// A feed leaves out the characters XML 1.0 forbids (``XMLCharacters``), wherever they come
/// from (an article, `site.yaml`): a reader rejects a whole feed for one of them. The article
/// checks warn about each at its line (``ArticleCharacters``).
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

    /// An entry's HTML as feed text: made for a reader, links absolute, then escaped; `nil` for an
    /// entry that carries its summary only.
    private func escapedContent(_ entry: FeedEntry) -> String? {
        entry.escapedContent
            ?? entry.html.map { content.escaped($0, pageURL: model.url.absolute(entry.article.slug + "/")) }
    }

    /// How this site's entries are made for feeds.
    var content: FeedContent {
        FeedContent(basePath: model.url.basePath, absoluteBase: model.url.absolute(""))
    }

    /// The page's HTML as a feed reader shows it (``FeedContent/forReaders(_:pageURL:)``).
    func forReaders(_ html: String, pageURL: String) -> String {
        content.forReaders(html, pageURL: pageURL)
    }

    /// - Parameter contents: Each entry's ``escapedContent(_:)``.
    private func atom(_ entries: [FeedEntry], contents: [String?]) -> String {
        let updated = entries.compactMap(\.article.lastChange).max()?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(HTMLEscaping.escape(model.settings.pageLanguage.tag))">
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
                \(content.map { "<content type=\"html\">\($0)</content>" } ?? "")
                </entry>\n
                """
        }
        return XMLCharacters.removingForbidden(xml + "</feed>\n")
    }

    /// - Parameter contents: Each entry's ``escapedContent(_:)``.
    private func rss(_ entries: [FeedEntry], contents: [String?]) -> String {
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
            <title>\(HTMLEscaping.escape(model.settings.title))</title>
            <link>\(xmlURL(""))</link>
            <description>\(HTMLEscaping.escape(model.settings.description))</description>
            <language>\(HTMLEscaping.escape(model.settings.pageLanguage.tag))</language>
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
                <description>\(content ?? HTMLEscaping.escape(entry.article.summary))</description>
                </item>\n
                """
        }
        return XMLCharacters.removingForbidden(xml + "</channel>\n</rss>\n")
    }

    /// An absolute site URL, escaped for XML text and attributes.
    private func xmlURL(_ sitePath: String) -> String {
        HTMLEscaping.escape(model.url.absolute(sitePath))
    }

    /// `html` with root-relative links made absolute (``FeedContent/absolutised(_:)``).
    func absolutised(_ html: String) -> String {
        content.absolutised(html)
    }
}
