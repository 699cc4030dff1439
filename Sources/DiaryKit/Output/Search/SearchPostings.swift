/// What the shards need of one article once its own file is written: its stems with their
/// weights, and its length. A build keeps one per article until the end, so each stem is one
/// `UInt64` (its ``StemNumbers`` number and its weight) instead of a dictionary entry with a
/// string, a fifth of the memory, and no body text is kept.
struct SearchPostings: Sendable, Equatable {
    /// Per stem: its number in the high 32 bits, its weighted occurrences (in
    /// ``SearchDocument/Field`` units) in the low 32 bits; in no particular order.
    private(set) var packedStems: [UInt64]
    /// Words in every field, unweighted: the document's length for BM25.
    var length: Int

    /// The postings of `document`, its stems numbered by `numbers`.
    init(_ document: SearchDocument, numbers: StemNumbers) {
        let stems = Array(document.weights)
        let stemNumbers = numbers.numbers(of: stems.lazy.map(\.key))
        packedStems = zip(stemNumbers, stems).map { UInt64($0) << 32 | UInt64(UInt32(clamping: $1.value)) }
        length = document.length
    }

    /// Each stem's number and weight.
    var stems: some Sequence<(number: Int, weight: Int)> {
        packedStems.lazy.map { (Int($0 >> 32), Int($0 & 0xFFFF_FFFF)) }
    }
}
