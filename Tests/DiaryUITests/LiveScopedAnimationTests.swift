import Testing

@testable import DiaryUI

/// Three squares that move 100 points right on one toggle: the first under `.animation(.linear, …)`, the
/// second under `.animation(.easeIn(duration: 0.7), …)`, the third under no animation at all.
private struct TwoCurves: LiveTestView {
    @State private var moved = false

    var body: some View {
        VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
                .animation(.linear, value: moved)
            Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
                .animation(.easeIn(duration: 0.7), value: moved)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
            Button("Move") { moved.toggle() }
        }
    }
}

/// Two squares moved by their own buttons, each under `.animation(.linear, value:)` of its own value.
private struct TwoValues: LiveTestView {
    @State private var first = false
    @State private var second = false

    var body: some View {
        VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .offset(x: first ? 100 : 0)
                .animation(.linear, value: first)
            Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
                .offset(x: second ? 100 : 0)
                .animation(.linear, value: second)
            Button("First") { first.toggle() }
            Button("Second") { second.toggle() }
        }
    }
}

/// Three squares moved by one `withAnimation(.linear)`: the first with no modifier, the second under
/// `.animation(nil, value:)` of the moved value, the third under `.animation(.easeIn, value:)` of a
/// value that does not change.
private struct ExplicitAndImplicit: LiveTestView {
    @State private var moved = false

    var body: some View {
        VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
            Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
                .animation(nil, value: moved)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20)
                .offset(x: moved ? 100 : 0)
                .animation(.easeIn, value: 0)
            Button("Move") { withAnimation(.linear) { moved.toggle() } }
        }
    }
}

/// `.animation(_:value:)` "Applies the given animation to this view when the specified value changes"
/// (Apple's documentation of `View.animation(_:value:)`): in a live preview only the changes inside the
/// modified view move along its curve, each such view on its own curve and clock, and a change outside
/// jumps.
@Suite("Live previews: animation per view")
struct LiveScopedAnimationTests {
    /// The horizontal offset each square is drawn at, in painting order of the colours `fills`.
    private func offsets(_ svg: String, _ fills: [String]) -> [Double?] {
        fills.map { fill in SVGOffsets.translation(before: "fill=\"\(fill)\"", in: svg) }
    }

    private let fills = ["#f00", "#0f0", "#00f"]

    /// The offset `curve` puts a 0 → 100 move at after `milliseconds` (the SVG rounds to 0.01).
    private func expected(_ animation: Animation, _ milliseconds: Int) -> Double {
        100 * animation.curve.progress(Double(milliseconds) / 1000)
    }

    @Test func twoImplicitAnimationsRunOnTheirOwnCurvesAndASiblingOutsideJumps() throws {
        let session = liveSession(TwoCurves.self)
        #expect(offsets(session.svg(.light), fills) == [0, 0, 0])
        session.activate(0)
        #expect(session.isAnimating)
        for _ in 0..<7 { session.advance(milliseconds: 16) }
        let middle = offsets(session.svg(.light), fills)
        let red = try #require(middle[0])
        let green = try #require(middle[1])
        #expect(abs(red - expected(.linear, 112)) < 0.01, "linear at 112 ms: \(red)")
        #expect(abs(green - expected(.easeIn(duration: 0.7), 112)) < 0.01, "ease-in over 0.7 s at 112 ms: \(green)")
        #expect(middle[2] == 100, "the square outside both scopes jumps")
        // The linear move ends at 0.35 s; the ease-in one runs on to 0.7 s.
        for _ in 0..<20 { session.advance(milliseconds: 16) }
        let later = offsets(session.svg(.light), fills)
        #expect(later[0] == 100)
        let greenLater = try #require(later[1])
        #expect(abs(greenLater - expected(.easeIn(duration: 0.7), 432)) < 0.01, "\(greenLater)")
        #expect(session.isAnimating)
        for _ in 0..<20 { session.advance(milliseconds: 16) }
        #expect(!session.isAnimating)
        #expect(offsets(session.svg(.light), fills) == [100, 100, 100])
    }

    @Test func aSecondScopeStartsOnItsOwnClockWithoutRestartingTheFirst() throws {
        let session = liveSession(TwoValues.self)
        _ = session.svg(.light)
        session.activate(0)
        for _ in 0..<10 { session.advance(milliseconds: 10) }
        _ = session.svg(.light)
        session.activate(1)
        session.advance(milliseconds: 100)
        let shown = offsets(session.svg(.light), fills)
        let first = try #require(shown[0])
        let second = try #require(shown[1])
        #expect(abs(first - expected(.linear, 200)) < 0.01, "the first keeps its own start: \(first)")
        #expect(abs(second - expected(.linear, 100)) < 0.01, "the second starts at its change: \(second)")
    }

    @Test func withAnimationMovesEveryChangeButAScopeWhoseAnimationIsNil() throws {
        let session = liveSession(ExplicitAndImplicit.self)
        #expect(offsets(session.svg(.light), fills) == [0, 0, 0])
        session.activate(0)
        for _ in 0..<7 { session.advance(milliseconds: 16) }
        let middle = offsets(session.svg(.light), fills)
        let red = try #require(middle[0])
        let blue = try #require(middle[2])
        #expect(abs(red - expected(.linear, 112)) < 0.01, "\(red)")
        #expect(middle[1] == 100, "`.animation(nil, value:)` of the changed value: it jumps")
        #expect(abs(blue - expected(.linear, 112)) < 0.01, "an unchanged value leaves the transaction's: \(blue)")
    }

    @Test func reducedMotionCrossFadesOnlyTheAnimatedScope() {
        let session = liveSession(TwoCurves.self)
        session.reducedMotion = true
        _ = session.svg(.light)
        session.activate(0)
        session.advance(milliseconds: 100)
        let svg = session.svg(.light)
        // The linear square fades from 0 to 100 and the ease-in one too: each drawn twice; the third once.
        #expect(svg.components(separatedBy: "fill=\"#f00\"").count == 3)
        #expect(svg.components(separatedBy: "fill=\"#0f0\"").count == 3)
        #expect(svg.components(separatedBy: "fill=\"#00f\"").count == 2)
        #expect(offsets(svg, ["#00f"]) == [100])
    }
}

/// Reads offsets back from a live frame's SVG.
enum SVGOffsets {
    /// The x of the last `translate(` before the first `marker` in `svg` (0 when none is open there).
    static func translation(before marker: String, in svg: String) -> Double? {
        guard let end = svg.range(of: marker)?.lowerBound else { return nil }
        let head = svg[..<end]
        guard let open = head.range(of: "translate(", options: .backwards) else { return 0 }
        let closing = head[open.upperBound...]
        if closing.contains("</g>") { return 0 }
        let number = closing.prefix { $0 == "-" || $0 == "." || $0.isNumber }
        return Double(number)
    }
}
