import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The markup behind the accessibility fixes, in the bundled diary as built: what the feed
/// page offers, how data tables and code that is only for Apple platforms are marked. The tests
/// read one shared build (`SharedSites`).
@Suite("Accessible markup of the bundled diary", .tags(.builtTool))
struct AccessibleMarkupTests {
    static func page(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    @Test("«Лента» opens a page that gives both feeds' absolute URLs")
    func feedPage() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        let index = try Self.page("index.html", in: site)
        #expect(index.contains("<a href=\"/sub/feed/\">Лента</a>"))
        let feed = try Self.page("feed/index.html", in: site)
        for name in ["atom.xml", "rss.xml"] {
            let url = "https://diary.example/sub/\(name)"
            #expect(feed.contains("<a href=\"\(url)\">\(url)</a>"), "\(name) on the feed page")
        }
        #expect(feed.contains("<h1>Подписка на дневник</h1>"))
        #expect(feed.contains("<link rel=\"canonical\" href=\"https://diary.example/sub/feed/\">"))
    }

    @Test("Code only for Apple platforms says so, and every code block is a named Tab stop")
    func appleOnlyBadge() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        let pages = SitePages.paths(in: site).filter { $0.hasSuffix("/") }
        let html = try pages.map { try Self.page($0 + "index.html", in: site) }.joined()
        let badge = "<figcaption class=\"code-badge\">Только для Apple: нужен SwiftUI или UIKit</figcaption>"
        #expect(html.components(separatedBy: badge).count > 5, "the bundled diary has many swift ignore blocks")
        #expect(!html.contains("Не компилируется на Linux"), "the old badge read as if the code were broken")
        let blocks = html.components(separatedBy: "<pre").dropFirst()
        let unfocusable = blocks.filter { !$0.hasPrefix(" tabindex=\"0\" role=\"group\" aria-label=\"") }
        #expect(unfocusable.isEmpty, "every code block takes a Tab stop and has a name: \(unfocusable.prefix(2))")
    }

    @Test("Data tables scroll as a named Tab stop, and their symbols are named images")
    func dataTable() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        let html = try Self.page("environment-objects-in-styles/index.html", in: site)
        #expect(
            html.contains(
                "<div class=\"data-table\" tabindex=\"0\" role=\"group\" aria-label=\"Таблица compatibility.csv\">"))
        #expect(html.contains("<span role=\"img\" aria-label=\"да\" title=\"да\">✅</span>"))
        #expect(html.contains("<span role=\"img\" aria-label=\"нет\" title=\"нет\">❌</span>"))
        #expect(!html.contains("<span aria-label="))
    }
}
