/// The Unicode scalars that are always a character of their own, described once for the scalar
/// fast paths of ``TypographyRun`` and of the parser's column counting (`SourceText`).
///
/// Diary prose is ASCII, Latin, Cyrillic and typographic punctuation. None of those scalars
/// joins its neighbours into one grapheme cluster (no combining mark, joiner, prepended mark,
/// regional indicator or Hangul jamo; the carriage return, which pairs with a line feed, is left
/// out), so over text made only of them a scalar *is* a `Character`, and each entry is computed
/// from that `Character` with the same ``TypographyUnit/init(_:flags:)`` the slow path uses.
enum SimpleScalars {
    /// The ranges of simple scalars: ASCII and Latin up to the spacing modifiers (no CR), the
    /// Cyrillic letters (no combining titlo), general punctuation (no joiners or directional
    /// controls), currency signs, letterlike symbols, number forms, arrows and mathematical
    /// operators.
    static let ranges: [ClosedRange<UInt32>] = [
        0x00...0x0C, 0x0E...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E,
        0x20A0...0x20C0, 0x2100...0x22FF,
    ]

    /// One unit for every scalar below the end of ``ranges``; a scalar outside them has a unit
    /// without ``TypographyUnit/Flags/simple``.
    static let units: [TypographyUnit] = {
        let end = ranges.map(\.upperBound).max()! + 1
        return (0..<end).map { value in
            guard let scalar = Unicode.Scalar(value) else { return TypographyUnit(" ") }
            let isSimple = ranges.contains { $0.contains(value) }
            return TypographyUnit(Character(scalar), flags: isSimple ? .simple : [])
        }
    }()

    /// The unit of `scalar` when it is simple.
    @inline(__always)
    static func unit(_ scalar: Unicode.Scalar, in units: [TypographyUnit]) -> TypographyUnit? {
        let value = Int(scalar.value)
        guard value < units.count else { return nil }
        let unit = units[value]
        return unit.flags.contains(.simple) ? unit : nil
    }
}
