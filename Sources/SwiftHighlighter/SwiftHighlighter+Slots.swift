extension SwiftHighlighter {
    /// ``html(_:)`` with the literals a page can change marked: the span of the literal that
    /// starts at each key of `slots` (a UTF-8 offset into `source`) gets `data-slot="N"`, `N`
    /// being the value. A negative literal's slot starts at its `-`, which then joins the
    /// number's span. Without slots the output is exactly ``html(_:)``'s.
    /// - Parameters:
    ///   - source: Swift source text; need not compile.
    ///   - slots: The slot number of each literal, by the UTF-8 offset where it starts.
    public static func html(_ source: String, slots: [Int: Int32]) -> String {
        guard !slots.isEmpty else { return html(source) }
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var end = token.end
            var kind = token.kind
            let slot = slots[token.start]
            if slot != nil, kind == .operator, index + 1 < tokens.count, tokens[index + 1].kind == .number {
                // `-3`: the minus and the number are one literal, one control.
                index += 1
                end = tokens[index].end
                kind = .number
            }
            if let cssClass = kind.cssClass {
                output += Array("<span class=\"\(cssClass)\"".utf8)
                if let slot { output += Array(" data-slot=\"\(slot)\"".utf8) }
                output += Array(">".utf8)
                escape(bytes[token.start..<end], into: &output)
                output += Array("</span>".utf8)
            } else {
                escape(bytes[token.start..<end], into: &output)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `bytes` to `output`, escaped as ``html(_:)`` escapes.
    private static func escape(_ bytes: ArraySlice<UInt8>, into output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output += Array("&amp;".utf8)
            case UInt8(ascii: "<"): output += Array("&lt;".utf8)
            case UInt8(ascii: ">"): output += Array("&gt;".utf8)
            case UInt8(ascii: "\""): output += Array("&quot;".utf8)
            case UInt8(ascii: "'"): output += Array("&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}
