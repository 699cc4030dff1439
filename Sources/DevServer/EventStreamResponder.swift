import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves live reload's event stream on one connection until the page goes away.
///
/// Between messages it waits in `poll` on the socket rather than sleeping blind, so a page that
/// closes its stream (a closed tab, a reload) frees the connection within ``pollInterval``
/// instead of at the next write, which could be a keep-alive 15 s later.
struct EventStreamResponder {
    var writer: ResponseWriter
    var live: LiveReload

    /// How often the state is looked at: a finished build reaches the page within a frame or two.
    static let pollInterval: Int32 = 25
    /// A comment this often keeps proxies and browsers from closing a quiet stream.
    static let keepAliveInterval = Duration.seconds(15)

    func run() {
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        guard writer.send(Data(head.utf8)) else { return }
        var sent: LiveReload.State?
        var lastWrite = ContinuousClock.now
        while true {
            let state = live.current
            if state != sent {
                guard writer.send(Data(LiveReload.message(for: state).utf8)) else { return }
                sent = state
                lastWrite = .now
            } else if ContinuousClock.now - lastWrite >= Self.keepAliveInterval {
                guard writer.send(Data(": keep-alive\n\n".utf8)) else { return }
                lastWrite = .now
            }
            guard clientIsStillThere() else { return }
        }
    }

    /// Waits up to ``pollInterval`` for the client to hang up; `false` once it has (the end of
    /// the stream, a reset, or an error). Anything the client sends is read and dropped.
    private func clientIsStillThere() -> Bool {
        var descriptor = pollfd(fd: writer.socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Self.pollInterval)
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return false }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = recv(writer.socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        return count > 0 || (count < 0 && (errno == EAGAIN || errno == EINTR))
    }
}
