import DiaryUI

/// Fixed and flexible frames.
extension FidelityCatalogue {

    /// A 100 × 100 colour, the child of the documented frame rules below.
    static var square: some View { Color.red.frame(width: 100, height: 100) }

    static let frameCases: [FidelityProbe] = documentedFrameCases + idealFrameCases

    static let documentedFrameCases: [FidelityProbe] = [
        FidelityProbe("min-width-proposal-below-child") {
            fidelitySize(square.frame(minWidth: 50), 70, 100)
        },
        FidelityProbe("min-width-clamps-small-proposal") {
            fidelitySize(square.frame(minWidth: 50), 30, 100)
        },
        FidelityProbe("min-width-large-proposal-child-size") {
            fidelitySize(square.frame(minWidth: 50), 150, 100)
        },
        FidelityProbe("max-width-clamps-large-proposal") {
            fidelitySize(square.frame(maxWidth: 200), 300, 100)
        },
        FidelityProbe("max-width-takes-proposal-above-child") {
            fidelitySize(square.frame(maxWidth: 200), 150, 100)
        },
        FidelityProbe("max-width-small-proposal-child-size") {
            fidelitySize(square.frame(maxWidth: 200), 80, 100)
        },
        FidelityProbe("min-max-clamp-large") {
            fidelitySize(square.frame(minWidth: 50, maxWidth: 150), 300, 100)
        },
        FidelityProbe("min-max-clamp-small") {
            fidelitySize(square.frame(minWidth: 50, maxWidth: 150), 20, 100)
        },
        FidelityProbe("min-max-adopts-proposal") {
            fidelitySize(square.frame(minWidth: 50, maxWidth: 150), 120, 100)
        },
        FidelityProbe("max-infinity-fills") {
            fidelitySize(square.frame(maxWidth: .infinity), 300, 100)
        },
        FidelityProbe("fixed-frame-both") {
            fidelitySize(Ellipse().fill(Color.purple).frame(width: 200, height: 100), 300, 300)
        },
        FidelityProbe("fixed-frame-height-only") {
            fidelitySize(Ellipse().fill(Color.blue).frame(height: 100), 300, 300)
        },
        FidelityProbe("fixed-frame-centres") {
            fidelityFrames(Color.red.frame(width: 50, height: 50).frame(width: 100, height: 100), canvas: 100, 100)
        },
        FidelityProbe("fixed-frame-top-leading") {
            fidelityFrames(
                Color.red.frame(width: 50, height: 50).frame(width: 100, height: 100, alignment: .topLeading),
                canvas: 100, 100)
        },
        FidelityProbe("fixed-frame-bottom-trailing") {
            fidelityFrames(
                Color.red.frame(width: 50, height: 50).frame(width: 100, height: 100, alignment: .bottomTrailing),
                canvas: 100, 100)
        },
    ]

    static let idealFrameCases: [FidelityProbe] = [
        FidelityProbe("ideal-size-of-frame") {
            fidelitySize(
                RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize(), 300, 300)
        },
        FidelityProbe("ideal-size-around-fixed-child") {
            fidelitySize(
                Color.red.frame(width: 30, height: 30).frame(idealWidth: 100, idealHeight: 40).fixedSize(), 300, 300)
        },
        FidelityProbe("ideal-ignored-when-proposed") {
            fidelitySize(RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40), 200, 150)
        },
        FidelityProbe("ideal-raised-to-min-20-30") {
            fidelitySize(
                Color.red.frame(minWidth: 20, idealWidth: 10, minHeight: 30, idealHeight: 15).fixedSize(), 300, 300)
        },
        FidelityProbe("ideal-raised-to-min-50-100") {
            fidelitySize(
                Color.red.frame(minWidth: 50, idealWidth: 25, minHeight: 100, idealHeight: 50).fixedSize(), 300, 300)
        },
        FidelityProbe("ideal-raised-to-min-100-200") {
            fidelitySize(
                Color.red.frame(minWidth: 100, idealWidth: 0, minHeight: 200, idealHeight: 0).fixedSize(), 300, 300)
        },
        FidelityProbe("max-raised-to-ideal-30-40") {
            fidelitySize(Color.red.frame(idealWidth: 30, maxWidth: 20, idealHeight: 40, maxHeight: 25), 1000, 1000)
        },
        FidelityProbe("max-raised-to-ideal-100-200") {
            fidelitySize(Color.red.frame(idealWidth: 100, maxWidth: 50, idealHeight: 200, maxHeight: 100), 1000, 1000)
        },
        FidelityProbe("max-raised-to-ideal-50-75") {
            fidelitySize(Color.red.frame(idealWidth: 50, maxWidth: 25, idealHeight: 75, maxHeight: 50), 1000, 1000)
        },
        FidelityProbe("negative-limits-become-zero") {
            fidelitySize(
                Color.red.frame(minWidth: -10, idealWidth: -5, minHeight: -100, idealHeight: -50).fixedSize(), 300, 300)
        },
        FidelityProbe("valid-limits-ideal") {
            fidelitySize(
                Color.red.frame(
                    minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35
                ).fixedSize(), 300, 300)
        },
        FidelityProbe("valid-limits-large-proposal") {
            fidelitySize(
                Color.red.frame(
                    minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35), 100, 100
            )
        },
        FidelityProbe("valid-limits-zero-proposal") {
            fidelitySize(
                Color.red.frame(
                    minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 15, idealHeight: 25, maxHeight: 35), 0, 0)
        },
        FidelityProbe("wide-limits-ideal") {
            fidelitySize(
                Color.red.frame(
                    minWidth: 100, idealWidth: 200, maxWidth: 300, minHeight: 50, idealHeight: 100, maxHeight: 150
                ).fixedSize(), 500, 500)
        },
        FidelityProbe("wide-limits-inside-proposal") {
            fidelitySize(
                Color.red.frame(
                    minWidth: 100, idealWidth: 200, maxWidth: 300, minHeight: 50, idealHeight: 100, maxHeight: 150),
                250, 120)
        },
        FidelityProbe("zero-limits") {
            fidelitySize(
                Color.red.frame(minWidth: 0, idealWidth: 0, maxWidth: 0, minHeight: 0, idealHeight: 0, maxHeight: 0),
                300, 300)
        },
    ]
}
