import DiaryUI
import Testing

@testable import SwipeCards

/// The width of the iPhone 14 screen the previews are drawn on, in points.
private let screenWidth = 390.0

@Suite("SwipeCards previews: the screen mid-swipe")
struct SwipeCardsPreviewTests {
    let previews = renderPreviews(of: SwipeCardsPreviews.self, idPrefix: "t", images: .none)

    @Test("The article's preview fence draws these previews")
    func registered() throws {
        let render = try #require(ArticlePreviews.all["SwipeCardsPreviews"])
        #expect(render("t").map(\.lightSVG) == previews.map(\.lightSVG))
    }

    @Test("Two iPhone 14 variants, light and dark")
    func variants() {
        #expect(previews.map(\.name) == ["Светлая тема", "Тёмная тема"])
        #expect(previews.map(\.caption) == ["iPhone 14", "iPhone 14"])
        #expect(previews.map(\.fixedColorScheme) == [.light, .dark])
    }

    @Test("Every card shows its semibold white title and its white 16 pt hobby")
    func cardCaptions() {
        for preview in previews {
            for profile in Profile.samples {
                // Each text is followed by SF's tracking at its size (letter-spacing).
                #expect(preview.lightSVG.contains("font-weight=\"600\" letter-spacing="))
                #expect(preview.lightSVG.contains("fill=\"#fff\">\(profile.title)<"))
                #expect(
                    preview.lightSVG.contains(
                        "font-size=\"16\" letter-spacing=\"-0.32\" fill=\"#fff\">\(profile.hobby)<"))
            }
        }
    }

    @Test(
        "Cards are screen-wide rectangles with continuous 12 pt corners one spacing apart, the row moved by the pager's offset"
    )
    func rowFollowsThePager() throws {
        let svg = try #require(previews.first).lightSVG
        // A continuous corner of radius 12 leaves the top edge 1.528665 × 12 = 18.34 pt from the corner.
        let cardClips = clipOutlines(in: svg).filter { $0.width == screenWidth && $0.cornerStart == 18.34 }
        let lefts = cardClips.map(\.left)
        #expect(lefts.count == Profile.samples.count)
        let gaps = zip(lefts.dropFirst(), lefts).map { $0 - $1 }
        #expect(gaps == Array(repeating: screenWidth + CardPager.defaultSpacing, count: lefts.count - 1))

        let pager = CardPager(count: Profile.samples.count, index: 1)
        let offset = pager.offset(width: screenWidth, translation: 70)
        #expect(offset == -330)
        #expect(svg.contains("transform=\"translate(\(format(offset)) 0)\""))
    }

    @Test("The logo in the navigation row is drawn twice as large")
    func logoScaled() throws {
        let svg = try #require(previews.first).lightSVG
        #expect(svg.ranges(of: "transform=\"matrix(2 0 0 2 ").count == 1)
    }

    @Test("The bottom bar: white circles sized by each action's backing scale, with grey shadows")
    func actionBar() {
        let radii = CardAction.allCases.map { format(24 * $0.backingScale / 2) }
        for preview in previews {
            let circles = elements("circle", in: preview.lightSVG).filter { attribute("fill", of: $0) == "#fff" }
            #expect(circles.compactMap { attribute("r", of: $0) } == radii)
            let greyShadows = preview.lightSVG.ranges(of: "stdDeviation=\"6\" flood-color=\"#8e8e93\"")
            #expect(greyShadows.count == CardAction.allCases.count)
        }
    }

    @Test("Each action's icon is drawn in its tint, in the variant's colour scheme")
    func tints() {
        for (preview, scheme) in zip(previews, [ColorScheme.light, .dark]) {
            for action in CardAction.allCases {
                let swatch = renderSVG(
                    action.tint.color, size: CGSize(width: 1, height: 1), colorScheme: scheme, idPrefix: "s")
                let hex = elements("rect", in: swatch).compactMap { attribute("fill", of: $0) }.last
                #expect(hex.map { preview.lightSVG.contains("\"\($0)\"") } == true, "\(action) in \(scheme)")
            }
        }
    }
}

// MARK: - Reading the SVG

/// The opening tags of the elements named `name`.
private func elements(_ name: String, in svg: String) -> [Substring] {
    svg.split(separator: "<\(name) ").dropFirst().map { $0.prefix { $0 != ">" } }
}

/// The outlines clip paths are made of: each path's leftmost x, its width, and how far right of that its
/// first point (the start of the top edge) lies.
private func clipOutlines(in svg: String) -> [(left: Double, width: Double, cornerStart: Double)] {
    svg.split(separator: "<clipPath ").dropFirst().flatMap { clip in
        let body = clip.firstRange(of: "</clipPath>").map { clip[..<$0.lowerBound] } ?? clip
        return elements("path", in: String(body)).compactMap { tag -> (Double, Double, Double)? in
            guard let outline = attribute("d", of: tag) else { return nil }
            let numbers = outline.split(whereSeparator: { $0.isLetter || $0 == " " }).compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            guard let left = xs.min(), let right = xs.max(), let first = xs.first else { return nil }
            return (left, right - left, ((first - left) * 100).rounded() / 100)
        }
    }
}

/// The value of an attribute in an opening tag.
private func attribute(_ name: String, of tag: Substring) -> String? {
    // The leading space keeps `x` from matching the end of `rx`.
    let padded = " " + tag
    guard let start = padded.firstRange(of: " \(name)=\"")?.upperBound else { return nil }
    return String(padded[start...].prefix { $0 != "\"" })
}

/// A number as the SVG writer prints whole numbers: without a fractional part.
private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
