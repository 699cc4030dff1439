/// Which `Host` header values name the dev server, so that it answers only requests meant for it.
///
/// The server listens on 127.0.0.1, but a page from any site can still reach it through DNS
/// rebinding: its host name is made to resolve to 127.0.0.1, and the browser then treats the
/// server's pages and event stream as that site's own. Such a request carries the page's host
/// name, never `127.0.0.1` or `localhost`, so checking `Host` closes the hole; the server answers
/// the rest `421 Misdirected Request`.
public struct LoopbackHostPolicy: Sendable {
    /// The port the server listens on.
    public var port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    /// The names a browser on this machine uses for the server.
    static let names = ["127.0.0.1", "localhost"]

    /// Whether `host` is `127.0.0.1:PORT` or `localhost:PORT` (either name in any case), or a
    /// bare name when the server listens on port 80, the port a `Host` without one means.
    public func accepts(_ host: String) -> Bool {
        let lowercased = host.lowercased()
        return Self.names.contains { name in
            lowercased == "\(name):\(port)" || (port == 80 && lowercased == name)
        }
    }
}
