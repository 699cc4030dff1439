import Synchronization

/// Numbers the stems of a build, so each article keeps its stems as small numbers rather than
/// strings. Numbers follow the order stems were first seen, which depends on scheduling; nothing
/// written depends on them, since the index files are sorted by the stems themselves.
final class StemNumbers: Sendable {
    /// Each stem's number is its entry in the table; its value is the stem itself.
    private let table = Mutex(WordTable<String>(capacity: 16_384))

    /// Creates an empty numbering.
    init() {}

    /// The numbers of `stems`, in their order, taking the lock once (and hashing outside it).
    func numbers(of stems: some Sequence<String>) -> [UInt32] {
        let hashed = stems.map { stem in
            var stem = stem
            return (stem: stem, hash: stem.withUTF8(WordTable<String>.hash))
        }
        return table.withLock { table in
            hashed.map { stem, hash in
                var bytes = stem
                return UInt32(bytes.withUTF8 { table.entry(of: $0, hash: hash, adding: stem) })
            }
        }
    }

    /// The stems of `numbers`, in their order, taking the lock once.
    func stems(of numbers: some Sequence<Int>) -> [String] {
        table.withLock { table in numbers.map { table.values[$0] } }
    }

    /// Every stem numbered so far, indexed by its number.
    var stems: [String] {
        table.withLock { $0.values }
    }
}
