import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `diary serve` as a user runs it, spoken to over loopback only.
@Suite("diary serve", .tags(.builtTool))
struct ServeTests {
    @Test("Serves pages, styles, redirects and refuses traversal")
    func serves() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary)
        let home = try server.get("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"]?.hasPrefix("text/html") == true, "\(home.headers)")
        #expect(String(decoding: home.body, as: UTF8.self).hasPrefix("<!doctype html>"))
        // What is served is the file, plus the live-reload script (LiveReloadTests).
        let file = String(
            decoding: try #require(FileManager.default.contents(atPath: server.folder.path("site/index.html"))),
            as: UTF8.self)
        let served = String(decoding: home.body, as: UTF8.self)
        #expect(served.replacing(#/<script src="\/__diary\/live\.js"[^>]*><\/script>/#, with: "") == file)

        let css = try server.get("/css/site.css")
        #expect(css.status == 200)
        #expect(css.headers["content-type"]?.hasPrefix("text/css") == true, "\(css.headers)")

        let folder = try server.get("/buttons")
        #expect(folder.status == 301)
        #expect(folder.headers["location"] == "/buttons/")
        #expect(try server.get("/buttons/").status == 200)

        for target in ["/../etc/passwd", "/%2e%2e/", "/%2e%2e/%2e%2e/etc/passwd", "/buttons/..%2f..%2f..%2fetc/passwd"]
        {
            let response = try server.get(target)
            #expect(response.status == 404, "\(target)")
            #expect(!String(decoding: response.body, as: UTF8.self).contains("root:"), "\(target)")
        }
        #expect(try server.get("/missing/").status == 404)
    }

    @Test("HEAD answers like GET without a body")
    func head() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary)
        let get = try server.get("/intro/")
        let head = try server.get("/intro/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(get.body.count))
        #expect(head.headers["content-type"] == get.headers["content-type"])
        #expect(try server.get("/", method: "POST").status == 405)
    }
}
