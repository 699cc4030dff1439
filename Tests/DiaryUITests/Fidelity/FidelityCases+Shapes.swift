@testable import DiaryUI

/// Shapes: their sizing and their corners.
extension FidelityCatalogue {
    /// The points of the outline the first drawn shape of `view` has in a 100 × 100 canvas, the first `count` numbers.
    static func outline<V: View>(_ view: V, first count: Int) -> FidelityValue {
        guard case .numbers(let numbers) = fidelityPoints(fidelityPath(view, canvas: 100, 100)) else {
            return .numbers([])
        }
        return .numbers(Array(numbers.prefix(count)))
    }

    static let shapeCases: [FidelityProbe] = [
        FidelityProbe("circle-square-wide") {
            fidelitySize(Circle(), 300, 100)
        },
        FidelityProbe("circle-square-tall") {
            fidelitySize(Circle(), 80, 400)
        },
        FidelityProbe("circle-ideal") {
            fidelitySize(Circle(), nil, nil)
        },
        FidelityProbe("circle-in-stack-leaves-space") {
            fidelityFrames(
                HStack(spacing: 0) {
                    Circle(); Color.blue
                }, canvas: 300, 100)
        },
        FidelityProbe("rectangle-ideal") {
            fidelitySize(Rectangle().fixedSize(), 200, 200)
        },
        FidelityProbe("capsule-ideal") {
            fidelitySize(Capsule().fixedSize(), 200, 200)
        },
        FidelityProbe("rectangle-fills-proposal") {
            fidelitySize(Rectangle(), 123, 45)
        },
        FidelityProbe("rounded-rectangle-default-continuous") {
            outline(RoundedRectangle(cornerRadius: 10), first: 4)
        },
        FidelityProbe("path-default-continuous") {
            guard
                case .numbers(let points) = fidelityPoints(
                    Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10))
            else { return .numbers([]) }
            return .numbers(Array(points.prefix(4)))
        },
        FidelityProbe("capsule-default-continuous") {
            .text(Capsule().style == .continuous ? "continuous" : "circular")
        },
        FidelityProbe("corner-radius-modifier-continuous") {
            outline(Color.red.cornerRadius(10), first: 4)
        },
        FidelityProbe("continuous-corner-leaves-top-edge") {
            outline(RoundedRectangle(cornerRadius: 10), first: 4)
        },
        FidelityProbe("continuous-corner-first-curve-end") {
            guard case .numbers(let points) = outline(RoundedRectangle(cornerRadius: 10), first: 6) else {
                return .numbers([])
            }
            return .numbers(Array(points.suffix(2)))
        },
        FidelityProbe("continuous-corner-reaches-right-edge") {
            guard case .numbers(let points) = outline(RoundedRectangle(cornerRadius: 10), first: 10) else {
                return .numbers([])
            }
            return .numbers(Array(points.suffix(2)))
        },
        FidelityProbe("circular-style-quarter-circles") {
            let path = fidelityPath(RoundedRectangle(cornerRadius: 10, style: .circular), canvas: 100, 100)
            guard case .roundedRect(_, let corner)? = path?.elements.first else {
                return .text("not a circular corner")
            }
            return .text("roundedRect \(Int(corner.width))×\(Int(corner.height))")
        },
        FidelityProbe("capsule-half-circle-ends") {
            let path = fidelityPath(Capsule().frame(width: 100, height: 40), canvas: 100, 40)
            guard case .roundedRect(_, let corner)? = path?.elements.first else { return .text("not half circles") }
            return .text("roundedRect \(Int(corner.width))×\(Int(corner.height))")
        },
    ]
}
