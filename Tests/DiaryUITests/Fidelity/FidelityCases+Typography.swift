@testable import DiaryUI

/// Text styles and line metrics.
extension FidelityCatalogue {
    static let typeSizes =
        "https://developer.apple.com/design/human-interface-guidelines/typography#Specifications "
        + "(iOS Dynamic Type sizes, Large, the default)"
    static let sfMetrics =
        "SF Pro's hhea metrics (ascender 1950, descender 494, 2048 units per em; fonts from "
        + "https://developer.apple.com/fonts/): one line at 17 pt is 2444 / 2048 × 17 = 20.29 pt"

    static let measuredWidth =
        "SF Pro at 17 pt on iOS: \"This is a test string\" is 144.1 pt wide (the independent measurement "
        + "quoted in issue 29, against DejaVu's 161.8)"
    static let trackingTable =
        "https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values "
        + "(SF Pro, Tracking (points) column)"
    static let monospacedDoc = "https://developer.apple.com/documentation/swiftui/font/design/monospaced"

    /// Sizes and their tracking in points, as Apple's table lists them; its two columns (thousandths of an em and
    /// points) disagree by up to 0.012 pt, hence the tolerance.
    static let trackingSizes: [(CGFloat, CGFloat)] = [
        (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (17, -0.43), (20, -0.45), (22, -0.26), (28, 0.38), (34, 0.40),
    ]

    /// The size of each text style, in points.
    static let styleSizes: [(String, Font, CGFloat)] = [
        ("largeTitle", .largeTitle, 34), ("title", .title, 28), ("title2", .title2, 22), ("title3", .title3, 20),
        ("headline", .headline, 17), ("body", .body, 17), ("callout", .callout, 16),
        ("subheadline", .subheadline, 15), ("footnote", .footnote, 13), ("caption", .caption, 12),
        ("caption2", .caption2, 11),
    ]

    static let typographyCases: [FidelityCase] =
        styleSizes.map { name, font, points in
            FidelityCase("text-style-\(name)-size", .documented, citation: typeSizes, expected: .numbers([points])) {
                .numbers([font.size])
            }
        } + [
            FidelityCase(
                "headline-is-semibold", .documented, citation: typeSizes, expected: .numbers([600])
            ) {
                .numbers([CGFloat(Font.headline.weight.value)])
            },
            FidelityCase(
                "body-line-height", .reverseEngineered, citation: sfMetrics, tolerance: 0.05,
                expected: .numbers([20.29])
            ) {
                guard case .numbers(let size) = fidelitySize(Text("Hello"), nil, nil) else { return .numbers([]) }
                return .numbers([size[1]])
            },
            FidelityCase(
                "two-lines-of-body", .reverseEngineered, citation: sfMetrics, tolerance: 0.1,
                expected: .numbers([40.58])
            ) {
                guard case .numbers(let size) = fidelitySize(Text("one\ntwo"), nil, nil) else { return .numbers([]) }
                return .numbers([size[1]])
            },
            // SF Pro measures 144.1 pt; within ±2 %, the target for text close to SF.
            FidelityCase(
                "test-string-width-body", .measured, citation: measuredWidth, tolerance: 2.88,
                expected: .numbers([144.1])
            ) {
                guard case .numbers(let size) = fidelitySize(Text("This is a test string"), nil, nil) else {
                    return .numbers([])
                }
                return .numbers([size[0]])
            },
        ]
        + trackingSizes.map { points, tracking in
            FidelityCase(
                "tracking-at-\(Int(points))-pt", .documented, citation: trackingTable, tolerance: 0.015,
                expected: .numbers([tracking])
            ) {
                .numbers([TextMeasure.tracking(fontSize: points, face: FontFace(weight: .regular))])
            }
        } + [
            FidelityCase(
                "monospaced-design-is-fixed-width", .documented, citation: monospacedDoc, expected: .numbers([0])
            ) {
                let font = Font.system(size: 17, design: .monospaced)
                guard case .numbers(let narrow) = fidelitySize(Text("iiii").font(font), nil, nil),
                    case .numbers(let wide) = fidelitySize(Text("MMMM").font(font), nil, nil)
                else { return .numbers([]) }
                return .numbers([wide[0] - narrow[0]])
            }
        ]
}
