import DiaryUI
import Testing

/// A card style written as a custom modifier, the way articles write them.
private struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10).background(Color.gray)
    }
}

/// A custom view whose body holds a conditional.
private struct Badge: View {
    let isLarge: Bool

    var body: some View {
        if isLarge {
            Color.red.frame(width: 40, height: 40)
        } else {
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let width: CGFloat
}

@Suite("View builder and composition")
struct ViewBuilderTests {
    @Test(arguments: [true, false])
    func ifElsePicksABranch(_ isLarge: Bool) {
        let frames = leafFrames(of: Badge(isLarge: isLarge), in: CGSize(width: 100, height: 100))
        #expect(frames == [isLarge ? rect(30, 30, 40, 40) : rect(40, 40, 20, 20)])
    }

    /// A false `if` and an `EmptyView` take no slot in a stack, so no spacing is added for them.
    @Test func absentViewsTakeNoStackSlot() {
        let showMiddle = false
        let view = VStack(spacing: 10) {
            Color.red.frame(width: 10, height: 10)
            if showMiddle { Color.green.frame(width: 10, height: 10) }
            EmptyView()
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(leafFrames(of: view, in: CGSize(width: 10, height: 30)) == [rect(0, 0, 10, 10), rect(0, 20, 10, 10)])
    }

    /// SwiftUI's view builder has no `for` loops (no `buildArray`), and neither has DiaryUI's, so article
    /// code that loops is rejected here as Xcode rejects it; `ForEach` repeats views.
    @Test func forEachBuildsOneViewPerElement() {
        let widths: [CGFloat] = [10, 20, 30]
        let identifiable = HStack(spacing: 0) {
            ForEach(widths.enumerated().map { Item(id: $0.offset, width: $0.element) }) { item in
                Color.red.frame(width: item.width, height: 5)
            }
        }
        let byKeyPath = HStack(spacing: 0) {
            ForEach(widths, id: \.self) { Color.red.frame(width: $0, height: 5) }
        }
        let expected = [rect(0, 0, 10, 5), rect(10, 0, 20, 5), rect(30, 0, 30, 5)]
        let canvas = CGSize(width: 60, height: 5)
        #expect(leafFrames(of: identifiable, in: canvas) == expected)
        #expect(leafFrames(of: byKeyPath, in: canvas) == expected)
    }

    @Test func tenViewsInOneBlock() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 1, height: 1)
            Color.red.frame(width: 2, height: 1)
            Color.red.frame(width: 3, height: 1)
            Color.red.frame(width: 4, height: 1)
            Color.red.frame(width: 5, height: 1)
            Color.red.frame(width: 6, height: 1)
            Color.red.frame(width: 7, height: 1)
            Color.red.frame(width: 8, height: 1)
            Color.red.frame(width: 9, height: 1)
            Color.red.frame(width: 10, height: 1)
        }
        #expect(leafFrames(of: view, in: CGSize(width: 55, height: 1)).map(\.width) == (1...10).map { CGFloat($0) })
    }

    /// Modifiers on a `Group` apply to each of its views (SwiftUI, `Group` documentation).
    @Test func groupModifiersApplyToEachView() {
        let view = HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(5)
        }
        #expect(leafFrames(of: view, in: CGSize(width: 40, height: 20)) == [rect(5, 5, 10, 10), rect(25, 5, 10, 10)])
    }

    @Test func customModifiersWrapTheirContent() {
        let view = Color.red.frame(width: 20, height: 20).modifier(CardStyle())
        #expect(chosenSize(of: view, for: .unspecified) == CGSize(width: 40, height: 40))
        #expect(leafFrames(of: view, in: CGSize(width: 40, height: 40)) == [rect(0, 0, 40, 40), rect(10, 10, 20, 20)])
    }

    @Test func anyViewKeepsTheErasedLayout() {
        let plain = Color.red.frame(width: 20, height: 10).padding(3)
        let erased = AnyView(plain)
        let canvas = CGSize(width: 50, height: 50)
        #expect(leafFrames(of: erased, in: canvas) == leafFrames(of: plain, in: canvas))
    }

    @Test func severalRootViewsStackInAColumn() {
        let frames = leafFrames(of: Badge(isLarge: true), in: CGSize(width: 40, height: 88))
        #expect(frames == [rect(0, 24, 40, 40)])
        let root = TupleRoot()
        #expect(leafFrames(of: root, in: CGSize(width: 40, height: 48)) == [rect(0, 0, 40, 20), rect(10, 28, 20, 20)])
    }
}

/// A view whose body is several views without a container.
private struct TupleRoot: View {
    var body: some View {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 20, height: 20)
    }
}
