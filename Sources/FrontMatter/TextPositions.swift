/// Turns byte offsets in a front matter text into file lines and columns (in Unicode scalars),
/// cheaply for offsets asked in increasing order, as a reader asks them.
struct TextPositions {
    private let bytes: [UInt8]
    private let startLine: Int
    private var offset = 0
    private var line = 0
    private var column = 0

    /// - Parameter startLine: The file line of the text's first line.
    init(_ bytes: [UInt8], startLine: Int) {
        self.bytes = bytes
        self.startLine = startLine
    }

    /// The 1-based file line and column of the byte at `target`.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        if target < offset { (offset, line, column) = (0, 0, 0) }
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return (startLine + line, column + 1)
    }
}
