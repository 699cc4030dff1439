import Foundation

/// Maps a request path to a file inside the site folder, and never outside it.
struct StaticFileResolver: Sendable {
    /// The site folder, resolved (no symbolic links), without a trailing slash.
    var root: String

    init(root: String) {
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        self.root = resolved.hasSuffix("/") && resolved.count > 1 ? String(resolved.dropLast()) : resolved
    }

    /// What a request path leads to.
    enum Resolution: Equatable {
        case file(String)
        /// A folder asked for without its trailing slash.
        case redirect(String)
        case notFound
    }

    func resolve(_ requestTarget: String) -> Resolution {
        let rawPath = requestTarget.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        guard rawPath.hasPrefix("/"), let decoded = rawPath.removingPercentEncoding,
            !decoded.contains("\0")
        else { return .notFound }
        let components = decoded.split(separator: "/").map(String.init)
        // Reject `..` outright rather than normalising it: no legitimate link needs it.
        guard !components.contains("..") else { return .notFound }
        let candidate = ([root] + components).joined(separator: "/")
        if FileManagerProbe.directoryExists(candidate) {
            guard decoded.hasSuffix("/") else { return .redirect(rawPath + "/") }
            return contained(candidate + "/index.html")
        }
        return contained(candidate)
    }

    /// The file, if it exists and its real path is inside the root (a symbolic
    /// link pointing outside is refused).
    private func contained(_ path: String) -> Resolution {
        guard FileManagerProbe.fileExists(path) else { return .notFound }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard real.hasPrefix(root + "/") else { return .notFound }
        return .file(real)
    }

    /// The `Content-Type` for a file name.
    static func mimeType(for path: String) -> String {
        let ext = (path as NSString).pathExtension.lowercased()
        let types: [String: String] = [
            "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
            "js": "text/javascript; charset=utf-8", "json": "application/json",
            "xml": "application/xml; charset=utf-8", "txt": "text/plain; charset=utf-8",
            "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
            "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon", "woff2": "font/woff2",
            "woff": "font/woff", "ttf": "font/ttf", "wasm": "application/wasm", "csv": "text/csv; charset=utf-8",
            "swift": "text/plain; charset=utf-8", "zip": "application/zip", "pdf": "application/pdf",
        ]
        return types[ext] ?? "application/octet-stream"
    }
}
