import Testing

@testable import ParentalGate

@Suite("Access state machine")
struct AccessStateTests {
    @Test(
        "next() cycles child, request, parent and back to child",
        arguments: [(AccessState.child, AccessState.request), (.request, .parent), (.parent, .child)]
    )
    func next(from state: AccessState, to expected: AccessState) {
        var state = state
        state.next()
        #expect(state == expected)
    }

    @Test(
        "cancel() leaves only the request, back to child",
        arguments: [(AccessState.child, AccessState.child), (.request, .child), (.parent, .parent)]
    )
    func cancel(from state: AccessState, to expected: AccessState) {
        var state = state
        state.cancel()
        #expect(state == expected)
    }

    @Test("three steps bring every state back to itself", arguments: AccessState.allCases)
    func fullCircle(start: AccessState) {
        var state = start
        var visited: Set<AccessState> = []
        for _ in 0..<3 {
            visited.insert(state)
            state.next()
        }
        #expect(state == start)
        #expect(visited == Set(AccessState.allCases))
    }

    @Test("the gate is shown exactly in the request state")
    func gateVisibility() {
        let shown = AccessState.allCases.filter(\.showsGate)
        #expect(shown == [.request])
    }

    @Test("the lock button walks a parent in and out, showing the gate only while asking")
    func lockButtonWalk() {
        var state = AccessState.child
        var gateShown: [Bool] = [state.showsGate]
        for _ in 0..<3 {
            state.next()
            gateShown.append(state.showsGate)
        }
        #expect(gateShown == [false, true, false, false])
        #expect(state == .child)
    }
}
