import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

/// Feed entries that carry a summary, and whole entries with their code made plain (issue 35,
/// item 4).
@Suite("Feed summaries and plain code")
struct FeedSummaryTests {
    static var model: SiteModel { FeedAndSitemapTests.model }

    @Test("An entry without the article's HTML carries its summary: no Atom content, the RSS description")
    func summaryEntries() throws {
        let entries = Self.model.published.map { FeedEntry(article: $0, html: nil) }
        let feeds = Feeds(model: Self.model).atomAndRSS(entries)
        let atom = ParsedXML(Data(feeds.atom.utf8))
        let rss = ParsedXML(Data(feeds.rss.utf8))
        #expect(atom.error == nil && rss.error == nil, "\(atom.error ?? "") \(rss.error ?? "")")
        #expect(atom.all("content").isEmpty)
        #expect(atom.all("summary").map(\.text) == Self.model.published.map(\.summary))
        #expect(Array(rss.all("description").dropFirst().map(\.text)) == Self.model.published.map(\.summary))
    }

    @Test("Highlighted code becomes plain <pre><code> with its text and entities kept")
    func plainCode() {
        let html = """
            <p>До</p><figure class="code"><figcaption class="code-status">Модуль</figcaption><pre tabindex="0" \
            role="group" aria-label="Код"><code class="language-swift"><span class="hl-kw">let</span> a = \
            <span class="hl-str">"&lt;b&gt; &amp;"</span>
            print(a)</code></pre></figure><pre><code>plain &lt;x&gt;</code></pre><p>После</p>
            """
        #expect(
            FeedContent.plainCode(html) == """
                <p>До</p><figure class="code"><figcaption class="code-status">Модуль</figcaption>\
                <pre><code>let a = "&lt;b&gt; &amp;"
                print(a)</code></pre></figure><pre><code>plain &lt;x&gt;</code></pre><p>После</p>
                """)
        #expect(FeedContent.plainCode("<p>no code, <preview> kept</p>") == "<p>no code, <preview> kept</p>")
    }

    @Test(
        "feed: settings from site.yaml",
        arguments: [
            ("", FeedSettings(content: .summary, fullEntries: nil), 0),
            ("feed:\n  content: full\n", FeedSettings(content: .full, fullEntries: nil), 20),
            ("feed: {content: full, entries: 5}\n", FeedSettings(content: .full, fullEntries: 5), 5),
            ("feed: {content: summary}\n", FeedSettings(content: .summary, fullEntries: nil), 0),
        ])
    func parsed(text: String, expected: FeedSettings, fullOfTwenty: Int) throws {
        let settings = try SiteSettings.parse("title: T\n" + text, path: "site.yaml", defaults: .defaults)
        #expect(settings.feed == expected)
        #expect(settings.feed.fullCount(of: 20) == fullOfTwenty)
    }
}
