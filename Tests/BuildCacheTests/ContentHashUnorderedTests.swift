import BuildCache
import Testing

/// A render key hashes the site's slugs and content paths in whatever order their sets give
/// them (``ContentHash/combine(unordered:_:)``): the order must not matter, everything else must.
@Suite("Content hash of unordered values")
struct ContentHashUnorderedTests {
    static func digest(_ values: [String]) -> ContentHash.Digest {
        var hash = ContentHash()
        hash.combine(unordered: values) { $0.combine($1) }
        return hash.digest
    }

    @Test("Any order of the same values gives the same digest")
    func orderDoesNotMatter() {
        var generator = SystemRandomNumberGenerator()
        let values = (0..<200).map { "post-\($0)" }
        let digest = Self.digest(values)
        for _ in 0..<20 { #expect(Self.digest(values.shuffled(using: &generator)) == digest) }
        #expect(Self.digest(Array(Set(values))) == digest)
    }

    @Test("A changed, added, removed or repeated value, or a split moved, changes the digest")
    func contentMatters() {
        let base = ["ab", "c", "buttons"]
        let others = [
            ["ab", "c", "button"], ["ab", "c", "buttons", "x"], ["ab", "c"], ["ab", "c", "buttons", "c"],
            ["a", "bc", "buttons"], [], ["abc", "buttons"],
        ]
        let digests = Set(([base] + others).map(Self.digest))
        #expect(digests.count == others.count + 1)
    }
}
