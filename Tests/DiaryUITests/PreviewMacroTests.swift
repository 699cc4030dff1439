import Testing

@testable import DiaryUI

/// What the extractor makes of `#Preview("name", traits: …) { … }`: one variant with the macro's
/// name and traits.
private struct MacroPreviews: PreviewProvider {
    static var previews: some View {
        _PreviewMacroVariant("Три", traits: .sizeThatFitsLayout) { Color.red.frame(width: 40, height: 30) }
        _PreviewMacroVariant("Боком", traits: .landscapeLeft) { Color.red }
        _PreviewMacroVariant(traits: .fixedLayout(width: 200, height: 100), .portrait) { Color.red }
        _PreviewMacroVariant { Color.red }
    }
}

@Suite("#Preview variants")
struct PreviewMacroTests {
    @Test func nameAndTraitsBecomeTheVariantsSettings() {
        let previews = renderPreviews(of: MacroPreviews.self, idPrefix: "m")
        #expect(previews.map(\.name) == ["Три", "Боком", "Preview 3", "Preview 4"])
        #expect(
            previews.map(\.caption) == [
                "Size That Fits · 40 × 30", "iPhone 14 · Landscape Left", "Fixed Layout · 200 × 100", "iPhone 14",
            ])
    }
}
