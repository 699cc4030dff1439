/// Escaping for the HTML the renderer writes; public so hooks can escape their own output.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` so `text` is safe in element content and in double-quoted
    /// attribute values.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { [0x26, 0x3C, 0x3E, 0x22].contains($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Escapes a URL for an `href` or `src` attribute the way cmark does: characters that are
    /// safe in URLs stay, `&` and `'` become entities, everything else (spaces, non-ASCII) is
    /// percent-encoded as UTF-8. Existing `%XX` sequences are kept.
    public static func escapeURL(_ url: String) -> String {
        var result = ""
        result.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result += "&amp;"
            case UInt8(ascii: "'"): result += "&#x27;"
            case _ where isURLSafe(byte): result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                result += "%"
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0x0F)]))
            }
        }
        return result
    }

    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-_.+!*(),%#@?=;:/$~".utf8.contains(byte)
        }
    }

    /// The tag names GFM's tagfilter disarms in raw HTML.
    private static let filteredTags: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ].map { Array($0.utf8) }

    /// Applies the GFM tagfilter to raw HTML: the `<` of an opening or closing tag named in the
    /// spec's list (`<script>`, `</style >`, `<iframe src=…>`, any case) becomes `&lt;`, so the
    /// tag shows as text; every other tag passes through unchanged.
    public static func tagFilter(_ html: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "<")) else { return html }
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "<"), isFilteredTag(bytes, openingAt: index) {
                result += Array("&lt;".utf8)
            } else {
                result.append(bytes[index])
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the tag starting at `start` (the `<`) is a filtered one: an optional `/`, a listed
    /// name in any case, then whitespace, `>` or `/>`, as cmark-gfm's tagfilter checks.
    private static func isFilteredTag(_ bytes: [UInt8], openingAt start: Int) -> Bool {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        for name in filteredTags {
            let end = index + name.count
            guard end < bytes.count,
                zip(bytes[index..<end], name).allSatisfy({ $0 | 0x20 == $1 })
            else { continue }
            let next = bytes[end]
            if next == UInt8(ascii: ">") || [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(next) { return true }
            if next == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }
}
