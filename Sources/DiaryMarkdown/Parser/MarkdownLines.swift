/// The parsed text split into lines of UTF-8 bytes, to turn cmark's byte columns into character
/// columns and to read details cmark does not expose (footnote labels, closing fences).
///
/// Lines are numbered as in the file the text was cut from (the text's first line is
/// ``firstLine``): the only place where the parser's numbering and the file's meet.
struct MarkdownLines {
    /// The file line of the text's first line.
    let firstLine: Int
    /// Every byte of the text, line feeds included.
    private let text: [UInt8]
    /// Where each line starts in ``text``; a line ends at the next one's line feed.
    private let lineStarts: [Int]

    /// Splits `normalized` (line breaks already `"\n"`) into lines: one copy of its bytes and
    /// the offset of each line, no array per line.
    /// - Parameter firstLine: The file line of the text's first line.
    init(normalized: String, firstLine: Int = 1) {
        self.firstLine = firstLine
        let text = Array(normalized.utf8)
        var lineStarts = [0]
        text.withUnsafeBufferPointer { bytes in
            for offset in bytes.indices where bytes[offset] == ASCII.lineFeed { lineStarts.append(offset + 1) }
        }
        self.text = text
        self.lineStarts = lineStarts
    }

    /// The offsets in ``text`` of the file line `line`, without its line feed, if it exists.
    private func range(ofLine line: Int) -> Range<Int>? {
        let index = line - firstLine
        guard lineStarts.indices.contains(index) else { return nil }
        let start = lineStarts[index]
        return start..<(index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : text.count)
    }

    /// For the line last asked about: per byte offset, how many characters start before it;
    /// empty when the line is ASCII, where that is the offset itself.
    private var columnCache: (line: Int, charactersBefore: [Int])?

    /// The 1-based byte column where `bytes` stand on `line`: at `column` when they do, else
    /// where they first stand after it (cmark's column of a later line in a block quote is
    /// short by the quote's markers), else `column`.
    func byteColumn(of bytes: [UInt8], onLine line: Int, near column: Int) -> Int {
        guard let range = range(ofLine: line), !bytes.isEmpty, column >= 1 else { return column }
        let lineBytes = text[range]
        var start = range.lowerBound + column - 1
        while start + bytes.count <= range.upperBound {
            if lineBytes[start..<(start + bytes.count)].elementsEqual(bytes) { return start - range.lowerBound + 1 }
            start += 1
        }
        return column
    }

    /// The position for cmark's 1-based `line` and 1-based byte `column`.
    ///
    /// A line's character columns are counted once and kept while positions on the same line
    /// follow, so the positions of many nodes on one long line cost time linear in its length.
    mutating func position(line: Int, byteColumn: Int) -> SourcePosition {
        guard let range = range(ofLine: line), byteColumn > 1 else {
            return SourcePosition(line: line, column: max(byteColumn, 1))
        }
        if columnCache?.line != line {
            let bytes = text[range]
            columnCache = (line, ASCII.isASCII(bytes) ? [] : Self.charactersBefore(in: Array(bytes)))
        }
        let offset = min(byteColumn - 1, range.count)
        guard let counts = columnCache?.charactersBefore, !counts.isEmpty else {
            return SourcePosition(line: line, column: offset + 1)
        }
        return SourcePosition(line: line, column: counts[offset] + 1)
    }

    /// For each byte offset `0...bytes.count`, the number of characters that start before it.
    private static func charactersBefore(in bytes: [UInt8]) -> [Int] {
        var result = Array(repeating: 0, count: bytes.count + 1)
        if isSimple(bytes) {
            // Every scalar is a character of its own: count the scalars' first bytes.
            var count = 0
            for (offset, byte) in bytes.enumerated() {
                if byte & 0xC0 != 0x80 { count += 1 }
                result[offset + 1] = count
            }
            return result
        }
        var offset = 0
        var count = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            count += 1
            let end = min(offset + character.utf8.count, bytes.count)
            while offset < end {
                offset += 1
                result[offset] = count
            }
        }
        return result
    }

    /// Whether every scalar of the valid UTF-8 `bytes` is simple (``SimpleScalars``), decoded
    /// here rather than through a `String`.
    private static func isSimple(_ bytes: [UInt8]) -> Bool {
        let simple = SimpleScalars.units
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let lead = buffer[index]
                var value = UInt32(lead)
                var length = 1
                if lead >= 0x80 {
                    length = ASCII.scalarLength(leadingByte: lead)
                    guard index + length <= buffer.count else { return false }
                    value &= 0x7F >> length
                    for offset in 1..<length { value = value << 6 | UInt32(buffer[index + offset] & 0x3F) }
                }
                guard value < simple.count, simple[Int(value)].flags.contains(.simple) else { return false }
                index += length
            }
            return true
        }
    }

    /// The file lines of the text.
    var lines: ClosedRange<Int> { firstLine...(firstLine + lineStarts.count - 1) }

    /// The bytes of the file line `line`, if it exists, as an array of their own.
    func lineBytes(_ line: Int) -> [UInt8]? {
        range(ofLine: line).map { Array(text[$0]) }
    }

    /// The bytes of the file line `line`, if it exists, in place: the slice's indices are
    /// offsets in the whole text, not in the line.
    func lineSlice(_ line: Int) -> ArraySlice<UInt8>? {
        range(ofLine: line).map { text[$0] }
    }

    /// The bytes of `line` from the 1-based byte column `start` through `end`, or `nil` when that
    /// range is not on the line (cmark gives nodes it made itself no range).
    func bytes(line: Int, from start: Int, through end: Int) -> ArraySlice<UInt8>? {
        guard let bytes = lineBytes(line), start >= 1, start <= end + 1, end <= bytes.count else { return nil }
        return bytes[(start - 1)..<end]
    }

    /// The bytes from byte column `start` of `startLine` through byte column `end` of `endLine`,
    /// lines joined by `"\n"`, or `nil` when the range is not in the text or is longer than
    /// `limit` bytes.
    func bytes(from start: (line: Int, column: Int), through end: (line: Int, column: Int), limit: Int) -> [UInt8]? {
        guard start.line <= end.line, start.column >= 1, end.line - start.line <= limit else { return nil }
        var result: [UInt8] = []
        for line in start.line...end.line {
            guard let range = range(ofLine: line) else { return nil }
            let from = line == start.line ? start.column - 1 : 0
            let through = line == end.line ? end.column : range.count
            guard from <= through, through <= range.count else { return nil }
            if line > start.line { result.append(UInt8(ascii: "\n")) }
            result += text[(range.lowerBound + from)..<(range.lowerBound + through)]
            if result.count > limit { return nil }
        }
        return result
    }

    /// The label of a footnote reference spanning byte columns `start...end` of `line`,
    /// which cmark keeps only as text `[^label]`.
    func footnoteLabel(line: Int, startByte: Int, endByte: Int) -> String? {
        guard let bytes = lineBytes(line), startByte >= 1, endByte <= bytes.count, startByte + 2 < endByte else {
            return nil
        }
        let slice = bytes[(startByte - 1)..<endByte]
        guard slice.starts(with: Array("[^".utf8)), slice.last == UInt8(ascii: "]") else { return nil }
        return String(decoding: slice.dropFirst(2).dropLast(), as: UTF8.self)
    }

    /// Whether a fenced block that cmark ends at `endLine`/`endByte` ends with a closing fence of
    /// at least `fenceLength` `fenceCharacter`s.
    ///
    /// cmark does not record this, so it is read back from the source: a closed block ends on a
    /// line whose text up to the block's end column finishes with the fence run, and its content
    /// lines are exactly the lines between the fences.
    func hasClosingFence(
        startLine: Int, endLine: Int, endByte: Int, contentLineCount: Int, fenceCharacter: UInt8, fenceLength: Int
    ) -> Bool {
        guard endLine - startLine - 1 == contentLineCount, let bytes = lineSlice(endLine) else { return false }
        let upToEnd = bytes.prefix(max(0, endByte))
        let trimmed = upToEnd.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let run = trimmed.prefix { $0 == fenceCharacter }.count
        return run >= fenceLength
    }
}
