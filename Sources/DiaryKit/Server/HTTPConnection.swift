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
        switch resolver.resolve(String(parts[1])) {
        case .file(let path):
            let body = FileManager.default.contents(atPath: path) ?? Data()
            respond(200, "OK", type: StaticFileResolver.mimeType(for: path), body: body, includeBody: includeBody)
        case .redirect(let location):
            respond(301, "Moved Permanently", extra: ["Location: \(location)"], body: Data())
        case .notFound:
            let page = FileManager.default.contents(atPath: resolver.root + "/404.html") ?? Data("Not Found\n".utf8)
            respond(404, "Not Found", type: "text/html; charset=utf-8", body: page, includeBody: includeBody)
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
        payload.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = write(socket, raw.baseAddress! + offset, raw.count - offset)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}
