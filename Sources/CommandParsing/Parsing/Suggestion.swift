/// The declared name a mistyped one most likely meant, for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `typed` by edit distance, when it is close enough to be a typo:
    /// at most two edits, and fewer than half the candidate's characters.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (candidate: $0, distance: editDistance(typed, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        return best.distance <= 2 && best.distance * 2 < best.candidate.count ? best.candidate : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions that turn `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
