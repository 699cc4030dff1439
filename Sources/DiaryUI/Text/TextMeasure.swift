/// Measures text with the advance widths of DiaryUI's one font (see `FontMetrics`).
///
/// Kerning and ligatures are not applied, here or in the web font, so a string is exactly as wide as
/// the sum of its characters' advances.
enum TextMeasure {
    /// The advance of one character in font units; a character of several scalars (a letter with a
    /// combining mark, an emoji sequence) advances by its first scalar.
    static func advance(of character: Character) -> UInt16 {
        character.unicodeScalars.first.map { advance(of: $0) } ?? 0
    }

    /// The advance of a character that starts with `scalar`, in font units.
    static func advance(of scalar: Unicode.Scalar) -> UInt16 {
        tableAdvance(of: scalar) ?? FontMetrics.fallbackAdvance
    }

    /// The advance from the font's table, or `nil` for a character the table (and the web font) lacks.
    static func tableAdvance(of character: Character) -> UInt16? {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return tableAdvance(of: scalar)
    }

    /// The advance of `scalar` from the font's table, or `nil` when the table lacks it.
    static func tableAdvance(of scalar: Unicode.Scalar) -> UInt16? {
        let value = scalar.value
        switch value {
        case 0x20...0x7E: return FontMetrics.ascii[Int(value - 0x20)]
        case 0xA0...0xFF: return FontMetrics.latin1[Int(value - 0xA0)]
        case 0x400...0x45F: return FontMetrics.cyrillic[Int(value - 0x400)]
        default: return otherAdvance(of: value)
        }
    }

    /// The width of `text` in points at `fontSize`.
    static func width<S: StringProtocol>(of text: S, fontSize: CGFloat) -> CGFloat {
        let clusters = TextClusters(text)
        return width(of: clusters, 0..<clusters.count, fontSize: fontSize)
    }

    /// The width of the clusters in `range` in points at `fontSize`.
    static func width(of clusters: TextClusters, _ range: Range<Int>, fontSize: CGFloat) -> CGFloat {
        let units = range.reduce(0) { $0 + Int(advance(of: clusters.leadingScalar(of: $1))) }
        return points(units, fontSize: fontSize)
    }

    /// Font units as points at `fontSize`.
    static func points(_ units: Int, fontSize: CGFloat) -> CGFloat {
        CGFloat(units) * fontSize / FontMetrics.unitsPerEm
    }

    /// The distance between baselines of consecutive lines at `fontSize`.
    static func lineHeight(fontSize: CGFloat) -> CGFloat {
        (FontMetrics.ascender + FontMetrics.descender + FontMetrics.lineGap) * fontSize / FontMetrics.unitsPerEm
    }

    /// The distance from the top of a line to its baseline at `fontSize`.
    static func ascent(fontSize: CGFloat) -> CGFloat {
        FontMetrics.ascender * fontSize / FontMetrics.unitsPerEm
    }

    /// Binary search in the sorted table of punctuation and symbols.
    private static func otherAdvance(of scalar: UInt32) -> UInt16? {
        let table = FontMetrics.others
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if table[middle].0 == scalar { return table[middle].1 }
            if table[middle].0 < scalar { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
