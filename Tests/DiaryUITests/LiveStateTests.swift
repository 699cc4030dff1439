import DiaryUI
import Testing

/// A stateful counter that a toggle removes from the tree and brings back.
private struct RemovableCounter: LiveTestView {
    @State private var shown = true

    var body: some View {
        HStack(spacing: 0) {
            Button("Toggle") { shown.toggle() }
                .frame(width: 100, height: 100)
            if shown {
                LiveCounter().frame(width: 100, height: 100)
            }
        }
    }
}

@Suite("Live previews: state")
struct LiveStateTests {
    @Test func stateSurvivesFrames() throws {
        let session = liveSession(LiveCounter.self)
        #expect(session.svg(.light).contains("Count 0"))
        let add = try #require(session.controls.first { $0.label == "Add" })
        for _ in 0..<3 {
            session.pointerDown(x: add.frame.midX, y: add.frame.midY)
            session.pointerUp(x: add.frame.midX, y: add.frame.midY)
        }
        #expect(session.svg(.light).contains("Count 3"))
        #expect(session.svg(.dark).contains("Count 3"))
    }

    @Test func stateOfAViewThatLeftTheTreeStartsAfresh() throws {
        let session = liveSession(RemovableCounter.self)
        let add = try #require(session.controls.first { $0.label == "Add" })
        session.pointerDown(x: add.frame.midX, y: add.frame.midY)
        session.pointerUp(x: add.frame.midX, y: add.frame.midY)
        #expect(session.svg(.light).contains("Count 1"))
        let toggle = try #require(session.controls.firstIndex { $0.label == "Toggle" })
        session.activate(toggle)
        #expect(!session.svg(.light).contains("Count"))
        session.activate(toggle)
        #expect(session.svg(.light).contains("Count 0"))
    }

    @Test func sessionsOfOneProviderKeepTheirOwnState() throws {
        let sessions = LivePreviewSession.sessions(of: TwoCounters.self, idPrefix: "two-")
        #expect(sessions.count == 2)
        let add = try #require(sessions[0].controls.firstIndex { $0.label == "Add" })
        sessions[0].activate(add)
        #expect(sessions[0].svg(.light).contains("Count 1"))
        #expect(sessions[1].svg(.light).contains("Count 0"))
    }
}

private struct TwoCounters: PreviewProvider {
    static var previews: some View {
        LiveCounter().previewLayout(.fixed(width: 200, height: 100))
        LiveCounter().previewLayout(.fixed(width: 200, height: 100))
    }
}
