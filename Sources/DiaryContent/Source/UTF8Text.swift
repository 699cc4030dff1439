/// The one check that a file the user wrote is UTF-8 text, naming the line of the first byte
/// that is not, so the author learns where the file was mis-saved.
public enum UTF8Text {
    /// The text of `bytes`.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The file, for the diagnostic.
    /// - Returns: The text, exactly as stored (line breaks and a byte order mark are kept).
    /// - Throws: A ``Diagnostic`` at the line of the first NUL byte (a damaged or binary file) or
    ///   of the first byte that breaks UTF-8.
    public static func decode(_ bytes: [UInt8], path: String) throws(Diagnostic) -> String {
        if let nul = bytes.firstIndex(of: 0) {
            throw .error(
                "the file contains a NUL byte (offset \(nul)); it is damaged or not a text file: "
                    + "re-save it as UTF-8 text", file: path, line: lineNumber(at: nul, in: bytes))
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let offset = firstInvalidOffset(bytes)
        throw .error(
            "the file is not valid UTF-8 (byte offset \(offset)); re-save it with UTF-8 encoding", file: path,
            line: lineNumber(at: offset, in: bytes))
    }

    /// The 1-based line holding the byte at `offset`.
    private static func lineNumber(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
    }

    /// The offset of the first byte where UTF-8 decoding fails.
    private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        // A linear scan: validity of prefixes is not monotonic (a prefix cut inside a character
        // is invalid), so bisection can land far too early.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        return offset
    }
}
