/// Turns the literal of a cmark text node into ``Inline/text(_:)`` and, for the characters
/// typography would rewrite but the author escaped, ``Inline/escapedText(_:)``.
enum TextInlines {
    /// The characters ``RussianTypography`` rewrites: quotes, hyphens of dashes, dots of ellipses.
    static let typographic: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: ".")]

    /// The inlines for one text node.
    /// - Parameters:
    ///   - literal: The node's decoded text.
    ///   - source: The node's bytes in the parsed text, or `nil` when cmark gave it no range.
    /// - Returns: The literal as one ``Inline/text(_:)``, or split around escaped typographic
    ///   characters when ``EscapeReplay`` can tell which they are.
    static func inlines(literal: String, source: ArraySlice<UInt8>?) -> [Inline] {
        let bytes = Array(literal.utf8)
        guard let source, bytes.contains(where: typographic.contains),
            source.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }),
            let ranges = EscapeReplay.escapedRanges(in: bytes, source: source)
        else { return [.text(literal)] }
        var inlines: [Inline] = []
        var plainStart = 0
        for range in ranges where bytes[range].allSatisfy(typographic.contains) {
            if plainStart < range.lowerBound {
                inlines.append(.text(String(decoding: bytes[plainStart..<range.lowerBound], as: UTF8.self)))
            }
            inlines.append(.escapedText(String(decoding: bytes[range], as: UTF8.self)))
            plainStart = range.upperBound
        }
        if plainStart < bytes.count {
            inlines.append(.text(String(decoding: bytes[plainStart...], as: UTF8.self)))
        }
        return inlines
    }
}
