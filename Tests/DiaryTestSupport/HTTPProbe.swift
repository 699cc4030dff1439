import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A response as it came over the wire.
package struct HTTPResponse: Sendable {
    package var status: Int
    /// Header names lowercased.
    package var headers: [String: String]
    package var body: Data
}

/// A deliberately raw HTTP/1.1 client for loopback: it sends the request
/// target exactly as given (no URL normalisation, no redirect following),
/// which is what the traversal and redirect tests need.
package enum HTTPProbe {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) { self.description = description }
    }

    /// Sends one request; a `body` goes as JSON (what chromedriver speaks).
    package static func send(_ method: String, _ target: String, port: UInt16, body: Data? = nil) throws -> HTTPResponse
    {
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { request += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        var bytes = Array((request + "\r\n").utf8) + Array(body ?? Data())
        guard write(fd, &bytes, bytes.count) == bytes.count else {
            throw Failure(description: "cannot send the request")
        }
        return try parse(readAll(fd))
    }

    /// Sends `request` byte for byte (request line, headers and the blank line, as given) and
    /// reads the response; for the Host and request-head tests, which need what `send` never writes.
    package static func sendRaw(_ request: String, port: UInt16) throws -> HTTPResponse {
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        var bytes = Array(request.utf8)
        guard write(fd, &bytes, bytes.count) == bytes.count else {
            throw Failure(description: "cannot send the request")
        }
        return try parse(readAll(fd))
    }

    /// A GET whose body is counted, not kept: for files larger than the test should hold.
    /// - Returns: The response with an empty body, and the number of body bytes received.
    package static func download(_ target: String, port: UInt16) throws -> (response: HTTPResponse, bodyBytes: Int) {
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        var bytes = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        guard write(fd, &bytes, bytes.count) == bytes.count else {
            throw Failure(description: "cannot send the request")
        }
        var head: [UInt8] = []
        var headIsComplete = false
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var bodyBytes = 0
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            guard !headIsComplete else {
                bodyBytes += count
                continue
            }
            head += buffer[0..<count]
            if let end = headEnd(in: head) {
                headIsComplete = true
                bodyBytes = head.count - end - 4
                head.removeSubrange((end + 4)...)
            }
        }
        var response = try parse(head)
        response.body = Data()
        return (response, bodyBytes)
    }

    /// Where the blank line that ends a response head starts.
    private static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first {
            bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10
        }
    }

    package static func connectLoopback(port: UInt16) throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "cannot create a socket") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return fd
    }

    /// Reads until the server closes the connection or the body announced by
    /// `Content-Length` is complete (chromedriver keeps connections open).
    private static func readAll(_ fd: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { return received }
            received += buffer[0..<count]
            if let response = try? parse(received), let length = response.headers["content-length"].flatMap(Int.init),
                response.body.count >= length
            {
                return received
            }
        }
    }

    private static func parse(_ bytes: [UInt8]) throws -> HTTPResponse {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard
            let headEnd = (0...max(0, bytes.count - 4)).first(where: {
                Array(bytes[$0..<min($0 + 4, bytes.count)]) == separator
            })
        else { throw Failure(description: "no complete response head in \(bytes.count) bytes") }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = head[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw Failure(description: "bad status line '\(head[0])'")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        return HTTPResponse(status: status, headers: headers, body: Data(bytes[(headEnd + 4)...]))
    }
}
