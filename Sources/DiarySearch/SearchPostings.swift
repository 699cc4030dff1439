/// What the shards need of one article once its own file is written: its stems with their
/// weights, and its length. A build keeps one per article until the shards are written, so the
/// stems are kept as bytes: sorted by their ``StemNumbers`` number, each is the difference from
/// the number before and its weight, both as variable-length integers (``VarInt``). A posting
/// then takes two or three bytes instead of an eight-byte `UInt64` (and a dictionary entry with
/// a string before that), and no body text is kept.
public struct SearchPostings: Sendable, Equatable {
    /// Per stem, in ascending order of number: the number's difference from the previous stem's
    /// (from 0 for the first), then its weighted occurrences (in ``SearchDocument/Field`` units,
    /// clamped to `UInt32`), each a ``VarInt``.
    private(set) var encoded: [UInt8]
    /// How many stems `encoded` holds.
    public private(set) var count: Int
    /// Words in every field, unweighted: the document's length for BM25.
    public var length: Int

    /// The postings of `document`, its stems numbered by `numbers`.
    public init(_ document: SearchDocument, numbers: StemNumbers) {
        self.init(stemWeights: document.weights.map { ($0.key, $0.value) }, length: document.length, numbers: numbers)
    }

    /// The postings of an article kept as plain values (a build cache's record of it, from
    /// ``stemWeights(numbers:)``), its stems numbered by `numbers`: no text is tokenised again.
    /// - Parameters:
    ///   - stemWeights: Each stem with its weighted occurrences (in ``SearchDocument/Field`` units).
    ///   - length: Words in every field, unweighted.
    public init(stemWeights: [(stem: String, weight: Int)], length: Int, numbers: StemNumbers) {
        let stemNumbers = numbers.numbers(of: stemWeights.lazy.map(\.stem))
        var packed = zip(stemNumbers, stemWeights).map { UInt64($0) << 32 | UInt64(UInt32(clamping: $1.weight)) }
        packed.sort()
        var encoded: [UInt8] = []
        // Most differences and weights take one byte, some two.
        encoded.reserveCapacity(packed.count * 5 / 2)
        var previous: UInt64 = 0
        for entry in packed {
            let number = entry >> 32
            VarInt.append(number - previous, to: &encoded)
            VarInt.append(entry & 0xFFFF_FFFF, to: &encoded)
            previous = number
        }
        self.encoded = encoded
        count = packed.count
        self.length = length
    }

    /// Postings from their ``encoded`` bytes (as a ``SearchPostingsList`` spill file keeps them).
    init(encoded: [UInt8], count: Int, length: Int) {
        self.encoded = encoded
        self.count = count
        self.length = length
    }

    /// Each stem's number and weight, in ascending order of number.
    public var stems: Stems { Stems(encoded: encoded) }

    /// Bytes the stems take, for the benchmark's and the tests' accounting.
    public var encodedByteCount: Int { encoded.count }

    /// Each stem as text with its weight, sorted by the stems' UTF-8 bytes (so equal postings give
    /// equal lists, whatever their numbering): what a build cache stores of an article, with
    /// ``length``, to make the postings again with ``init(stemWeights:length:numbers:)``.
    /// - Parameter numbers: The numbering these postings were made with.
    public func stemWeights(numbers: StemNumbers) -> [(stem: String, weight: Int)] {
        let texts = numbers.stems(of: stems.map(\.number))
        return zip(texts, stems.map(\.weight)).map { (stem: $0, weight: $1) }
            .sorted { $0.stem.utf8.lexicographicallyPrecedes($1.stem.utf8) }
    }

    /// The stems of ``SearchPostings``, decoded as they are read.
    public struct Stems: Sequence {
        let encoded: [UInt8]

        public func makeIterator() -> Iterator { Iterator(encoded: encoded) }

        /// Reads one stem at a time.
        public struct Iterator: IteratorProtocol {
            let encoded: [UInt8]
            var offset = 0
            var number = 0

            public mutating func next() -> (number: Int, weight: Int)? {
                guard offset < encoded.count else { return nil }
                number += Int(VarInt.read(encoded, at: &offset))
                return (number, Int(VarInt.read(encoded, at: &offset)))
            }
        }
    }
}

/// Unsigned integers in 7-bit groups, least significant first, the high bit set on every byte but
/// the last (LEB128): small numbers take one byte.
enum VarInt {
    /// Appends `value` to `bytes`.
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Reads the integer at `offset` of `bytes` (written by ``append(_:to:)``) and moves `offset`
    /// past it.
    static func read(_ bytes: [UInt8], at offset: inout Int) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
