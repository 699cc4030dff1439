import DiaryUI
import Testing

/// Known SwiftUI layout results, each derived from the rule its source states.
@Suite("Layout reference table")
struct LayoutReferenceTests {
    static let cases: [LayoutCase] = stackCases + frameCases + containerCases + safeAreaCases

    @Test(arguments: cases)
    func layoutMatchesReference(_ testCase: LayoutCase) {
        #expect(testCase.matches, "\(testCase.source): \(testCase.actual) against \(testCase.expected)")
    }

    static let stackCases: [LayoutCase] = [
        // objc.io, "How an HStack Lays out Its Children" (2020): 150 points, the maxWidth-100 child is less
        // flexible (100 vs ∞) so it is offered 150 / 2 = 75 first; the minWidth-100 child then gets 100
        // and the 175-point stack overflows its 150-point frame by 12.5 on each side.
        LayoutCase(
            "flexible children sorted by flexibility", source: "objc.io, How an HStack Lays out Its Children",
            canvas: CGSize(width: 150, height: 100), expected: { [rect(-12.5, 0, 75, 100), rect(62.5, 0, 100, 100)] }
        ) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
        },
        // The same with the default spacing of 8: (150 − 8) / 2 = 71, then 100; the stack is 179 wide.
        LayoutCase(
            "default spacing is subtracted first", source: "objc.io, How an HStack Lays out Its Children; spacing 8",
            canvas: CGSize(width: 150, height: 100), expected: { [rect(-14.5, 0, 71, 100), rect(64.5, 0, 100, 100)] }
        ) {
            HStack {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
        },
        // WWDC19 "Building Custom Views with SwiftUI": the spacing (2 × 10) comes off first, then three
        // equally flexible children share 600 points equally.
        LayoutCase(
            "equally flexible children share equally", source: "WWDC19 Building Custom Views with SwiftUI",
            canvas: CGSize(width: 620, height: 50),
            expected: { [rect(0, 0, 200, 50), rect(210, 0, 200, 50), rect(420, 0, 200, 50)] }
        ) {
            HStack(spacing: 10) {
                Color.red
                Color.green
                Color.blue
            }
        },
        // Apple, Spacer(minLength:): the spacer never shrinks below its minimum, even when the stack then
        // overflows (300 + 20 in 300 points, centred: −10).
        LayoutCase(
            "spacer keeps its minimum length", source: "Apple, Spacer.minLength",
            canvas: CGSize(width: 300, height: 10), expected: { [rect(10, 0, 300, 10)] }
        ) {
            HStack(spacing: 0) {
                Spacer(minLength: 20)
                Color.blue.frame(width: 300, height: 10)
            }
        },
        // The diary's shutter button: a VStack with a Spacer above pushes the view to the bottom. The fixed
        // 50-point view is least flexible and goes first; the spacer takes 300 − 8 − 50 = 242.
        LayoutCase(
            "spacer pushes content to the bottom", source: "Apple, Spacer; diary article Buttons",
            canvas: CGSize(width: 200, height: 300), expected: { [rect(50, 250, 100, 50)] }
        ) {
            VStack {
                Spacer()
                Color.blue.frame(width: 100, height: 50)
            }
        },
        // Apple, Spacer: it expands along the major axis of its stack only, so the row is as tall as its
        // 10-point square and its background is 100 × 10.
        LayoutCase(
            "spacer grows only along its stack's axis", source: "Apple, Spacer (major axis of the containing stack)",
            canvas: CGSize(width: 100, height: 100), expected: { [rect(0, 45, 100, 10), rect(90, 45, 10, 10)] }
        ) {
            HStack {
                Spacer()
                Color.red.frame(width: 10, height: 10)
            }
            .background(Color.blue)
        },
        // SwiftUI Field Guide, "HStack": the text with priority 1 is offered all 284 points first and takes
        // its ideal width; the two rectangles share what is left equally.
        LayoutCase(
            "layout priority goes first", source: "SwiftUI Field Guide, HStack (layout priority)",
            canvas: CGSize(width: 300, height: 20),
            expected: {
                let text = chosenSize(of: Text("Hello, world"), for: .unspecified)
                let side = (284 - text.width) / 2
                return [
                    rect(0, 0, side, 20), rect(side + 8, (20 - text.height) / 2, text.width, text.height),
                    rect(side + 16 + text.width, 0, side, 20),
                ]
            }
        ) {
            HStack {
                Color.blue
                Text("Hello, world").layoutPriority(1)
                Color.green
            }
        },
        // objc.io, "Thinking in SwiftUI": before offering space to a priority group the stack reserves the
        // minimum lengths of the lower groups (50 here), so the high-priority child gets 200 − 50.
        LayoutCase(
            "lower priorities keep their minimum", source: "objc.io, Thinking in SwiftUI (layout priority)",
            canvas: CGSize(width: 200, height: 10), expected: { [rect(0, 0, 50, 10), rect(50, 0, 150, 10)] }
        ) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50)
                Color.blue.frame(maxWidth: .infinity).layoutPriority(1)
            }
        },
        // objc.io, "Thinking in SwiftUI": a VStack gives the fixed 100-point child its height first and the
        // flexible colour the remaining 300.
        LayoutCase(
            "fixed child first, flexible child takes the rest", source: "objc.io, Thinking in SwiftUI (stacks)",
            canvas: CGSize(width: 100, height: 400), expected: { [rect(0, 0, 100, 300), rect(0, 300, 100, 100)] }
        ) {
            VStack(spacing: 0) {
                Color.red
                Color.blue.frame(height: 100)
            }
        },
    ]

    static let frameCases: [LayoutCase] = [
        // Apple, padding(_:_:): without a length SwiftUI uses its default of 16 points on every edge, so
        // the padded 50-point square is 82 points wide.
        LayoutCase(
            "default padding is 16", source: "Apple, View.padding(_:_:)",
            canvas: CGSize(width: 100, height: 100), expected: { [rect(9, 9, 82, 82), rect(25, 25, 50, 50)] }
        ) {
            Color.red.frame(width: 50, height: 50).padding().background(Color.gray)
        },
        LayoutCase(
            "padding on chosen edges", source: "Apple, View.padding(_:_:) with an edge set",
            canvas: CGSize(width: 70, height: 66), expected: { [rect(10, 16, 50, 50)] }
        ) {
            Color.red.frame(width: 50, height: 50).padding(.horizontal, 10).padding(.top)
        },
        // Apple, frame(width:height:alignment:): the child is aligned inside the fixed frame.
        LayoutCase(
            "frame alignment", source: "Apple, View.frame(width:height:alignment:)",
            canvas: CGSize(width: 100, height: 100), expected: { [rect(80, 80, 20, 20)] }
        ) {
            Color.red.frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .bottomTrailing)
        },
        // SwiftUI Field Guide, "Flexible Frames": maxWidth .infinity takes the whole proposed width and
        // the alignment pushes the content to the leading edge.
        LayoutCase(
            "maxWidth infinity fills the width", source: "SwiftUI Field Guide, Flexible Frames",
            canvas: CGSize(width: 200, height: 20), expected: { [rect(0, 0, 200, 20), rect(0, 0, 50, 20)] }
        ) {
            Color.red.frame(width: 50, height: 20).frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.gray)
        },
        // SwiftUI Field Guide, "Flexible Frames": a minimum width wraps a narrower child in a frame that is
        // at least that wide (max(100, min(40, 200)) = 100).
        LayoutCase(
            "minWidth wraps a narrower child", source: "SwiftUI Field Guide, Flexible Frames",
            canvas: CGSize(width: 200, height: 20), expected: { [rect(50, 0, 100, 20), rect(80, 0, 40, 20)] }
        ) {
            Color.red.frame(width: 40, height: 20).frame(minWidth: 100).background(Color.gray)
        },
        // Apple, frame(minWidth:…): with both limits the frame takes the proposed size clamped to them.
        LayoutCase(
            "min and max accept the proposal", source: "Apple, View.frame(minWidth:idealWidth:maxWidth:…)",
            canvas: CGSize(width: 200, height: 20), expected: { [rect(0, 0, 200, 20), rect(80, 0, 40, 20)] }
        ) {
            Color.red.frame(width: 40, height: 20).frame(minWidth: 0, maxWidth: .infinity).background(Color.gray)
        },
        // Apple, fixedSize(): the view is proposed nil and takes its ideal size even if it overflows its
        // 50-point frame.
        LayoutCase(
            "fixedSize text takes its ideal size", source: "Apple, View.fixedSize()",
            canvas: CGSize(width: 50, height: 100),
            expected: {
                let ideal = chosenSize(of: Text("Hello, world"), for: .unspecified)
                return [rect((50 - ideal.width) / 2, (100 - ideal.height) / 2, ideal.width, ideal.height)]
            }
        ) {
            Text("Hello, world").fixedSize().frame(width: 50)
        },
        // Apple, Text: text wraps to the proposed width; "Hello, world" offered 50 points becomes two lines,
        // as wide as the wider of its words.
        LayoutCase(
            "text wraps to the proposed width", source: "Apple, Text (wrapping)",
            canvas: CGSize(width: 50, height: 100),
            expected: {
                let first = chosenSize(of: Text("Hello,"), for: .unspecified)
                let second = chosenSize(of: Text("world"), for: .unspecified)
                let width = Swift.max(first.width, second.width)
                return [rect((50 - width) / 2, 50 - first.height, width, 2 * first.height)]
            }
        ) {
            Text("Hello, world").frame(width: 50)
        },
        // Apple, aspectRatio(_:contentMode:): fit gives the largest 2:1 size inside 200 × 200.
        LayoutCase(
            "aspect ratio fit", source: "Apple, View.aspectRatio(_:contentMode:)",
            canvas: CGSize(width: 200, height: 200), expected: { [rect(0, 50, 200, 100)] }
        ) {
            Color.red.aspectRatio(2, contentMode: .fit)
        },
        // Apple, aspectRatio(_:contentMode:): fill gives the smallest 2:1 size covering 100 × 100.
        LayoutCase(
            "aspect ratio fill overflows", source: "Apple, View.aspectRatio(_:contentMode:)",
            canvas: CGSize(width: 100, height: 100), expected: { [rect(-50, 0, 200, 100)] }
        ) {
            Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100)
        },
    ]
}
