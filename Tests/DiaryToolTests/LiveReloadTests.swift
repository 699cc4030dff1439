import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `diary serve` as the writing loop: the served pages carry a reload script, an edit rebuilds
/// the site and tells the open pages, a broken edit keeps the last good site and says why.
@Suite("diary serve rebuilds and reloads", .serialized, .tags(.builtTool))
struct LiveReloadTests {
    /// An open `/__diary/events` stream, read with a deadline.
    final class EventStream {
        let socket: Int32
        private(set) var received = ""

        init(port: UInt16) throws {
            socket = try HTTPProbe.connectLoopback(port: port)
            let request = "GET /__diary/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            _ = request.withCString { write(socket, $0, strlen($0)) }
        }

        deinit { close(socket) }

        /// Reads until the stream holds `text`, at most `seconds`.
        func wait(for text: String, seconds: Double = 120) throws {
            let deadline = Date(timeIntervalSinceNow: seconds)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !received.contains(text) {
                guard Date() < deadline else {
                    throw HTTPProbe.Failure(description: "no '\(text)' in the event stream; it sent: \(received)")
                }
                let count = read(socket, &buffer, buffer.count)
                if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
            }
        }
    }

    @Test("Served pages carry the reload script; the site's files do not")
    func scriptIsInjectedWhenServing() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary)
        let file = try #require(FileManager.default.contents(atPath: server.folder.path("site/intro/index.html")))
        let page = String(decoding: try server.get("/intro/").body, as: UTF8.self)
        // The badge's words come from the site language's strings table (the mini diary is Russian).
        let tag =
            "<script src=\"/__diary/live.js\" data-generation=\"1\" data-compiling-label=\"сборка…\" defer></script>"
        #expect(
            page == String(decoding: file, as: UTF8.self).replacingOccurrences(of: "</body>", with: tag + "</body>"))
        #expect(!String(decoding: file, as: UTF8.self).contains("__diary"), "the published page never holds it")
        let script = try server.get("/__diary/live.js")
        #expect(script.status == 200)
        #expect(script.headers["content-type"]?.hasPrefix("text/javascript") == true)
        #expect(String(decoding: script.body, as: UTF8.self).contains("new EventSource('/__diary/events')"))
    }

    @Test("An edit rebuilds and reloads; a broken edit keeps the last good site and shows its errors")
    func editsRebuild() throws {
        let folder = try TemporaryFolder()
        let content = try folder.editableMiniDiary()
        let article = content.appending(path: "intro/index.md")
        let server = try ServedDiary(content: content)
        let events = try EventStream(port: server.port)
        try events.wait(for: "data: 1\n")

        try replaceText("title: ", with: "title: Правка ", in: article)
        try events.wait(for: "data: 2\n")
        #expect(String(decoding: try server.get("/intro/").body, as: UTF8.self).contains("Правка"))

        try replaceText("title: Правка ", with: "title: [Правка ", in: article)
        try events.wait(for: "data: \(article.path):")
        #expect(events.received.contains("error:"), "\(events.received)")
        let kept = String(decoding: try server.get("/intro/").body, as: UTF8.self)
        #expect(kept.contains("Правка"), "the last good page is still served")

        try replaceText("title: [Правка ", with: "title: Снова ", in: article)
        try events.wait(for: "data: 3\n")
        #expect(String(decoding: try server.get("/intro/").body, as: UTF8.self).contains("Снова"))
    }

    @Test("Under 100 idle and 100 active loopback connections every request is answered, and after them too")
    func boundedLoad() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary, siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        let idle = try (0..<100).map { _ in try HTTPProbe.connectLoopback(port: server.port) }
        defer { idle.forEach { close($0) } }
        let statuses = Statuses()
        let port = server.port
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            let status = (try? HTTPProbe.send("GET", index.isMultiple(of: 2) ? "/" : "/intro/", port: port))?.status
            statuses.append(status ?? -1)
        }
        #expect(statuses.values.count == 100)
        #expect(statuses.values.allSatisfy { $0 == 200 }, "\(statuses.values.filter { $0 != 200 })")
        #expect(try server.get("/").status == 200, "still answering with the idle connections open")
    }

    /// Status codes gathered from several threads.
    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Int] = []
        var values: [Int] { lock.withLock { storage } }
        func append(_ status: Int) { lock.withLock { storage.append(status) } }
    }
}
