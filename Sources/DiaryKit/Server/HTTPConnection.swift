import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers one HTTP request on an accepted socket, then closes it.
struct HTTPConnection {
    var socket: Int32
    var resolver: StaticFileResolver
    /// Set when serving with live reload: HTML gets the reload script, and the event stream is served.
    var live: LiveReload?

    /// Requests larger than this are refused; a GET needs far less.
    static let maximumRequestSize = 16 * 1024

    func handle() {
        defer { close(socket) }
        guard let request = readRequestHead() else { return }
        let parts = request.split(separator: " ")
        guard parts.count >= 3 else { return respond(400, "Bad Request", body: Data("Bad Request\n".utf8)) }
        let method = String(parts[0])
        guard method == "GET" || method == "HEAD" else {
            return respond(405, "Method Not Allowed", extra: ["Allow: GET, HEAD"], body: Data())
        }
        let includeBody = method == "GET"
        let target = String(parts[1])
        if let live {
            if target == LiveReload.eventsPath { return streamEvents(live) }
            if target == LiveReload.scriptPath {
                return respond(
                    200, "OK", type: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8),
                    includeBody: includeBody)
            }
        }
        switch resolver.resolve(target) {
        case .file(let path):
            let type = StaticFileResolver.mimeType(for: path)
            var body = FileManager.default.contents(atPath: path) ?? Data()
            if let live, type.hasPrefix("text/html") { body = live.inject(into: body) }
            respond(200, "OK", type: type, body: body, includeBody: includeBody)
        case .redirect(let location):
            respond(301, "Moved Permanently", extra: ["Location: \(location)"], body: Data())
        case .notFound:
            let page = FileManager.default.contents(atPath: resolver.root + "/404.html") ?? Data("Not Found\n".utf8)
            respond(404, "Not Found", type: "text/html; charset=utf-8", body: page, includeBody: includeBody)
        }
    }

    /// Answers a connection over the limit without reading it.
    func refuseBusy() {
        respond(503, "Service Unavailable", extra: ["Retry-After: 1"], body: Data("Busy, try again\n".utf8))
    }

    /// Sends the live-reload state whenever it changes, and a comment every 15 s so proxies and
    /// browsers keep the stream open, until the page goes away (a write fails).
    private func streamEvents(_ live: LiveReload) {
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        guard send(Data(head.utf8)) else { return }
        var sent: LiveReload.State?
        var idle = 0
        while true {
            let state = live.current
            if state != sent {
                guard send(Data(LiveReload.message(for: state).utf8)) else { return }
                sent = state
                idle = 0
            } else if idle >= 600 {
                guard send(Data(": keep-alive\n\n".utf8)) else { return }
                idle = 0
            }
            // Every 25 ms: a finished build reaches the page within a frame or two of the wait.
            usleep(25_000)
            idle += 1
        }
    }

    /// Writes all of `data`; `false` when the client has gone.
    private func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = write(socket, raw.baseAddress! + offset, raw.count - offset)
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// The request line; the rest of the head is read and ignored.
    private func readRequestHead() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var received: [UInt8] = []
        while received.count < Self.maximumRequestSize {
            let count = read(socket, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
            if received.count >= 4, received.suffix(4) == [13, 10, 13, 10] { break }
            if let text = String(bytes: received, encoding: .utf8), text.contains("\r\n\r\n") { break }
        }
        guard let text = String(bytes: received, encoding: .utf8) else { return nil }
        return text.split(separator: "\r\n", maxSplits: 1).first.map(String.init)
    }

    private func respond(
        _ status: Int, _ reason: String, type: String = "text/plain; charset=utf-8", extra: [String] = [],
        body: Data, includeBody: Bool = true
    ) {
        var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for line in extra { head += line + "\r\n" }
        head += "\r\n"
        var payload = Data(head.utf8)
        if includeBody { payload.append(body) }
        _ = send(payload)
    }
}
