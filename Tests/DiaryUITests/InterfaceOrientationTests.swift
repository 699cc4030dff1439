import Testing

@testable import DiaryUI

/// `Hashable` is chosen statically: the constrained overload wins only for hashable types.
private func isHashable<T>(_: T.Type) -> Bool { false }
private func isHashable<T: Hashable>(_: T.Type) -> Bool { true }

/// `InterfaceOrientation` has SwiftUI's shape, so article code that Xcode rejects is rejected here too.
@Suite("InterfaceOrientation as SwiftUI declares it")
struct InterfaceOrientationTests {
    @Test func isEquatableButNotHashable() {
        #expect(!isHashable(InterfaceOrientation.self))
        #expect(InterfaceOrientation.landscapeLeft == .landscapeLeft)
        #expect(InterfaceOrientation.landscapeLeft != .landscapeRight)
    }

    @Test func hasFourCasesWithStableIdentifiers() {
        #expect(
            InterfaceOrientation.allCases.map(\.id) == [
                "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
            ])
        #expect(InterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }
}
