import Testing

@testable import DiaryKit

/// Preview captions on the page are Russian, with whole-point sizes, and never say a thing twice.
@Suite("Preview captions")
struct PreviewCaptionTests {
    @Test(
        "Xcode's canvas labels become Russian",
        arguments: [
            ("Три снимка", "Size That Fits · 229.24 × 104", "Три снимка · по содержимому · 229 × 104"),
            ("Ряды кнопок", "Size That Fits · 390 × 407.88", "Ряды кнопок · по содержимому · 390 × 408"),
            ("Галерея", "Fixed Layout · 390 × 340", "Галерея · фиксированный холст · 390 × 340"),
            ("Preview", "Fixed Layout · 500 × 270", "Превью · фиксированный холст · 500 × 270"),
            ("Preview 2", "iPhone SE (3rd generation)", "Превью 2 · iPhone SE (3-го поколения)"),
            (
                "Экран", "iPad Air (5th generation) · Landscape Left",
                "Экран · iPad Air (5-го поколения) · альбомная ориентация"
            ),
            ("Светлая тема", "iPhone 14", "Светлая тема · iPhone 14"),
        ])
    func translates(name: String, canvas: String, expected: String) {
        #expect(PreviewCaption.russian(name: name, canvas: canvas) == expected)
    }

    @Test(
        "What the name already says is not repeated",
        arguments: [
            ("Альбомная ориентация", "iPhone 14 · Landscape Left", "Альбомная ориентация · iPhone 14"),
            ("Фиксированный", "Fixed Layout · 200 × 300", "Фиксированный · 200 × 300"),
            ("По содержимому", "Size That Fits · 229.24 × 104", "По содержимому · 229 × 104"),
            ("iPhone 14", "iPhone 14", "iPhone 14"),
        ])
    func saysEachThingOnce(name: String, canvas: String, expected: String) {
        #expect(PreviewCaption.russian(name: name, canvas: canvas) == expected)
    }
}
