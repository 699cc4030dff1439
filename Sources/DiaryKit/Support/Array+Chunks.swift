extension Array {
    /// The array's elements in consecutive runs of `size` (the last one shorter), as index
    /// ranges: none for an empty array.
    func chunkRanges(of size: Int) -> [Range<Int>] {
        let size = Swift.max(1, size)
        return stride(from: 0, to: count, by: size).map { $0..<Swift.min($0 + size, count) }
    }
}
