/// The one escaper for the HTML and XML the diary writes: pages, feeds, sitemaps, templates and
/// highlighted code.
///
/// It works on UTF-8 bytes: every character it replaces is ASCII, so the text between them is
/// copied as it is, never split into `Character`s.
public enum HTMLEscaping {
    /// Which characters become entities.
    public enum Characters: Sendable, Hashable {
        /// `&`, `<`, `>` and `"`: safe in element content and in double-quoted attribute values.
        case doubleQuotedAttributes
        /// Those and `'` (as `&#39;`): safe in attributes quoted either way.
        case anyQuotedAttributes
    }

    /// `text` with `&`, `<`, `>` and `"` (and with ``Characters/anyQuotedAttributes`` also `'`)
    /// replaced by entities.
    public static func escape(_ text: String, _ characters: Characters = .doubleQuotedAttributes) -> String {
        guard text.utf8.contains(where: { entity(for: $0, characters) != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        append(text, to: &result, characters)
        return result
    }

    /// Appends `text` to `output`, escaped as ``escape(_:_:)`` does.
    public static func append(_ text: String, to output: inout String, _ characters: Characters) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        for index in utf8.indices {
            guard let entity = entity(for: utf8[index], characters) else { continue }
            // An ASCII byte starts a character, so the run before it is whole characters.
            output += text[runStart..<index]
            output += entity
            runStart = utf8.index(after: index)
        }
        output += text[runStart...]
    }

    /// Appends the UTF-8 `bytes` to `output`, escaped as ``escape(_:_:)`` does.
    ///
    /// Inlinable, so a caller's loop over its own byte slices is specialised rather than stepping
    /// through a generic sequence one byte at a time (the highlighter calls it for every token).
    @inlinable
    public static func append(_ bytes: some Sequence<UInt8>, to output: inout [UInt8], _ characters: Characters) {
        for byte in bytes {
            if let entity = entity(for: byte, characters) {
                output.append(contentsOf: entity.utf8)
            } else {
                output.append(byte)
            }
        }
    }

    @inlinable
    static func entity(for byte: UInt8, _ characters: Characters) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'") where characters == .anyQuotedAttributes: "&#39;"
        default: nil
        }
    }
}
