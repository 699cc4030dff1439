import Synchronization

/// Maps a list on up to `width` tasks at once and hands the results back in the list's order,
/// whatever the scheduling, so what a stage produces does not depend on the number of jobs.
enum OrderedConcurrentMap {
    /// `transform` applied to every element of `elements`, at most `width` at a time.
    ///
    /// `width` workers take the next element from a shared counter until none is left, so an
    /// element costs an atomic increment rather than a task of its own: a build that finds ten
    /// thousand articles unchanged spends microseconds on each, less than a task's creation,
    /// scheduling and hand-back would cost. Slow and fast elements still spread evenly.
    /// - Parameters:
    ///   - elements: The inputs, in the order the results must keep.
    ///   - width: How many transforms may run at once (at least 1).
    ///   - transform: Work on one element; it must not depend on the others.
    /// - Returns: One result per element, in the elements' order.
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], width: Int, _ transform: @escaping @Sendable (Element) -> Output
    ) async -> [Output] {
        let workers = min(max(1, width), elements.count)
        guard workers > 1 else { return elements.map(transform) }
        let counter = Counter()
        return await withTaskGroup(of: [(index: Int, output: Output)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(index: Int, output: Output)] = []
                    while true {
                        let index = counter.next.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard index < elements.count else { return done }
                        done.append((index, transform(elements[index])))
                    }
                }
            }
            var results = [Output?](repeating: nil, count: elements.count)
            for await batch in group {
                for (index, output) in batch { results[index] = output }
            }
            return results.map { $0! }
        }
    }

    /// The index of the next element to take, shared by the workers.
    private final class Counter: Sendable {
        let next = Atomic<Int>(0)
    }
}
