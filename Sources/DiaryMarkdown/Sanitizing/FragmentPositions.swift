/// The line and column of byte offsets in one fragment, asked for in increasing order.
///
/// Each answer continues from the previous one, so a fragment with thousands of links and images
/// costs one pass over its bytes rather than one per URL. An offset before the previous one
/// starts again from the beginning. Lines and columns are those of
/// ``HTMLSanitizer/position(of:in:)``: CRLF and a lone CR are one line break, columns count
/// `Character`s.
struct FragmentPositions {
    private let bytes: [UInt8]
    /// The offset of the previous answer, and its line and column.
    private var offset = 0
    private var line = 1
    private var column = 1

    /// Positions in the fragment made of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and column of the byte at `target`.
    mutating func position(of target: Int) -> SourcePosition {
        let target = min(max(target, 0), bytes.count)
        if target < offset { self = FragmentPositions(bytes) }
        var counted = offset
        for index in offset..<target {
            let byte = bytes[index]
            let isBreak =
                byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
            if isBreak {
                line += 1
                column = 1
                counted = index + 1
            }
        }
        if counted < target { column += String(decoding: bytes[counted..<target], as: UTF8.self).count }
        offset = target
        return SourcePosition(line: line, column: column)
    }
}
