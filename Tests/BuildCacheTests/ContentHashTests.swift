import Testing

@testable import BuildCache

/// The digest itself: fields keep their boundaries, and a digest survives its hexadecimal name.
@Suite("Content hash")
struct ContentHashTests {
    static func digest(_ fields: [String]) -> ContentHash.Digest {
        var hash = ContentHash()
        for field in fields { hash.combine(field) }
        return hash.digest
    }

    @Test("Moving a boundary between fields, or adding an empty one, changes the digest")
    func fieldBoundaries() {
        let digests = [["ab", "c"], ["a", "bc"], ["abc"], ["abc", ""], []].map(Self.digest)
        #expect(Set(digests).count == digests.count)
        #expect(Self.digest(["ab", "c"]) == Self.digest(["ab", "c"]))
    }

    @Test("Bytes fed at once hash as the same bytes fed as a string")
    func bytesAndStrings() {
        let text = String(repeating: "дневник ", count: 100)
        var bytes = ContentHash()
        Array(text.utf8).withUnsafeBytes { bytes.combine(bytes: $0) }
        #expect(bytes.digest == Self.digest([text]))
    }

    @Test("A digest's hexadecimal name gives the digest back; other text gives none")
    func hexRoundTrip() {
        let digest = Self.digest(["intro"])
        #expect(digest.hex.count == 32)
        #expect(ContentHash.Digest(hex: digest.hex) == digest)
        #expect(ContentHash.Digest(hex: String(digest.hex.dropLast())) == nil)
        #expect(ContentHash.Digest(hex: digest.hex.uppercased()) == nil || digest.hex == digest.hex.uppercased())
    }
}
