import Synchronization

/// Numbers the stems of a build, so each article keeps its stems as small numbers rather than
/// strings. Numbers follow the order stems were first seen, which depends on scheduling; nothing
/// written depends on them, since the index files are sorted by the stems themselves.
final class StemNumbers: Sendable {
    private struct Table {
        var numbers: [String: UInt32] = [:]
        var stems: [String] = []
    }

    private let table = Mutex(Table())

    /// Creates an empty numbering.
    init() {}

    /// The numbers of `stems`, in their order, taking the lock once.
    func numbers(of stems: some Sequence<String>) -> [UInt32] {
        table.withLock { table in
            stems.map { stem in
                if let number = table.numbers[stem] { return number }
                let number = UInt32(table.stems.count)
                table.numbers[stem] = number
                table.stems.append(stem)
                return number
            }
        }
    }

    /// The stems of `numbers`, in their order, taking the lock once.
    func stems(of numbers: some Sequence<Int>) -> [String] {
        table.withLock { table in numbers.map { table.stems[$0] } }
    }

    /// Every stem numbered so far, indexed by its number.
    var stems: [String] {
        table.withLock { $0.stems }
    }
}
