/// The address the site is published at, possibly under a sub-path
/// (`https://owner.github.io/repo/`), and the links derived from it.
public struct SiteURL: Sendable, Hashable, Encodable {
    /// `https://owner.github.io`, without a trailing slash.
    public var origin: String
    /// `/repo/`: always starts and ends with a slash.
    public var basePath: String

    /// Parses an absolute `http(s)` URL; returns nil for anything else.
    public init?(_ text: String) {
        guard let schemeEnd = text.range(of: "://"),
            ["http", "https"].contains(text[..<schemeEnd.lowerBound].lowercased())
        else { return nil }
        let rest = text[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard hostEnd > rest.startIndex, !rest.contains("?"), !rest.contains("#") else { return nil }
        // The host is a name, an IPv4 or a bracketed IPv6 address with an optional port; the path
        // holds no character that would need escaping in HTML, XML or a URL.
        let hostAllowed = Self.isAuthority(rest[..<hostEnd])
        let pathForbidden = " \"'<>\\^`{|}&".unicodeScalars
        let pathAllowed = rest[hostEnd...].unicodeScalars.allSatisfy {
            $0.value > 0x20 && $0.value < 0x7F && !pathForbidden.contains($0)
        }
        guard hostAllowed, pathAllowed else { return nil }
        origin = String(text[..<hostEnd])
        var path = String(rest[hostEnd...])
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        basePath = path
    }

    /// Whether `authority` is `host` or `host:port`: the host a DNS name or IPv4 address (dot-separated
    /// labels of ASCII letters, digits and `-`, none empty) or a bracketed IPv6 address (hex digits,
    /// at least two `:`, and `.` for an embedded IPv4 address), the port 1 to 65535.
    static func isAuthority(_ authority: Substring) -> Bool {
        func isPort(_ text: Substring) -> Bool {
            guard (1...5).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return false
            }
            return (1...65535).contains(Int(text) ?? 0)
        }
        func isLabelByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D
        }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            let address = authority[authority.index(after: authority.startIndex)..<close]
            let rest = authority[authority.index(after: close)...]
            let isIPv6 =
                address.utf8.count(where: { $0 == 0x3A }) >= 2
                && address.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }
            return isIPv6 && (rest.isEmpty || (rest.first == ":" && isPort(rest.dropFirst())))
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.count == 1 || isPort(parts[1]) else { return false }
        return parts[0].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.utf8.allSatisfy(isLabelByte)
        }
    }

    /// Whether the host is this machine (`localhost`, `127.x.x.x`, `[::1]`, `0.0.0.0`): fine for
    /// `diary serve`, wrong in a published site's canonical links and feeds.
    public var isLoopback: Bool {
        let authority = origin.split(separator: "://", maxSplits: 1).last.map(String.init) ?? origin
        let host: Substring
        if authority.hasPrefix("[") {
            host = authority[...(authority.firstIndex(of: "]") ?? authority.index(before: authority.endIndex))]
        } else {
            host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
        }
        let name = host.lowercased()
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        let isIPv4 = octets.count == 4 && octets.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        return name == "localhost" || name.hasSuffix(".localhost") || name == "[::1]"
            || (isIPv4 && (octets[0] == "127" || name == "0.0.0.0"))
    }

    /// A root-relative link to a site path such as `buttons/` or `css/site.css`.
    public func path(_ sitePath: String) -> String {
        basePath + sitePath.drop { $0 == "/" }
    }

    /// An absolute URL, for feeds, the sitemap and canonical links.
    public func absolute(_ sitePath: String) -> String {
        origin + path(sitePath)
    }
}
