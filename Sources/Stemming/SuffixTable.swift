/// Suffixes of one Snowball `among` table, each with the rule to apply when it is the ending found.
///
/// Snowball always takes the longest listed suffix that ends the word; if that suffix's rule
/// then fails, no shorter suffix is tried. Suffixes are kept longest first, so the first match
/// wins, in one flat scalar buffer: the search touches no nested arrays and no generic code.
struct SuffixTable<Rule: Sendable>: Sendable {
    /// The suffixes, longest first, one after another.
    private let scalars: [Unicode.Scalar]
    /// Where each suffix ends in `scalars`; it starts where the one before it ends.
    private let ends: [Int]
    /// The rule of each suffix, in the same order.
    private let rules: [Rule]

    /// Builds a table from suffixes written as string literals.
    init(_ pairs: [(String, Rule)]) {
        var order = Array(pairs.indices)
        // Insertion sort by length, longest first, keeping equal lengths in source order.
        var index = 1
        while index < order.count {
            let entry = order[index]
            let length = pairs[entry].0.unicodeScalars.count
            var slot = index
            while slot > 0 && pairs[order[slot - 1]].0.unicodeScalars.count < length {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = entry
            index += 1
        }
        var scalars: [Unicode.Scalar] = []
        var ends: [Int] = []
        var rules: [Rule] = []
        for entry in order {
            scalars.append(contentsOf: pairs[entry].0.unicodeScalars)
            ends.append(scalars.count)
            rules.append(pairs[entry].1)
        }
        self.scalars = scalars
        self.ends = ends
        self.rules = rules
    }

    /// The longest suffix of `word[lowerBound..<end]` in the table: where it starts and its rule.
    func longestMatch(in word: [Unicode.Scalar], end: Int, lowerBound: Int = 0) -> (start: Int, rule: Rule)? {
        guard let (start, entry) = longestMatchIndex(in: word, end: end, lowerBound: lowerBound) else { return nil }
        return (start, rules[entry])
    }

    private func longestMatchIndex(in word: [Unicode.Scalar], end: Int, lowerBound: Int) -> (Int, Int)? {
        var suffixStart = 0
        for entry in 0..<ends.count {
            let suffixEnd = ends[entry]
            defer { suffixStart = suffixEnd }
            let length = suffixEnd - suffixStart
            let start = end - length
            guard start >= lowerBound else { continue }
            var offset = length - 1
            while offset >= 0 && word[start + offset] == scalars[suffixStart + offset] { offset -= 1 }
            if offset < 0 { return (start, entry) }
        }
        return nil
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether `suffix` occupies the positions just before `end`.
    func hasSuffix(_ suffix: [Unicode.Scalar], endingAt end: Int) -> Bool {
        let start = end - suffix.count
        guard start >= 0, end <= count else { return false }
        var offset = suffix.count - 1
        while offset >= 0 {
            if self[start + offset] != suffix[offset] { return false }
            offset -= 1
        }
        return true
    }

    /// Whether the word ends with `suffix`.
    func hasSuffix(_ suffix: [Unicode.Scalar]) -> Bool {
        hasSuffix(suffix, endingAt: count)
    }

    /// Replaces everything from `start` to the end of the word with `replacement`.
    mutating func replaceEnding(from start: Int, with replacement: String) {
        removeSubrange(start..<count)
        append(contentsOf: replacement.unicodeScalars)
    }

    /// The word as a string, encoded straight to UTF-8.
    var string: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 2)
        for scalar in self { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }
}
