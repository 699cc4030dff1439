import Foundation

/// Maps a request path to a file inside the site folder, and never outside it.
public struct StaticFileResolver: Sendable {
    /// The site folder, resolved (no symbolic links), without a trailing slash.
    public var root: String

    public init(root: String) {
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        self.root = resolved.hasSuffix("/") && resolved.count > 1 ? String(resolved.dropLast()) : resolved
    }

    /// What a request path leads to.
    public enum Resolution: Equatable, Sendable {
        case file(String)
        /// A folder asked for without its trailing slash: the path to send the client to, always
        /// `/` followed by a path segment, never `//` or `/\` (which a browser reads as another host).
        case redirect(String)
        case notFound
    }

    /// Resolves a request target (a path, perhaps with a query, as the client sent it).
    public func resolve(_ requestTarget: String) -> Resolution {
        let rawPath = String(requestTarget.prefix { $0 != "?" })
        guard rawPath.hasPrefix("/"), let decoded = rawPath.removingPercentEncoding,
            !decoded.contains("\0")
        else { return .notFound }
        // Empty segments (`//`) are dropped; `.` and `..` are refused outright rather than
        // normalised: no link the site writes has them, and browsers remove them before asking.
        let components = decoded.split(separator: "/").map(String.init)
        guard !components.contains(".."), !components.contains(".") else { return .notFound }
        let candidate = ([root] + components).joined(separator: "/")
        if Self.isDirectory(candidate) {
            guard decoded.hasSuffix("/") else { return .redirect(Self.location(of: components)) }
            return contained(candidate + "/index.html")
        }
        return contained(candidate)
    }

    /// The canonical path of a folder, percent-encoded, with its trailing slash. Built from the
    /// decoded segments rather than the request's spelling, so `//host` and `/\host` become
    /// `/host/` and `/%5Chost/`: a `Location` that stays on this server.
    static func location(of components: [String]) -> String {
        let segments = components.map { $0.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? "" }
        return "/" + segments.joined(separator: "/") + "/"
    }

    /// RFC 3986's unreserved characters, sub-delimiters, `:` and `@`: what a path segment may
    /// hold unencoded. `/`, `\`, `%`, `?`, `#`, blanks and control characters are encoded.
    private static let segmentCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@")

    /// The file, if it exists and its real path is inside the root (a symbolic
    /// link pointing outside is refused).
    private func contained(_ path: String) -> Resolution {
        guard Self.isFile(path) else { return .notFound }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard real.hasPrefix(root + "/") else { return .notFound }
        return .file(real)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The `Content-Type` for a file name.
    public static func mimeType(for path: String) -> String {
        let ext = (path as NSString).pathExtension.lowercased()
        return types[ext] ?? "application/octet-stream"
    }

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "json": "application/json",
        "xml": "application/xml; charset=utf-8", "txt": "text/plain; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon", "woff2": "font/woff2",
        "woff": "font/woff", "ttf": "font/ttf", "wasm": "application/wasm", "csv": "text/csv; charset=utf-8",
        "swift": "text/plain; charset=utf-8", "zip": "application/zip", "pdf": "application/pdf",
    ]
}
