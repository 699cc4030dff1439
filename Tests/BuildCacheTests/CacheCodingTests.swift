import Testing

@testable import BuildCache

/// The byte coding of cache entries: what the writer writes the reader reads back, and any
/// damaged or cut entry is refused, never trusted.
@Suite("Cache coding")
struct CacheCodingTests {
    static func written() -> [UInt8] {
        var writer = CacheWriter()
        writer.write(-1)
        writer.write(Int.max)
        writer.write(true)
        writer.write("дневник")
        writer.write(String?.none)
        writer.write(Int?.some(300))
        writer.write(["a", "", "b"])
        writer.write(ContentHash.Digest(high: .max, low: 1))
        return writer.bytes
    }

    @Test("Every value comes back as written")
    func roundTrip() throws {
        var reader = CacheReader(Self.written())
        #expect(try reader.readInt() == -1)
        #expect(try reader.readInt() == Int.max)
        #expect(try reader.readBool())
        #expect(try reader.readString() == "дневник")
        #expect(try reader.readOptionalString() == nil)
        #expect(try reader.readOptionalInt() == 300)
        #expect(try reader.readStrings() == ["a", "", "b"])
        #expect(try reader.readDigest() == ContentHash.Digest(high: .max, low: 1))
        #expect(reader.isAtEnd)
    }

    @Test("A cut entry throws wherever it is cut")
    func truncated() {
        let bytes = Self.written()
        for length in 0..<bytes.count {
            var reader = CacheReader(Array(bytes.prefix(length)))
            #expect(throws: CacheReader.Malformed.self) {
                _ = try reader.readInt()
                _ = try reader.readInt()
                _ = try reader.readBool()
                _ = try reader.readString()
                _ = try reader.readOptionalString()
                _ = try reader.readOptionalInt()
                _ = try reader.readStrings()
                _ = try reader.readDigest()
            }
        }
    }

    @Test("Bytes that are not UTF-8 are not a string")
    func invalidText() {
        var reader = CacheReader([2, 0xC3, 0x28])
        #expect(throws: CacheReader.Malformed.self) { _ = try reader.readString() }
    }
}
