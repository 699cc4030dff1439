import Testing

@testable import DiaryUI

/// Where a fidelity case's expected result comes from.
enum FidelitySource: String, CaseIterable, Sendable {
    /// Apple's documentation or WWDC sessions state the result or the rule that gives it.
    case documented
    /// Someone ran real SwiftUI and published what it did, with the code (or tests run against SwiftUI).
    case measured
    /// Reimplementations or reverse engineering of Apple's code (OpenSwiftUI, analyses of UIKit's curves).
    case reverseEngineered = "reverse-engineered"
    /// A reference image SwiftUI rendered in a public snapshot-test repository.
    case snapshot
}

/// What a case compares: numbers (sizes, frames, coordinates) or the text a view shows.
enum FidelityValue: Equatable, Sendable, CustomStringConvertible {
    case numbers([CGFloat])
    case text(String)

    var description: String {
        switch self {
        case .numbers(let numbers): "\(numbers)"
        case .text(let text): "\"\(text)\""
        }
    }
}

/// What DiaryUI does for one case of the fidelity table: the value the case's view gives, under the
/// case's id in `cases.json`.
struct FidelityProbe: Sendable {
    let id: String
    let actual: FidelityValue

    init(_ id: String, actual: () -> FidelityValue) {
        self.id = id
        self.actual = actual()
    }
}

/// One case of the fidelity table: what SwiftUI does according to a source outside this project (an
/// entry of `cases.json`), what DiaryUI does (its probe), and how close the two must be.
struct FidelityCase: Sendable, CustomTestStringConvertible {
    let id: String
    let source: FidelitySource
    /// The URL, or repository, file and commit, the expected value comes from.
    let citation: String
    /// The largest difference allowed between a number and its expected value, in points.
    let tolerance: CGFloat
    let expected: FidelityValue
    /// Why DiaryUI still differs, for a case that is known to fail; `nil` for a case that must pass.
    let knownDifference: String?
    /// DiaryUI's value, or `nil` when no probe has the case's id.
    let actual: FidelityValue?

    /// Whether DiaryUI's value is within the tolerance of the expected one.
    var passes: Bool {
        switch (expected, actual) {
        case (.numbers(let expected), .numbers(let actual)):
            expected.count == actual.count && zip(expected, actual).allSatisfy { abs($0 - $1) <= tolerance }
        case (.text(let expected), .text(let actual)): expected == actual
        default: false
        }
    }

    var testDescription: String { id }
}

// MARK: - Measuring

/// Width and height `view` chooses for a proposal.
func fidelitySize<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> FidelityValue {
    let size = chosenSize(of: view, for: ProposedViewSize(width: width, height: height))
    return .numbers([size.width, size.height])
}

/// The frames of the drawn leaves of `view` on a canvas, flattened to x, y, width, height each.
func fidelityFrames<V: View>(_ view: V, canvas width: CGFloat, _ height: CGFloat) -> FidelityValue {
    .numbers(
        leafFrames(of: view, in: CGSize(width: width, height: height))
            .flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
}

/// The text `view` draws, its lines joined with newlines.
func fidelityText<V: View>(_ view: V) -> FidelityValue {
    func lines(_ item: DisplayItem) -> [String] {
        switch item {
        case .text(let text): text.lines.map(\.text)
        case .group(_, let children): children.flatMap(lines)
        case .shape, .image: []
        }
    }
    let items = displayItems(of: view, in: CGSize(width: 2000, height: 200))
    return .text(items.flatMap(lines).joined(separator: "\n"))
}

/// The path of the first shape `view` draws in a canvas.
func fidelityPath<V: View>(_ view: V, canvas width: CGFloat, _ height: CGFloat) -> Path? {
    func firstPath(_ items: [DisplayItem]) -> Path? {
        for item in items {
            switch item {
            case .shape(let shape): return shape.path
            case .group(let effect, let children):
                if case .clip(let path, _) = effect { return path }
                if let path = firstPath(children) { return path }
            case .text, .image: continue
            }
        }
        return nil
    }
    return firstPath(displayItems(of: view, in: CGSize(width: width, height: height)))
}

/// The points a path passes through (the ends of its segments), flattened to x, y each; a whole
/// rounded rectangle or ellipse element counts as its frame's origin and size.
func fidelityPoints(_ path: Path?) -> FidelityValue {
    guard let path else { return .numbers([]) }
    return .numbers(
        path.elements.flatMap { element -> [CGFloat] in
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                [point.x, point.y]
            case .closeSubpath: []
            case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect):
                [rect.minX, rect.minY, rect.width, rect.height]
            }
        })
}
