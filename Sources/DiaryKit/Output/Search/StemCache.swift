import Stemming
import Synchronization

/// The stems of the words seen so far, shared by the articles rendering in parallel: a diary
/// repeats its words, and a look-up costs a fraction of stemming again.
final class StemCache: Sendable {
    private let stems = Mutex<[Substring: String]>([:])

    /// Creates an empty cache.
    init() {}

    /// The stem of `word`, as ``Stemmer/stem(_:)`` gives it.
    func stem(_ word: Substring) -> String {
        if let known = stems.withLock({ $0[word] }) { return known }
        let stem = Stemmer.stem(word)
        // A key of its own, so the cache does not keep the whole article text alive.
        let key = Substring(String(word))
        stems.withLock { $0[key] = stem }
        return stem
    }
}
