import SwiftHighlighter

/// A run of highlighted HTML: the class of its span (`nil` outside spans) and its text,
/// unescaped, as UTF-8 (bytes, because `String ==` would forgive differences in
/// normalisation that the highlighter must not make).
struct HTMLSegment: Equatable, CustomStringConvertible {
    var cssClass: String?
    var text: [UInt8]

    var description: String {
        "\(cssClass ?? "plain"):\(String(decoding: text, as: UTF8.self).debugDescription)"
    }

    /// The segments the HTML should consist of: one per highlighted token, and one per run of
    /// adjacent plain tokens.
    static func expected(from tokens: [SwiftHighlighter.Token]) -> [HTMLSegment] {
        var segments: [HTMLSegment] = []
        for token in tokens {
            let cssClass = token.kind.cssClass
            if cssClass == nil, let last = segments.last, last.cssClass == nil {
                segments[segments.count - 1].text += Array(token.text.utf8)
            } else {
                segments.append(HTMLSegment(cssClass: cssClass, text: Array(token.text.utf8)))
            }
        }
        return segments
    }
}

/// A strict reader for the highlighter's HTML: it accepts only flat `<span class="hl-…">`
/// elements, the five entities, and text with no unescaped `<`, `>`, `"`, `'` or `&`.
enum HighlightedHTML {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static let allowedClasses = Set(SwiftHighlighter.Token.Kind.allCases.compactMap(\.cssClass))
    static let entities: [(String, UInt8)] = [
        ("&amp;", UInt8(ascii: "&")), ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")),
        ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")),
    ]

    /// Splits highlighted HTML into segments, removing tags and unescaping entities.
    /// - Throws: `Malformed` at the first construct the highlighter must never produce.
    static func segments(of html: String) throws -> [HTMLSegment] {
        let bytes = Array(html.utf8)
        var segments: [HTMLSegment] = []
        var current = HTMLSegment(cssClass: nil, text: [])
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                let (tag, end) = try readTag(bytes, from: index)
                if let cssClass = tag {
                    guard current.cssClass == nil else { throw Malformed(description: "nested span at \(index)") }
                    if !current.text.isEmpty { segments.append(current) }
                    current = HTMLSegment(cssClass: cssClass, text: [])
                } else {
                    guard current.cssClass != nil, !current.text.isEmpty else {
                        throw Malformed(description: "stray or empty </span> at \(index)")
                    }
                    segments.append(current)
                    current = HTMLSegment(cssClass: nil, text: [])
                }
                index = end
            case UInt8(ascii: "&"):
                guard let (entity, byte) = entities.first(where: { bytes[index...].starts(with: $0.0.utf8) }) else {
                    throw Malformed(description: "unknown entity at \(index)")
                }
                current.text.append(byte)
                index += entity.utf8.count
            case UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                throw Malformed(description: "unescaped character at \(index)")
            default:
                current.text.append(bytes[index])
                index += 1
            }
        }
        guard current.cssClass == nil else { throw Malformed(description: "unclosed span") }
        if !current.text.isEmpty { segments.append(current) }
        return segments
    }

    /// Reads the tag at `start`: an opening span (returns its class) or `</span>` (returns nil).
    private static func readTag(_ bytes: [UInt8], from start: Int) throws -> (String?, Int) {
        let closing = Array("</span>".utf8)
        if bytes[start...].starts(with: closing) {
            return (nil, start + closing.count)
        }
        let opening = Array(#"<span class=""#.utf8)
        guard bytes[start...].starts(with: opening) else { throw Malformed(description: "unknown tag at \(start)") }
        let classStart = start + opening.count
        guard let quote = bytes[classStart...].firstIndex(of: UInt8(ascii: "\"")),
            bytes[(quote + 1)...].first == UInt8(ascii: ">")
        else { throw Malformed(description: "unterminated tag at \(start)") }
        let cssClass = String(decoding: bytes[classStart..<quote], as: UTF8.self)
        guard allowedClasses.contains(cssClass) else { throw Malformed(description: "unknown class \(cssClass)") }
        return (cssClass, quote + 2)
    }
}

/// Checks every promise the highlighter makes for one input.
/// - Returns: A description of the first broken promise, or `nil` when all hold.
func faithfulnessProblem(in source: String) -> String? {
    let tokens = SwiftHighlighter.tokens(in: source)
    if tokens.contains(where: \.text.isEmpty) { return "an empty token" }
    guard tokens.flatMap({ Array($0.text.utf8) }) == Array(source.utf8) else {
        return "the tokens do not concatenate to the source"
    }
    let html = SwiftHighlighter.html(source)
    guard Array(html.utf8) == Array(SwiftHighlighter.html(source).utf8) else { return "the HTML is not deterministic" }
    let segments: [HTMLSegment]
    do {
        segments = try HighlightedHTML.segments(of: html)
    } catch {
        return "malformed HTML: \(error)"
    }
    guard segments.flatMap(\.text) == Array(source.utf8) else { return "the HTML text differs from the source" }
    let expected = HTMLSegment.expected(from: tokens)
    guard segments == expected else { return "the spans do not match the tokens: \(segments) vs \(expected)" }
    return nil
}
