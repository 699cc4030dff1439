/// A template's source as UTF-8 bytes, with a line table to turn offsets into locations.
struct TemplateSource {
    /// The template name used in locations.
    let name: String
    /// The source as UTF-8. Every syntax character is ASCII, so scanning bytes is safe.
    let bytes: [UInt8]
    /// Byte offsets at which lines start, ascending.
    private let lineStarts: [Int]
    /// The number of Unicode scalars before every ``checkpointInterval``-th byte, so a column
    /// costs a bounded scan however long its line is (a template may be one long line of tags).
    private let scalarCheckpoints: [Int]
    private static let checkpointInterval = 64

    init(name: String, source: String) {
        self.name = name
        bytes = Array(source.utf8)
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointInterval + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointInterval == 0 { checkpoints.append(scalars) }
            if !byte.isUTF8Continuation { scalars += 1 }
            if byte == .newline { starts.append(offset + 1) }
        }
        checkpoints.append(scalars)
        lineStarts = starts
        scalarCheckpoints = checkpoints
    }

    /// The line and column of a byte offset; the column counts Unicode scalars, so a
    /// Cyrillic line reports the column an editor shows.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = scalarCount(before: offset) - scalarCount(before: lineStarts[low]) + 1
        return SourceLocation(templateName: name, line: low + 1, column: column)
    }

    /// The number of Unicode scalars that start before byte `offset`.
    private func scalarCount(before offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        let checkpoint = min(offset / Self.checkpointInterval, scalarCheckpoints.count - 1)
        let scanned = bytes[(checkpoint * Self.checkpointInterval)..<max(offset, checkpoint * Self.checkpointInterval)]
        return scalarCheckpoints[checkpoint] + scanned.count { !$0.isUTF8Continuation }
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `pattern` occurs at `offset`.
    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte {
            return false
        }
        return true
    }

    /// The first offset at or after `offset` where `pattern` occurs.
    func firstOffset(of pattern: [UInt8], from offset: Int) -> Int? {
        var candidate = offset
        while candidate + pattern.count <= bytes.count {
            if matches(pattern, at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// A space or tab: the whitespace that may surround a standalone tag on its line.
    var isInlineWhitespace: Bool {
        self == .space || self == .tab
    }

    /// Any whitespace allowed inside a tag around its name.
    var isWhitespace: Bool {
        isInlineWhitespace || self == .newline || self == .carriageReturn
    }

    /// A UTF-8 continuation byte, which does not start a Unicode scalar.
    var isUTF8Continuation: Bool {
        self & 0xC0 == 0x80
    }
}
