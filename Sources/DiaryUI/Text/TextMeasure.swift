/// Measures text with the advance widths of DiaryUI Sans's faces (see `FontMetrics`).
///
/// Kerning and ligatures are not applied, here or in the web fonts, so a string is exactly as wide as
/// the sum of its characters' advances in its face.
enum TextMeasure {
    /// The advance of one character in font units; a character of several scalars (a letter with a
    /// combining mark, an emoji sequence) advances by its first scalar.
    static func advance(of character: Character, in face: FontFace) -> UInt16 {
        character.unicodeScalars.first.map { advance(of: $0, in: face) } ?? 0
    }

    /// The advance of a character that starts with `scalar`, in font units.
    static func advance(of scalar: Unicode.Scalar, in face: FontFace) -> UInt16 {
        face.advances.advance(of: scalar) ?? FontMetrics.fallbackAdvance
    }

    /// The advance from the face's table, or `nil` for a character the table (and the web font) lacks.
    static func tableAdvance(of character: Character, in face: FontFace) -> UInt16? {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return face.advances.advance(of: scalar)
    }

    /// The width of `text` in points at `fontSize` in `face`.
    static func width<S: StringProtocol>(of text: S, fontSize: CGFloat, face: FontFace) -> CGFloat {
        let clusters = TextClusters(text)
        return width(of: clusters, 0..<clusters.count, fontSize: fontSize, face: face)
    }

    /// The width of the clusters in `range` in points at `fontSize` in `face`.
    static func width(of clusters: TextClusters, _ range: Range<Int>, fontSize: CGFloat, face: FontFace) -> CGFloat {
        let advances = face.advances
        let units = range.reduce(0) {
            $0 + Int(advances.advance(of: clusters.leadingScalar(of: $1)) ?? FontMetrics.fallbackAdvance)
        }
        return points(units, fontSize: fontSize)
    }

    /// Font units as points at `fontSize`.
    static func points(_ units: Int, fontSize: CGFloat) -> CGFloat {
        CGFloat(units) * fontSize / FontMetrics.unitsPerEm
    }

    /// The distance between baselines of consecutive lines at `fontSize`; both faces share it.
    static func lineHeight(fontSize: CGFloat) -> CGFloat {
        (FontMetrics.ascender + FontMetrics.descender + FontMetrics.lineGap) * fontSize / FontMetrics.unitsPerEm
    }

    /// The distance from the top of a line to its baseline at `fontSize`; both faces share it.
    static func ascent(fontSize: CGFloat) -> CGFloat {
        FontMetrics.ascender * fontSize / FontMetrics.unitsPerEm
    }
}
