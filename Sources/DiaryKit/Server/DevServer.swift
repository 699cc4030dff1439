import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server for previewing the built site. It listens on
/// 127.0.0.1 only and serves files from the site folder only.
public struct DevServer: Sendable {
    public var resolver: StaticFileResolverBox
    public var port: UInt16

    /// - Parameters:
    ///   - root: The built site folder.
    ///   - port: Port to listen on; 0 picks a free one.
    public init(root: String, port: UInt16) {
        resolver = StaticFileResolverBox(StaticFileResolver(root: root))
        self.port = port
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
        let resolver = resolver.value
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            Thread.detachNewThread {
                HTTPConnection(socket: client, resolver: resolver).handle()
            }
        }
    }
}

/// Makes the resolver usable from the public server type without making it public.
public struct StaticFileResolverBox: Sendable {
    let value: StaticFileResolver
    init(_ value: StaticFileResolver) { self.value = value }
}
