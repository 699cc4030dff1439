import DiaryUI

extension LayoutReferenceTests {
    static let containerCases: [LayoutCase] = [
        // Apple, ZStack: the stack is as large as its largest children (100 × 80) and centres them.
        LayoutCase(
            "ZStack takes the size of its largest children", source: "Apple, ZStack",
            canvas: CGSize(width: 200, height: 200),
            expected: { [rect(50, 60, 100, 80), rect(50, 80, 100, 40), rect(70, 60, 60, 80)] }
        ) {
            ZStack {
                Color.red.frame(width: 100, height: 40)
                Color.blue.frame(width: 60, height: 80)
            }
            .background(Color.gray)
        },
        LayoutCase(
            "ZStack alignment", source: "Apple, ZStack(alignment:content:)",
            canvas: CGSize(width: 200, height: 200), expected: { [rect(50, 60, 100, 40), rect(50, 60, 60, 80)] }
        ) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 40)
                Color.blue.frame(width: 60, height: 80)
            }
        },
        // Apple, overlay(_:alignment:): the overlay is proposed the size of the view it modifies.
        LayoutCase(
            "overlay takes the base's size", source: "Apple, View.overlay(_:alignment:)",
            canvas: CGSize(width: 80, height: 30), expected: { [rect(0, 0, 80, 30), rect(0, 0, 80, 30)] }
        ) {
            Color.blue.frame(width: 80, height: 30).overlay(Color.red)
        },
        // Apple, background(_:alignment:): a background larger than its view does not change the layout;
        // it is centred on the 80 × 30 view and the next view still starts at 80.
        LayoutCase(
            "background does not change layout", source: "Apple, View.background(_:alignment:)",
            canvas: CGSize(width: 100, height: 30),
            expected: { [rect(-10, -35, 100, 100), rect(0, 0, 80, 30), rect(80, 0, 20, 30)] }
        ) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 80, height: 30).background(Color.red.frame(width: 100, height: 100))
                Color.green.frame(width: 20, height: 30)
            }
        },
        // Apple, offset(x:y:): "The original dimensions of the view are considered unchanged".
        LayoutCase(
            "offset does not change layout", source: "Apple, View.offset(x:y:)",
            canvas: CGSize(width: 100, height: 50), expected: { [rect(0, 0, 50, 50), rect(50, 0, 50, 50)] }
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).offset(x: 30, y: 10).scaleEffect(2).rotationEffect(.degrees(30))
                Color.blue.frame(width: 50, height: 50)
            }
        },
        // Apple, GeometryReader: it fills what it is offered and places its content at its top-leading corner.
        LayoutCase(
            "GeometryReader reports its size", source: "Apple, GeometryReader",
            canvas: CGSize(width: 200, height: 100), expected: { [rect(0, 0, 100, 10)] }
        ) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10)
            }
        },
    ]

    static let safeAreaCases: [LayoutCase] = [
        // Apple, "Safe areas": views are laid out inside the safe area by default (iPhone 14: 47 and 34).
        LayoutCase(
            "content stays inside the safe area", source: "Apple, ignoresSafeArea(_:edges:) discussion",
            canvas: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
            expected: { [rect(0, 47, 390, 763)] }
        ) {
            Color.red
        },
        LayoutCase(
            "ignoresSafeArea extends to the screen edges", source: "Apple, View.ignoresSafeArea(_:edges:)",
            canvas: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
            expected: { [rect(0, 0, 390, 844)] }
        ) {
            Color.red.ignoresSafeArea()
        },
        LayoutCase(
            "ignoresSafeArea on chosen edges", source: "Apple, View.ignoresSafeArea(_:edges:)",
            canvas: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
            expected: { [rect(0, 0, 390, 810)] }
        ) {
            Color.red.ignoresSafeArea(edges: .top)
        },
        // The common full-screen trick (diary article Toolbars): a GeometryReader inside the safe area
        // reports the insets, and size + insets is the whole screen.
        LayoutCase(
            "GeometryReader reports safe-area insets", source: "Apple, GeometryProxy.safeAreaInsets",
            canvas: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
            expected: { [rect(0, 47, 390, 844)] }
        ) {
            GeometryReader { proxy in
                Color.red.frame(height: proxy.size.height + proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom)
            }
        },
    ]
}
