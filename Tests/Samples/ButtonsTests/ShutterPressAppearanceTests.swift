import Testing

@testable import Buttons

@Suite("Shutter press appearance")
struct ShutterPressAppearanceTests {
    @Test("A released button keeps its natural size and place")
    func released() {
        let look = ShutterPressAppearance(isPressed: false)
        #expect(look.scale == 1)
        #expect(look.offsetY == 0)
        #expect(look.shadowRadius == ShutterPressAppearance.releasedShadowRadius)
    }

    @Test("A pressed button uses the pressed constants")
    func pressedUsesConstants() {
        let look = ShutterPressAppearance(isPressed: true)
        #expect(look.scale == ShutterPressAppearance.pressedScale)
        #expect(look.offsetY == ShutterPressAppearance.pressedOffsetY)
        #expect(look.shadowRadius == ShutterPressAppearance.pressedShadowRadius)
    }

    @Test("Pressing shrinks the button, moves it down and tightens its shadow")
    func pressingDirection() {
        let pressed = ShutterPressAppearance(isPressed: true)
        let released = ShutterPressAppearance(isPressed: false)
        #expect(pressed.scale < released.scale)
        #expect(pressed.scale > 0)
        // SwiftUI's y axis grows downwards, so "down" is a larger offset.
        #expect(pressed.offsetY > released.offsetY)
        #expect(pressed.shadowRadius < released.shadowRadius)
        #expect(pressed.shadowRadius >= 0)
    }

    @Test("The two states look different")
    func statesDiffer() {
        #expect(ShutterPressAppearance(isPressed: true) != ShutterPressAppearance(isPressed: false))
    }
}
