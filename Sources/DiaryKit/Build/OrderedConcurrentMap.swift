/// Maps a list on up to `width` tasks at once and hands the results back in the list's order,
/// whatever the scheduling, so what a stage produces does not depend on the number of jobs.
enum OrderedConcurrentMap {
    /// `transform` applied to every element of `elements`, at most `width` at a time.
    /// - Parameters:
    ///   - elements: The inputs, in the order the results must keep.
    ///   - width: How many transforms may run at once (at least 1).
    ///   - transform: Work on one element; it must not depend on the others.
    /// - Returns: One result per element, in the elements' order.
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], width: Int, _ transform: @escaping @Sendable (Element) -> Output
    ) async -> [Output] {
        await withTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: elements.count)
            var next = 0
            func startNext() {
                guard next < elements.count else { return }
                let index = next
                let element = elements[index]
                group.addTask { (index, transform(element)) }
                next += 1
            }
            for _ in 0..<max(1, width) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
            return results.map { $0! }
        }
    }
}
