/// What the shards need of one article once its own file is written: its stems with their
/// weights and its length. A build keeps one per article until the end, so it is an array, not
/// the dictionary it was counted in (whose free buckets made it three times the size), and it
/// holds no body text.
struct SearchPostings: Sendable, Equatable {
    /// One stem of the article and its weighted occurrences (in ``SearchDocument/Field`` units).
    struct StemWeight: Sendable, Equatable {
        var stem: String
        var weight: Int
    }

    /// The article's stems, in no particular order.
    var stems: [StemWeight]
    /// Words in every field, unweighted: the document's length for BM25.
    var length: Int

    /// The postings of `document`.
    init(_ document: SearchDocument) {
        stems = document.weights.map { StemWeight(stem: $0.key, weight: $0.value) }
        length = document.length
    }
}
