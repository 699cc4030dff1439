import SampleTestSupport
import Testing

@testable import ToolbarLayout

@Suite("Panel mask")
struct PanelMaskTests {
    let screen = Size(width: 390, height: 844)
    var screenRect: Rect { Rect(x: 0, y: 0, width: 390, height: 844) }

    @Test("Even-odd: covered inside one rectangle, not inside two nested ones, covered again inside three")
    func evenOdd() {
        let shape = EvenOddShape(rects: [
            Rect(x: 0, y: 0, width: 100, height: 100),
            Rect(x: 10, y: 10, width: 80, height: 80),
            Rect(x: 40, y: 40, width: 20, height: 20),
        ])
        #expect(shape.contains(Point(x: 5, y: 5)))
        #expect(!shape.contains(Point(x: 20, y: 20)))
        #expect(shape.contains(Point(x: 50, y: 50)))
        #expect(!shape.contains(Point(x: 150, y: 50)))
        #expect(!EvenOddShape(rects: []).contains(Point(x: 0, y: 0)))
    }

    @Test("Rectangles are half-open")
    func halfOpen() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
    }

    @Test("The mask is the screen plus the window, two nested rectangles")
    func twoRects() {
        let panel = Rect(x: 0, y: 47, width: 390, height: 72)
        let shape = PanelMask.shape(panel: panel, location: .top, screen: screen)
        #expect(shape.rects.count == 2)
        #expect(shape.rects.contains(screenRect))
        #expect(shape.rects.contains(PanelMask.window(panel: panel, location: .top, screen: screen)))
    }

    @Test("Top panel: the window runs from the panel down to the bottom edge")
    func topWindow() {
        let panel = Rect(x: 0, y: 47, width: 390, height: 72)
        let window = PanelMask.window(panel: panel, location: .top, screen: screen)
        #expect(window == Rect(x: 0, y: 119, width: 390, height: 844 - 119))
    }

    @Test("Bottom panel: the window runs from the top edge down to the panel")
    func bottomWindow() {
        let panel = Rect(x: 0, y: 738, width: 390, height: 72)
        let window = PanelMask.window(panel: panel, location: .bottom, screen: screen)
        #expect(window == Rect(x: 0, y: 0, width: 390, height: 738))
    }

    @Test("The panel and the strip to its screen edge are covered; taps in the window pass through")
    func coverage() {
        let top = PanelMask.shape(panel: Rect(x: 0, y: 47, width: 390, height: 72), location: .top, screen: screen)
        #expect(top.contains(Point(x: 10, y: 10)))  // status bar
        #expect(top.contains(Point(x: 200, y: 100)))  // panel
        #expect(!top.contains(Point(x: 200, y: 119)))  // first row of the window
        #expect(!top.contains(Point(x: 200, y: 800)))  // camera image
        let bottom = PanelMask.shape(
            panel: Rect(x: 0, y: 738, width: 390, height: 72), location: .bottom, screen: screen)
        #expect(bottom.contains(Point(x: 200, y: 740)))  // panel
        #expect(bottom.contains(Point(x: 200, y: 830)))  // home indicator strip
        #expect(!bottom.contains(Point(x: 200, y: 100)))  // the other panel stays tappable
        #expect(!bottom.contains(Point(x: 200, y: 737.5)))
    }

    @Test("Random points: covered exactly when on the screen and outside the window", arguments: PanelLocation.allCases)
    func randomPoints(location: PanelLocation) {
        var random = SeededGenerator(seed: location == .top ? 0x5EED_0001 : 0x5EED_0002)
        for _ in 0..<100 {
            let height = Double(random.next() % 100) + 72
            let panel = PanelStyle.frame(
                location: location, elementsHeight: height - 8, screen: screen,
                safeArea: Insets(top: 47, leading: 0, bottom: 34, trailing: 0))
            let shape = PanelMask.shape(panel: panel, location: location, screen: screen)
            for _ in 0..<50 {
                let point = Point(
                    x: Double(random.next() % 500) - 50, y: Double(random.next() % 1_000) - 50)
                let onScreen = screenRect.contains(point)
                let inPanelBand =
                    location == .top ? point.y < panel.maxY : point.y >= panel.minY
                #expect(shape.contains(point) == (onScreen && inPanelBand))
            }
        }
    }
}
