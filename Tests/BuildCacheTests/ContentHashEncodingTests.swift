import Testing

@testable import BuildCache

/// A cache key made from an input value (``ContentHash/digest(of:)``): every stored property
/// counts, the order of a set's or dictionary's elements does not, and values of different
/// shapes never hash alike.
@Suite("Content hash of encoded values")
struct ContentHashEncodingTests {
    /// An input of every shape the build's inputs have.
    struct Input: Encodable, Equatable {
        struct File: Encodable, Equatable {
            var name: String
            var content: ContentHash.Digest
        }

        var title = "Кнопки"
        var line = 12
        var flag = true
        var note: String? = nil
        var files = [File(name: "a.png", content: ContentHash.Digest(high: 1, low: 2))]
        var slugs: Set<String> = ["intro", "buttons"]
        var paths: [String: String] = ["intro/index.md": "intro"]
        var byLine: [Int: [String]] = [3: ["x"]]
        var ratio = 0.5
    }

    @Test("Each stored property changes the digest")
    func everyPropertyCounts() {
        let base = Input()
        var changed: [Input] = []
        var input = base
        input.title = "Кнопкі"
        changed.append(input)
        input = base
        input.line = 13
        changed.append(input)
        input = base
        input.flag = false
        changed.append(input)
        input = base
        input.note = ""
        changed.append(input)
        input = base
        input.files[0].content.low = 3
        changed.append(input)
        input = base
        input.slugs.insert("gallery")
        changed.append(input)
        input = base
        input.paths["intro/index.md"] = "buttons"
        changed.append(input)
        input = base
        input.byLine = [4: ["x"]]
        changed.append(input)
        input = base
        input.ratio = 0.25
        changed.append(input)
        let digests = Set(([base] + changed).map { ContentHash.digest(of: $0) })
        #expect(digests.count == changed.count + 1)
    }

    @Test("A set's or dictionary's order does not change the digest")
    func unorderedCollections() {
        let names = (0..<300).map { "post-\($0)" }
        var generator = SystemRandomNumberGenerator()
        var small = Input()
        small.slugs = Set(names)
        small.paths = Dictionary(uniqueKeysWithValues: names.map { ($0, $0.uppercased()) })
        small.byLine = Dictionary(uniqueKeysWithValues: (0..<300).map { ($0, ["\($0)"]) })
        var large = Input()
        large.slugs = Set(minimumCapacity: 5000)
        large.paths = Dictionary(minimumCapacity: 5000)
        large.byLine = Dictionary(minimumCapacity: 5000)
        for name in names.shuffled(using: &generator) {
            large.slugs.insert(name)
            large.paths[name] = name.uppercased()
        }
        for line in (0..<300).shuffled(using: &generator) { large.byLine[line] = ["\(line)"] }
        #expect(Array(small.slugs) != Array(large.slugs), "the sets list their elements in different orders")
        #expect(ContentHash.digest(of: small) == ContentHash.digest(of: large))
    }

    @Test("Values split differently, or of different kinds, hash apart")
    func boundaries() {
        #expect(ContentHash.digest(of: ["ab", "c"]) != ContentHash.digest(of: ["a", "bc"]))
        #expect(ContentHash.digest(of: [["a"], ["b", "c"]]) != ContentHash.digest(of: [["a", "b"], ["c"]]))
        #expect(ContentHash.digest(of: String?.none) != ContentHash.digest(of: ""))
        #expect(ContentHash.digest(of: 1) != ContentHash.digest(of: true))
        #expect(ContentHash.digest(of: 1) != ContentHash.digest(of: "1"))
        #expect(ContentHash.digest(of: Set(["a", "b"])) != ContentHash.digest(of: Set(["a"])))
        #expect(ContentHash.digest(of: ["k": "v"]) != ContentHash.digest(of: ["v": "k"]))
        #expect(ContentHash.digest(of: [1: "a", 2: "b"]) != ContentHash.digest(of: [1: "b", 2: "a"]))
    }

    @Test("A digest is fed as itself, and equal values give equal digests")
    func digestsAndEquality() {
        let digest = ContentHash.Digest(high: 7, low: 9)
        var hash = ContentHash()
        hash.combine(digest)
        #expect(ContentHash.digest(of: digest) == hash.digest)
        #expect(ContentHash.digest(of: Input()) == ContentHash.digest(of: Input()))
    }
}
