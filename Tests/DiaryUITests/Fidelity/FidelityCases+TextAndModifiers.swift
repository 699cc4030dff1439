import DiaryUI

/// What `Text` shows, and modifiers that change the size or placement of a view.
extension FidelityCatalogue {

    static let textCases: [FidelityProbe] = [
        FidelityProbe("double-in-literal-is-lf") {
            fidelityText(Text("progress \(0.5)"))
        },
        FidelityProbe("float-in-literal-is-f") {
            fidelityText(Text("\(Float(1.5))"))
        },
        FidelityProbe("integer-in-literal") {
            fidelityText(Text("\(42) / \(7)"))
        },
        FidelityProbe("specifier-two-decimals") {
            fidelityText(Text("\(0.5, specifier: "%.2f")"))
        },
        FidelityProbe("specifier-rounds-binary-value") {
            fidelityText(Text("\(1.005, specifier: "%.2f")"))
        },
        FidelityProbe("negative-double") {
            fidelityText(Text("\(-2.25)"))
        },
        FidelityProbe("verbatim-as-is") {
            fidelityText(Text(verbatim: "progress %lf 100%"))
        },
        FidelityProbe("string-variable-as-is") {
            let label = "progress \(0.5)"
            return fidelityText(Text(label))
        },
    ]

    static let modifierCases: [FidelityProbe] = [
        FidelityProbe("padding-all-edges") {
            fidelitySize(Color.red.frame(width: 50, height: 50).padding(10), nil, nil)
        },
        FidelityProbe("padding-horizontal") {
            fidelitySize(Color.red.frame(width: 50, height: 50).padding(.horizontal, 10), nil, nil)
        },
        FidelityProbe("offset-keeps-layout") {
            fidelitySize(Color.red.frame(width: 50, height: 50).offset(x: 10, y: 20), 300, 300)
        },
        FidelityProbe("overlay-sized-by-base") {
            fidelitySize(
                Color.red.frame(width: 50, height: 50).overlay { Color.blue.frame(width: 100, height: 100) }, 300, 300)
        },
        FidelityProbe("background-sized-by-base") {
            fidelitySize(
                Color.red.frame(width: 50, height: 50).background { Color.blue.frame(width: 100, height: 100) }, 300,
                300)
        },
        FidelityProbe("fixed-size-one-axis") {
            fidelitySize(Color.red.fixedSize(horizontal: true, vertical: false), 200, 200)
        },
        FidelityProbe("aspect-ratio-fit") {
            fidelitySize(Color.red.aspectRatio(2, contentMode: .fit), 300, 300)
        },
        FidelityProbe("aspect-ratio-fill") {
            fidelitySize(Color.red.aspectRatio(2, contentMode: .fill), 300, 300)
        },
        FidelityProbe("geometry-reader-fills") {
            fidelitySize(GeometryReader { _ in Color.red }, 123, 45)
        },
    ]
}
