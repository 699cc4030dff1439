/// Which URLs an article may link to or load: `http`, `https`, `mailto` (links only), relative
/// paths and fragments, and for images `data:image/png|gif|jpeg|webp`. Everything else
/// (`javascript:`, `vbscript:`, `data:text/html`, `data:image/svg+xml`, `file:`…) is refused.
public enum URLSchemePolicy {
    /// What a URL is used for.
    public enum Use: Sendable {
        /// Followed when clicked: `<a href>`, `cite`.
        case link
        /// Loaded as an image: `<img src>`.
        case image
        /// A `srcset` list of image candidates (`a.png 1x, a@2x.png 2x`).
        case imageCandidates
    }

    /// Raster image types a `data:` URL may carry in an image; SVG may hold script.
    static let dataImageTypes = ["image/png", "image/gif", "image/jpeg", "image/webp"]

    /// Whether `url` (character references already decoded) is safe for `use`.
    public static func allows(_ url: String, as use: Use) -> Bool {
        if use == .imageCandidates {
            return candidateURLs(in: url).allSatisfy { allows($0, as: .image) }
        }
        let normalised = normalise(url)
        guard let scheme = scheme(of: normalised) else { return true }
        switch scheme {
        case "http", "https": return true
        case "mailto": return use == .link
        case "data":
            guard use == .image else { return false }
            let type = normalised.utf8.dropFirst(5).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ",") }
            return dataImageTypes.contains(asciiLowercased(Substring(type)))
        default: return false
        }
    }

    /// The URL's scheme, lowercased, or `nil` for a relative URL or a fragment.
    ///
    /// Meant for messages; the text before the first `:` when it is a scheme in the URL
    /// standard's sense (an ASCII letter, then letters, digits, `+`, `-`, `.`).
    public static func scheme(of url: String) -> String? {
        let normalised = normalise(url)
        guard let colon = normalised.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = normalised.utf8[..<colon]
        guard let first = scheme.first, CharacterReferences.isASCIILetter(first),
            scheme.allSatisfy({
                CharacterReferences.isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: ".")
            })
        else { return nil }
        return asciiLowercased(Substring(scheme))
    }

    /// The URL with every ASCII control character and space removed. A browser strips them
    /// around a URL and drops tabs and newlines inside it (`java\tscript:` is `javascript:`);
    /// removing all of them can only make a scheme easier to see, never hide one.
    static func normalise(_ url: String) -> String {
        // Those are ASCII bytes, which no longer character's UTF-8 contains: most URLs have none.
        guard url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return url }
        return String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
    }

    /// The URLs of a `srcset` list: each comma-separated candidate up to its first whitespace.
    /// A `data:` URL's own comma splits it, which only leaves pieces without a scheme.
    static func candidateURLs(in srcset: String) -> [String] {
        srcset.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: { $0.isWhitespace }).first.map(String.init)
        }
    }

    private static func asciiLowercased(_ text: Substring) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
