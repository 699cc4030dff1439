import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

@Suite("Feeds and sitemap")
struct FeedAndSitemapTests {
    static let origin = "https://owner.github.io/repo/"

    /// A diary under a sub-path, with markup-like characters in every text field.
    static let model = SiteModel(
        settings: SiteSettings(
            title: "Дневник <разработчика> & \"друзья\"", description: "Про SwiftUI & UIKit", author: "Автор",
            url: SiteURL("http://127.0.0.1:8000/")!),
        url: SiteURL(origin)!,
        articles: [
            Self.article("buttons", "Кнопки & <стили>", CalendarDate(year: 2023, month: 6, day: 8), part: 2),
            Self.article("intro", "Знакомство", CalendarDate(year: 2023, month: 6, day: 1), part: 1),
            Self.article("gallery", "Галерея", nil, part: 3, status: .planned),
        ])

    static func article(
        _ slug: String, _ title: String, _ date: CalendarDate?, part: Int?, status: Article.Status = .published
    ) -> Article {
        Article(
            slug: slug, title: title, date: date.map { ArticleDate(day: $0) }, summary: "Кратко о «\(slug)» & <прочем>",
            tags: ["swiftui", "c-sharp"],
            part: part, modules: [], isDraft: false, status: status, sourcePath: "Content/\(slug)/index.md",
            folderPath: "Content/\(slug)", bodyStartLine: 8)
    }

    var model: SiteModel { Self.model }

    var entries: [FeedEntry] {
        model.published.map { FeedEntry(article: $0, html: "<p>Код: <code>a < b && \"c\"</code> ]]> конец</p>") }
    }

    func parse(_ text: String) throws -> ParsedXML {
        let document = ParsedXML(Data(text.utf8))
        if let error = document.error { Issue.record("not well-formed XML: \(error)\n\(text)") }
        return document
    }

    @Test("Atom is well-formed, absolute, newest first, and carries the HTML intact")
    func atom() throws {
        let document = try parse(Feeds(model: model).atom(entries))
        let links = document.all("link").compactMap { $0.attributes["href"] }
        #expect(links.first == "\(Self.origin)atom.xml")
        #expect(links.contains("\(Self.origin)buttons/"))
        #expect(links.allSatisfy { $0.hasPrefix(Self.origin) }, "\(links)")
        #expect(document.all("id").map(\.text) == [Self.origin, "\(Self.origin)buttons/", "\(Self.origin)intro/"])
        #expect(document.all("entry").count == 2)
        #expect(document.all("title").map(\.text).first == model.settings.title)
        #expect(document.all("updated").first?.text == "2023-06-08T00:00:00Z")
        #expect(document.all("content").first?.text == entries[0].html)
        #expect(document.all("category").compactMap { $0.attributes["term"] }.prefix(2) == ["swiftui", "c-sharp"])
    }

    @Test("RSS is well-formed, absolute, and dated in RFC 822")
    func rss() throws {
        let document = try parse(Feeds(model: model).rss(entries))
        #expect(document.all("link").map(\.text) == [Self.origin, "\(Self.origin)buttons/", "\(Self.origin)intro/"])
        #expect(document.all("guid").map(\.text) == ["\(Self.origin)buttons/", "\(Self.origin)intro/"])
        #expect(document.all("atom:link").first?.attributes["href"] == "\(Self.origin)rss.xml")
        #expect(
            document.all("pubDate").map(\.text) == [
                "Thu, 08 Jun 2023 00:00:00 +0000", "Thu, 01 Jun 2023 00:00:00 +0000",
            ])
        #expect(document.all("lastBuildDate").map(\.text) == ["Thu, 08 Jun 2023 00:00:00 +0000"])
        #expect(document.all("description").last?.text == entries[1].html)
        #expect(document.all("title").first?.text == model.settings.title)
    }

    @Test("Feeds without entries are still well-formed")
    func emptyFeeds() throws {
        let feeds = Feeds(model: SiteModel(settings: model.settings, url: model.url, articles: []))
        #expect(try parse(feeds.atom([])).all("entry").isEmpty)
        #expect(try parse(feeds.rss([])).all("item").isEmpty)
    }

    @Test("The sitemap lists the home page, written articles, tag pages and the archive, absolute")
    func sitemap() throws {
        let document = try parse(Sitemap(model: model).xml())
        let locations = document.all("loc").map(\.text)
        #expect(
            locations == [
                Self.origin, "\(Self.origin)buttons/", "\(Self.origin)intro/", "\(Self.origin)tags/",
                "\(Self.origin)tags/c-sharp/", "\(Self.origin)tags/swiftui/", "\(Self.origin)archive/",
                "\(Self.origin)archive/2023/",
            ])
        #expect(!locations.contains { $0.contains("gallery") })
        #expect(document.all("lastmod").first?.text == "2023-06-08")
        #expect(Sitemap(model: model).robots().contains("Sitemap: \(Self.origin)sitemap.xml\n"))
    }
}
