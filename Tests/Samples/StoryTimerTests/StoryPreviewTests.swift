import DiaryUI
import Testing

@testable import StoryTimer

@Suite("Story previews")
struct StoryPreviewTests {
    static let previews = renderPreviews(of: StoryPreviews.self, idPrefix: "t", images: .none)
    /// The moments the bar strip shows, in order.
    static let moments = [15, 69, 207].map(StoryPosition.moment(afterTicks:))

    /// One bar of the row as drawn: the width of its track and of its fill.
    struct DrawnBar: Equatable {
        var track: Double
        var fill: Double
    }

    @Test("the screen on an iPhone 14 and a fixed strip of bars")
    func variants() {
        #expect(Self.previews.count == 2)
        #expect(Self.previews.map(\.caption) == ["iPhone 14", "Fixed Layout · 390 × 192"])
        #expect(Self.previews.map(\.fixedColorScheme) == [nil, nil])
    }

    @Test("the moments are reached by real ticks: progress 0.5, 2.3 and 6.9")
    func moments() {
        #expect(Self.moments.map(\.progress) == [0.5, 2.3, 6.9])
        #expect(Self.moments.map(\.currentIndex) == [0, 2, 6])
    }

    @Test("the screen shows the current item and its bars")
    func screen() throws {
        let screen = try #require(Self.previews.first)
        let position = StoryPosition.moment(afterTicks: 69)
        for svg in [screen.lightSVG, screen.darkSVG] {
            #expect(svg.contains(">3 / 7</text>"))
            expectBars(Self.drawnBars(in: svg), show: [position])
        }
    }

    /// `Text("progress \(position.progress)")` is a `LocalizedStringKey`: the Double is formatted with `%lf`,
    /// six decimals, as Xcode's canvas shows it.
    @Test("the strip labels each moment as SwiftUI does and fills its bars as barProgress(at:) says")
    func strip() throws {
        let strip = try #require(Self.previews.last)
        for svg in [strip.lightSVG, strip.darkSVG] {
            for label in ["progress 0.500000", "progress 2.300000", "progress 6.900000"] {
                #expect(svg.contains(">\(label)</text>"))
            }
            expectBars(Self.drawnBars(in: svg), show: Self.moments)
        }
    }

    @Test("bars are rounded with radius 5")
    func roundedBars() throws {
        let strip = try #require(Self.previews.last)
        #expect(strip.lightSVG.contains("rx=\"5\""))
    }

    /// Checks that the bars form one row of equal tracks per position, each filled by `barProgress(at:)`.
    func expectBars(
        _ bars: [DrawnBar], show positions: [StoryPosition], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let itemCount = positions.first?.itemCount ?? 0
        guard bars.count == positions.count * itemCount else {
            Issue.record(
                "\(bars.count) bars drawn for \(positions.count) rows of \(itemCount)", sourceLocation: sourceLocation)
            return
        }
        // 390 points of screen, 16 of padding on each side and six gaps of 4 between seven bars.
        let track = (390.0 - 2 * 16 - 6 * 4) / 7
        for (row, position) in positions.enumerated() {
            for index in 0..<position.itemCount {
                let drawn = bars[row * itemCount + index]
                #expect(abs(drawn.track - track) < 0.01, sourceLocation: sourceLocation)
                #expect(
                    abs(drawn.fill - track * position.barProgress(at: index)) < 0.01, sourceLocation: sourceLocation)
            }
        }
    }

    /// The bars in document order: a white track at opacity 0.3, each followed by its fill at opacity 0.9.
    static func drawnBars(in svg: String) -> [DrawnBar] {
        var tracks: [Double] = []
        var fills: [Double] = []
        for element in svg.split(separator: "<rect ").dropFirst() {
            let tag = element.prefix { $0 != ">" }
            guard tag.contains("fill=\"#fff\""), let width = attribute("width", in: tag).flatMap(Double.init) else {
                continue
            }
            switch attribute("fill-opacity", in: tag) {
            case "0.3": tracks.append(width)
            case "0.9": fills.append(width)
            default: continue
            }
        }
        guard tracks.count == fills.count else { return [] }
        return zip(tracks, fills).map { DrawnBar(track: $0, fill: $1) }
    }

    /// The value of attribute `name` in an SVG tag.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.firstRange(of: " \(name)=\"")?.upperBound else { return nil }
        return String(tag[start...].prefix { $0 != "\"" })
    }
}
