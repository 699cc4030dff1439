import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server for previewing the built site. It listens on
/// 127.0.0.1 only and serves files from the site folder only.
///
/// Robust by construction rather than by a framework: at most ``maximumConnections`` at once
/// (more are answered 503 and closed), requests are read with a timeout and a size limit, a
/// client that goes away mid-response costs an `EPIPE`, not the process.
public struct DevServer: Sendable {
    public var resolver: StaticFileResolverBox
    public var port: UInt16
    /// What open pages are told about rebuilds, when the server reloads them.
    var live: LiveReload?

    /// Connections served at once; each has its own thread.
    static let maximumConnections = 256
    /// How long a connection may take to send its request.
    static let readTimeoutSeconds = 5

    /// - Parameters:
    ///   - root: The built site folder.
    ///   - port: Port to listen on; 0 picks a free one.
    public init(root: String, port: UInt16) {
        resolver = StaticFileResolverBox(StaticFileResolver(root: root))
        self.port = port
    }

    init(root: String, port: UInt16, live: LiveReload?) {
        self.init(root: root, port: port)
        self.live = live
    }

    /// Binds the loopback socket and returns it with the port actually bound.
    public func bind() throws(DiaryError) -> (socket: Int32, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw DiaryError(file: "serve", "cannot create a socket") }
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
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw DiaryError(
                file: "serve", "cannot listen on 127.0.0.1:\(port); is another server using it? Try --port")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: actual.sin_port))
    }

    /// Accepts connections forever, each answered on its own thread.
    public func serve(socket fd: Int32) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let resolver = resolver.value
        let live = live
        let open = OpenConnections()
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            var timeout = timeval(tv_sec: Self.readTimeoutSeconds, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard open.enter(limit: Self.maximumConnections) else {
                HTTPConnection(socket: client, resolver: resolver, live: nil).refuseBusy()
                close(client)
                continue
            }
            Thread.detachNewThread {
                HTTPConnection(socket: client, resolver: resolver, live: live).handle()
                open.leave()
            }
        }
    }
}

/// The number of connections being answered.
private final class OpenConnections: Sendable {
    private let count = Mutex(0)

    func enter(limit: Int) -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        count.withLock { $0 -= 1 }
    }
}

/// Makes the resolver usable from the public server type without making it public.
public struct StaticFileResolverBox: Sendable {
    let value: StaticFileResolver
    init(_ value: StaticFileResolver) { self.value = value }
}
