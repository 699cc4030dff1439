import SwiftHighlighter
import TestSupport
import Testing

@Suite("Round trip on random inputs")
struct RandomInputTests {
    /// Pieces of Swift and of things that confuse Swift lexers, glued at random.
    static let fragments = [
        "\"", "\"\"\"", "#", "##", "#\"", "\"#", "\"##", "\\", "\\(", "\\#(", "\\##(", "(", ")", "/*", "*/",
        "//", "///", "\n", "\r\n", "\r", "\t", " ", "  ", "let", "var", "struct", "Foo", "View", "self", ".",
        ".default", "@State", "@", "#Preview", "#if", "#available", "0x1F", "1_0.5e-3", "0b", "0o7", "1.",
        "..<", "...", "?.", "??", "->", "&&", "`", "`default`", "$0", "$", "{", "}", "[", "]", ",", ":", ";",
        "Привет", "Кнопка", "👋🏽", "🇷🇺", "é", "e\u{301}", "\u{301}", "\u{0}", "\u{FEFF}", "\u{2028}", "&",
        "<", ">", "'", "&amp;", "<span>", "</span>", "=", "+", "-", "*", "/", "!", "?", "x", "_",
    ]

    /// Builds one input of up to `maximumLength` fragments, sometimes with random scalars.
    static func randomInput(using generator: inout SplitMix64, maximumLength: Int) -> String {
        var input = ""
        for _ in 0..<generator.below(maximumLength + 1) {
            if generator.below(8) == 0 {
                input.unicodeScalars.append(randomScalar(using: &generator))
            } else {
                input += fragments[generator.below(fragments.count)]
            }
        }
        return input
    }

    /// A printable ASCII scalar, or any valid scalar up to U+10FFFF.
    static func randomScalar(using generator: inout SplitMix64) -> Unicode.Scalar {
        if generator.below(2) == 0 {
            return Unicode.Scalar(UInt8(32 + generator.below(95)))
        }
        while true {
            if let scalar = Unicode.Scalar(UInt32(generator.below(0x11_0000))) { return scalar }
        }
    }

    @Test("The generator is the reference SplitMix64")
    func generatorMatchesReference() {
        var generator = SplitMix64(seed: 0)
        #expect(
            [generator.next(), generator.next(), generator.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    @Test("Thousands of seeded random inputs survive highlighting byte for byte")
    func randomInputs() {
        var generator = SplitMix64(seed: 0x5EED_D1A2)
        var failures: [String] = []
        for _ in 0..<4_000 {
            let input = Self.randomInput(using: &generator, maximumLength: 40)
            if let problem = faithfulnessProblem(in: input) {
                failures.append("\(input.debugDescription): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.first ?? "")")
    }
}
