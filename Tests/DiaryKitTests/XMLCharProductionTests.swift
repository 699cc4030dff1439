import Testing

@testable import DiaryKit

/// What the feeds and the sitemap keep of a text: exactly XML 1.0's `Char` production
/// (`XMLForbiddenCharactersTests` in DiaryToolTests checks the built documents).
@Suite("Characters XML forbids: the Char production")
struct XMLCharProductionTests {
    @Test("Removal matches XML 1.0's Char production on every BMP code point and the planes' edges")
    func charProduction() {
        var scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init)
        scalars += [0x10000, 0x1FFFE, 0x1FFFF, 0x10FFFF].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let value = scalar.value
            let inChar =
                value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            #expect(XMLCharacters.isAllowed(scalar) == inChar, "U+\(String(value, radix: 16))")
            let text = "a\(Character(scalar))b"
            let cleaned = XMLCharacters.removingForbidden(text)
            if cleaned != (inChar ? text : "ab") {
                Issue.record("U+\(String(value, radix: 16)): \(Array(cleaned.unicodeScalars))")
            }
        }
    }
}
