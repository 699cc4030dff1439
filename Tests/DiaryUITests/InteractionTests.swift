import DiaryUI
import Testing

/// A style in the manner of the diary's shutter button: scaled and shadowed label.
private struct ShrinkingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.orange))
            .animation(.easeOut(duration: 0.12), value: configuration.isPressed)
    }
}

/// A counter whose state starts at a value and is changed through its binding.
private struct Counter: View {
    @State var count = 1

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        }
    }
}

@Suite("Buttons, state and static interaction")
struct InteractionTests {
    @Test func defaultButtonsTintTheirLabelWithTheAccentColor() {
        let svg = renderSVG(Button("Снять") {}, idPrefix: "b")
        #expect(svg.contains("fill=\"#007aff\">Снять</text>"))
        let custom = renderSVG(Button("Снять") {}.foregroundColor(.red), idPrefix: "b")
        #expect(custom.contains("fill=\"#ff3b30\">Снять</text>"))
    }

    @Test func buttonStylesBuildTheReleasedButton() {
        let button = Button(action: {}) { Color.blue.frame(width: 20, height: 10) }.buttonStyle(ShrinkingStyle())
        #expect(chosenSize(of: button, for: .unspecified) == CGSize(width: 36, height: 26))
        let svg = renderSVG(button, idPrefix: "s")
        #expect(svg.contains("fill=\"#ff9500\""), "released: orange capsule")
        #expect(!svg.contains("#8e8e93"), "never pressed in a still preview")
    }

    @Test func stateWritesAreSeenThroughBindings() {
        let counter = Counter()
        #expect(chosenSize(of: counter, for: .unspecified).width == 10)
        counter.$count.wrappedValue = 3
        #expect(counter.count == 3)
        #expect(chosenSize(of: counter, for: .unspecified).width == 30)
        let constant = Binding.constant(5)
        constant.wrappedValue = 6
        #expect(constant.wrappedValue == 5)
    }

    @Test func interactionModifiersChangeNothing() {
        let plain = Color.red.frame(width: 10, height: 10)
        let decorated = plain.onTapGesture {}.onAppear {}.onDisappear {}.allowsHitTesting(false)
            .animation(.spring(), value: 1).contentShape(Rectangle())
        #expect(renderSVG(decorated, idPrefix: "i") == renderSVG(plain, idPrefix: "i"))
        #expect(withAnimation { 42 } == 42)
    }
}
