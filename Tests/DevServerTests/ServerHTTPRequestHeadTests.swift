import DevServerCore
import Testing

/// The request-head parser and the Host check, without a socket.
@Suite("HTTPRequestHead and LoopbackHostPolicy")
struct ServerHTTPRequestHeadTests {
    static func parse(_ text: String) throws(HTTPRequestHead.Problem) -> HTTPRequestHead {
        try HTTPRequestHead.parse(Array(text.utf8))
    }

    @Test("A browser's GET: method, target, version and Host, other headers ignored")
    func browserRequest() throws {
        let head = try Self.parse(
            "GET /buttons/?q=1 HTTP/1.1\r\nhost:  127.0.0.1:8000 \r\nAccept: text/html\r\nX-Empty:\r\n\r\n")
        #expect(
            head == HTTPRequestHead(method: "GET", target: "/buttons/?q=1", version: "HTTP/1.1", host: "127.0.0.1:8000")
        )
        #expect(try Self.parse("HEAD / HTTP/1.0\r\n\r\n").host == nil)
    }

    @Test(
        "Malformed heads are refused with the problem that names them",
        arguments: [
            ("GET / HTTP/1.1\r\n", HTTPRequestHead.Problem.incomplete),
            ("GET / HTTP/1.1\r\n\r\nGET", .incomplete),
            ("GET  / HTTP/1.1\r\n\r\n", .malformedRequestLine),
            ("GET / HTTP/1.1 x\r\n\r\n", .malformedRequestLine),
            ("G(T / HTTP/1.1\r\n\r\n", .malformedRequestLine),
            ("GET / HTTP/1.1\n\r\n\r\n", .malformedRequestLine),
            ("GET http://evil.example/ HTTP/1.1\r\n\r\n", .unsupportedTarget),
            ("OPTIONS * HTTP/1.1\r\n\r\n", .unsupportedTarget),
            ("GET /a\u{7F}b HTTP/1.1\r\n\r\n", .unsupportedTarget),
            ("GET / HTTP/2.0\r\n\r\n", .unsupportedVersion),
            ("GET / HTTQ/1.1\r\n\r\n", .malformedRequestLine),
            ("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n", .malformedHeader),
            ("GET / HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n", .malformedHeader),
            ("GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n", .malformedHeader),
            ("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n", .malformedHeader),
            ("GET / HTTP/1.1\r\nA: b\u{0}c\r\n\r\n", .malformedHeader),
            ("GET / HTTP/1.1\r\nHost: a\r\nhOST: b\r\n\r\n", .duplicateHost),
        ])
    func malformed(text: String, problem: HTTPRequestHead.Problem) {
        #expect(throws: problem) { try Self.parse(text) }
    }

    @Test("The size and header-count limits hold")
    func limits() {
        let header = "A: " + String(repeating: "x", count: 100) + "\r\n"
        let tooLong = "GET / HTTP/1.1\r\n" + String(repeating: header, count: 200) + "\r\n"
        #expect(throws: HTTPRequestHead.Problem.tooLarge) { try Self.parse(tooLong) }
        let tooMany = "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 101) + "\r\n"
        #expect(throws: HTTPRequestHead.Problem.tooLarge) { try Self.parse(tooMany) }
        let enough = "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 100) + "\r\n"
        #expect((try? Self.parse(enough)) != nil)
    }

    @Test("headLength finds the blank line, also when it straddles two reads")
    func headLength() {
        let bytes = Array("GET / HTTP/1.1\r\n\r\nrest".utf8)
        #expect(HTTPRequestHead.headLength(in: bytes) == 18)
        #expect(HTTPRequestHead.headLength(in: bytes, searchingFrom: 16) == 18)
        #expect(HTTPRequestHead.headLength(in: Array(bytes[..<17])) == nil)
    }

    @Test("Only 127.0.0.1 and localhost with the server's port name the server")
    func hostPolicy() {
        let policy = LoopbackHostPolicy(port: 8000)
        for host in ["127.0.0.1:8000", "localhost:8000", "LOCALHOST:8000"] { #expect(policy.accepts(host), "\(host)") }
        for host in [
            "", "127.0.0.1", "localhost", "127.0.0.1:80", "evil.example:8000", "localhost.:8000", "[::1]:8000",
            "127.0.0.1:8000.evil.example", "127.0.0.1:08000",
        ] {
            #expect(!policy.accepts(host), "\(host)")
        }
        #expect(LoopbackHostPolicy(port: 80).accepts("localhost"))
        #expect(LoopbackHostPolicy(port: 80).accepts("127.0.0.1:80"))
    }
}
