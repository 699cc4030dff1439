import Testing

@testable import DiaryKit

/// On an English site the captions keep Xcode's words, with whole-point sizes; the words come
/// from the strings table, as the rest of the page's do.
@Suite("Preview captions in English")
struct PreviewCaptionEnglishTests {
    @Test(
        "Xcode's canvas labels stay English",
        arguments: [
            ("Three shots", "Size That Fits · 229.24 × 104", "Three shots · Size That Fits · 229 × 104"),
            ("Preview", "Fixed Layout · 500 × 270", "Preview · Fixed Layout · 500 × 270"),
            ("Preview 2", "iPhone SE (3rd generation)", "Preview 2 · iPhone SE (3rd generation)"),
            (
                "Screen", "iPad Air (5th generation) · Landscape Left",
                "Screen · iPad Air (5th generation) · Landscape Left"
            ),
        ])
    func staysEnglish(name: String, canvas: String, expected: String) {
        #expect(PreviewCaption.localized(name: name, canvas: canvas, strings: .builtIn(.english)) == expected)
    }

    @Test("A failed drawing's note is in the site's language")
    func failureNotes() {
        var samples = RunnableSamples()
        samples.strings = .builtIn(.english)
        #expect(samples.note(for: .stopped) == "its code stopped with an error")
        samples.strings = .builtIn(.russian)
        #expect(samples.note(for: .stopped) == "его код остановился с ошибкой")
    }
}
