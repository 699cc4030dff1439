import Mustache

extension PageContext {
    /// The page the «Лента» menu link opens: how to subscribe, with the feeds' absolute URLs.
    func feedPage() -> MustacheValue {
        .dictionary([
            "site": site,
            "page": page(
                title: "Подписка на дневник", description: "Адреса лент Atom и RSS и как на них подписаться",
                path: "feed/"),
            "feeds": .dictionary([
                "atom": .string(model.url.absolute("atom.xml")),
                "rss": .string(model.url.absolute("rss.xml")),
                "latest": .string(Self.latestArticles(min(Feeds.size, model.published.count))),
            ]),
        ])
    }

    /// "последняя статья", "3 последние статьи", "20 последних статей".
    static func latestArticles(_ count: Int) -> String {
        let words = RussianPlural.form(
            count, one: "последняя статья", few: "последние статьи", many: "последних статей")
        return count == 1 ? words : "\(count) \(words)"
    }
}
