/// GFM's tagfilter: the raw HTML tags that must never reach a page as tags.
public enum TagFilter {
    /// The tag names GFM's tagfilter disarms in raw HTML.
    private static let filteredTags: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ].map { Array($0.utf8) }

    /// Applies the GFM tagfilter to raw HTML: the `<` of an opening or closing tag named in the
    /// spec's list (`<script>`, `</style >`, `<iframe src=…>`, any case) becomes `&lt;`, so the
    /// tag shows as text; every other tag passes through unchanged.
    public static func apply(_ html: String) -> String {
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
