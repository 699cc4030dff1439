/// Reads a text file the user wrote, insisting on UTF-8.
enum SourceFile {
    /// The file's text, or a diagnostic naming the line of the first byte
    /// that is not UTF-8.
    /// - Parameter maximumBytes: A larger file is refused with a diagnostic instead of read.
    static func read(_ path: String, maximumBytes: Int? = nil) throws(DiaryError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw DiaryError(file: path, "cannot read the file: \(error.reason)")
        }
        if let maximumBytes, bytes.count > maximumBytes {
            throw DiaryError(
                file: path,
                "the file is \(Self.megabytes(bytes.count)) MB, over the limit of \(Self.megabytes(maximumBytes)) MB; split it, or raise max_article_size in site.yaml"
            )
        }
        return try decode(bytes, path: path)
    }

    private static func megabytes(_ count: Int) -> String {
        let tenths = (count * 10 + 512 * 1024) / (1024 * 1024)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    static func decode(_ bytes: [UInt8], path: String) throws(DiaryError) -> String {
        if let nul = bytes.firstIndex(of: 0) {
            throw DiaryError(
                file: path, line: lineNumber(at: nul, in: bytes),
                "the file contains a NUL byte (offset \(nul)); it is damaged or not a text file: re-save it as UTF-8 text"
            )
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        let offset = firstInvalidOffset(bytes)
        throw DiaryError(
            file: path, line: lineNumber(at: offset, in: bytes),
            "the file is not valid UTF-8 (byte offset \(offset)); re-save it with UTF-8 encoding")
    }

    private static func lineNumber(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
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
