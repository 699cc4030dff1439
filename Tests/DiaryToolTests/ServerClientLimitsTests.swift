import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `diary serve` under clients that hold connections open: slow request heads and abandoned
/// event streams must not keep anyone else waiting. Loopback only, a few hundred sockets at most.
@Suite("diary serve: slow and abandoned clients", .serialized, .tags(.builtTool))
struct ServerClientLimitsTests {
    /// A client that sends its request head a byte at a time and never finishes it.
    final class SlowClient {
        let socket: Int32
        private var unsent: [UInt8]

        init(port: UInt16) throws {
            socket = try HTTPProbe.connectLoopback(port: port)
            unsent = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/html\r\n".utf8)
            trickle()
        }

        deinit { close(socket) }

        /// Sends the next byte; a server that has closed the connection costs an error, not a signal.
        func trickle() {
            guard !unsent.isEmpty else { return }
            var byte = unsent.removeFirst()
            _ = send(socket, &byte, 1, Int32(MSG_NOSIGNAL))
        }

        /// Whether the server ends the connection (with or without a response) within `milliseconds`.
        func serverCloses(within milliseconds: Int32) -> Bool {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 4096)
            // A response (408) may come first; the connection closes after it.
            while read(socket, &buffer, buffer.count) > 0 {}
            return true
        }
    }

    static let noWatch = DiaryTool.siteFiles + ["--no-watch"]

    @Test("A request head trickled a byte every 2 s is cut off: the deadline is for the whole head")
    func headDeadline() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary, siteArguments: Self.noWatch)
        let client = try SlowClient(port: server.port)
        var closed = false
        // 12 × 2 s = 24 s, well past the 10 s a head may take; each byte arrives long before any
        // per-read timeout would fire, which is how the old server was kept waiting forever.
        for _ in 0..<12 where !closed {
            closed = client.serverCloses(within: 2000)
            client.trickle()
        }
        #expect(closed, "the server still waits for a head that has taken 24 s")
    }

    @Test("300 slow clients do not make a well-behaved request wait or fail")
    func slowClientsDoNotStarveOthers() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary, siteArguments: Self.noWatch)
        let slow = try (0..<300).map { _ in try SlowClient(port: server.port) }
        var statuses: [Int] = []
        for round in 0..<20 {
            if round == 10 { slow.forEach { $0.trickle() } }
            statuses.append((try? server.get(round.isMultiple(of: 2) ? "/" : "/intro/").status) ?? -1)
        }
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
        withExtendedLifetime(slow) {}
    }

    @Test("300 event streams opened and closed leave the server answering within a couple of seconds")
    func closedEventStreamsAreReleased() throws {
        let server = try ServedDiary(content: TestPaths.miniDiary)
        let request = Array("GET /__diary/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8)
        let streams = try (0..<300).map { _ in
            let socket = try HTTPProbe.connectLoopback(port: server.port)
            _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            return socket
        }
        // Each page saw its first message (or a refusal) before it went away, as a closed tab has.
        var buffer = [UInt8](repeating: 0, count: 4096)
        for socket in streams {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 2000) > 0 { _ = read(socket, &buffer, buffer.count) }
            close(socket)
        }
        let deadline = ContinuousClock.now + .seconds(3)
        var status = 0
        repeat {
            status = (try? server.get("/").status) ?? -1
            if status != 200 { Thread.sleep(forTimeInterval: 0.1) }
        } while status != 200 && ContinuousClock.now < deadline
        #expect(status == 200, "the closed streams still hold the server 3 s later")
    }
}
