import Stemming
import Synchronization

/// The stems of the words seen so far, shared by the articles rendering in parallel: a diary
/// repeats its words, and a look-up costs a fraction of stemming again.
public final class StemCache: Sendable {
    private let stems = Mutex(WordTable<String>(capacity: 16_384))
    /// Whether words are stemmed (``Stemmer/stem(_:)``) or only folded (``Stemmer/fold(_:)``),
    /// for a language the stemmers do not know.
    private let stemming: Bool

    /// Creates an empty cache that stems.
    public convenience init() {
        self.init(stemming: true)
    }

    /// Creates an empty cache.
    /// - Parameter stemming: Whether words are stemmed, or only folded.
    public init(stemming: Bool) {
        self.stemming = stemming
    }

    /// The words' weights summed per stem, taking the lock twice in all: once to look every word
    /// up, once to remember the stems of the new ones (stemmed outside the lock).
    func stemWeights(_ words: WordWeights) -> [String: Int] {
        let table = words.table
        var known: [(stem: String, weight: Int)] = []
        var unknown: [Int] = []
        known.reserveCapacity(table.count)
        stems.withLock { stems in
            for word in 0..<table.count {
                if let entry = table.withWord(word, { stems.entry(of: $0, hash: table.hash(of: word)) }) {
                    known.append((stems.values[entry], table.values[word]))
                } else {
                    unknown.append(word)
                }
            }
        }
        let learnt = unknown.map { stemming ? Stemmer.stem(table.word($0)) : Stemmer.fold(table.word($0)) }
        if !learnt.isEmpty {
            stems.withLock { stems in
                for (word, stem) in zip(unknown, learnt) {
                    _ = table.withWord(word) { stems.entry(of: $0, hash: table.hash(of: word), adding: stem) }
                }
            }
        }
        var weights: [String: Int] = [:]
        weights.reserveCapacity(table.count)
        for (stem, weight) in known { weights[stem, default: 0] += weight }
        for (word, stem) in zip(unknown, learnt) { weights[stem, default: 0] += table.values[word] }
        return weights
    }
}
