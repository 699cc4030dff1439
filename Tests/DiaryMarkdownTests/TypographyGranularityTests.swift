import TestSupport
import Testing

@testable import DiaryMarkdown

/// The scalar fast path of ``TypographyRun`` is only an optimisation: on any text, whichever
/// granularity it takes, the result is the one the `Character` rules give.
@Suite("Typography granularity")
struct TypographyGranularityTests {
    /// The previous `[Character]` implementation's result.
    private func reference(_ segments: [RussianTypography.Segment]) -> [String] {
        var run = ReferenceTypographyRun(segments: segments)
        run.applyRules()
        return run.texts()
    }

    @Test("every simple scalar is a character of its own, beside letters, line feeds and itself")
    func simpleScalarsStandAlone() {
        var simple = 0
        for range in SimpleScalars.ranges {
            for value in range {
                let scalar = String(Unicode.Scalar(value)!)
                #expect(("a" + scalar).count == 2, "U+\(String(value, radix: 16)) joins the letter before it")
                #expect((scalar + "a").count == 2, "U+\(String(value, radix: 16)) joins the letter after it")
                #expect((scalar + "\n").count == 2, "U+\(String(value, radix: 16)) joins a line feed")
                #expect((scalar + scalar).count == 2, "U+\(String(value, radix: 16)) joins itself")
                simple += 1
            }
        }
        #expect(simple == SimpleScalars.units.filter { $0.flags.contains(.simple) }.count)
    }

    @Test("a unit's code names the punctuation mark it equals as a Character, and nothing else")
    func codesMatchCharacterEquality() {
        let marks = "\"%+-./: |\u{AB}\u{BB}\u{2014}\u{2013}\u{201C}\u{201E}\u{2026}()[]{}=,;!?\u{E000}\u{E001}"
        for character in marks {
            #expect(TypographyUnit(character).code == character.unicodeScalars.first!.value)
        }
        #expect(TypographyUnit("\u{37E}").code == TypographyUnit(";").code, "U+037E is canonically `;`")
        #expect(TypographyUnit("a\u{301}").code == TypographyUnit.other)
        #expect(TypographyUnit("-\u{301}").code == TypographyUnit.other, "a hyphen with an accent is no hyphen")
        for unit in SimpleScalars.units.indices where SimpleScalars.units[unit].flags.contains(.simple) {
            let code = SimpleScalars.units[unit].code
            #expect(code == TypographyUnit.other || code == UInt32(unit))
        }
    }

    @Test(
        "text whose characters are several scalars follows the Character rules",
        arguments: [
            // After a letter with an accent a quote closes; a lone accent would have opened it.
            ("x\u{301}\"y", "x\u{301}»y"),
            // A stressed preposition binds like the plain one only when it is the plain one.
            ("и\u{301} дом и дом", "и\u{301} дом и\u{00A0}дом"),
            // Emoji, flags and a CRLF in the text.
            ("\"👩‍💻\" -- 🇷🇺 в\r\nдом...", "«👩‍💻»\u{00A0}— 🇷🇺 в\r\nдом…"),
            ("- \u{301}-- в", "- \u{301}-- в"),
        ])
    func combiningMarks(input: String, expected: String) {
        #expect(RussianTypography.apply(input) == expected)
        #expect(reference([.text(input)]) == [expected])
    }

    @Test("both granularities agree with the Character reference on a generated mixed corpus")
    func generatedCorpus() {
        var generator = SplitMix64(seed: 20_241_201)
        var scalarRuns = 0
        for _ in 0..<4000 {
            let segments = Self.segments(using: &generator)
            let expected = reference(segments)
            let fast = RussianTypography.transform(segments)
            let slow = RussianTypography.transform(segments, granularity: .characters)
            #expect(fast == expected, "\(segments)")
            #expect(slow == expected, "\(segments)")
            if TypographyRun(segments: segments).unitsAreScalars { scalarRuns += 1 }
        }
        // The corpus exercises both paths.
        #expect(scalarRuns > 500)
        #expect(scalarRuns < 3500)
    }

    // MARK: The generated corpus

    private static let pieces: [String] = [
        "в", "на", "не", "и", "В", "НА", "Не", "дом", "улице", "Swift", "a", "ok", " ", "  ", "\"", "\"\"", "«", "»",
        "-", "--", "---", "----", ".", "...", "....", "|", "(", ")", "[", "=", "/", "*", "%", "1", "42", ",", "!",
        "?", ":", "://", "https://x.org/a---b", "ssh://h/\"...\"", "…", "—", "–", "„", "\u{201C}", "\u{00A0}",
        "ё", "é", "ß", "Ωmega", "\u{2116}", "\u{E000}", "\u{37E}", "е\u{301}", "и\u{301}", "\u{301}", "-\u{301}",
        "👍", "👩‍💻", "🇷🇺", "\r\n", "\r", "\n", "\t", "\u{200D}", "ó",
    ]

    /// The pieces that are simple scalars only, so a good share of runs takes the fast path.
    private static let simplePieces = pieces.filter { piece in
        piece.unicodeScalars.allSatisfy { SimpleScalars.unit($0, in: SimpleScalars.units) != nil }
    }

    private static func segments(using generator: inout SplitMix64) -> [RussianTypography.Segment] {
        let simpleOnly = generator.next() % 2 == 0
        let pieces = simpleOnly ? simplePieces : pieces
        var segments: [RussianTypography.Segment] = []
        for _ in 0..<(1 + generator.next() % 6) {
            switch generator.next() % 10 {
            case 0: segments.append(.opaque)
            case 1: segments.append(.space)
            case 2: segments.append(.boundary)
            case 3: segments.append(.verbatim(["\"", "-", ".", "--", "..."][Int(generator.next() % 5)]))
            default:
                var text = ""
                for _ in 0..<(generator.next() % 12) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
                segments.append(.text(text))
            }
        }
        return segments
    }
}
