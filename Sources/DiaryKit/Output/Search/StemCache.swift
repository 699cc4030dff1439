import Stemming
import Synchronization

/// The stems of the words seen so far, shared by the articles rendering in parallel: a diary
/// repeats its words, and a look-up costs a fraction of stemming again.
final class StemCache: Sendable {
    private let stems = Mutex<[WordKey: String]>([:])

    /// Creates an empty cache.
    init() {}

    /// The stem of `word`, as ``Stemmer/stem(_:)`` gives it.
    func stem(_ word: Substring) -> String {
        if let known = stems.withLock({ $0[WordKey(word)] }) { return known }
        let stem = Stemmer.stem(word)
        // A key of its own, so the cache does not keep the whole article text alive.
        let key = WordKey(Substring(String(word)))
        stems.withLock { $0[key] = stem }
        return stem
    }
}

/// A word compared and hashed by its UTF-8 bytes, which is much cheaper than `String`'s Unicode
/// equivalence; two spellings of one word are two entries with the same stem.
private struct WordKey: Hashable, Sendable {
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
