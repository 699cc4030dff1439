/// A font: a size, a weight, a design and a slant. Each design is drawn with an open typeface close to
/// Apple's (see `FontFace`), every weight of the default design with a real face; italics are slanted by
/// the browser.
public struct Font: Hashable, Sendable {
    /// The size in points.
    var size: CGFloat
    var weight: Weight
    var isItalic: Bool
    var design: Design

    init(size: CGFloat, weight: Weight = .regular, isItalic: Bool = false, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
    }

    /// The system font of `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style.font
        font.design = design
        return weight.map { font.weight($0) } ?? font
    }

    /// The same font in its monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
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

    /// The weight of a font: each is a real face of the default design; the rounded and monospaced
    /// designs draw up to `medium` in their regular face, from `semibold` on in their bold one (see `FontFace`).
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

    /// A typeface design: `.rounded` and `.monospaced` have faces of their own, `.serif` uses the default one.
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
