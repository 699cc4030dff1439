/// Suffixes of one Snowball `among` table, each with the rule to apply when it is the ending found.
///
/// Snowball always takes the longest listed suffix that ends the word; if that suffix's rule
/// then fails, no shorter suffix is tried. Entries are kept longest first so the first match wins.
struct SuffixTable<Rule> {
    private let entries: [(suffix: [Unicode.Scalar], rule: Rule)]

    /// Builds a table from suffixes written as string literals.
    init(_ pairs: [(String, Rule)]) {
        var entries: [(suffix: [Unicode.Scalar], rule: Rule)] = []
        for (suffix, rule) in pairs {
            entries.append((Array(suffix.unicodeScalars), rule))
        }
        // Insertion sort keeps equal lengths in source order and needs no closure-based sort.
        var index = 1
        while index < entries.count {
            let entry = entries[index]
            var slot = index
            while slot > 0 && entries[slot - 1].suffix.count < entry.suffix.count {
                entries[slot] = entries[slot - 1]
                slot -= 1
            }
            entries[slot] = entry
            index += 1
        }
        self.entries = entries
    }

    /// The longest suffix of `word[lowerBound..<end]` in the table: where it starts and its rule.
    func longestMatch(in word: [Unicode.Scalar], end: Int, lowerBound: Int = 0) -> (start: Int, rule: Rule)? {
        for entry in entries where end - entry.suffix.count >= lowerBound {
            if word.hasSuffix(entry.suffix, endingAt: end) {
                return (end - entry.suffix.count, entry.rule)
            }
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

    /// The word as a string.
    var string: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: self)
        return String(view)
    }
}
