/// What the shards need of one article once its own file is written: its stems with their
/// weights, and its length. A build keeps one per article until the end, so each stem is one
/// `UInt64` (its ``StemNumbers`` number and its weight) instead of a dictionary entry with a
/// string, a fifth of the memory, and no body text is kept.
public struct SearchPostings: Sendable, Equatable {
    /// Per stem: its number in the high 32 bits, its weighted occurrences (in
    /// ``SearchDocument/Field`` units) in the low 32 bits; in no particular order.
    private(set) var packedStems: [UInt64]
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
        packedStems = zip(stemNumbers, stemWeights).map { UInt64($0) << 32 | UInt64(UInt32(clamping: $1.weight)) }
        self.length = length
    }

    /// Each stem's number and weight.
    var stems: some Sequence<(number: Int, weight: Int)> {
        packedStems.lazy.map { (Int($0 >> 32), Int($0 & 0xFFFF_FFFF)) }
    }

    /// Each stem as text with its weight, sorted by the stems' UTF-8 bytes (so equal postings give
    /// equal lists, whatever their numbering): what a build cache stores of an article, with
    /// ``length``, to make the postings again with ``init(stemWeights:length:numbers:)``.
    /// - Parameter numbers: The numbering these postings were made with.
    public func stemWeights(numbers: StemNumbers) -> [(stem: String, weight: Int)] {
        let texts = numbers.stems(of: stems.map(\.number))
        return zip(texts, stems.map(\.weight)).map { (stem: $0, weight: $1) }
            .sorted { $0.stem.utf8.lexicographicallyPrecedes($1.stem.utf8) }
    }
}
