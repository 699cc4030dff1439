// MARK: String literals

extension Lexer {
    /// Where a scan of string text stopped.
    enum StringSegmentEnd {
        /// At the end of the closing delimiter.
        case closed
        /// At a `\(` (or `\#(`) whose `(` ends at `openerEnd`.
        case interpolation(openerEnd: Int)
        /// At a line break inside a single-line string: the literal is unterminated.
        case lineBreak
        /// At the end of the input: the literal is unterminated.
        case endOfInput
    }

    /// Starts a string literal whose opening `#` signs begin at `position` and whose first
    /// quote is at `quoteIndex`.
    mutating func openString(quoteIndex: Int, hashes: Int) {
        let isMultiline = byte(at: quoteIndex + 1) == .quote && byte(at: quoteIndex + 2) == .quote
        let delimiter = StringDelimiter(hashes: hashes, isMultiline: isMultiline)
        scanStringSegment(contentStart: quoteIndex + (isMultiline ? 3 : 1), delimiter: delimiter)
    }

    /// Emits string text from `position` (an opening delimiter, or the `)` just closed) up to
    /// the closing delimiter or the next interpolation, and updates the frame stack.
    mutating func scanStringSegment(contentStart: Int, delimiter: StringDelimiter) {
        let (textEnd, segmentEnd) = stringTextEnd(from: contentStart, delimiter: delimiter)
        emit(.string, upTo: textEnd)
        if case .interpolation(let openerEnd) = segmentEnd {
            frames.append(.string(delimiter))
            frames.append(.interpolation(depth: 0, inMultilineString: delimiter.isMultiline))
            emit(.interpolation, upTo: openerEnd)
        }
    }

    /// Finds where the string text starting at `start` stops.
    /// - Returns: The end of the text (including the closing delimiter when there is one) and
    ///   why it stopped there.
    func stringTextEnd(from start: Int, delimiter: StringDelimiter) -> (Int, StringSegmentEnd) {
        var index = start
        while index < bytes.count {
            let current = bytes[index]
            if current == .backslash && hasHashes(delimiter.hashes, at: index + 1) {
                let escaped = index + 1 + delimiter.hashes
                if byte(at: escaped) == .openParen {
                    return (index, .interpolation(openerEnd: escaped + 1))
                }
                // Skip the escaped byte so `\"` does not close the literal; a line break is
                // only escapable (as a line continuation) in a multi-line literal.
                let escapesLineBreak = byte(at: escaped).isLineBreak && !delimiter.isMultiline
                index = escaped < bytes.count && !escapesLineBreak ? escaped + 1 : escaped
            } else if current == .quote, let closerEnd = closingDelimiterEnd(at: index, delimiter: delimiter) {
                return (closerEnd, .closed)
            } else if current.isLineBreak && !delimiter.isMultiline {
                return (index, .lineBreak)
            } else {
                index += 1
            }
        }
        return (bytes.count, .endOfInput)
    }

    /// Whether `count` `#` signs start at `index`.
    func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == .hash }
    }

    /// The end of the closing delimiter if one starts at the quote at `index`.
    func closingDelimiterEnd(at index: Int, delimiter: StringDelimiter) -> Int? {
        let quotes = delimiter.isMultiline ? 3 : 1
        guard index + quotes <= bytes.count, bytes[index..<index + quotes].allSatisfy({ $0 == .quote }),
            hasHashes(delimiter.hashes, at: index + quotes)
        else { return nil }
        return index + quotes + delimiter.hashes
    }
}
