/// URL escaping for the `href` and `src` attributes the renderer writes; public so hooks can
/// write their own tags.
public enum URLEscaping {
    /// Escapes a URL for an `href` or `src` attribute the way cmark does: characters that are
    /// safe in URLs stay, `&` and `'` become entities, everything else (spaces, non-ASCII) is
    /// percent-encoded as UTF-8. Existing `%XX` sequences are kept.
    public static func escape(_ url: String) -> String {
        var result: [UInt8] = []
        append(url, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `url` escaped as ``escape(_:)`` does to the UTF-8 bytes `output`.
    static func append(_ url: String, to output: inout [UInt8]) {
        output.reserveCapacity(output.count + url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#x27;".utf8)
            case _ where isURLSafe(byte): output.append(byte)
            default:
                output.append(UInt8(ascii: "%"))
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            }
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"),
            UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"),
            UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
