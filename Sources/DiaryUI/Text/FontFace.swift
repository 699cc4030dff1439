/// One of the two real faces of DiaryUI Sans: the site ships each as a web font, and DiaryUI measures
/// text with the advance widths of the face the browser will draw it with.
enum FontFace: Hashable, Sendable {
    /// DejaVu Sans (CSS weight 400): ultra-light to medium text.
    case regular
    /// DejaVu Sans Bold (CSS weight 700): semibold to black text.
    case bold

    /// The face that draws `weight`.
    ///
    /// The site declares the regular face at 400 and the bold one at 700, and the SVG asks for the
    /// requested weight, so CSS font matching decides: weights above 500 take the 700 face, the others
    /// the 400 face. Measuring with the same rule keeps what is measured what is shown.
    init(weight: Font.Weight) {
        self = weight.value > 500 ? .bold : .regular
    }

    /// The face's advance widths.
    var advances: FaceAdvances {
        switch self {
        case .regular: FontMetrics.regular
        case .bold: FontMetrics.bold
        }
    }
}

/// The advance widths of one face for DiaryUI's character set, in font units (see `FontMetrics`).
struct FaceAdvances: Sendable {
    /// Advances of U+0020...U+007E.
    let ascii: [UInt16]
    /// Advances of U+00A0...U+00FF.
    let latin1: [UInt16]
    /// Advances of U+0400...U+045F.
    let cyrillic: [UInt16]
    /// Advances of punctuation and symbols outside the blocks, as (code point, advance) sorted by code point.
    let others: [(UInt32, UInt16)]

    /// The advance of `scalar`, or `nil` when the face (and its web font) lacks it.
    func advance(of scalar: Unicode.Scalar) -> UInt16? {
        let value = scalar.value
        switch value {
        case 0x20...0x7E: return ascii[Int(value - 0x20)]
        case 0xA0...0xFF: return latin1[Int(value - 0xA0)]
        case 0x400...0x45F: return cyrillic[Int(value - 0x400)]
        default: return otherAdvance(of: value)
        }
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
