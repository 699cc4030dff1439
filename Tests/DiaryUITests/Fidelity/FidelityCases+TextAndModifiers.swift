import DiaryUI

/// What `Text` shows, and modifiers that change the size or placement of a view.
extension FidelityCatalogue {
    static let textKeyDoc =
        "https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:) (a literal is a LocalizedStringKey)"
    static let interpolationDoc =
        "https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation; "
        + "%lf/%f print six decimals: ISO C 7.21.6.1 and IEEE Std 1003.1 fprintf"
    static let verbatimDoc = "https://developer.apple.com/documentation/swiftui/text/init(verbatim:)"
    static let stringProtocolDoc =
        "https://developer.apple.com/documentation/swiftui/text (creating a text view from a string variable: shown without localization)"

    static let textCases: [FidelityCase] = [
        FidelityCase(
            "double-in-literal-is-lf", .documented, citation: "\(textKeyDoc); \(interpolationDoc)",
            expected: .text("progress 0.500000")
        ) {
            fidelityText(Text("progress \(0.5)"))
        },
        FidelityCase("float-in-literal-is-f", .documented, citation: interpolationDoc, expected: .text("1.500000")) {
            fidelityText(Text("\(Float(1.5))"))
        },
        FidelityCase("integer-in-literal", .documented, citation: interpolationDoc, expected: .text("42 / 7")) {
            fidelityText(Text("\(42) / \(7)"))
        },
        FidelityCase("specifier-two-decimals", .documented, citation: interpolationDoc, expected: .text("0.50")) {
            fidelityText(Text("\(0.5, specifier: "%.2f")"))
        },
        FidelityCase("specifier-rounds-binary-value", .documented, citation: interpolationDoc, expected: .text("1.00"))
        {
            fidelityText(Text("\(1.005, specifier: "%.2f")"))
        },
        FidelityCase("negative-double", .documented, citation: interpolationDoc, expected: .text("-2.250000")) {
            fidelityText(Text("\(-2.25)"))
        },
        FidelityCase("verbatim-as-is", .documented, citation: verbatimDoc, expected: .text("progress %lf 100%")) {
            fidelityText(Text(verbatim: "progress %lf 100%"))
        },
        FidelityCase("string-variable-as-is", .documented, citation: stringProtocolDoc, expected: .text("progress 0.5"))
        {
            let label = "progress \(0.5)"
            return fidelityText(Text(label))
        },
    ]

    static let modifierCases: [FidelityCase] = [
        FidelityCase(
            "padding-all-edges", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/padding(_:)",
            expected: .numbers([70, 70])
        ) {
            fidelitySize(Color.red.frame(width: 50, height: 50).padding(10), nil, nil)
        },
        FidelityCase(
            "padding-horizontal", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/padding(_:_:)",
            expected: .numbers([70, 50])
        ) {
            fidelitySize(Color.red.frame(width: 50, height: 50).padding(.horizontal, 10), nil, nil)
        },
        FidelityCase(
            "offset-keeps-layout", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/offset(x:y:)",
            expected: .numbers([50, 50])
        ) {
            fidelitySize(Color.red.frame(width: 50, height: 50).offset(x: 10, y: 20), 300, 300)
        },
        FidelityCase(
            "overlay-sized-by-base", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)",
            expected: .numbers([50, 50])
        ) {
            fidelitySize(
                Color.red.frame(width: 50, height: 50).overlay { Color.blue.frame(width: 100, height: 100) }, 300, 300)
        },
        FidelityCase(
            "background-sized-by-base", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)",
            expected: .numbers([50, 50])
        ) {
            fidelitySize(
                Color.red.frame(width: 50, height: 50).background { Color.blue.frame(width: 100, height: 100) }, 300,
                300)
        },
        FidelityCase(
            "fixed-size-one-axis", .measured,
            citation:
                "\(idealSizeGuide); https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)",
            expected: .numbers([10, 200])
        ) {
            fidelitySize(Color.red.fixedSize(horizontal: true, vertical: false), 200, 200)
        },
        FidelityCase(
            "aspect-ratio-fit", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)",
            expected: .numbers([300, 150])
        ) {
            fidelitySize(Color.red.aspectRatio(2, contentMode: .fit), 300, 300)
        },
        FidelityCase(
            "aspect-ratio-fill", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)",
            expected: .numbers([600, 300])
        ) {
            fidelitySize(Color.red.aspectRatio(2, contentMode: .fill), 300, 300)
        },
        FidelityCase(
            "geometry-reader-fills", .documented,
            citation: "https://developer.apple.com/documentation/swiftui/geometryreader",
            expected: .numbers([123, 45])
        ) {
            fidelitySize(GeometryReader { _ in Color.red }, 123, 45)
        },
    ]
}
