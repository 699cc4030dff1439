import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `diary serve` against requests a hostile page or client sends: another host's name, paths
/// that would redirect off the site, files too large to hold in memory, files that never end.
@Suite("diary serve: hostile requests", .serialized, .tags(.builtTool))
struct ServerRequestSafetyTests {
    @Test("Only this server's own Host is served; a foreign one gets 421, the event stream too")
    func foreignHostIsMisdirected() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary)
        let port = server.port
        func status(_ target: String, host: String?) throws -> Int {
            let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
            return try HTTPProbe.sendRaw("GET \(target) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n", port: port)
                .status
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)"] {
            #expect(try status("/", host: host) == 200, "\(host)")
        }
        // DNS rebinding: a page of evil.example whose name now points at 127.0.0.1 sends its own name.
        let foreign = [
            "evil.example:\(port)", "evil.example", "127.0.0.1", "localhost", "127.0.0.1:\(port + 1)",
            "127.0.0.1.evil.example:\(port)", "localhost.:\(port)", "127.0.0.2:\(port)", "[::1]:\(port)",
        ]
        for host in foreign {
            for target in ["/", "/intro/", "/__diary/events", "/__diary/live.js", "/missing"] {
                #expect(try status(target, host: host) == 421, "\(host) \(target)")
            }
        }
        #expect(try status("/", host: nil) == 400, "HTTP/1.1 needs a Host")
        let twoHosts = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n"
        #expect(try HTTPProbe.sendRaw(twoHosts, port: port).status == 400)
        let absolute = "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        #expect(try HTTPProbe.sendRaw(absolute, port: port).status == 400)
    }

    @Test("No redirect's Location leads to another host, however the folder's path is spelled")
    func redirectsStayOnTheSite() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary, siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        for name in ["evil.example", "\\evil.example"] {
            try FileManager.default.createDirectory(
                atPath: server.folder.path("site/\(name)"), withIntermediateDirectories: true)
        }
        let targets = [
            "//evil.example", "///evil.example", "//evil.example?next=1", "/\\evil.example", "/%2Fevil.example",
            "/%2F%2Fevil.example", "/%5Cevil.example", "//%65vil.example", "/./evil.example", "//buttons",
        ]
        for target in targets {
            let response = try server.get(target)
            guard (300..<400).contains(response.status) else { continue }
            let location = try #require(response.headers["location"], "\(target)")
            #expect(location.hasPrefix("/"), "\(target) → \(location)")
            #expect(!location.hasPrefix("//"), "\(target) → \(location)")
            #expect(!location.contains("\\"), "\(target) → \(location): browsers read a backslash as a slash")
        }
        let folder = try server.get("//evil.example")
        #expect(folder.status == 301)
        #expect(folder.headers["location"] == "/evil.example/")
        #expect(try server.get("//buttons").headers["location"] == "/buttons/")
    }

    @Test("A 1 GB file and a 256 MB page are streamed, not read whole: the server's peak memory stays small")
    func largeFilesAreStreamed() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary)
        let sizes = ["large.bin": 1 << 30, "large.html": 256 << 20]
        for (name, size) in sizes {
            // Sparse: no disk space, and reading it costs the server only what it buffers.
            let path = server.folder.path("site/\(name)")
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
        }
        for (name, size) in sizes.sorted(by: { $0.key < $1.key }) {
            let (response, bodyBytes) = try HTTPProbe.download("/\(name)", port: server.port)
            #expect(response.status == 200, "\(name)")
            #expect(response.headers["content-length"] == String(size), "\(name)")
            #expect(bodyBytes == size, "\(name): a page this large is served as it is, without the reload script")
        }
        let peak = try server.peakResidentBytes()
        #expect(peak < 200 << 20, "the server's peak resident memory was \(peak >> 20) MB")
    }

    @Test("Only regular files are served: a named pipe in the site is not found, and never blocks")
    func namedPipeIsNotServed() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary, siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        #expect(mkfifo(server.folder.path("site/pipe.txt"), 0o600) == 0)
        #expect(try server.get("/pipe.txt").status == 404)
        #expect(try server.get("/").status == 200)
    }
}
