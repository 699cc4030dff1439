import DevServerCore
import DiaryTestSupport
import Foundation
import Testing

@Suite("StaticFileResolver")
struct StaticFileResolverTests {
    /// A site folder with pages, a style sheet, and symbolic links pointing
    /// inside and outside it; `outside/secret.txt` sits next to the site.
    struct Site {
        let folder: TemporaryFolder
        let resolver: StaticFileResolver
        var root: String { folder.path("site") }

        init() throws {
            folder = try TemporaryFolder()
            let files = [
                "site/index.html": "home", "site/css/site.css": "body{}", "site/docs/index.html": "docs",
                "site/empty/.keep": "", "outside/secret.txt": "secret", "outside/folder/index.html": "escaped",
            ]
            for (path, text) in files {
                let url = folder.url.appending(path: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let manager = FileManager.default
            try manager.createSymbolicLink(
                atPath: folder.path("site/secret.txt"), withDestinationPath: folder.path("outside/secret.txt"))
            try manager.createSymbolicLink(
                atPath: folder.path("site/escape"), withDestinationPath: folder.path("outside/folder"))
            try manager.createSymbolicLink(atPath: folder.path("site/home.html"), withDestinationPath: "index.html")
            resolver = StaticFileResolver(root: folder.path("site"))
        }

        func file(_ relative: String) -> StaticFileResolver.Resolution {
            .file(URL(fileURLWithPath: folder.path("site/\(relative)")).resolvingSymlinksInPath().path)
        }
    }

    @Test("Folders serve their index.html")
    func folderIndex() throws {
        let site = try Site()
        #expect(site.resolver.resolve("/") == site.file("index.html"))
        #expect(site.resolver.resolve("/docs/") == site.file("docs/index.html"))
        #expect(site.resolver.resolve("/docs/?q=swift") == site.file("docs/index.html"))
        #expect(site.resolver.resolve("/css/site.css") == site.file("css/site.css"))
    }

    @Test("A folder asked for without its slash redirects")
    func redirect() throws {
        let site = try Site()
        #expect(site.resolver.resolve("/docs") == .redirect("/docs/"))
        #expect(site.resolver.resolve("/css") == .redirect("/css/"))
    }

    @Test("A redirect's Location is the folder's own path, never one a browser reads as another host")
    func redirectStaysOnTheSite() throws {
        let site = try Site()
        for name in ["evil.example", "\\evil.example", "a b"] {
            try FileManager.default.createDirectory(atPath: site.root + "/" + name, withIntermediateDirectories: true)
        }
        #expect(site.resolver.resolve("//evil.example") == .redirect("/evil.example/"))
        #expect(site.resolver.resolve("///evil.example?x=1") == .redirect("/evil.example/"))
        #expect(site.resolver.resolve("/%2Fevil.example") == .redirect("/evil.example/"))
        #expect(site.resolver.resolve("//docs") == .redirect("/docs/"))
        #expect(site.resolver.resolve("/\\evil.example") == .redirect("/%5Cevil.example/"))
        #expect(site.resolver.resolve("/%5Cevil.example") == .redirect("/%5Cevil.example/"))
        #expect(site.resolver.resolve("/a%20b") == .redirect("/a%20b/"))
        #expect(site.resolver.resolve("/./docs") == .notFound)
        #expect(site.resolver.resolve("//docs/") == site.file("docs/index.html"))
    }

    @Test("Missing files and folders without an index are not found")
    func notFound() throws {
        let site = try Site()
        #expect(site.resolver.resolve("/missing.html") == .notFound)
        #expect(site.resolver.resolve("/empty/") == .notFound)
        #expect(site.resolver.resolve("docs/index.html") == .notFound)
        #expect(site.resolver.resolve("/index.html%00.css") == .notFound)
    }

    @Test(
        "Parent-folder steps are refused however they are spelled",
        arguments: [
            "/../outside/secret.txt", "/%2e%2e/outside/secret.txt", "/%2E%2E/outside/secret.txt", "/docs/../index.html",
            "/docs/..%2f..%2foutside/secret.txt", "/%2e%2e/", "/..", "/css/%2e%2e/%2e%2e/outside/folder/index.html",
        ])
    func traversal(target: String) throws {
        let site = try Site()
        #expect(site.resolver.resolve(target) == .notFound)
    }

    @Test("Symbolic links pointing outside the site are refused")
    func symlinkOutside() throws {
        let site = try Site()
        #expect(site.resolver.resolve("/secret.txt") == .notFound)
        #expect(site.resolver.resolve("/escape/") == .notFound)
        #expect(site.resolver.resolve("/escape/index.html") == .notFound)
    }

    @Test("Symbolic links inside the site, and a site folder reached through a link, work")
    func symlinkInside() throws {
        let site = try Site()
        #expect(site.resolver.resolve("/home.html") == site.file("index.html"))
        try FileManager.default.createSymbolicLink(
            atPath: site.folder.path("link-to-site"), withDestinationPath: site.root)
        let linked = StaticFileResolver(root: site.folder.path("link-to-site") + "/")
        #expect(linked.resolve("/css/site.css") == site.file("css/site.css"))
        #expect(linked.resolve("/secret.txt") == .notFound)
    }

    @Test(
        "MIME types by extension",
        arguments: [
            ("index.html", "text/html; charset=utf-8"), ("css/site.css", "text/css; charset=utf-8"),
            ("js/search.js", "text/javascript; charset=utf-8"), ("search-index.json", "application/json"),
            ("atom.xml", "application/xml; charset=utf-8"), ("images/favicon.svg", "image/svg+xml"),
            ("a/shutter@2x.PNG", "image/png"), ("photo.jpeg", "image/jpeg"), ("fonts/x.woff2", "font/woff2"),
            ("robots.txt", "text/plain; charset=utf-8"), ("data.csv", "text/csv; charset=utf-8"),
            (".nojekyll", "application/octet-stream"), ("archive.unknown", "application/octet-stream"),
        ])
    func mimeTypes(path: String, expected: String) {
        #expect(StaticFileResolver.mimeType(for: path) == expected)
    }
}
