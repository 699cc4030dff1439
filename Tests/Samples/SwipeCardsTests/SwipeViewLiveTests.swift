import DiaryUI
import Testing

@testable import SwipeCards

/// How the row of the screen below rests or is held: a card index and the finger's travel.
protocol RowPose {
    static var index: Int { get }
    static var translation: CGFloat { get }
}

/// The article's screen drawn by `CardRow` alone, posed by `Pose`: what the live `SwipeView` must
/// show at that pose.
struct PosedSwipeScreen<Pose: RowPose>: PreviewProvider {
    static var previews: some View {
        VStack {
            NavigationRow()
            GeometryReader { geometry in
                CardRow(
                    profiles: Profile.samples,
                    pager: CardPager(count: Profile.samples.count, index: Pose.index),
                    width: geometry.size.width,
                    translation: Pose.translation)
            }
            ActionBar { _ in }
        }
        .previewDevice("iPhone 14")
    }
}

enum FirstCardHeld: RowPose {
    static let index = 0
    static let translation: CGFloat = -100
}

enum SecondCard: RowPose {
    static let index = 1
    static let translation: CGFloat = 0
}

enum LastCard: RowPose {
    static let index = 2
    static let translation: CGFloat = 0
}

enum LastCardHeld: RowPose {
    static let index = 2
    static let translation: CGFloat = -100
}

/// The live `SwipeView` of the article, dragged as the page drags it.
@Suite("Swipe view, live")
struct SwipeViewLiveTests {
    static func session() -> LivePreviewSession {
        LivePreviewSession.sessions(of: SwipeScreenPreviews.self, idPrefix: "t")[0]
    }

    static func still<Pose: RowPose>(_ pose: Pose.Type) -> String {
        renderPreviews(of: PosedSwipeScreen<Pose>.self, idPrefix: "t")[0].lightSVG
    }

    /// A point in the middle of the card row: the canvas middle (the screen is the whole canvas).
    static func middle(of session: LivePreviewSession) -> CGPoint {
        let svg = session.svg(.light)
        // The viewBox is "0 0 width height".
        let box = svg.firstRange(of: "viewBox=\"")!.upperBound
        let numbers = svg[box...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        return CGPoint(x: numbers[2] / 2, y: numbers[3] / 2)
    }

    /// Drags from the middle by `dx` in steps of 10 points, on a clock that stands still (no flick).
    static func drag(_ session: LivePreviewSession, by dx: CGFloat, release: Bool = true) {
        let start = middle(of: session)
        session.pointerDown(x: start.x, y: start.y)
        let steps = Int(abs(dx) / 10)
        for step in 1...steps {
            session.pointerMove(x: start.x + dx * CGFloat(step) / CGFloat(steps), y: start.y)
        }
        guard release else { return }
        session.pointerUp(x: start.x + dx, y: start.y)
        // The release animates (an interactive spring): its end is what the tests compare.
        session.advance(milliseconds: 1_000)
    }

    @Test("the first live frame is the screen at rest on the first card")
    func staticFrame() {
        let session = Self.session()
        #expect(session.svg(.light) == renderPreviews(of: SwipeScreenPreviews.self, idPrefix: "t")[0].lightSVG)
    }

    @Test("while dragging, the row follows the finger by the same formula as at rest")
    func dragFollowsTheFinger() {
        let session = Self.session()
        Self.drag(session, by: -100, release: false)
        #expect(session.svg(.light) == Self.still(FirstCardHeld.self))
    }

    @Test("released past half the width, the next card comes; a short drag springs back")
    func releaseMovesOneCard() {
        let session = Self.session()
        Self.drag(session, by: -100)
        #expect(session.svg(.light) == renderPreviews(of: SwipeScreenPreviews.self, idPrefix: "t")[0].lightSVG)
        Self.drag(session, by: -250)
        #expect(session.svg(.light) == Self.still(SecondCard.self))
    }

    @Test("the row never moves past the last card or before the first")
    func ends() {
        let session = Self.session()
        Self.drag(session, by: 250)
        #expect(session.svg(.light) == renderPreviews(of: SwipeScreenPreviews.self, idPrefix: "t")[0].lightSVG)
        Self.drag(session, by: -250)
        Self.drag(session, by: -250)
        #expect(session.svg(.light) == Self.still(LastCard.self))
        Self.drag(session, by: -100, release: false)
        #expect(session.svg(.light) == Self.still(LastCardHeld.self), "a held last card follows the finger")
        session.pointerUp(x: 0, y: Self.middle(of: session).y)
        Self.drag(session, by: -250)
        #expect(session.svg(.light) == Self.still(LastCard.self))
    }
}
