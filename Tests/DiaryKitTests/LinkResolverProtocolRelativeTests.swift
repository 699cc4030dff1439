import Testing

@testable import DiaryKit

/// Protocol-relative URLs (`//host/path`), common in raw HTML `src` attributes.
@Suite("LinkResolver: protocol-relative URLs")
struct LinkResolverProtocolRelativeTests {
    let resolver = LinkResolver(
        url: SiteURL("https://owner.github.io/repo/")!, publishedSlugs: ["intro"], plannedSlugs: [], rootFiles: [])

    @Test("//host/path is another site and stays as written, without a broken-link warning")
    func otherSite() {
        #expect(
            resolver.resolve("//cdn.example.org/logo.png", from: "intro", articleFiles: [])
                == .external("//cdn.example.org/logo.png"))
    }

    @Test("a root-relative path still resolves inside the site")
    func rootRelative() {
        #expect(resolver.resolve("/intro", from: "intro", articleFiles: []) == .page("/repo/intro/"))
    }
}
