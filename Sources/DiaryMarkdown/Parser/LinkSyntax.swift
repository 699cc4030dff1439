/// Reads the parts of a link's source that cmark-gfm decodes or throws away: the destination as
/// typed, or the label of a reference link, and the reference definitions of the document.
///
/// The readers are lenient by design: what they find is only used after it decodes to the very
/// destination cmark parsed (see ``WrittenDestinationReader``), so a misreading is dropped, never
/// shown.
enum LinkSyntax {
    /// What a link's source says about its destination.
    enum Form: Equatable {
        /// `[text](destination …)`, `![alt](destination …)` or `<destination>`: the bytes of the
        /// destination without `<…>`.
        case inline(ArraySlice<UInt8>)
        /// `[text][label]`, `[label][]` or `[label]`: the label's bytes.
        case reference(ArraySlice<UInt8>)
    }

    /// The form of the link or image whose source (from `[`, `![` or `<` through its last
    /// character) is `bytes`, or `nil` when it is none of these (a bare URL).
    static func form(of bytes: [UInt8]) -> Form? {
        var index = bytes.startIndex
        if bytes.first == UInt8(ascii: "!") { index += 1 }
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">"), bytes.count >= index + 2 {
            return .inline(bytes[(index + 1)..<(bytes.endIndex - 1)])
        }
        guard bytes[index] == UInt8(ascii: "["), let close = closingBracket(in: bytes, after: index) else {
            return nil
        }
        let text = bytes[(index + 1)..<close]
        let after = close + 1
        guard after < bytes.endIndex else { return .reference(text) }
        switch bytes[after] {
        case UInt8(ascii: "("):
            return destination(in: bytes[...], from: after + 1).map { .inline($0) }
        case UInt8(ascii: "["):
            guard let end = bytes[(after + 1)...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
            let label = bytes[(after + 1)..<end]
            return .reference(label.isEmpty ? text : label)
        default:
            return .reference(text)
        }
    }

    /// The `]` that closes the `[` at `open`: brackets nest, backslash escapes and code spans
    /// hide what they hold.
    private static func closingBracket(in bytes: [UInt8], after open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.endIndex {
            switch bytes[index] {
            case ASCII.backslash:
                index += 1
            case UInt8(ascii: "`"):
                index = endOfCodeSpan(in: bytes, at: index)
                continue
            case UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index after the code span that starts with the backtick run at `start`, or after the
    /// run alone when no run of the same length closes it.
    private static func endOfCodeSpan(in bytes: [UInt8], at start: Int) -> Int {
        let tick = UInt8(ascii: "`")
        let opening = bytes[start...].prefix { $0 == tick }.count
        var index = start + opening
        while index < bytes.endIndex {
            guard bytes[index] == tick else {
                index += 1
                continue
            }
            let run = bytes[index...].prefix { $0 == tick }.count
            if run == opening { return index + run }
            index += run
        }
        return start + opening
    }

    /// The link destination starting at `start` after optional whitespace: `<…>` (returned
    /// without the brackets) or a run without spaces in which parentheses balance.
    static func destination(in bytes: ArraySlice<UInt8>, from start: Int) -> ArraySlice<UInt8>? {
        guard start <= bytes.endIndex else { return nil }
        var index = start
        while index < bytes.endIndex, ASCII.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return bytes[index..<index] }
        if bytes[index] == UInt8(ascii: "<") {
            var end = index + 1
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: ">"), bytes[end] != ASCII.lineFeed {
                end += bytes[end] == ASCII.backslash ? 2 : 1
            }
            guard end < bytes.endIndex, bytes[end] == UInt8(ascii: ">") else { return nil }
            return bytes[(index + 1)..<end]
        }
        var end = index
        var depth = 0
        while end < bytes.endIndex, !ASCII.isWhitespace(bytes[end]), bytes[end] >= 0x20 {
            switch bytes[end] {
            case ASCII.backslash where end + 1 < bytes.endIndex && ASCII.isPunctuation(bytes[end + 1]):
                end += 1
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                if depth == 0 { return bytes[index..<end] }
                depth -= 1
            default:
                break
            }
            end += 1
        }
        return bytes[index..<end]
    }

    /// A label as cmark-gfm matches it: inner whitespace collapsed to one space, trimmed, case
    /// folded (lowercased, which folds every case a diary meets).
    static func normalizedLabel(_ label: ArraySlice<UInt8>) -> String {
        String(decoding: label, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .lowercased()
    }
}
