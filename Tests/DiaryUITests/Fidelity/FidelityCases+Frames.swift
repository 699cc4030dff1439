import DiaryUI

/// Fixed and flexible frames.
extension FidelityCatalogue {
    static let flexibleFrameDoc =
        "https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)"
    static let fixedFrameDoc = "https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)"
    static let dualTests =
        "\(openSwiftUI), Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift (run against SwiftUI)"
    static let flexFrameSource = "\(openSwiftUI), Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift"
    static let idealSizeGuide = "https://www.swiftuifieldguide.com/layout/ideal-size/"

    /// A 100 × 100 colour, the child of the documented frame rules below.
    static var square: some View { Color.red.frame(width: 100, height: 100) }

    static let frameCases: [FidelityCase] = documentedFrameCases + idealFrameCases

    static let documentedFrameCases: [FidelityCase] = [
        FidelityCase(
            "min-width-proposal-below-child", .documented, citation: flexibleFrameDoc, expected: .numbers([70, 100])
        ) {
            fidelitySize(square.frame(minWidth: 50), 70, 100)
        },
        FidelityCase(
            "min-width-clamps-small-proposal", .documented, citation: flexibleFrameDoc, expected: .numbers([50, 100])
        ) {
            fidelitySize(square.frame(minWidth: 50), 30, 100)
        },
        FidelityCase(
            "min-width-large-proposal-child-size", .documented, citation: flexibleFrameDoc,
            expected: .numbers([100, 100])
        ) {
            fidelitySize(square.frame(minWidth: 50), 150, 100)
        },
        FidelityCase(
            "max-width-clamps-large-proposal", .documented, citation: flexibleFrameDoc, expected: .numbers([200, 100])
        ) {
            fidelitySize(square.frame(maxWidth: 200), 300, 100)
        },
        FidelityCase(
            "max-width-takes-proposal-above-child", .documented, citation: flexibleFrameDoc,
            expected: .numbers([150, 100])
        ) {
            fidelitySize(square.frame(maxWidth: 200), 150, 100)
        },
        FidelityCase(
            "max-width-small-proposal-child-size", .documented, citation: flexibleFrameDoc,
            expected: .numbers([100, 100])
        ) {
            fidelitySize(square.frame(maxWidth: 200), 80, 100)
        },
        FidelityCase("min-max-clamp-large", .documented, citation: flexibleFrameDoc, expected: .numbers([150, 100])) {
            fidelitySize(square.frame(minWidth: 50, maxWidth: 150), 300, 100)
        },
        FidelityCase("min-max-clamp-small", .documented, citation: flexibleFrameDoc, expected: .numbers([50, 100])) {
            fidelitySize(square.frame(minWidth: 50, maxWidth: 150), 20, 100)
        },
        FidelityCase(
            "min-max-adopts-proposal", .documented, citation: flexibleFrameDoc, expected: .numbers([120, 100])
        ) {
            fidelitySize(square.frame(minWidth: 50, maxWidth: 150), 120, 100)
        },
        FidelityCase("max-infinity-fills", .documented, citation: flexibleFrameDoc, expected: .numbers([300, 100])) {
            fidelitySize(square.frame(maxWidth: .infinity), 300, 100)
        },
        FidelityCase("fixed-frame-both", .documented, citation: fixedFrameDoc, expected: .numbers([200, 100])) {
            fidelitySize(Ellipse().fill(Color.purple).frame(width: 200, height: 100), 300, 300)
        },
        FidelityCase("fixed-frame-height-only", .documented, citation: fixedFrameDoc, expected: .numbers([300, 100])) {
            fidelitySize(Ellipse().fill(Color.blue).frame(height: 100), 300, 300)
        },
        FidelityCase("fixed-frame-centres", .documented, citation: fixedFrameDoc, expected: .numbers([25, 25, 50, 50]))
        {
            fidelityFrames(Color.red.frame(width: 50, height: 50).frame(width: 100, height: 100), canvas: 100, 100)
        },
        FidelityCase(
            "fixed-frame-top-leading", .documented, citation: fixedFrameDoc, expected: .numbers([0, 0, 50, 50])
        ) {
            fidelityFrames(
                Color.red.frame(width: 50, height: 50).frame(width: 100, height: 100, alignment: .topLeading),
                canvas: 100, 100)
        },
        FidelityCase(
            "fixed-frame-bottom-trailing", .documented, citation: fixedFrameDoc, expected: .numbers([50, 50, 50, 50])
        ) {
            fidelityFrames(
                Color.red.frame(width: 50, height: 50).frame(width: 100, height: 100, alignment: .bottomTrailing),
                canvas: 100, 100)
        },
    ]

    static let idealFrameCases: [FidelityCase] = [
        FidelityCase("ideal-size-of-frame", .measured, citation: idealSizeGuide, expected: .numbers([100, 40])) {
            fidelitySize(
                RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize(), 300, 300)
        },
        FidelityCase(
            "ideal-size-around-fixed-child", .reverseEngineered, citation: flexFrameSource,
            expected: .numbers([100, 40])
        ) {
            fidelitySize(
                Color.red.frame(width: 30, height: 30).frame(idealWidth: 100, idealHeight: 40).fixedSize(), 300, 300)
        },
        FidelityCase(
            "ideal-ignored-when-proposed", .measured, citation: idealSizeGuide, expected: .numbers([200, 150])
        ) {
            fidelitySize(RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40), 200, 150)
        },
        FidelityCase("ideal-raised-to-min-20-30", .measured, citation: dualTests, expected: .numbers([20, 30])) {
            fidelitySize(
                Color.red.frame(minWidth: 20, idealWidth: 10, minHeight: 30, idealHeight: 15).fixedSize(), 300, 300)
        },
        FidelityCase("ideal-raised-to-min-50-100", .measured, citation: dualTests, expected: .numbers([50, 100])) {
            fidelitySize(
                Color.red.frame(minWidth: 50, idealWidth: 25, minHeight: 100, idealHeight: 50).fixedSize(), 300, 300)
        },
        FidelityCase("ideal-raised-to-min-100-200", .measured, citation: dualTests, expected: .numbers([100, 200])) {
            fidelitySize(
                Color.red.frame(minWidth: 100, idealWidth: 0, minHeight: 200, idealHeight: 0).fixedSize(), 300, 300)
        },
        FidelityCase("max-raised-to-ideal-30-40", .measured, citation: dualTests, expected: .numbers([30, 40])) {
            fidelitySize(Color.red.frame(idealWidth: 30, maxWidth: 20, idealHeight: 40, maxHeight: 25), 1000, 1000)
        },
        FidelityCase("max-raised-to-ideal-100-200", .measured, citation: dualTests, expected: .numbers([100, 200])) {
            fidelitySize(Color.red.frame(idealWidth: 100, maxWidth: 50, idealHeight: 200, maxHeight: 100), 1000, 1000)
        },
        FidelityCase("max-raised-to-ideal-50-75", .measured, citation: dualTests, expected: .numbers([50, 75])) {
            fidelitySize(Color.red.frame(idealWidth: 50, maxWidth: 25, idealHeight: 75, maxHeight: 50), 1000, 1000)
        },
        FidelityCase("negative-limits-become-zero", .measured, citation: dualTests, expected: .numbers([0, 0])) {
            fidelitySize(
                Color.red.frame(minWidth: -10, idealWidth: -5, minHeight: -100, idealHeight: -50).fixedSize(), 300, 300)
        },
        FidelityCase(
            "valid-limits-ideal", .measured, citation: "\(dualTests); \(flexibleFrameDoc)",
            expected: .numbers([20, 25])
        ) {
            fidelitySize(
                Color.red.frame(
                    minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35
                ).fixedSize(), 300, 300)
        },
        FidelityCase(
            "valid-limits-large-proposal", .measured, citation: "\(dualTests); \(flexibleFrameDoc)",
            expected: .numbers([30, 35])
        ) {
            fidelitySize(
                Color.red.frame(
                    minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35), 100, 100
            )
        },
        FidelityCase(
            "valid-limits-zero-proposal", .measured, citation: "\(dualTests); \(flexibleFrameDoc)",
            expected: .numbers([10, 15])
        ) {
            fidelitySize(
                Color.red.frame(
                    minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35), 0, 0)
        },
        FidelityCase(
            "wide-limits-ideal", .measured, citation: "\(dualTests); \(flexibleFrameDoc)",
            expected: .numbers([200, 100])
        ) {
            fidelitySize(
                Color.red.frame(
                    minWidth: 100, idealWidth: 200, maxWidth: 300, minHeight: 50, idealHeight: 100, maxHeight: 150
                ).fixedSize(), 500, 500)
        },
        FidelityCase(
            "wide-limits-inside-proposal", .measured, citation: "\(dualTests); \(flexibleFrameDoc)",
            expected: .numbers([250, 120])
        ) {
            fidelitySize(
                Color.red.frame(
                    minWidth: 100, idealWidth: 200, maxWidth: 300, minHeight: 50, idealHeight: 100, maxHeight: 150),
                250, 120)
        },
        FidelityCase(
            "zero-limits", .measured, citation: "\(dualTests); \(flexibleFrameDoc)", expected: .numbers([0, 0])
        ) {
            fidelitySize(
                Color.red.frame(minWidth: 0, idealWidth: 0, maxWidth: 0, minHeight: 0, idealHeight: 0, maxHeight: 0),
                300, 300)
        },
    ]
}
