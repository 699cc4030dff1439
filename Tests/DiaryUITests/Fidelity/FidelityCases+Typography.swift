@testable import DiaryUI

/// Text styles and line metrics.
extension FidelityCatalogue {
    /// The sizes whose tracking Apple's table lists and the cases check.
    static let trackingSizes: [CGFloat] = [11, 12, 13, 15, 17, 20, 22, 28, 34]

    /// The text styles, by name.
    static let styles: [(String, Font)] = [
        ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
        ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ]

    static let typographyCases: [FidelityProbe] =
        styles.map { name, font in
            FidelityProbe("text-style-\(name)-size") {
                .numbers([font.size])
            }
        } + [
            FidelityProbe("headline-is-semibold") {
                .numbers([CGFloat(Font.headline.weight.value)])
            },
            FidelityProbe("body-line-height") {
                guard case .numbers(let size) = fidelitySize(Text("Hello"), nil, nil) else { return .numbers([]) }
                return .numbers([size[1]])
            },
            FidelityProbe("two-lines-of-body") {
                guard case .numbers(let size) = fidelitySize(Text("one\ntwo"), nil, nil) else { return .numbers([]) }
                return .numbers([size[1]])
            },
            FidelityProbe("test-string-width-body") {
                guard case .numbers(let size) = fidelitySize(Text("This is a test string"), nil, nil) else {
                    return .numbers([])
                }
                return .numbers([size[0]])
            },
        ]
        + trackingSizes.map { points in
            FidelityProbe("tracking-at-\(Int(points))-pt") {
                .numbers([TextMeasure.tracking(fontSize: points, face: FontFace(weight: .regular))])
            }
        } + [
            FidelityProbe("monospaced-design-is-fixed-width") {
                let font = Font.system(size: 17, design: .monospaced)
                guard case .numbers(let narrow) = fidelitySize(Text("iiii").font(font), nil, nil),
                    case .numbers(let wide) = fidelitySize(Text("MMMM").font(font), nil, nil)
                else { return .numbers([]) }
                return .numbers([wide[0] - narrow[0]])
            }
        ]
}
