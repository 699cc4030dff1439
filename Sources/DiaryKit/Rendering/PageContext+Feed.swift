import Mustache

extension PageContext {
    /// The page the feed menu link opens: how to subscribe, with the feeds' absolute URLs.
    func feedPage() -> MustacheValue {
        let latest = strings.plural("latest", count: min(Feeds.size, model.published.count))
        return .dictionary([
            "site": site,
            "page": page(title: strings["feed_title"], description: strings["feed_description"], path: "feed/"),
            "feeds": .dictionary([
                "atom": .string(model.url.absolute("atom.xml")),
                "rss": .string(model.url.absolute("rss.xml")),
                "latest": .string(latest),
                "same": .string(strings.format("feed_same", ["latest": latest])),
            ]),
        ])
    }
}
