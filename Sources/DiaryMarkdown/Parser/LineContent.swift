/// Where the content of a source line starts, after what only places it: indentation, block
/// quote markers and list markers.
enum LineContent {
    /// Where a line's content starts after indentation, block quote markers and list markers.
    static func start(of bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.startIndex
        while true {
            while index < bytes.endIndex, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
            guard index < bytes.endIndex else { return index }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                continue
            }
            let marker = listMarkerLength(bytes[index...])
            guard marker > 0 else { return index }
            index += marker
        }
    }

    /// The length of a list marker (`-`, `+`, `*`, `1.`, `1)`) followed by a space at the start of
    /// `bytes`, or 0.
    private static func listMarkerLength(_ bytes: ArraySlice<UInt8>) -> Int {
        let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let bullets: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*")]
        let length: Int
        if digits > 0, digits <= 9, let after = bytes.dropFirst(digits).first,
            after == UInt8(ascii: ".") || after == UInt8(ascii: ")")
        {
            length = digits + 1
        } else if let first = bytes.first, bullets.contains(first) {
            length = 1
        } else {
            return 0
        }
        let rest = bytes.dropFirst(length)
        return rest.first == ASCII.space || rest.first == ASCII.tab ? length : 0
    }
}
