/// Turns the literal of a cmark text node into ``Inline/text(_:)`` and, for the characters
/// typography would rewrite but the author escaped, ``Inline/escapedText(_:)``.
enum TextInlines {
    /// The characters ``RussianTypography`` rewrites: quotes, hyphens of dashes, dots of ellipses.
    static let typographic: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: ".")]

    /// The inlines for one text node.
    /// - Parameters:
    ///   - literal: The node's decoded text.
    ///   - sources: Where the node's bytes may be in the parsed text, most likely first (cmark's
    ///     columns drift on continuation lines); empty when cmark gave it no range.
    /// - Returns: The literal as one ``Inline/text(_:)``, or split around escaped typographic
    ///   characters when ``EscapeReplay`` can tell which they are from one of `sources`.
    static func inlines(literal: String, sources: [ArraySlice<UInt8>]) -> [Inline] {
        let bytes = Array(literal.utf8)
        guard bytes.contains(where: typographic.contains),
            let ranges = sources.lazy.compactMap({ source in
                source.contains { $0 == ASCII.backslash || $0 == ASCII.ampersand }
                    ? EscapeReplay.escapedRanges(in: bytes, source: source) : nil
            }).first
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
