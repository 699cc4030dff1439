import DiaryUI
import Puzzles
import Testing

@testable import ParentalGate

/// The live gate of the article, driven the way the page drives it: by its controls and the pointer.
@Suite("Parental gate, live")
struct GatedCameraLiveTests {
    static func session() -> LivePreviewSession {
        LivePreviewSession.sessions(of: GatedCameraPreviews.self, idPrefix: "t")[0]
    }

    /// The puzzle the gate shows on attempt `attempt` (from 0), worked out without the views.
    static func puzzle(attempt: UInt64) -> Puzzle {
        var generator = SplitMix64(seed: 22 + attempt)
        return Puzzle.random(using: &generator)
    }

    /// Presses the control named `label`, as Enter on it does.
    static func press(_ label: String, in session: LivePreviewSession) throws {
        let index = try #require(
            session.controls.firstIndex { $0.label == label },
            "no control «\(label)» in \(session.controls.map(\.label))")
        session.activate(index)
    }

    static func answer(rightly: Bool, _ puzzle: Puzzle, in session: LivePreviewSession) throws {
        let index = rightly ? puzzle.rightIndex : (puzzle.rightIndex + 1) % puzzle.options.count
        try press(String(puzzle.options[index]), in: session)
    }

    @Test("the child's screen: the mode and one control, the lock")
    func childScreen() {
        let session = Self.session()
        #expect(session.controls.map(\.label) == ["Замок"])
        #expect(session.svg(.light).contains(">Режим: ребёнок</text>"))
    }

    @Test("the lock shows the puzzle, announced, and hides the lock behind the gate")
    func lockOpensTheGate() throws {
        let session = Self.session()
        try Self.press("Замок", in: session)
        let puzzle = Self.puzzle(attempt: 0)
        let equation = puzzle.equation
        let spoken =
            ["Режим: проверка", String(equation.a), equation.operation.symbol, String(equation.b)]
            + puzzle.options.map(String.init)
        #expect(session.announcement == spoken.joined(separator: ", "))
        #expect(session.controls.map(\.label) == ["Закрыть"] + puzzle.options.map(String.init))
    }

    @Test("the right answer lets the parent in")
    func rightAnswer() throws {
        let session = Self.session()
        try Self.press("Замок", in: session)
        try Self.answer(rightly: true, Self.puzzle(attempt: 0), in: session)
        #expect(session.announcement == "Режим: родитель")
        #expect(session.controls.map(\.label) == ["Замок"])
        // The open lock hands the phone back to the child.
        try Self.press("Замок", in: session)
        #expect(session.announcement == "Режим: ребёнок")
    }

    @Test("a wrong answer returns to child mode")
    func wrongAnswer() throws {
        let session = Self.session()
        try Self.press("Замок", in: session)
        try Self.answer(rightly: false, Self.puzzle(attempt: 0), in: session)
        #expect(session.announcement == "Режим: ребёнок")
        #expect(!session.svg(.light).contains(">Режим: родитель</text>"))
    }

    @Test("a tap on the dimmed background returns to child mode; the panel itself does not")
    func backgroundTap() throws {
        let session = Self.session()
        try Self.press("Замок", in: session)
        let background = try #require(session.controls.first { $0.label == "Закрыть" }).frame
        let panel = try #require(session.controls.first { $0.label != "Закрыть" }).frame
        // Between the answer buttons and the panel's edge: the white card, which takes the tap.
        session.pointerDown(x: panel.minX + panel.width / 2, y: panel.minY - 20)
        session.pointerUp(x: panel.minX + panel.width / 2, y: panel.minY - 20)
        #expect(session.controls.count == 4, "a tap on the panel keeps the gate")
        session.pointerDown(x: background.minX + 20, y: background.maxY - 20)
        session.pointerUp(x: background.minX + 20, y: background.maxY - 20)
        #expect(session.announcement == "Режим: ребёнок")
        #expect(session.controls.map(\.label) == ["Замок"])
    }

    @Test("every appearance of the panel asks a new puzzle")
    func newPuzzleEveryTime() throws {
        let session = Self.session()
        try Self.press("Замок", in: session)
        try Self.press("Закрыть", in: session)
        try Self.press("Замок", in: session)
        let second = Self.puzzle(attempt: 1)
        #expect(second != Self.puzzle(attempt: 0))
        #expect(session.controls.map(\.label) == ["Закрыть"] + second.options.map(String.init))
        try Self.answer(rightly: true, second, in: session)
        #expect(session.announcement == "Режим: родитель")
    }
}
