import Testing

@testable import DiaryUI

@Suite("Environment and colours")
struct EnvironmentTests {
    /// The paints of the drawn leaves of `view`, in painting order.
    private func paints<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> [ResolvedPaint] {
        func collect(_ item: DisplayItem) -> [ResolvedPaint] {
            switch item {
            case .shape(let shape): [shape.paint]
            case .text(let text): [text.paint]
            case .image(let image): image.templatePaint.map { [$0] } ?? []
            case .group(_, let children): children.flatMap(collect)
            }
        }
        let scene = layOut(
            view, in: CGSize(width: 100, height: 100), safeAreaInsets: .zero,
            environment: EnvironmentValues(scheme, .none))
        return scene.items.flatMap(collect)
    }

    @Test func foregroundColorReachesShapesAndText() {
        let view = VStack {
            Circle()
            Text("a")
        }
        .foregroundColor(.red)
        #expect(paints(view) == [.color(RGBA(255, 59, 48)), .color(RGBA(255, 59, 48))])
    }

    @Test func innerSettingsWinOverOuterOnes() {
        let view = VStack {
            Circle().foregroundColor(.green)
            Text("a").foregroundColor(.blue)
            Rectangle().fill(Color.orange)
        }
        .foregroundColor(.red)
        #expect(
            paints(view) == [.color(RGBA(52, 199, 89)), .color(RGBA(0, 122, 255)), .color(RGBA(255, 149, 0))])
    }

    @Test func primaryIsTheDefaultAndFollowsTheScheme() {
        #expect(paints(Text("a"), .light) == [.color(RGBA(0, 0, 0))])
        #expect(paints(Text("a"), .dark) == [.color(RGBA(255, 255, 255))])
    }

    @Test func systemAndAdaptiveColorsResolvePerScheme() {
        let adaptive = Color(light: .white, dark: .black)
        #expect(paints(adaptive, .light) == [.color(RGBA(255, 255, 255))])
        #expect(paints(adaptive, .dark) == [.color(RGBA(0, 0, 0))])
        #expect(paints(Color.blue, .dark) == [.color(RGBA(10, 132, 255))])
        #expect(paints(Color.red.environment(\.colorScheme, .dark)) == [.color(RGBA(255, 69, 58))])
    }

    @Test func opacityMultipliesAlpha() {
        #expect(paints(Color.red.opacity(0.5).opacity(0.5)) == [.color(RGBA(255, 59, 48, alpha: 0.25))])
    }

    @Test func clearDrawsNothingButTakesSpace() {
        #expect(paints(Color.clear).isEmpty)
        #expect(
            chosenSize(of: Color.clear.frame(width: 30, height: 20), for: .unspecified) == CGSize(width: 30, height: 20)
        )
    }

    @Test func colorInitializersAgree() {
        #expect(Color(red: 1, green: 0.5, blue: 0) == Color(.sRGB, red: 1, green: 0.5, blue: 0))
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolved(in: .light).green == 1)
        let linearHalf = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).resolved(in: .light)
        #expect(abs(linearHalf.red - 0.7353569830524495) < 1e-9)
    }

    @Test func templateImagesTakeTheForegroundColor() {
        let images = ImageResolver.images(["dot": ResolvedImage(size: CGSize(width: 4, height: 4), href: "dot.png")])
        let view = Image("dot").renderingMode(.template).foregroundColor(.purple)
        let scene = layOut(
            view, in: CGSize(width: 10, height: 10), safeAreaInsets: .zero,
            environment: EnvironmentValues(.light, images))
        guard case .image(let image) = scene.items.first else {
            Issue.record("expected an image")
            return
        }
        #expect(image.templatePaint == .color(RGBA(175, 82, 222)))
        #expect(image.frame == rect(3, 3, 4, 4))
    }

    @Test func missingImagesAreEmpty() {
        #expect(chosenSize(of: Image("nowhere"), for: .unspecified) == .zero)
        #expect(displayItems(of: Image("nowhere").resizable(), in: CGSize(width: 10, height: 10)).isEmpty)
    }
}
