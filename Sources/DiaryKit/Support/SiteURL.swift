/// The address the site is published at, possibly under a sub-path
/// (`https://owner.github.io/repo/`), and the links derived from it.
public struct SiteURL: Sendable, Hashable {
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
        let hostAllowed = rest[..<hostEnd].unicodeScalars.allSatisfy {
            $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || "0123456789.-:[]".unicodeScalars.contains($0)
        }
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
