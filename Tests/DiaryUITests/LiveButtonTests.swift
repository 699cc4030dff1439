import DiaryUI
import Testing

/// A square that looks pressed or released.
private struct PressLook: View {
    let isPressed: Bool

    var body: some View {
        Rectangle()
            .fill(isPressed ? Color.red : Color.blue)
            .frame(width: 80, height: 40)
            .scaleEffect(isPressed ? 0.9 : 1)
    }
}

private struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PressLook(isPressed: configuration.isPressed)
    }
}

/// A styled button that counts its taps into a label.
private struct StyledButton: LiveTestView {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Taps \(taps)")
            Button {
                taps += 1
            } label: {
                Text("Shutter")
            }
            .buttonStyle(PressStyle())
            .accessibilityLabel("Shutter")
        }
    }
}

/// What `StyledButton` looks like while pressed, drawn statically.
private struct StyledButtonPressed: LiveTestView {
    var body: some View {
        VStack(spacing: 0) {
            Text("Taps 0")
            PressLook(isPressed: true)
        }
    }
}

/// Access mode text that a button switches, for the live region.
private struct ModeSwitch: LiveTestView {
    @State private var isParent = false

    var body: some View {
        VStack {
            Text(isParent ? "Режим: родитель" : "Режим: ребёнок")
            Button("Замок") { isParent.toggle() }
        }
    }
}

@Suite("Live previews: buttons")
struct LiveButtonTests {
    @Test func isPressedBetweenPointerDownAndUp() throws {
        let session = liveSession(StyledButton.self)
        let released = session.svg(.light)
        let button = try #require(session.controls.first)
        session.pointerDown(x: button.frame.midX, y: button.frame.midY)
        #expect(session.svg(.light) == staticPreview(StyledButtonPressed.self).lightSVG)
        session.pointerUp(x: button.frame.midX, y: button.frame.midY)
        #expect(session.svg(.light) != released)
        #expect(session.svg(.light).contains("Taps 1"))
        #expect(!session.svg(.light).contains("fill=\"#ff3b30\""))
    }

    @Test func controlsListButtonsWithLabelsAndFrames() throws {
        let session = liveSession(StyledButton.self)
        let controls = session.controls
        #expect(controls.map(\.label) == ["Shutter"])
        #expect(controls.map(\.isButton) == [true])
        // The 80 × 40 button sits centred under the label, so its frame is centred horizontally and
        // ends where the column ends.
        let frame = try #require(controls.first?.frame)
        #expect(frame.width == 80 && frame.height == 40)
        #expect(frame.midX == liveCanvas.width / 2)
        let counter = liveSession(LiveCounter.self)
        #expect(counter.controls.map(\.label) == ["Add"])
    }

    @Test func activateEqualsATap() throws {
        let tapped = liveSession(ModeSwitch.self)
        let activated = liveSession(ModeSwitch.self)
        let lock = try #require(tapped.controls.first)
        tapped.pointerDown(x: lock.frame.midX, y: lock.frame.midY)
        tapped.pointerUp(x: lock.frame.midX, y: lock.frame.midY)
        activated.activate(0)
        #expect(activated.svg(.light) == tapped.svg(.light))
        #expect(activated.svg(.dark) == tapped.svg(.dark))
        #expect(activated.svg(.light).contains("Режим: родитель"))
    }

    @Test func announcementReportsTheChangedLabel() throws {
        let session = liveSession(ModeSwitch.self)
        #expect(session.announcement == nil)
        session.activate(0)
        #expect(session.announcement == "Режим: родитель")
        session.advance(milliseconds: 100)
        #expect(session.announcement == nil)
        session.activate(0)
        #expect(session.announcement == "Режим: ребёнок")
    }
}
