#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes values as compact bytes for the build cache: integers as LEB128, strings as their
/// byte count and UTF-8 bytes. Only the build cache reads them, with ``CacheReader``, in the
/// same order.
public struct CacheWriter: Sendable {
    /// What was written so far.
    public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8] = []

    public init(capacity: Int = 4096) {
        storage.reserveCapacity(capacity)
    }

    @inlinable
    public mutating func write(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        storage.append(UInt8(rest))
    }

    @inlinable
    public mutating func write(_ value: Bool) {
        storage.append(value ? 1 : 0)
    }

    @inlinable
    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(utf8.count)
            storage.append(contentsOf: utf8)
        }
    }

    public mutating func write(_ text: String?) {
        write(text != nil)
        if let text { write(text) }
    }

    public mutating func write(_ value: Int?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// Appends bytes written by another writer, as they are.
    public mutating func append<Bytes: Collection<UInt8>>(_ other: Bytes) {
        storage.append(contentsOf: other)
    }

    public mutating func write(_ texts: [String]) {
        write(texts.count)
        for text in texts { write(text) }
    }
}

/// Reads what ``CacheWriter`` wrote; any malformed or truncated input makes it throw, so a
/// damaged cache entry is rebuilt rather than trusted.
public struct CacheReader {
    /// The bytes are not what ``CacheWriter`` writes.
    public struct Malformed: Error {
        @inlinable public init() {}
    }

    @usableFromInline let bytes: ArraySlice<UInt8>
    @usableFromInline var offset: Int

    public init(_ bytes: [UInt8]) {
        self.init(bytes[...])
    }

    /// Reads a part of a larger buffer in place (offsets are the buffer's).
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    public var isAtEnd: Bool { offset == bytes.endIndex }

    /// The bytes not read yet (sharing the entry's storage).
    public var rest: ArraySlice<UInt8> { bytes[offset...] }

    @inlinable
    public mutating func readInt() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.endIndex, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    /// A count or a line number: never negative, never more than the bytes left could hold.
    @inlinable
    public mutating func readCount() throws(Malformed) -> Int {
        let count = try readInt()
        guard count >= 0, count <= bytes.endIndex - offset else { throw Malformed() }
        return count
    }

    /// The next `count` bytes, as they are (sharing the entry's storage).
    @inlinable
    public mutating func readBytes(_ count: Int) throws(Malformed) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.endIndex - offset else { throw Malformed() }
        offset += count
        return bytes[(offset - count)..<offset]
    }

    @inlinable
    public mutating func readBool() throws(Malformed) -> Bool {
        guard offset < bytes.endIndex, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    @inlinable
    public mutating func readString() throws(Malformed) -> String {
        let count = try readCount()
        let start = offset - bytes.startIndex
        offset += count
        // Decoded from the bytes in place, then compared with them (one `memcmp`):
        // `String(validating:)` on a slice runs unspecialised generic code, and so does
        // `elementsEqual`, a cost in every one of a 10,000-article cache's hundred thousand
        // strings. A decoding that repaired anything differs from its bytes.
        let text: String? = bytes.withUnsafeBufferPointer { buffer in
            let part = UnsafeBufferPointer(rebasing: buffer[start..<(start + count)])
            var text = String(decoding: part, as: UTF8.self)
            let same = text.withUTF8 { decoded in
                decoded.count == count
                    && (count == 0 || memcmp(decoded.baseAddress!, part.baseAddress!, count) == 0)
            }
            return same ? text : nil
        }
        guard let text else { throw Malformed() }
        return text
    }

    public mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readOptionalInt() throws(Malformed) -> Int? {
        try readBool() ? try readInt() : nil
    }

    public mutating func readStrings() throws(Malformed) -> [String] {
        let count = try readCount()
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try readString()) }
        return texts
    }
}

extension CacheWriter {
    /// Writes a digest as its two words.
    public mutating func write(_ digest: ContentHash.Digest) {
        write(Int(Int64(bitPattern: digest.high)))
        write(Int(Int64(bitPattern: digest.low)))
    }
}

extension CacheReader {
    /// Reads what ``CacheWriter/write(_:)-digest`` wrote.
    public mutating func readDigest() throws(Malformed) -> ContentHash.Digest {
        let high = UInt64(bitPattern: Int64(try readInt()))
        return ContentHash.Digest(high: high, low: UInt64(bitPattern: Int64(try readInt())))
    }
}
