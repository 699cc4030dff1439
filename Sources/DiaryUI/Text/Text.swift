/// A view that shows read-only text in one or more lines.
public struct Text: View, Hashable, Sendable {
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?

    /// Creates text showing a string value as it is (a string literal is a `LocalizedStringKey`
    /// instead, as in SwiftUI, where this overload is disfavoured).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates text from a localized string key: a literal, with interpolated values formatted as
    /// SwiftUI formats them (`Text("progress \(0.5)")` shows "progress 0.500000").
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self.content = key.text
    }

    /// Creates text showing a string as it is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// The same text in another font.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The same text with another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same text in bold.
    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// The same text slanted.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The same text in another colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        var font = view.font ?? environment.font ?? .body
        if let weight = view.weight { font.weight = weight }
        if view.isItalic { font.isItalic = true }
        let paint = view.color.map { $0._paint } ?? ForegroundStyle()._paint
        return _ViewOutputs(
            node: TextNode(
                content: view.content,
                font: font,
                paint: paint.resolved(in: environment),
                alignment: environment.multilineTextAlignment,
                lineLimit: environment.lineLimit
            ))
    }
}

/// The layout node of `Text`: as large as its lines for the proposal.
final class TextNode: LayoutNode {
    let content: String
    let font: Font
    let paint: ResolvedPaint
    let alignment: TextAlignment
    let lineLimit: Int?
    /// Layouts already computed; stacks measure text several times with the same proposals.
    private var layouts = ProposalCache<TextLayout>()

    init(content: String, font: Font, paint: ResolvedPaint, alignment: TextAlignment, lineLimit: Int?) {
        self.content = content
        self.font = font
        self.paint = paint
        self.alignment = alignment
        self.lineLimit = lineLimit
    }

    /// The face the font's weight and design draw with.
    private var face: FontFace { FontFace(weight: font.weight, design: font.design) }

    private func layout(_ proposal: ProposedViewSize) -> TextLayout {
        if let layout = layouts.value(for: proposal) { return layout }
        let layout = TextLayout(
            content, fontSize: font.size, face: face, proposal: proposal, lineLimit: lineLimit)
        layouts.keep(layout, for: proposal)
        return layout
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout(proposal).size
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let layout = layout(proposal)
        let lineHeight = TextMeasure.lineHeight(fontSize: font.size)
        let ascent = TextMeasure.ascent(fontSize: font.size)
        let lines = layout.lines.enumerated().compactMap { index, line -> TextDrawing.Line? in
            guard !line.text.isEmpty else { return nil }
            let x = frame.minX + (frame.width - line.width) * alignment.fraction
            return TextDrawing.Line(
                text: line.text, origin: CGPoint(x: x, y: frame.minY + CGFloat(index) * lineHeight + ascent))
        }
        guard !lines.isEmpty, !paint.isInvisible else { return [] }
        return [
            .text(
                TextDrawing(
                    frame: frame, lines: lines, fontSize: font.size, face: face,
                    tracking: TextMeasure.tracking(fontSize: font.size, face: face), isItalic: font.isItalic,
                    paint: paint))
        ]
    }
}

/// Lines of text placed on their baselines.
struct TextDrawing: Hashable, Sendable {
    /// One line: its text and the start of its baseline.
    struct Line: Hashable, Sendable {
        var text: String
        var origin: CGPoint

        /// The text compared by bytes (``haveSameBytes(_:_:)``): both lines come from DiaryUI's
        /// own line breaking of a view's text, so one text has one spelling, and `String ==`
        /// would bring Unicode normalisation into every `.wasm`.
        static func == (left: Line, right: Line) -> Bool {
            left.origin == right.origin && haveSameBytes(left.text, right.text)
        }
    }

    var frame: CGRect
    var lines: [Line]
    var fontSize: CGFloat
    var face: FontFace
    /// The space after each character, in points (SVG `letter-spacing`).
    var tracking: CGFloat
    var isItalic: Bool
    var paint: ResolvedPaint
}
