extension Array {
    /// The elements sorted by `areInIncreasingOrder`, equal ones kept in their order.
    ///
    /// Layout sorts a stack's few children; an insertion sort is as fast for them as the standard
    /// library's, and a fraction of its code in a `.wasm`.
    func insertionSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        var sorted = self
        for index in sorted.indices.dropFirst() {
            let element = sorted[index]
            var position = index
            while position > 0, areInIncreasingOrder(element, sorted[position - 1]) {
                sorted[position] = sorted[position - 1]
                position -= 1
            }
            sorted[position] = element
        }
        return sorted
    }
}
