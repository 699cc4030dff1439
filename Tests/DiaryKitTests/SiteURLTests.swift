import Testing

@testable import DiaryKit

@Suite("SiteURL")
struct SiteURLTests {
    @Test(
        "Origin and base path, with or without the trailing slash",
        arguments: [
            ("https://owner.github.io/repo/", "https://owner.github.io", "/repo/"),
            ("https://owner.github.io/repo", "https://owner.github.io", "/repo/"),
            ("https://example.org", "https://example.org", "/"),
            ("https://example.org/", "https://example.org", "/"),
            ("http://127.0.0.1:8000/", "http://127.0.0.1:8000", "/"),
            ("https://example.org/a/b", "https://example.org", "/a/b/"),
            ("http://[::1]:8000/", "http://[::1]:8000", "/"),
            ("http://[::ffff:127.0.0.1]/x", "http://[::ffff:127.0.0.1]", "/x/"),
            ("https://my-site.example.org:65535/", "https://my-site.example.org:65535", "/"),
        ])
    func parses(text: String, origin: String, basePath: String) throws {
        let url = try #require(SiteURL(text))
        #expect(url.origin == origin)
        #expect(url.basePath == basePath)
    }

    @Test(
        "Anything but an absolute http(s) URL is refused",
        arguments: [
            "ftp://example.org/", "file:///tmp/site/", "owner.github.io/repo/", "/repo/", "https://", "https:///repo/",
            "javascript:alert(1)", "mailto:me@example.org", "https://example.org/?page=1", "https://example.org/#top",
            "", "https://example.org/a&b/", "https://example.org/my repo/", "https://example.org/\"><script>/",
            "https://exa<mple.org/", "https://example.org/a\\b/", "https://example.org/`x`/", "https://пример.рф/",
            "http://[::", "http://[:B1]/", "http://a..b/", "http://x:y:z/", "http://example.org:/",
            "http://example.org:0/",
            "http://example.org:65536/", "http://.example.org/", "http://[::1]x/", "http://ex_ample.org/",
        ])
    func refuses(text: String) {
        #expect(SiteURL(text) == nil)
    }

    @Test("The scheme is case-insensitive")
    func schemeCase() {
        #expect(SiteURL("HTTPS://example.org/diary/")?.basePath == "/diary/")
    }

    @Test("Links under a sub-path keep the sub-path")
    func subPathLinks() throws {
        let url = try #require(SiteURL("https://owner.github.io/repo"))
        #expect(url.path("") == "/repo/")
        #expect(url.path("buttons/") == "/repo/buttons/")
        #expect(url.path("/css/site.css") == "/repo/css/site.css")
        #expect(url.absolute("") == "https://owner.github.io/repo/")
        #expect(url.absolute("atom.xml") == "https://owner.github.io/repo/atom.xml")
        #expect(url.absolute("/tags/swiftui/") == "https://owner.github.io/repo/tags/swiftui/")
    }

    @Test("At the domain root links start with a single slash")
    func rootLinks() throws {
        let url = try #require(SiteURL("https://example.org"))
        #expect(url.path("buttons/") == "/buttons/")
        #expect(url.path("//buttons/") == "/buttons/")
        #expect(url.absolute("rss.xml") == "https://example.org/rss.xml")
    }
}
