import DiaryUI
import Puzzles
import Testing

@testable import ParentalGate

@Suite("Parental gate previews")
struct ParentalGatePreviewTests {
    static let previews = renderPreviews(of: ParentalGatePreviews.self, idPrefix: "t", images: .none)

    /// The puzzle a gate seeded like the preview shows, worked out without the preview's code.
    static var seededPuzzle: Puzzle {
        var generator = SplitMix64(seed: 22)
        return Puzzle.random(using: &generator)
    }

    @Test("light, dark and landscape on an iPhone 14, plus the panel alone")
    func variants() {
        #expect(Self.previews.count == 4)
        #expect(
            Self.previews.map(\.caption).dropLast() == [
                "iPhone 14", "iPhone 14", "iPhone 14 · Landscape Left",
            ])
        #expect(Self.previews.last?.caption.hasPrefix("Size That Fits") == true)
        #expect(Self.previews.map(\.fixedColorScheme) == [.light, .dark, nil, nil])
    }

    @Test("the preview shows the puzzle the seeded model draws on appearance")
    func previewPuzzleComesFromTheSeededModel() {
        #expect(Puzzle.sample == Self.seededPuzzle)
    }

    @Test("every variant draws both numbers, the operator and all three answers")
    func puzzleIsDrawn() {
        let equation = Self.seededPuzzle.equation
        let texts =
            [equation.a, equation.b].map(String.init) + [equation.operation.symbol]
            + Self.seededPuzzle.options.map(String.init)
        for preview in Self.previews {
            for svg in [preview.lightSVG, preview.darkSVG] {
                #expect(svg.hasPrefix("<svg"))
                // Two numbers, the operator and three answers besides the time of a portrait device's status
                // bar: the camera sketch has no text of its own.
                let statusBarTimes = svg.split(separator: ">9:41</text>").count - 1
                #expect(
                    svg.split(separator: "<text ").count - 1 - statusBarTimes == 6, "\(preview.name) draws six texts")
                for text in texts {
                    #expect(svg.contains(">\(text)</text>"), "\(preview.name) shows \(text)")
                }
            }
        }
    }

    @Test("the operator is drawn larger than the numbers")
    func operatorIsLarger() throws {
        let svg = try #require(Self.previews.last?.lightSVG)
        let symbol = Self.seededPuzzle.equation.operation.symbol
        // Heavy rounded text is drawn with the rounded family's bold face (DiaryUI Rounded, 700).
        #expect(svg.contains("font-size=\"72\" font-family=\"DiaryUI Rounded,DiaryUI Sans\" font-weight=\"700\""))
        #expect(Self.fontSize(ofText: symbol, in: svg) == "72")
        #expect(Self.fontSize(ofText: String(Self.seededPuzzle.equation.a), in: svg) == "48")
    }

    @Test("the panel alone is about as big as the panel, not the screen")
    func panelOnlySize() throws {
        let panel = try #require(Self.previews.last)
        #expect(panel.size.width < 390)
        #expect(panel.size.height < 400)
        #expect(panel.size.width > panel.size.height)
    }

    /// The `font-size` attribute of the `<text>` element whose content is exactly `text`.
    static func fontSize(ofText text: String, in svg: String) -> String? {
        let elements = svg.split(separator: "<text ").dropFirst()
        guard let element = elements.first(where: { $0.contains(">\(text)</text>") }) else { return nil }
        guard let start = element.firstRange(of: "font-size=\"")?.upperBound else { return nil }
        return String(element[start...].prefix { $0 != "\"" })
    }
}
