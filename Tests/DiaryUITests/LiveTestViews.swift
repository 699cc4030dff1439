import DiaryUI

// Small views for the live-preview tests, each on a fixed canvas so points are easy to aim at.

/// The canvas of the test previews.
let liveCanvas = CGSize(width: 200, height: 100)

/// A view a test can make without arguments.
protocol LiveTestView: View {
    init()
}

/// Shows one `LiveTestView` on the test canvas.
struct OnCanvas<Content: LiveTestView>: PreviewProvider {
    static var previews: some View {
        Content().previewLayout(.fixed(width: liveCanvas.width, height: liveCanvas.height))
    }
}

/// The live session of `content` alone on the test canvas.
func liveSession<Content: LiveTestView>(_ content: Content.Type) -> LivePreviewSession {
    LivePreviewSession.sessions(of: OnCanvas<Content>.self, idPrefix: "live-")[0]
}

/// The static rendering of `content` on the test canvas, as the site draws it.
func staticPreview<Content: LiveTestView>(_ content: Content.Type) -> RenderedPreview {
    renderPreviews(of: OnCanvas<Content>.self, idPrefix: "live-")[0]
}

/// A counter: a label and a button under it.
struct LiveCounter: LiveTestView {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// Records what gestures report, for the tests to read.
final class GestureLog {
    var events: [String] = []
    var changes: [DragGesture.Value] = []
    var end: DragGesture.Value?
}
