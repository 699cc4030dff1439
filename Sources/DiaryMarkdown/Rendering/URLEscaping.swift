/// URL escaping for the `href` and `src` attributes the renderer writes; public so hooks can
/// write their own tags.
public enum URLEscaping {
    /// Escapes a URL for an `href` or `src` attribute the way cmark does: characters that are
    /// safe in URLs stay, `&` and `'` become entities, everything else (spaces, non-ASCII) is
    /// percent-encoded as UTF-8. Existing `%XX` sequences are kept.
    public static func escape(_ url: String) -> String {
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
}
