import Synchronization

/// Numbers the stems of a build, so each article keeps its stems as small numbers rather than
/// strings. Numbers follow the order stems were first seen, which depends on scheduling; nothing
/// written depends on them, since the index files are sorted by the stems themselves.
public final class StemNumbers: Sendable {
    /// Each stem's number is its entry in the table; its value is the stem itself.
    private let table = Mutex(WordTable<String>(capacity: 16_384))

    /// Creates an empty numbering.
    public init() {}

    /// The numbers of `stems`, in their order, taking the lock once (and hashing outside it).
    func numbers(of stems: some Collection<String>) -> [UInt32] {
        let hashes = stems.map { Self.withBytes(of: $0, WordTable<String>.hash) }
        return table.withLock { table in
            zip(stems, hashes).map { stem, hash in
                UInt32(Self.withBytes(of: stem) { table.entry(of: $0, hash: hash, adding: stem) })
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of `stem`, copying them only if the string is not native.
    private static func withBytes<Result>(of stem: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = stem.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(stem.utf8).withUnsafeBufferPointer(body)
    }

    /// The stems of `numbers`, in their order, taking the lock once.
    func stems(of numbers: some Sequence<Int>) -> [String] {
        table.withLock { table in numbers.map { table.values[$0] } }
    }

    /// Every stem numbered so far, indexed by its number.
    public var stems: [String] {
        table.withLock { $0.values }
    }
}
