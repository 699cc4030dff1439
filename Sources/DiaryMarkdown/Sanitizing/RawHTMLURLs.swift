/// Resolves the URLs of kept raw HTML the way Markdown links and images are resolved.
///
/// `href` and `src` hold one URL, `srcset` a list of image candidates (`a.png 1x, b.png 2x`):
/// each URL goes through the caller's resolver (``HTMLSanitizer/URLResolver``), and a URL it
/// changes is written percent-encoded where a browser or a `srcset` parser would split it.
/// A URL the resolver keeps, or maps to something ``URLSchemePolicy`` refuses, stays as written.
enum RawHTMLURLs {
    /// The attributes whose URLs are resolved, with what they are used for.
    static let resolvedAttributes: [String: URLSchemePolicy.Use] = [
        "href": .link, "src": .image, "srcset": .imageCandidates,
    ]

    /// `value` of the attribute `name` with its URLs resolved by `resolve`.
    static func resolve(
        _ value: String, of name: String, resolve: (String) -> String?
    ) -> String {
        guard let use = resolvedAttributes[name] else { return value }
        if use == .imageCandidates { return resolveCandidates(value, resolve: resolve) }
        return resolved(value, as: use, resolve: resolve)
    }

    /// One URL resolved, or `url` itself when the resolver keeps it or gives an unsafe URL.
    /// ASCII whitespace around the URL, which a browser strips, is not part of what is resolved.
    private static func resolved(_ url: String, as use: URLSchemePolicy.Use, resolve: (String) -> String?) -> String {
        let trimmed = trimmingASCIIWhitespace(url)
        guard !trimmed.isEmpty, let target = resolve(trimmed), target != trimmed,
            URLSchemePolicy.allows(target, as: use == .imageCandidates ? .image : use)
        else { return url }
        return percentEncoded(target)
    }

    /// A `srcset` with each candidate's URL resolved and everything else kept as written.
    ///
    /// Candidates are split as the HTML standard's srcset parser splits them: a URL is a run of
    /// non-whitespace (so a `data:` URL keeps its comma), trailing commas end the candidate, and
    /// descriptors run to the next comma outside parentheses.
    static func resolveCandidates(_ srcset: String, resolve: (String) -> String?) -> String {
        let scalars = Array(srcset.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
        }
        while index < scalars.count {
            // Separators before a candidate.
            while index < scalars.count, isSpace(scalars[index]) || scalars[index] == "," {
                result.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { break }
            var end = index
            while end < scalars.count, !isSpace(scalars[end]) { end += 1 }
            var urlEnd = end
            while urlEnd > index, scalars[urlEnd - 1] == "," { urlEnd -= 1 }
            let url = String(String.UnicodeScalarView(scalars[index..<urlEnd]))
            result.append(contentsOf: resolved(url, as: .image, resolve: resolve).unicodeScalars)
            index = urlEnd
            if urlEnd < end {
                // The URL ended with commas: the candidate has no descriptors.
                continue
            }
            // Descriptors, up to a comma outside parentheses.
            var depth = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "(" { depth += 1 }
                if scalar == ")", depth > 0 { depth -= 1 }
                if scalar == ",", depth == 0 { break }
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    /// `text` without the ASCII whitespace (space, tab, line feed, form feed, carriage return)
    /// at its ends.
    static func trimmingASCIIWhitespace(_ text: String) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
        guard let first = text.utf8.firstIndex(where: { !isSpace($0) }),
            let last = text.utf8.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == text.utf8.startIndex, text.utf8.index(after: last) == text.utf8.endIndex { return text }
        return String(text[first...last])
    }

    /// `url` with ASCII whitespace, controls and non-ASCII bytes percent-encoded as UTF-8, as a
    /// Markdown link's URL is written; existing `%XX` sequences are kept.
    static func percentEncoded(_ url: String) -> String {
        guard url.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F }) else { return url }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if byte <= 0x20 || byte >= 0x7F {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
