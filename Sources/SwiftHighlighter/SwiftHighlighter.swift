import DiaryContent

/// Build-time syntax highlighting for Swift source.
///
/// The highlighter never fails: any text, including unterminated strings and comments, comes
/// back complete. Stripping the tags from ``html(_:)`` and unescaping its entities yields the
/// source exactly. Both entry points run in time linear in the source length.
public enum SwiftHighlighter {
    /// Splits Swift source into tokens.
    /// - Parameter source: Swift source text; need not compile.
    /// - Returns: Non-empty tokens in source order whose texts concatenate to `source`.
    public static func tokens(in source: String) -> [Token] {
        let utf8 = source.utf8
        var start = utf8.startIndex
        var result: [Token] = []
        let rawTokens = Lexer.tokenize(Array(utf8))
        result.reserveCapacity(rawTokens.count)
        for raw in rawTokens {
            // Advance from the previous end, so the walk is linear even for non-native strings.
            let end = utf8.index(start, offsetBy: raw.end - raw.start)
            result.append(Token(kind: raw.kind, text: source[start..<end]))
            start = end
        }
        return result
    }

    /// Renders Swift source as HTML with highlighting spans.
    ///
    /// Each highlighted token becomes `<span class="hl-KIND">…</span>` (see
    /// ``Token/Kind/cssClass``); identifiers, punctuation and whitespace stay unwrapped.
    /// `&`, `<`, `>`, `"` and `'` are escaped everywhere. The result is meant for the inside of
    /// a `<pre><code>` element and contains no wrapper of its own.
    /// - Parameter source: Swift source text; need not compile.
    /// - Returns: Deterministic HTML whose text content is exactly `source`.
    public static func html(_ source: String) -> String {
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        var length = 0
        for token in tokens {
            if let cssClass = token.kind.cssClassLiteral { length += spanOverhead + cssClass.utf8CodeUnitCount }
        }
        for byte in bytes { length += escapedLength(byte) }
        // The output is exactly `length` bytes, written in place; all of it copies valid UTF-8
        // or ASCII, so the string's own check finds nothing to repair.
        return String(unsafeUninitializedCapacity: length) { output in
            bytes.withUnsafeBufferPointer { bytes in
                var written = 0
                for token in tokens {
                    guard let cssClass = token.kind.cssClassLiteral else {
                        written = appendEscaped(bytes, token.start..<token.end, to: output, at: written)
                        continue
                    }
                    written = append(#"<span class=""#, to: output, at: written)
                    written = append(cssClass, to: output, at: written)
                    written = append(#"">"#, to: output, at: written)
                    written = appendEscaped(bytes, token.start..<token.end, to: output, at: written)
                    written = append("</span>", to: output, at: written)
                }
                return written
            }
        }
    }

    /// The bytes a highlighted token adds around its text: `<span class="">` and `</span>`.
    private static let spanOverhead = #"<span class="">"#.utf8.count + "</span>".utf8.count

    /// How many bytes `byte` takes once escaped (`&`, `<`, `>`, `"` and `'` become entities).
    @inline(__always)
    private static func escapedLength(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "&"): 5  // &amp;
        case UInt8(ascii: "<"), UInt8(ascii: ">"): 4  // &lt; &gt;
        case UInt8(ascii: "\""): 6  // &quot;
        case UInt8(ascii: "'"): 5  // &#39;
        default: 1
        }
    }

    /// Writes the ASCII `text` into `output` from `offset`; returns the offset after it.
    @inline(__always)
    private static func append(_ text: StaticString, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int)
        -> Int
    {
        let count = text.utf8CodeUnitCount
        UnsafeMutableRawPointer(output.baseAddress! + offset).copyMemory(from: text.utf8Start, byteCount: count)
        return offset + count
    }

    /// Writes `bytes[range]` into `output` from `offset`, escaped as `HTMLEscaping` does with
    /// `.anyQuotedAttributes`; returns the offset after it.
    @inline(__always)
    private static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to output: UnsafeMutableBufferPointer<UInt8>,
        at offset: Int
    ) -> Int {
        var offset = offset
        for index in range {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): offset = append("&amp;", to: output, at: offset)
            case UInt8(ascii: "<"): offset = append("&lt;", to: output, at: offset)
            case UInt8(ascii: ">"): offset = append("&gt;", to: output, at: offset)
            case UInt8(ascii: "\""): offset = append("&quot;", to: output, at: offset)
            case UInt8(ascii: "'"): offset = append("&#39;", to: output, at: offset)
            default:
                output[offset] = byte
                offset += 1
            }
        }
        return offset
    }
}
