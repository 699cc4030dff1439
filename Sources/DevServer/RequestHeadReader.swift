import DevServerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one request head from a socket, with one deadline for the whole head.
///
/// A timeout per `read` would let a client that sends a byte every few seconds hold its
/// connection forever; here every wait is for what is left of ``deadline`` since the connection
/// was accepted.
struct RequestHeadReader {
    /// How long a client may take to send its whole request head.
    static let deadline = Duration.seconds(10)

    /// What came of reading.
    enum Outcome: Equatable {
        /// The head, through its blank line (bytes after it are dropped: the server answers one
        /// request per connection and reads no body).
        case head([UInt8])
        /// The client closed the connection, or it was shed (``ConnectionRegistry``).
        case closed
        /// The deadline passed first.
        case timedOut
        /// More than ``HTTPRequestHead/maximumSize`` bytes without the end of a head.
        case tooLarge
    }

    var socket: Int32

    func read(deadline: Duration = Self.deadline) -> Outcome {
        let end = ContinuousClock.now + deadline
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = end - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.milliseconds(left))
            guard ready != 0 else { continue }
            guard ready > 0 else {
                if errno == EINTR { continue }
                return .closed
            }
            let wanted = min(buffer.count, HTTPRequestHead.maximumSize - received.count)
            let count = recv(socket, &buffer, wanted, 0)
            guard count > 0 else {
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                return .closed
            }
            let searchFrom = received.count
            received += buffer[0..<count]
            if let length = HTTPRequestHead.headLength(in: received, searchingFrom: searchFrom) {
                return .head(Array(received[..<length]))
            }
            guard received.count < HTTPRequestHead.maximumSize else { return .tooLarge }
        }
    }

    /// `duration` for `poll`, rounded up so a wait never ends just before the deadline.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
