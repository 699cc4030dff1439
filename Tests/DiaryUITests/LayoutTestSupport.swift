import Testing

@testable import DiaryUI

/// The layout frames of the drawn leaves of `view` (shapes, text, images) in painting order, laid out on
/// a canvas of `size` as `renderSVG(_:size:)` lays it out.
func leafFrames<V: View>(of view: V, in size: CGSize, safeAreaInsets: EdgeInsets = .zero) -> [CGRect] {
    layOut(view, in: size, safeAreaInsets: safeAreaInsets, environment: EnvironmentValues()).items.flatMap(\.leafFrames)
}

/// The size `view` chooses for `proposal`.
func chosenSize<V: View>(of view: V, for proposal: ProposedViewSize) -> CGSize {
    sizeThatFits(view, proposal: proposal, environment: EnvironmentValues())
}

/// The display list of `view` on a canvas of `size`.
func displayItems<V: View>(of view: V, in size: CGSize) -> [DisplayItem] {
    layOut(view, in: size, safeAreaInsets: .zero, environment: EnvironmentValues()).items
}

/// One case of the layout reference table: a view laid out on a canvas, and the frames SwiftUI gives its
/// drawn leaves according to the cited source.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Where the expected result comes from.
    let source: String
    /// The frames this engine lays the view out in.
    let actual: [CGRect]
    /// The frames the source's rule gives.
    let expected: [CGRect]

    init<V: View>(
        _ name: String, source: String, canvas: CGSize, safeAreaInsets: EdgeInsets = .zero,
        expected: () -> [CGRect], view: () -> V
    ) {
        self.name = name
        self.source = source
        self.actual = leafFrames(of: view(), in: canvas, safeAreaInsets: safeAreaInsets)
        self.expected = expected()
    }

    /// Whether every frame is the expected one, to a billionth of a point (sums of text advances round
    /// differently in different orders).
    var matches: Bool {
        actual.count == expected.count
            && zip(actual, expected).allSatisfy { actual, expected in
                [
                    actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width,
                    actual.height - expected.height,
                ].allSatisfy { abs($0) < 1e-9 }
            }
    }

    var testDescription: String { name }
}

/// A rectangle, shorter to write in tables.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
