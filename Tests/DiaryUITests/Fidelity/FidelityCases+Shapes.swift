@testable import DiaryUI

/// Shapes: their sizing and their corners.
extension FidelityCatalogue {
    static let circleSource = "\(openSwiftUI), Sources/OpenSwiftUICore/Shape/Shapes.swift (Circle.sizeThatFits, iOS 16)"
    static let roundedRectangleDoc =
        "https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:) (style defaults to .continuous)"
    static let capsuleDoc =
        "https://developer.apple.com/documentation/swiftui/capsule (init(style:) defaults to .continuous)"
    static let pathDoc =
        "https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:) (style defaults to .continuous)"
    static let cornerStyleDoc = "https://developer.apple.com/documentation/swiftui/roundedcornerstyle"
    static let squircle =
        "PaintCode/PixelCut, \"iOS 7 rounded rectangles\" (2013) as kept in github.com/MeltedNYC/ContinuousCorners and "
        + "Kael Yang's ContinuousPath (2020): the continuous corner leaves the edge 1.528665 r from the corner and passes "
        + "(0.631494 r, 0.074911 r)"

    /// Where a continuous corner of radius 10 on a 100 × 100 square leaves and rejoins the top edge:
    /// 1.528665 × 10 from each corner.
    static let continuousTopEdge = FidelityValue.numbers([15.28665, 0, 84.71335, 0])

    /// The points of the outline the first drawn shape of `view` has in a 100 × 100 canvas, the first `count` numbers.
    static func outline<V: View>(_ view: V, first count: Int) -> FidelityValue {
        guard case .numbers(let numbers) = fidelityPoints(fidelityPath(view, canvas: 100, 100)) else {
            return .numbers([])
        }
        return .numbers(Array(numbers.prefix(count)))
    }

    static let shapeCases: [FidelityCase] = [
        FidelityCase("circle-square-wide", .reverseEngineered, citation: circleSource, expected: .numbers([100, 100])) {
            fidelitySize(Circle(), 300, 100)
        },
        FidelityCase("circle-square-tall", .reverseEngineered, citation: circleSource, expected: .numbers([80, 80])) {
            fidelitySize(Circle(), 80, 400)
        },
        FidelityCase("circle-ideal", .measured, citation: idealSizeGuide, expected: .numbers([10, 10])) {
            fidelitySize(Circle(), nil, nil)
        },
        FidelityCase(
            "circle-in-stack-leaves-space", .reverseEngineered, citation: circleSource,
            expected: .numbers([0, 0, 100, 100, 100, 0, 200, 100])
        ) {
            fidelityFrames(
                HStack(spacing: 0) {
                    Circle(); Color.blue
                }, canvas: 300, 100)
        },
        FidelityCase("rectangle-ideal", .measured, citation: idealSizeGuide, expected: .numbers([10, 10])) {
            fidelitySize(Rectangle().fixedSize(), 200, 200)
        },
        FidelityCase("capsule-ideal", .measured, citation: idealSizeGuide, expected: .numbers([10, 10])) {
            fidelitySize(Capsule().fixedSize(), 200, 200)
        },
        FidelityCase(
            "rectangle-fills-proposal", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/rectangle",
            expected: .numbers([123, 45])
        ) {
            fidelitySize(Rectangle(), 123, 45)
        },
        FidelityCase(
            "rounded-rectangle-default-continuous", .documented, citation: "\(roundedRectangleDoc); \(squircle)",
            expected: continuousTopEdge
        ) {
            outline(RoundedRectangle(cornerRadius: 10), first: 4)
        },
        FidelityCase(
            "path-default-continuous", .documented, citation: "\(pathDoc); \(squircle)", expected: continuousTopEdge
        ) {
            guard
                case .numbers(let points) = fidelityPoints(
                    Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10))
            else { return .numbers([]) }
            return .numbers(Array(points.prefix(4)))
        },
        FidelityCase("capsule-default-continuous", .documented, citation: capsuleDoc, expected: .text("continuous")) {
            .text(Capsule().style == .continuous ? "continuous" : "circular")
        },
        FidelityCase(
            "corner-radius-modifier-continuous", .reverseEngineered,
            citation:
                "\(openSwiftUI), Sources/OpenSwiftUICore/Render/RendererEffect/ClipEffect.swift (cornerRadius clips to RoundedRectangle(cornerRadius:))",
            expected: continuousTopEdge
        ) {
            outline(Color.red.cornerRadius(10), first: 4)
        },
        FidelityCase(
            "continuous-corner-leaves-top-edge", .reverseEngineered, citation: squircle,
            expected: .numbers([15.28665, 0, 84.71335, 0])
        ) {
            outline(RoundedRectangle(cornerRadius: 10), first: 4)
        },
        FidelityCase(
            "continuous-corner-first-curve-end", .reverseEngineered, citation: squircle, tolerance: 0.001,
            expected: .numbers([93.68506, 0.74911])
        ) {
            guard case .numbers(let points) = outline(RoundedRectangle(cornerRadius: 10), first: 6) else {
                return .numbers([])
            }
            return .numbers(Array(points.suffix(2)))
        },
        FidelityCase(
            "continuous-corner-reaches-right-edge", .reverseEngineered, citation: squircle,
            expected: .numbers([100, 15.28665])
        ) {
            guard case .numbers(let points) = outline(RoundedRectangle(cornerRadius: 10), first: 10) else {
                return .numbers([])
            }
            return .numbers(Array(points.suffix(2)))
        },
        FidelityCase(
            "circular-style-quarter-circles", .documented, citation: cornerStyleDoc,
            expected: .text("roundedRect 10×10")
        ) {
            let path = fidelityPath(RoundedRectangle(cornerRadius: 10, style: .circular), canvas: 100, 100)
            guard case .roundedRect(_, let corner)? = path?.elements.first else {
                return .text("not a circular corner")
            }
            return .text("roundedRect \(Int(corner.width))×\(Int(corner.height))")
        },
        FidelityCase(
            "capsule-half-circle-ends", .documented,
            citation:
                "https://developer.apple.com/documentation/swiftui/capsule (corner radius: half the shorter side)",
            expected: .text("roundedRect 20×20")
        ) {
            let path = fidelityPath(Capsule().frame(width: 100, height: 40), canvas: 100, 40)
            guard case .roundedRect(_, let corner)? = path?.elements.first else { return .text("not half circles") }
            return .text("roundedRect \(Int(corner.width))×\(Int(corner.height))")
        },
    ]
}
