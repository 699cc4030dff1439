import Testing

@testable import DiaryKit

@Suite("LinkResolver")
struct LinkResolverTests {
    /// A diary published under `/repo/` with two written articles, one
    /// planned part, and the article `buttons` owning two files.
    let resolver = LinkResolver(
        url: SiteURL("https://owner.github.io/repo/")!,
        publishedSlugs: ["intro", "buttons"],
        plannedSlugs: ["gallery"],
        rootFiles: ["css/site.css", "atom.xml", "images/favicon.svg"])
    let buttonsFiles: Set<String> = ["data.csv", "shutter.png"]

    func resolve(_ destination: String) -> LinkResolver.Target {
        resolver.resolve(destination, from: "buttons", articleFiles: buttonsFiles)
    }

    @Test(
        "A scheme is letters, digits, +, - and . before the first colon, decided alike on bytes and characters",
        arguments: [
            ("https://example.org", true), ("mailto:a@b.c", true), ("git+ssh://x", true), ("x-y.z:1", true),
            ("тест:1", true), ("a\u{301}b:c", true), ("../intro/", false), (":x", false), ("a/b:c", false),
            ("a b:c", false), ("a:\u{301}b:c", false), ("ab:\u{301}", false), ("", false), ("no-colon", false),
            ("a_b:c", false), ("/x:y", false),
        ])
    func schemes(destination: String, expected: Bool) {
        #expect(LinkResolver.hasScheme(destination) == expected)
        // The definition on characters, which the byte path must agree with.
        let colon = destination.firstIndex(of: ":")
        let scheme = colon.map { destination[..<$0] } ?? ""
        let reference =
            colon != nil && !scheme.isEmpty
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        #expect(LinkResolver.hasScheme(destination) == reference)
    }

    @Test(
        "Every way of writing an article link leads to its page",
        arguments: [
            "../intro/", "../intro", "../intro/index.md", "../intro.md", "../intro/index.html", "/intro/", "/intro",
            "/intro/index.md", "./../intro/", "../../intro/",
        ])
    func articleLinks(destination: String) {
        #expect(resolve(destination) == .page("/repo/intro/"))
    }

    @Test(
        "Fragments survive on article links",
        arguments: [
            ("../intro/#план", "/repo/intro/#план"), ("../intro/index.md#setup", "/repo/intro/#setup"),
            ("../intro.md#a-b", "/repo/intro/#a-b"), ("/intro#x", "/repo/intro/#x"),
            ("index.md#own-heading", "/repo/buttons/#own-heading"),
        ])
    func fragments(destination: String, expected: String) {
        #expect(resolve(destination) == .page(expected))
    }

    @Test("A fragment alone stays on the page", arguments: ["#стиль-затвора", "#top"])
    func localFragment(destination: String) {
        #expect(resolve(destination) == .external(destination))
    }

    @Test(
        "External links pass through untouched",
        arguments: ["https://swift.org/documentation/", "http://example.org", "mailto:author@example.org", "tel:+123"])
    func external(destination: String) {
        #expect(resolve(destination) == .external(destination))
    }

    @Test(
        "The article's own files and Public/ files get site paths",
        arguments: [
            ("data.csv", "/repo/buttons/data.csv"), ("./shutter.png", "/repo/buttons/shutter.png"),
            ("../buttons/data.csv", "/repo/buttons/data.csv"), ("/css/site.css", "/repo/css/site.css"),
            ("../../images/favicon.svg", "/repo/images/favicon.svg"), ("/atom.xml", "/repo/atom.xml"),
            ("/", "/repo/"), ("../", "/repo/"), ("/tags/", "/repo/tags/"),
        ])
    func files(destination: String, expected: String) {
        #expect(resolve(destination) == .page(expected))
    }

    @Test(
        "A link to a planned part is a problem",
        arguments: ["../gallery/", "../gallery/index.md", "/gallery", "../gallery.md#x"])
    func plannedPart(destination: String) throws {
        guard case .problem(let message) = resolve(destination) else {
            Issue.record("'\(destination)' resolved to \(resolve(destination))")
            return
        }
        #expect(message.contains("'\(destination)'"))
        #expect(message.contains("planned part"))
    }

    @Test(
        "A link to nothing is a broken link, kept as written",
        arguments: ["../nowhere/", "missing.csv", "/css/missing.css", "../intro/photo.png", "/buttons/extra/page/"])
    func broken(destination: String) {
        guard case .kept(let kept, let message) = resolve(destination) else {
            Issue.record("'\(destination)' resolved to \(resolve(destination))")
            return
        }
        #expect(kept == destination, "a link to nothing stays as written")
        #expect(message.contains("broken link '\(destination)'"))
    }

    /// Flat articles `a.md` and `b.md` in the content root, and a folder `Notes/index.md` whose
    /// slug (`notes`) differs from its folder name: links are relative to the Markdown file.
    let flat = LinkResolver(
        url: SiteURL("https://owner.github.io/repo/")!, publishedSlugs: ["a", "b", "notes"], plannedSlugs: [],
        rootFiles: [], contentPaths: ["a.md": "a", "a": "a", "b.md": "b", "b": "b", "Notes": "notes"])

    @Test(
        "Links between flat files resolve as GitHub renders them",
        arguments: [
            ("b.md", "/repo/b/"), ("./b.md", "/repo/b/"), ("b.md#part", "/repo/b/#part"),
            ("Notes/index.md", "/repo/notes/"),
            ("Notes/", "/repo/notes/"), ("../b.md", "/repo/b/"),
        ])
    func flatLinks(destination: String, expected: String) {
        #expect(flat.resolve(destination, from: "a", folder: "", articleFiles: []) == .page(expected))
    }

    @Test(
        "A folder article whose slug differs from its folder links to its files and neighbours",
        arguments: [
            ("photo.png", "/repo/notes/photo.png"), ("img/big.png", "/repo/notes/img/big.png"),
            ("../b.md", "/repo/b/"), ("../a/", "/repo/a/"), ("index.md#x", "/repo/notes/#x"),
        ])
    func folderLinks(destination: String, expected: String) {
        let files: Set<String> = ["photo.png", "img/big.png"]
        #expect(flat.resolve(destination, from: "notes", folder: "Notes", articleFiles: files) == .page(expected))
    }

    @Test("A flat article has no files of its own")
    func flatHasNoFiles() {
        if case .kept = flat.resolve("photo.png", from: "a", folder: "", articleFiles: []) {
        } else {
            Issue.record("photo.png next to a flat article (with no such content file) must be a broken link")
        }
    }
}
