/// A font: a size, a weight and a slant. All fonts are drawn with one typeface ("DiaryUI Sans"), whose
/// regular and bold faces are real (see `FontFace`); italics are slanted by the browser.
public struct Font: Hashable, Sendable {
    /// The size in points.
    var size: CGFloat
    var weight: Weight
    var isItalic: Bool

    init(size: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font of `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        let font = style.font
        return weight.map { font.weight($0) } ?? font
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font in bold.
    public func bold() -> Font {
        weight(.bold)
    }

    /// The same font slanted.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The weight of a font: up to `medium` it is drawn and measured in the regular face, from `semibold`
    /// on in the bold face (see `FontFace`).
    public struct Weight: Hashable, Sendable {
        /// The CSS weight (100...900).
        let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A typeface design; accepted for source compatibility, all designs use the one typeface.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The Dynamic Type text styles at the default ("Large") size.
    /// Source: Apple Human Interface Guidelines, "Typography" → "Specifications" → iOS Dynamic Type sizes.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: Font(size: 34)
            case .title: Font(size: 28)
            case .title2: Font(size: 22)
            case .title3: Font(size: 20)
            case .headline: Font(size: 17, weight: .semibold)
            case .subheadline: Font(size: 15)
            case .body: Font(size: 17)
            case .callout: Font(size: 16)
            case .footnote: Font(size: 13)
            case .caption: Font(size: 12)
            case .caption2: Font(size: 11)
            }
        }
    }

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let subheadline = TextStyle.subheadline.font
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font
}
