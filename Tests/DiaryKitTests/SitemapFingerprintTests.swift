import Testing

@testable import DiaryKit

/// An incremental build writes `sitemap.xml` only when its fingerprint changed; the fingerprint
/// must change whenever the XML does, and should not when only what the sitemap leaves out did.
@Suite("Sitemap fingerprint")
struct SitemapFingerprintTests {
    typealias Tokens = ArticleListTokenTests

    static let day = CalendarDate(year: 2024, month: 6, day: 8)

    /// A site of three articles with one of them changed by `change`.
    static func model(url: String = "https://example.org/diary/", _ change: (inout Article) -> Void = { _ in })
        -> SiteModel
    {
        var changed = Tokens.article(slug: "buttons", part: nil)
        change(&changed)
        return Tokens.model(
            url: url,
            articles: [
                changed,
                Tokens.article(slug: "intro", date: ArticleDate(day: CalendarDate(year: 2024, month: 5, day: 1))),
                Tokens.article(slug: "gallery", tags: ["photos"], part: nil),
            ])
    }

    static let variants: [(String, SiteModel)] = [
        ("base", model()),
        ("another address", model(url: "https://example.org/")),
        ("another day", model { $0.date = ArticleDate(day: CalendarDate(year: 2024, month: 6, day: 9)) }),
        ("time of day", model { $0.date = ArticleDate(day: day, secondsOfDay: 3600, utcOffsetMinutes: 180) }),
        ("updated", model { $0.updated = ArticleDate(day: CalendarDate(year: 2024, month: 7, day: 1)) }),
        (
            "another year, same last change",
            model {
                $0.date = ArticleDate(day: CalendarDate(year: 2023, month: 6, day: 8))
                $0.updated = ArticleDate(day: CalendarDate(year: 2024, month: 7, day: 1))
            }
        ),
        ("slug", model { $0.slug = "buttons-2" }),
        ("tag added", model { $0.tags.append("ios") }),
        ("planned", model { $0.status = .planned }),
        ("title", model { $0.title = "Новые кнопки" }),
        ("summary", model { $0.summary = "Другое" }),
    ]

    @Test("Two sites whose sitemaps differ have different fingerprints; a changed title keeps it")
    func fingerprintFollowsXML() {
        for (leftName, left) in Self.variants {
            for (rightName, right) in Self.variants where leftName < rightName {
                let xmlEqual = Sitemap(model: left).xml() == Sitemap(model: right).xml()
                let fingerprintsEqual = Sitemap(model: left).fingerprint() == Sitemap(model: right).fingerprint()
                #expect(xmlEqual || !fingerprintsEqual, "\(leftName) / \(rightName): the sitemaps differ")
                if ["title", "summary"].contains(leftName) || ["title", "summary"].contains(rightName),
                    ["base", "title", "summary"].contains(leftName), ["base", "title", "summary"].contains(rightName)
                {
                    #expect(xmlEqual && fingerprintsEqual, "\(leftName) / \(rightName): nothing a sitemap shows")
                }
            }
        }
        #expect(Sitemap(model: Self.model()).fingerprint() == Sitemap(model: Self.model()).fingerprint())
    }

    @Test("Another version of diary has another fingerprint, and another site token")
    func generatorIsHashed() async {
        let model = Self.model()
        #expect(Sitemap(model: model).fingerprint(generator: "a") != Sitemap(model: model).fingerprint(generator: "b"))
        let first = await ArticleListTokens(model: model, width: 2, generator: "a")
        let again = await ArticleListTokens(model: model, width: 2, generator: "a")
        let other = await ArticleListTokens(model: model, width: 2, generator: "b")
        #expect(first.site == again.site)
        #expect(first.site != other.site)
    }
}
