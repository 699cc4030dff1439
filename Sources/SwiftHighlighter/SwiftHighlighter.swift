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
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        for token in Lexer.tokenize(bytes) {
            let text = bytes[token.start..<token.end]
            guard let cssClass = token.kind.cssClass else {
                HTMLEscaping.append(text, to: &output, .anyQuotedAttributes)
                continue
            }
            output.append(contentsOf: #"<span class=""#.utf8)
            output.append(contentsOf: cssClass.utf8)
            output.append(contentsOf: #"">"#.utf8)
            HTMLEscaping.append(text, to: &output, .anyQuotedAttributes)
            output.append(contentsOf: "</span>".utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
