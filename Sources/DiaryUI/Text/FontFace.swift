/// One real face of DiaryUI's three families: the site ships each as a web font, and DiaryUI measures text
/// with the advance widths of the face the browser will draw it with.
///
/// `Font.Design.default` (SF Pro) is DiaryUI Sans, Inter in its nine weights; `.rounded` (SF Pro Rounded)
/// is DiaryUI Rounded, Quicksand in two; `.monospaced` (SF Mono) is DiaryUI Mono, DejaVu Sans Mono in two.
/// `.serif` has no face of its own and uses DiaryUI Sans.
enum FontFace: Hashable, Sendable, CaseIterable {
    case sansUltraLight, sansThin, sansLight, regular, sansMedium, sansSemibold, bold, sansHeavy, sansBlack
    case roundedRegular, roundedBold
    case monoRegular, monoBold

    /// The face that draws `weight` in `design`.
    ///
    /// DiaryUI Sans has a face at every CSS weight, so the browser takes the exact one. The rounded and
    /// monospaced families have a 400 and a 700 face, and CSS font matching gives weights above 500 the 700
    /// face and the others the 400 face; measuring with the same rule keeps what is measured what is shown.
    init(weight: Font.Weight, design: Font.Design = .default) {
        switch design {
        case .default, .serif:
            self = Self.sansFaces[Swift.min(Swift.max(weight.value / 100, 1), 9) - 1]
        case .rounded: self = weight.value > 500 ? .roundedBold : .roundedRegular
        case .monospaced: self = weight.value > 500 ? .monoBold : .monoRegular
        }
    }

    /// DiaryUI Sans's faces from ultraLight (100) to black (900).
    private static let sansFaces: [FontFace] = [
        .sansUltraLight, .sansThin, .sansLight, .regular, .sansMedium, .sansSemibold, .bold, .sansHeavy, .sansBlack,
    ]

    /// The face's advance widths.
    var advances: FaceAdvances {
        switch self {
        case .sansUltraLight: FontMetrics.sansUltraLight
        case .sansThin: FontMetrics.sansThin
        case .sansLight: FontMetrics.sansLight
        case .regular: FontMetrics.sansRegular
        case .sansMedium: FontMetrics.sansMedium
        case .sansSemibold: FontMetrics.sansSemibold
        case .bold: FontMetrics.sansBold
        case .sansHeavy: FontMetrics.sansHeavy
        case .sansBlack: FontMetrics.sansBlack
        case .roundedRegular: FontMetrics.roundedRegular
        case .roundedBold: FontMetrics.roundedBold
        case .monoRegular: FontMetrics.monoRegular
        case .monoBold: FontMetrics.monoBold
        }
    }

    /// The DiaryUI Sans face the browser falls back to for characters this face lacks (the SVG names
    /// DiaryUI Sans after the face's own family, and asks for the face's own weight).
    var fallback: FontFace? {
        switch self {
        case .roundedRegular, .monoRegular: .regular
        case .roundedBold, .monoBold: .bold
        default: nil
        }
    }

    /// The CSS weight of the face, which the SVG asks for.
    var cssWeight: Int {
        switch self {
        case .sansUltraLight: 100
        case .sansThin: 200
        case .sansLight: 300
        case .regular, .roundedRegular, .monoRegular: 400
        case .sansMedium: 500
        case .sansSemibold: 600
        case .bold, .roundedBold, .monoBold: 700
        case .sansHeavy: 800
        case .sansBlack: 900
        }
    }

    /// The CSS font family the SVG asks for, or `nil` for DiaryUI Sans, the SVG's own.
    var cssFamily: StaticString? {
        switch self {
        case .roundedRegular, .roundedBold: "DiaryUI Rounded,DiaryUI Sans"
        case .monoRegular, .monoBold: "DiaryUI Mono,DiaryUI Sans"
        default: nil
        }
    }

    /// Whether SF's size-dependent tracking applies: Inter tracked by Apple's table is within 1 % of SF Pro on
    /// the measured strings, while Quicksand untracked already is (tracked, it would be 6 % narrower), and a
    /// monospaced face keeps its fixed advance.
    var isTracked: Bool {
        fallback == nil
    }
}

/// The advance widths of one face for DiaryUI's character set, in the face's font units (see
/// `FontMetrics`).
struct FaceAdvances: Sendable {
    /// The face's units per em.
    let unitsPerEm: Int
    /// Advances of U+0020...U+007E.
    let ascii: [UInt16]
    /// Advances of U+00A0...U+00FF.
    let latin1: [UInt16]
    /// Advances of U+0400...U+045F.
    let cyrillic: [UInt16]
    /// Advances of punctuation and symbols outside the blocks, as (code point, advance) sorted by code point.
    let others: [(UInt32, UInt16)]

    /// The table's mark for a character the face lacks.
    static let missing: UInt16 = 0xFFFF

    /// The advance of `scalar`, or `nil` when the face (and its web font) lacks it.
    func advance(of scalar: Unicode.Scalar) -> UInt16? {
        let value = scalar.value
        let advance: UInt16?
        switch value {
        case 0x20...0x7E: advance = ascii[Int(value - 0x20)]
        case 0xA0...0xFF: advance = latin1[Int(value - 0xA0)]
        case 0x400...0x45F: advance = cyrillic[Int(value - 0x400)]
        default: advance = otherAdvance(of: value)
        }
        return advance == Self.missing ? nil : advance
    }

    /// Binary search in the sorted table of punctuation and symbols.
    private func otherAdvance(of scalar: UInt32) -> UInt16? {
        var low = 0
        var high = others.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if others[middle].0 == scalar { return others[middle].1 }
            if others[middle].0 < scalar { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
