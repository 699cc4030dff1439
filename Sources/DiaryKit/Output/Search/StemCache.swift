import Stemming
import Synchronization

/// The stems of the words seen so far, shared by the articles rendering in parallel: a diary
/// repeats its words, and a look-up costs a fraction of stemming again.
final class StemCache: Sendable {
    private let stems = Mutex<[WordKey: String]>([:])

    /// Creates an empty cache.
    init() {}

    /// The words' weights summed per stem, taking the lock twice in all: once to look every word
    /// up, once to remember the stems of the new ones (stemmed outside the lock).
    func stemWeights(_ wordWeights: [WordKey: Int]) -> [String: Int] {
        var known: [(stem: String, weight: Int)] = []
        var unknown: [(word: WordKey, weight: Int)] = []
        known.reserveCapacity(wordWeights.count)
        stems.withLock { stems in
            for (word, weight) in wordWeights {
                if let stem = stems[word] { known.append((stem, weight)) } else { unknown.append((word, weight)) }
            }
        }
        // Keys of their own, so the cache does not keep the whole article text alive.
        let learnt = unknown.map { (word: WordKey(Substring(String($0.word.word))), stem: Stemmer.stem($0.word.word)) }
        if !learnt.isEmpty {
            stems.withLock { stems in
                for (word, stem) in learnt { stems[word] = stem }
            }
        }
        var weights: [String: Int] = [:]
        for (stem, weight) in known { weights[stem, default: 0] += weight }
        for (index, entry) in unknown.enumerated() { weights[learnt[index].stem, default: 0] += entry.weight }
        return weights
    }
}

/// A word compared and hashed by its UTF-8 bytes, which is much cheaper than `String`'s Unicode
/// equivalence; two spellings of one word are two entries with the same stem.
struct WordKey: Hashable, Sendable {
    let word: Substring

    init(_ word: Substring) {
        self.word = word
    }

    static func == (left: WordKey, right: WordKey) -> Bool {
        left.word.utf8.elementsEqual(right.word.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = word.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            for byte in word.utf8 { hasher.combine(byte) }
        }
    }
}
