import Foundation

/// Reads a text file the user wrote, insisting on UTF-8.
enum SourceFile {
    /// The file's text, or a diagnostic naming the line of the first byte
    /// that is not UTF-8.
    static func read(_ path: String) throws(DiaryError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiaryError(file: path, "cannot read the file; check that it exists and is readable")
        }
        return try decode(Array(data), path: path)
    }

    static func decode(_ bytes: [UInt8], path: String) throws(DiaryError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        let offset = firstInvalidOffset(bytes)
        let line = bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        throw DiaryError(
            file: path, line: line,
            "the file is not valid UTF-8 (byte offset \(offset)); re-save it with UTF-8 encoding")
    }

    /// Offset of the first byte where UTF-8 decoding fails.
    private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        // A linear scan: validity of prefixes is not monotonic (a prefix cut
        // inside a character is invalid), so bisection can land far too early.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        return offset
    }
}
