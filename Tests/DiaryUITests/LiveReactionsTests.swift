import Testing

@testable import DiaryUI

/// A picture with a button that does nothing and a tap handler that changes nothing on screen.
private struct InertControls: LiveTestView {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Still")
            Button("Nothing") {}
            Text("Counted, never shown").onTapGesture { taps += 1 }
        }
    }
}

/// A picture alone: no gesture, no state, no clock.
private struct Picture: LiveTestView {
    var body: some View {
        ZStack {
            Color.blue
            Text("Just a picture")
        }
    }
}

/// A lock: a tap shows the panel.
private struct Lock: LiveTestView {
    @State private var open = false

    var body: some View {
        VStack {
            Button("Lock") { open.toggle() }
            if open { Text("Panel") }
        }
    }
}

/// A card that follows the pointer.
private struct DraggedCard: LiveTestView {
    @State private var offset: CGFloat = 0

    var body: some View {
        Text("Card")
            .frame(width: 80, height: 60)
            .offset(x: offset)
            .accessibilityLabel("Card")
            .gesture(DragGesture().onChanged { offset = $0.translation.width }.onEnded { _ in offset = 0 })
    }
}

/// A clock that redraws the same picture, and one that moves on.
private struct SameEveryTick: LiveTestView {
    @State private var ticks = 0

    var body: some View {
        Text("Tick").onTick(every: 100) { ticks += 1 }
    }
}

private struct Counting: LiveTestView {
    @State private var ticks = 0

    var body: some View {
        Text("Ticks \(ticks)").onTick(every: 100) { ticks += 1 }
    }
}

/// What each variant is found to answer to, by trying it as a reader would.
@Suite("Live previews: what a variant answers to")
struct LiveReactionsTests {
    private func reactions<Content: LiveTestView>(_ content: Content.Type) -> LiveReactions {
        LivePreviewSession.reactions { liveSession(content) }
    }

    @Test func aPictureWithoutInputOrClockIsInert() {
        #expect(reactions(Picture.self).isInert)
    }

    @Test func controlsThatChangeNothingOnScreenDoNotCount() {
        #expect(reactions(InertControls.self).isInert, "\(reactions(InertControls.self))")
        #expect(reactions(SameEveryTick.self).isInert, "a clock whose ticks draw the same picture")
    }

    @Test func aButtonThatShowsSomethingIsATapNamedByItsLabel() {
        #expect(reactions(Lock.self).reactions == [.init(kind: .tap, subject: "Lock")])
        #expect(reactions(LiveCounter.self).reactions == [.init(kind: .tap, subject: "Add")])
    }

    @Test func aViewThatFollowsADragIsADrag() {
        #expect(reactions(DraggedCard.self).reactions == [.init(kind: .drag, subject: "Card")])
    }

    @Test func aClockThatChangesThePictureIsTime() {
        #expect(reactions(Counting.self).reactions == [.init(kind: .time, subject: "")])
    }

    @Test func thePreviewRunRecordsReactionsOnlyWhenAsked() {
        #expect(staticPreview(Lock.self).reactions == nil)
        let probed = renderPreviews(of: OnCanvas<Lock>.self, idPrefix: "live-", probingReactions: true)
        #expect(probed.map(\.reactions) == [LiveReactions([.init(kind: .tap, subject: "Lock")])])
        // Trying the variant leaves its picture as it was.
        #expect(probed[0].lightSVG == staticPreview(Lock.self).lightSVG)
    }
}

/// A button whose own style shrinks it while pressed, with an action that changes nothing.
private struct StyledShutter: LiveTestView {
    struct Shrinking: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
        }
    }

    var body: some View {
        Button("Shutter") {}.buttonStyle(Shrinking())
    }
}

@Suite("Live previews: a pressed look of the article's own")
struct LiveStyledPressReactionTests {
    @Test func aStyledButtonAnswersWhileHeldButTheDefaultFadeDoesNot() {
        #expect(
            LivePreviewSession.reactions { liveSession(StyledShutter.self) }.reactions == [
                .init(kind: .tap, subject: "Shutter")
            ])
        #expect(LivePreviewSession.reactions { liveSession(InertControls.self) }.isInert)
    }
}
