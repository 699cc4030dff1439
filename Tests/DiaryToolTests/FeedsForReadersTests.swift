import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// Feed entries as a feed reader shows them: away from the site and its CSS.
@Suite("Feeds made for readers", .tags(.builtTool))
struct FeedsForReadersTests {
    static let url = SiteURL("https://example.org/diary/")!

    static var feeds: Feeds {
        let settings = SiteSettings(title: "Дневник", description: "", author: "Автор", url: url)
        return Feeds(model: SiteModel(settings: settings, url: url, articles: []))
    }

    @Test("No heading anchors, one copy of each preview, fragments that lead to the article")
    func entryHTML() {
        let page = """
            <h2 id="план">План <a class="heading-anchor" href="#план" aria-hidden="true" tabindex="-1">#</a></h2>
            <p>См. <a href="#план">план</a>.</p>
            <figure class="preview"><div class="preview-light" role="img"><svg><g><text>свет</text></g></svg></div>\
            <div class="preview-dark" role="img"><svg>
            <g><text>тьма</text></g></svg></div><figcaption>Затвор</figcaption></figure>
            """
        let html = Self.feeds.forReaders(page, pageURL: "https://example.org/diary/buttons/")
        #expect(!html.contains("heading-anchor") && !html.contains(">#<"), "\(html)")
        #expect(html.contains("<h2 id=\"план\">План</h2>"))
        #expect(html.contains("<a href=\"https://example.org/diary/buttons/#план\">план</a>"))
        #expect(html.contains("свет") && !html.contains("тьма") && !html.contains("preview-dark"), "\(html)")
        #expect(html.contains("<figcaption>Затвор</figcaption>"))
    }

    @Test("The built feeds of the mini diary carry no anchors and no bare fragments")
    func builtFeeds() throws {
        let site = try SharedSites.miniDiary.get()
        for feed in ["atom.xml", "rss.xml"] {
            let text = try String(contentsOf: site.appending(path: feed), encoding: .utf8)
            #expect(!text.contains("heading-anchor"), "\(feed)")
            #expect(!text.contains("href=&quot;#"), "\(feed)")
            print("\(feed): \(text.utf8.count) bytes")
        }
    }
}
