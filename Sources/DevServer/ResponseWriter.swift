import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes responses to one socket: heads, small bodies held in memory, and files streamed
/// through a fixed buffer. Every response ends the connection (`Connection: close`).
struct ResponseWriter {
    var socket: Int32
    /// `false` for HEAD: the same head, no body.
    var includeBody = true

    /// What a file is copied to the socket through; the server's memory per download.
    static let streamBufferSize = 64 * 1024

    /// A status line and headers, ending with the blank line.
    static func head(_ status: Int, _ reason: String, type: String, length: Int, extra: [String] = []) -> Data {
        var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for line in extra { head += line + "\r\n" }
        return Data((head + "\r\n").utf8)
    }

    /// A complete response with a body held in memory.
    func respond(
        _ status: Int, _ reason: String, type: String = "text/plain; charset=utf-8", extra: [String] = [],
        body: Data
    ) {
        var payload = Self.head(status, reason, type: type, length: body.count, extra: extra)
        if includeBody { payload.append(body) }
        _ = send(payload)
    }

    /// A plain-text error response whose body is its reason.
    func respond(_ status: Int, _ reason: String, extra: [String] = []) {
        respond(status, reason, extra: extra, body: Data("\(reason)\n".utf8))
    }

    /// `200 OK` with `length` bytes of the open file `file` (from its current offset), copied
    /// through one ``streamBufferSize`` buffer. A file that shrinks meanwhile ends the
    /// response early, which the client sees as a body shorter than `Content-Length`.
    func streamFile(_ file: Int32, length: Int, type: String) {
        guard send(Self.head(200, "OK", type: type, length: length)), includeBody else { return }
        var buffer = [UInt8](repeating: 0, count: Self.streamBufferSize)
        var left = length
        while left > 0 {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, min($0.count, left)) }
            guard count > 0 else { return }
            let sent = buffer.withUnsafeBytes { send(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            guard sent else { return }
            left -= count
        }
    }

    /// Writes all of `data`; `false` when the client has gone or stopped reading for longer
    /// than the socket's send timeout.
    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { send($0) }
    }

    private func send(_ raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count {
            let sent = Glibc.send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
