/// Text cut into the units DiaryUI measures and breaks lines between: user-perceived characters,
/// found from the Unicode scalars alone.
///
/// `Character` would find them with the standard library's grapheme-breaking and normalisation
/// tables, which make up a large part of every sample's `.wasm`. The rules below agree with
/// `Character` (extended grapheme clusters, UAX #29) on everything previews show: letters,
/// digits, punctuation, CR LF, combining marks, variation selectors, emoji with skin-tone
/// modifiers, ZWJ sequences, keycaps, tag sequences and flags. They do not join Hangul conjoining
/// jamo or Indic spacing marks, which the one font DiaryUI measures with does not cover anyway.
struct TextClusters {
    /// The text's scalars.
    let scalars: [Unicode.Scalar]
    /// Where each cluster starts in ``scalars``, followed by `scalars.count`.
    private let starts: [Int]

    /// Cuts `text` into clusters.
    init<S: StringProtocol>(_ text: S) {
        scalars = Array(text.unicodeScalars)
        var starts: [Int] = []
        starts.reserveCapacity(scalars.count + 1)
        var regionalIndicators = 0
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let joins = previous.map { Self.joins(scalar, after: $0, regionalIndicators: regionalIndicators) } ?? false
            if !joins { starts.append(index) }
            regionalIndicators = Self.isRegionalIndicator(scalar) ? (joins ? 0 : 1) : 0
        }
        starts.append(scalars.count)
        self.starts = starts
    }

    /// The number of clusters.
    var count: Int { starts.count - 1 }

    /// The scalars of cluster `index`.
    func scalars(of index: Int) -> ArraySlice<Unicode.Scalar> {
        scalars[starts[index]..<starts[index + 1]]
    }

    /// Whether cluster `index` is the one scalar `scalar` alone.
    func isOnly(_ scalar: Unicode.Scalar, at index: Int) -> Bool {
        starts[index + 1] - starts[index] == 1 && scalars[starts[index]] == scalar
    }

    /// The first scalar of cluster `index`: the one its advance is measured by.
    func leadingScalar(of index: Int) -> Unicode.Scalar {
        scalars[starts[index]]
    }

    /// The text of the clusters in `range`.
    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[starts[range.lowerBound]..<starts[range.upperBound]])
        return String(view)
    }

    /// The runs of clusters in `range` between clusters that are `separator` alone, as
    /// `split(separator:omittingEmptySubsequences:)` cuts a string between equal characters.
    func pieces(between separator: Unicode.Scalar, in range: Range<Int>, omittingEmpty: Bool) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where isOnly(separator, at: index) {
            if !omittingEmpty || index > start { pieces.append(start..<index) }
            start = index + 1
        }
        if !omittingEmpty || range.upperBound > start { pieces.append(start..<range.upperBound) }
        return pieces
    }

    // MARK: Rules

    /// Whether `scalar` continues the cluster that `previous` is in (no break between them).
    private static func joins(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar, regionalIndicators: Int)
        -> Bool
    {
        let value = scalar.value
        if previous.value == 0x0D { return value == 0x0A }
        if previous.value == 0x0A { return false }
        if isExtending(value) { return true }
        if previous.value == 0x200D { return isPictographic(value) }
        return isRegionalIndicator(scalar) && regionalIndicators == 1
    }

    /// Marks that attach to the character before them: combining marks, zero-width joiners,
    /// variation selectors, emoji modifiers and tags.
    private static func isExtending(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200C...0x200D, 0x20D0...0x20FF,
            0xFE00...0xFE0F, 0xFE20...0xFE2F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Pictographs a zero-width joiner glues to the one before it (Extended_Pictographic's blocks).
    private static func isPictographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A9, 0x00AE, 0x203C, 0x2049, 0x2122, 0x2139, 0x2194...0x21AA, 0x231A...0x23FF, 0x24C2,
            0x25AA...0x25FE, 0x2600...0x27BF, 0x2934...0x2935, 0x2B05...0x2B55, 0x3030, 0x303D, 0x3297, 0x3299,
            0x1F000...0x1FAFF:
            return true
        default:
            return false
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
