/// The drawing of a laid-out view tree: what the layout pass hands the SVG writer.
///
/// Leaves carry absolute frames (layout coordinates); effects wrap their content in groups. Effects that
/// SwiftUI applies after layout (offset, scale, rotation) are transforms here, so they never move frames.
indirect enum DisplayItem: Hashable, Sendable {
    case shape(ShapeDrawing)
    case text(TextDrawing)
    case image(ImageDrawing)
    case group(GroupEffect, [DisplayItem])

    /// The drawn leaves in painting order, each with its layout frame (tests and tools read layouts this
    /// way).
    var leafFrames: [CGRect] {
        switch self {
        case .shape(let shape): [shape.frame]
        case .text(let text): [text.frame]
        case .image(let image): [image.frame]
        case .group(_, let children): children.flatMap { $0.leafFrames }
        }
    }
}

/// A filled or stroked path.
struct ShapeDrawing: Hashable, Sendable {
    var path: Path
    /// The frame the shape was laid out in; gradients are mapped onto it.
    var frame: CGRect
    var paint: ResolvedPaint
    var mode: ShapeDrawingMode
}

/// An effect applied to a group of drawings.
enum GroupEffect: Hashable, Sendable {
    /// Moves, scales or rotates the drawing, steps applied first to last.
    case transform([TransformStep])
    /// Multiplies the drawing's opacity.
    case opacity(Double)
    /// Shows only the drawing inside the path.
    case clip(Path, FillStyle)
    /// Shows the drawing where the mask drawing is opaque (alpha mask).
    case mask([DisplayItem])
    /// Draws a blurred, offset shadow of the drawing under it.
    case shadow(ShadowEffect)
    /// Changes nothing drawn: marks the content for hit testing in live previews (never made by static
    /// rendering).
    case interaction(InteractionMark)
}

/// What a live preview's hit testing learns from a group.
enum InteractionMark: Hashable, Sendable {
    /// The content has the gestures of the frame's handler at this index.
    case handler(Int)
    /// The content is hit exactly inside this shape (`contentShape`), whatever it draws.
    case contentShape(Path, FillStyle)
    /// Nothing in the content takes part in hit testing (`allowsHitTesting(false)`).
    case hitTestingDisabled
    /// The content is one accessible element with this label (`accessibilityLabel`).
    case accessibilityLabel(String)
    /// The content is the subtree of an `.animation(_:value:)`, identified from frame to frame: its
    /// changes run on that modifier's animation.
    case animationScope(ViewPath)

    /// Labels compared by bytes (``haveSameBytes(_:_:)``): the frames compared come from the same
    /// view code, so a label has one spelling, and `String ==` would bring Unicode normalisation
    /// into every `.wasm`.
    static func == (left: InteractionMark, right: InteractionMark) -> Bool {
        switch (left, right) {
        case (.handler(let a), .handler(let b)): a == b
        case (.contentShape(let p, let s), .contentShape(let q, let t)): p == q && s == t
        case (.hitTestingDisabled, .hitTestingDisabled): true
        case (.accessibilityLabel(let a), .accessibilityLabel(let b)): haveSameBytes(a, b)
        case (.animationScope(let a), .animationScope(let b)): a == b
        case (.handler, _), (.contentShape, _), (.hitTestingDisabled, _), (.accessibilityLabel, _),
            (.animationScope, _):
            false
        }
    }
}

/// One step of a geometric transform, in layout coordinates.
enum TransformStep: Hashable, Sendable {
    case translate(dx: CGFloat, dy: CGFloat)
    case scale(x: CGFloat, y: CGFloat, anchor: CGPoint)
    case rotate(degrees: Double, anchor: CGPoint)
}

/// A drop shadow.
struct ShadowEffect: Hashable, Sendable {
    var color: RGBA
    var radius: CGFloat
    var offset: CGSize
}
