/// The metrics of Apple's system font that DiaryUI lays text out with, whichever open face draws it:
/// SF Pro's vertical metrics and its size-dependent tracking.
enum SystemFontMetrics {
    /// SF Pro's units per em, ascender and descender (its hhea table; the fonts are at
    /// https://developer.apple.com/fonts/): one line at 17 pt is 2444 / 2048 × 17 = 20.29 pt.
    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1950
    static let descender: CGFloat = 494

    /// The distance between baselines of consecutive lines at `fontSize`.
    static func lineHeight(fontSize: CGFloat) -> CGFloat {
        (ascender + descender) * fontSize / unitsPerEm
    }

    /// The distance from the top of a line to its baseline at `fontSize`.
    static func ascent(fontSize: CGFloat) -> CGFloat {
        ascender * fontSize / unitsPerEm
    }

    /// SF Pro's tracking at `fontSize`, in points: the space added after each character.
    ///
    /// From Apple's Human Interface Guidelines, Typography, "Tracking values" (SF Pro; the same values for
    /// iOS, macOS and tvOS): https://developer.apple.com/design/human-interface-guidelines/typography.
    /// Between the sizes the table lists, the value is interpolated; below 6 pt it is 6 pt's, from 80 pt on 0.
    static func tracking(fontSize: CGFloat) -> CGFloat {
        trackingPerMille(fontSize: fontSize) * fontSize / 1000
    }

    /// The tracking at `fontSize` in thousandths of an em.
    static func trackingPerMille(fontSize: CGFloat) -> CGFloat {
        let table = trackingTable
        guard let first = table.first, fontSize > first.size else { return CGFloat(table[0].perMille) }
        for index in 1..<table.count where fontSize <= table[index].size {
            let (low, high) = (table[index - 1], table[index])
            let fraction = (fontSize - low.size) / (high.size - low.size)
            return CGFloat(low.perMille) + fraction * CGFloat(high.perMille - low.perMille)
        }
        return 0
    }

    /// Size in points and tracking in thousandths of an em, as Apple's table lists them.
    private static let trackingTable: [(size: CGFloat, perMille: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6),
        (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11),
        (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8),
        (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4),
        (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]
}
