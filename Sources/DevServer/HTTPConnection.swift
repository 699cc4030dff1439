import DevServerCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers one HTTP request on an accepted socket, then closes it.
struct HTTPConnection {
    var socket: Int32
    /// The connection's number in ``registry``.
    var number: UInt64
    var registry: ConnectionRegistry
    var resolver: StaticFileResolver
    /// Which `Host` values are this server's; others are answered 421.
    var hosts: LoopbackHostPolicy
    /// Set when serving with live reload: HTML gets the reload script, and the event stream is served.
    var live: LiveReload?

    /// HTML pages up to this size get the live-reload script, which means holding them whole;
    /// larger ones are streamed as they are. No generated page comes near it.
    static let maximumInjectedPageSize = 8 << 20
    /// A `404.html` larger than this is replaced by a plain message.
    static let maximumNotFoundPageSize = 1 << 20

    func handle() {
        defer {
            registry.leave(number)
            close(socket)
        }
        let writer = ResponseWriter(socket: socket)
        let bytes: [UInt8]
        switch RequestHeadReader(socket: socket).read() {
        case .closed: return
        case .timedOut: return writer.respond(408, "Request Timeout")
        case .tooLarge: return writer.respond(431, "Request Header Fields Too Large")
        case .head(let head): bytes = head
        }
        guard registry.beginResponse(number) else { return }
        do throws(HTTPRequestHead.Problem) {
            respond(to: try HTTPRequestHead.parse(bytes), writer)
        } catch .unsupportedVersion {
            writer.respond(505, "HTTP Version Not Supported")
        } catch {
            writer.respond(400, "Bad Request")
        }
    }

    private func respond(to request: HTTPRequestHead, _ writer: ResponseWriter) {
        guard let host = request.host else { return writer.respond(400, "Bad Request") }
        guard hosts.accepts(host) else { return writer.respond(421, "Misdirected Request") }
        guard request.method == "GET" || request.method == "HEAD" else {
            return writer.respond(405, "Method Not Allowed", extra: ["Allow: GET, HEAD"])
        }
        var writer = writer
        writer.includeBody = request.method == "GET"
        if let live {
            if request.target == LiveReload.eventsPath { return streamEvents(live, writer) }
            if request.target == LiveReload.scriptPath {
                let type = "text/javascript; charset=utf-8"
                return writer.respond(200, "OK", type: type, body: Data(LiveReload.script.utf8))
            }
        }
        switch resolver.resolve(request.target) {
        case .file(let path): serveFile(path, writer)
        case .redirect(let location):
            writer.respond(301, "Moved Permanently", extra: ["Location: \(location)"], body: Data())
        case .notFound: notFound(writer)
        }
    }

    private func streamEvents(_ live: LiveReload, _ writer: ResponseWriter) {
        guard registry.beginEventStream(number) else {
            return writer.respond(503, "Service Unavailable", extra: ["Retry-After: 3"])
        }
        EventStreamResponder(writer: writer, live: live).run()
    }

    /// A file of the site: HTML with the reload script when serving with live reload and small
    /// enough to hold, anything else streamed through a fixed buffer.
    private func serveFile(_ path: String, _ writer: ResponseWriter) {
        guard let file = RegularFile(path: path) else { return notFound(writer) }
        let type = StaticFileResolver.mimeType(for: path)
        if let live, type.hasPrefix("text/html"), let page = file.contents(upTo: Self.maximumInjectedPageSize) {
            return writer.respond(200, "OK", type: type, body: live.inject(into: page))
        }
        writer.streamFile(file.descriptor, length: file.size, type: type)
    }

    private func notFound(_ writer: ResponseWriter) {
        let page = RegularFile(path: resolver.root + "/404.html")?.contents(upTo: Self.maximumNotFoundPageSize)
        guard let page else { return writer.respond(404, "Not Found") }
        writer.respond(404, "Not Found", type: "text/html; charset=utf-8", body: page)
    }
}
