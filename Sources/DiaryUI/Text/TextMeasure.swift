/// Measures text with the advance widths of DiaryUI's faces (see `FontFace`, `FontMetrics`) and SF Pro's
/// tracking and vertical metrics (see `SystemFontMetrics`).
///
/// Kerning and ligatures are not applied, here or in the web fonts, so a string is exactly as wide as
/// the sum of its characters' advances in its face plus the tracking after each character (the SVG asks
/// the browser for the same `letter-spacing`).
enum TextMeasure {
    /// The advance of one character in points at `fontSize`, its tracking included; a character of
    /// several scalars (a letter with a combining mark, an emoji sequence) advances by its first scalar.
    static func advance(of character: Character, fontSize: CGFloat, face: FontFace) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return advance(of: scalar, fontSize: fontSize, face: face)
    }

    /// The advance of a character that starts with `scalar`, in points at `fontSize`, its tracking
    /// included. A character the face lacks takes its fallback face's advance, as the browser does; one
    /// no face has advances by one em, about right for the CJK and emoji a browser takes from another font.
    static func advance(of scalar: Unicode.Scalar, fontSize: CGFloat, face: FontFace) -> CGFloat {
        tracking(fontSize: fontSize, face: face) + untrackedAdvance(of: scalar, fontSize: fontSize, face: face)
    }

    private static func untrackedAdvance(of scalar: Unicode.Scalar, fontSize: CGFloat, face: FontFace) -> CGFloat {
        let advances = face.advances
        if let units = advances.advance(of: scalar) {
            return CGFloat(units) * fontSize / CGFloat(advances.unitsPerEm)
        }
        if let fallback = face.fallback, let units = fallback.advances.advance(of: scalar) {
            return CGFloat(units) * fontSize / CGFloat(fallback.advances.unitsPerEm)
        }
        return fontSize
    }

    /// The advance from the face's table in font units, or `nil` for a character the table (and the web
    /// font) lacks.
    static func tableAdvance(of character: Character, in face: FontFace) -> UInt16? {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return face.advances.advance(of: scalar)
    }

    /// The tracking after each character at `fontSize` in `face`, in points.
    static func tracking(fontSize: CGFloat, face: FontFace) -> CGFloat {
        face.isTracked ? SystemFontMetrics.tracking(fontSize: fontSize) : 0
    }

    /// The width of `text` in points at `fontSize` in `face`.
    static func width<S: StringProtocol>(of text: S, fontSize: CGFloat, face: FontFace) -> CGFloat {
        let clusters = TextClusters(text)
        return width(of: clusters, 0..<clusters.count, fontSize: fontSize, face: face)
    }

    /// The width of the clusters in `range` in points at `fontSize` in `face`.
    static func width(of clusters: TextClusters, _ range: Range<Int>, fontSize: CGFloat, face: FontFace) -> CGFloat {
        let tracking = tracking(fontSize: fontSize, face: face)
        return range.reduce(0) {
            $0 + tracking + untrackedAdvance(of: clusters.leadingScalar(of: $1), fontSize: fontSize, face: face)
        }
    }

    /// The distance between baselines of consecutive lines at `fontSize`: SF Pro's, for every face.
    static func lineHeight(fontSize: CGFloat) -> CGFloat {
        SystemFontMetrics.lineHeight(fontSize: fontSize)
    }

    /// The distance from the top of a line to its baseline at `fontSize`: SF Pro's, for every face.
    static func ascent(fontSize: CGFloat) -> CGFloat {
        SystemFontMetrics.ascent(fontSize: fontSize)
    }
}
