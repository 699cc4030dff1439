import DevServerCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server for previewing the built site. It listens on 127.0.0.1 only, answers
/// only requests addressed to it (``LoopbackHostPolicy``) and serves files from the site folder
/// only.
///
/// Robust by construction rather than by a framework, one thread per connection:
/// - at most ``maximumConnections`` at once, and a full server sheds the connections still
///   waiting for their request head before it refuses anyone (``ConnectionRegistry``);
/// - a request head must arrive whole within 10 s (``RequestHeadReader``) and within 16 KiB;
/// - at most ``maximumEventStreams`` live-reload streams, each released as soon as its page
///   hangs up (``EventStreamResponder``);
/// - files are streamed through a fixed buffer (``ResponseWriter``), so memory does not grow
///   with their size;
/// - a client that goes away mid-response costs a failed write, not the process, and one that
///   stops reading is dropped after ``sendTimeoutSeconds``.
public struct DevServer: Sendable {
    /// Finds the file of a request's path inside the site folder.
    let resolver: StaticFileResolver
    public var port: UInt16
    /// What open pages are told about rebuilds, when the server reloads them.
    var live: LiveReload?

    /// Connections served at once; each has its own thread.
    static let maximumConnections = 256
    /// Live-reload event streams served at once: a few per open tab is plenty.
    static let maximumEventStreams = 64
    /// How long a write may wait for a client that does not read.
    static let sendTimeoutSeconds = 30

    /// - Parameters:
    ///   - root: The built site folder.
    ///   - port: Port to listen on; 0 picks a free one.
    public init(root: String, port: UInt16) {
        resolver = StaticFileResolver(root: root)
        self.port = port
    }

    /// - Parameters:
    ///   - root: The built site folder.
    ///   - port: Port to listen on; 0 picks a free one.
    ///   - live: What open pages are told about rebuilds; `nil` serves the files as they are.
    public init(root: String, port: UInt16, live: LiveReload?) {
        self.init(root: root, port: port)
        self.live = live
    }

    /// Why the server cannot listen, in words for the person who ran it.
    public struct BindFailure: Error, Sendable {
        /// What went wrong and what to try, e.g. another `--port`.
        public var message: String
    }

    /// Binds the loopback socket and returns it with the port actually bound.
    public func bind() throws(BindFailure) -> (socket: Int32, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw BindFailure(message: "cannot create a socket") }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            close(fd)
            throw BindFailure(message: "cannot listen on 127.0.0.1:\(port); is another server using it? Try --port")
        }
        return (fd, Self.boundPort(of: fd))
    }

    /// The local port of a bound socket.
    private static func boundPort(of fd: Int32) -> UInt16 {
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return UInt16(bigEndian: actual.sin_port)
    }

    /// Accepts connections forever, each answered on its own thread.
    public func serve(socket fd: Int32) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let live = live
        let hosts = LoopbackHostPolicy(port: Self.boundPort(of: fd))
        let registry = ConnectionRegistry(
            maximumConnections: Self.maximumConnections, maximumEventStreams: Self.maximumEventStreams)
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else {
                // Out of descriptors, most likely: wait for connections to end rather than spin.
                usleep(10_000)
                continue
            }
            // A rebuild's child processes must not hold clients' connections open.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            var timeout = timeval(tv_sec: Self.sendTimeoutSeconds, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard let number = registry.admit(client) else {
                ResponseWriter(socket: client).respond(503, "Service Unavailable", extra: ["Retry-After: 1"])
                close(client)
                continue
            }
            let connection = HTTPConnection(
                socket: client, number: number, registry: registry, resolver: resolver, hosts: hosts, live: live)
            Thread.detachNewThread { connection.handle() }
        }
    }
}
