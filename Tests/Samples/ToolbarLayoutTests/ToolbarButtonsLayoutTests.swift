import SampleTestSupport
import Testing

@testable import ToolbarLayout

@Suite("ToolbarButtons layout")
struct ToolbarButtonsLayoutTests {
    @Test("No buttons: one 64 pt placeholder")
    func empty() {
        #expect(ToolbarButtonsLayout.emptyHeight == 64)
        #expect(ToolbarButtonsLayout.items(buttonCount: 0) == [.placeholder(height: 64)])
        #expect(ToolbarButtonsLayout.buttonMinXs(buttonWidths: [], width: 374).isEmpty)
    }

    @Test("One button: a spacer on each side")
    func single() {
        #expect(ToolbarButtonsLayout.items(buttonCount: 1) == [.spacer, .button(index: 0), .spacer])
    }

    @Test("Several buttons: a spacer before every button except the first", arguments: 2...7)
    func several(count: Int) {
        let items = ToolbarButtonsLayout.items(buttonCount: count)
        #expect(items.count == 2 * count - 1)
        #expect(items.first == .button(index: 0))
        #expect(items.last == .button(index: count - 1))
        for index in 1..<count {
            let position = items.firstIndex(of: .button(index: index))!
            #expect(items[position - 1] == .spacer)
        }
        #expect(items.filter { $0 == .spacer }.count == count - 1)
    }

    @Test("A single button is centred")
    func singleCentred() {
        let minXs = ToolbarButtonsLayout.buttonMinXs(buttonWidths: [64], width: 374)
        #expect(minXs == [155])
    }

    @Test("Several buttons span the row: first at the left edge, last at the right edge")
    func severalSpan() {
        let minXs = ToolbarButtonsLayout.buttonMinXs(buttonWidths: [64, 80, 64, 48], width: 374)
        #expect(minXs.first == 0)
        #expect(minXs.last! + 48 == 374)
    }

    @Test("Buttons that do not fit are packed with no gaps")
    func overflow() {
        let minXs = ToolbarButtonsLayout.buttonMinXs(buttonWidths: [64, 64, 64], width: 100)
        #expect(minXs == [0, 64, 128])
    }

    @Test("Random rows: order kept, equal gaps, no overlap, and the row fills the width")
    func randomRows() {
        var random = SeededGenerator(seed: 0x7001_BA25)
        for _ in 0..<300 {
            let count = Int(random.next() % 6) + 2
            let widths = (0..<count).map { _ in Double(random.next() % 60 + 30) }
            let width = widths.reduce(0, +) + Double(random.next() % 400)
            let minXs = ToolbarButtonsLayout.buttonMinXs(buttonWidths: widths, width: width)
            #expect(minXs.count == count)
            let gaps = (1..<count).map { minXs[$0] - (minXs[$0 - 1] + widths[$0 - 1]) }
            #expect(gaps.allSatisfy { $0 >= 0 })
            #expect(gaps.allSatisfy { ($0 - gaps[0]).magnitude < 1e-9 })
            #expect((minXs[count - 1] + widths[count - 1] - width).magnitude < 1e-9)
        }
    }

    @Test("Items describe themselves briefly")
    func descriptions() {
        #expect("\(ToolbarItem.button(index: 2))" == "button 2")
        #expect("\(ToolbarItem.spacer)" == "spacer")
        #expect("\(ToolbarItem.placeholder(height: 64))" == "placeholder 64.0")
    }
}
