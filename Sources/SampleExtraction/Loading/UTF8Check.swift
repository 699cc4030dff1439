/// Finds the first byte that breaks UTF-8, so the author learns where a file was mis-saved.
enum UTF8Check {
    /// The byte offset and 1-based line of the first invalid UTF-8 sequence, or `nil` when
    /// `bytes` is valid UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, line: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error:
                let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
                return (offset, line)
            }
        }
    }
}
