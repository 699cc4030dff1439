// MARK: Scanners
// Each scanner starts at a byte that begins its token and returns the token's end; none of
// them reads a byte twice.

extension Lexer {
    /// The end of a line comment (or shebang): the next line break, which stays outside.
    func lineEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count && !bytes[index].isLineBreak {
            index += 1
        }
        return index
    }

    /// The end of a block comment starting at the `/*` at `start`; block comments nest.
    /// An unterminated comment runs to the end of the input.
    func blockCommentEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            let pair = (bytes[index], byte(at: index + 1))
            if pair == (.slash, .star) {
                depth += 1
                index += 2
            } else if pair == (.star, .slash) {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The end of the identifier whose body starts at `start`.
    func identifierEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count && bytes[index].isIdentifierBody {
            index += 1
        }
        return index
    }

    /// The end of an operator starting at `start`. A `//` or `/*` inside the run starts a
    /// comment instead, as in the compiler.
    func operatorEnd(from start: Int, allowingDots: Bool) -> Int {
        var index = start
        while index < bytes.count {
            let current = bytes[index]
            guard current.isOperatorCharacter || (allowingDots && current == .dot) else { break }
            let next = byte(at: index + 1)
            if index > start && current == .slash && (next == .slash || next == .star) { break }
            index += 1
        }
        return index
    }

    /// The kind of the identifier in `start..<end`: keyword, type or plain identifier.
    func identifierKind(start: Int, end: Int) -> SwiftHighlighter.Token.Kind {
        if end - start <= Keywords.maximumLength, let word = KeywordTable.PackedWord(bytes, start: start, end: end),
            keywords.contains(word)
        {
            // After a member-access dot a keyword is just a member name (`.default`).
            let afterDot = previousSignificant.map { $0.kind == .punctuation && bytes[$0.start] == .dot }
            return afterDot == true && !keywords.isMemberKeyword(word) ? .identifier : .keyword
        }
        return startsWithUppercase(start: start, end: end) ? .type : .identifier
    }

    private func startsWithUppercase(start: Int, end: Int) -> Bool {
        let head = bytes[start]
        if head < 0x80 { return head.isASCIIUppercase }
        // Decode just the first scalar (at most four bytes) to ask Unicode.
        let prefix = bytes[start..<min(end, start + 4)]
        let scalar = String(decoding: prefix, as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isUppercase ?? false
    }

    // MARK: Numbers

    /// The end of a number literal starting with the digit at `start`: decimal, `0x`, `0o` or
    /// `0b`, with `_` separators, fractions and exponents.
    func numberEnd(from start: Int) -> Int {
        if bytes[start] == .zero {
            let radix = byte(at: start + 1)
            let isDigit: ((UInt8) -> Bool)? =
                switch radix {
                case UInt8(ascii: "x"): { $0.isHexDigit }
                case UInt8(ascii: "o"): { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
                case UInt8(ascii: "b"): { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
                default: nil
                }
            if let isDigit, isDigit(byte(at: start + 2)) {
                let end = digitsEnd(from: start + 2, where: isDigit)
                return radix == UInt8(ascii: "x") ? hexFloatEnd(from: end) : end
            }
        }
        var end = digitsEnd(from: start, where: \.isDecimalDigit)
        // `1.5` is a fraction; `1..<2` and `1.description` are not.
        if byte(at: end) == .dot && byte(at: end + 1).isDecimalDigit {
            end = digitsEnd(from: end + 1, where: \.isDecimalDigit)
        }
        return exponentEnd(from: end, markers: (UInt8(ascii: "e"), UInt8(ascii: "E")))
    }

    /// Extends a hex integer ending at `end` by a `.8` fraction (only when a `p` exponent
    /// follows it, since `0xF.description` is member access) and a `p` exponent.
    private func hexFloatEnd(from end: Int) -> Int {
        var fractionEnd = end
        if byte(at: end) == .dot && byte(at: end + 1).isHexDigit {
            fractionEnd = digitsEnd(from: end + 1, where: \.isHexDigit)
        }
        let markers = (UInt8(ascii: "p"), UInt8(ascii: "P"))
        let exponent = exponentEnd(from: fractionEnd, markers: markers)
        return exponent > fractionEnd ? exponent : end
    }

    /// The end of an exponent (`e-3`, `p+2`) at `start`, or `start` when there is none.
    private func exponentEnd(from start: Int, markers: (UInt8, UInt8)) -> Int {
        let marker = byte(at: start)
        guard marker == markers.0 || marker == markers.1 else { return start }
        var digits = start + 1
        if byte(at: digits) == .plus || byte(at: digits) == .minus {
            digits += 1
        }
        guard byte(at: digits).isDecimalDigit else { return start }
        return digitsEnd(from: digits, where: \.isDecimalDigit)
    }

    /// The end of a run of digits (as `isDigit` decides) and `_` separators.
    private func digitsEnd(from start: Int, where isDigit: (UInt8) -> Bool) -> Int {
        var index = start
        while index < bytes.count && (isDigit(bytes[index]) || bytes[index] == .underscore) {
            index += 1
        }
        return index
    }
}
