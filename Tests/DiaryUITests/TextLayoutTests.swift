import Testing

@testable import DiaryUI

@Suite("Text measuring and wrapping")
struct TextLayoutTests {
    static let russianSentence = "Съешь же ещё этих мягких французских булок, да выпей «чаю» — и всё…"

    /// Every character the diary's Russian typography produces has its own width in each face's table.
    @Test(arguments: FontFace.allCases.filter { $0.fallback == nil })
    func tableCoversCyrillicAndPunctuation(_ face: FontFace) {
        let characters =
            "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
            + "«»„“”‘’—–…№₽−•\u{00A0}\u{2009}\u{202F}ABCxyz0123456789.,:;!?()[]{}'\"-+=*/\\@#$%&"
        for character in characters {
            #expect(TextMeasure.tableAdvance(of: character, in: face) != nil, "\(character) in \(face)")
        }
    }

    /// Advances from Inter's `hmtx` table (2816 units per em; no tracking at that size).
    @Test func advancesMatchTheFont() {
        #expect(TextMeasure.width(of: " ", fontSize: 2816, face: .regular) == 792)
        #expect(TextMeasure.width(of: "M", fontSize: 2816, face: .regular) == 2504)
        #expect(
            TextMeasure.width(of: "Ж", fontSize: 2816, face: .regular) == TextMeasure.width(
                of: "Ж", fontSize: 1408, face: .regular) * 2)
        #expect(
            TextMeasure.width(of: "\u{00A0}", fontSize: 17, face: .regular)
                == TextMeasure.width(of: " ", fontSize: 17, face: .regular))
    }

    /// One em, plus SF's tracking at the size (−0.442 pt at 17 pt, −0.46 at 20).
    @Test func unknownCharactersUseTheFallbackWidth() {
        #expect(abs(TextMeasure.width(of: "🐦", fontSize: 17, face: .regular) - (17 - 0.442)) < 1e-9)
        #expect(abs(TextMeasure.width(of: "字", fontSize: 20, face: .regular) - (20 - 0.46)) < 1e-9)
    }

    @Test func widthIsTheSumOfAdvances() {
        let word = "булок"
        let sum = word.reduce(0) { $0 + TextMeasure.width(of: String($1), fontSize: 17, face: .regular) }
        #expect(abs(TextMeasure.width(of: word, fontSize: 17, face: .regular) - sum) < 1e-9)
    }

    @Test func withoutWidthTextStaysOnOneLinePerParagraph() {
        let layout = TextLayout("one two\nthree", fontSize: 17, face: .regular, proposal: .unspecified, lineLimit: nil)
        #expect(layout.lines.map(\.text) == ["one two", "three"])
        #expect(layout.size.height == 2 * TextMeasure.lineHeight(fontSize: 17))
    }

    @Test(arguments: [130.0, 160, 200, 400])
    func wrappedLinesFitAndKeepEveryWord(_ width: Double) {
        let widestWord = Self.russianSentence.split(separator: " ").map {
            TextMeasure.width(of: $0, fontSize: 17, face: .regular)
        }
        .max()
        #expect(widestWord.map { $0 <= width } == true, "every word must fit for this test")
        let layout = TextLayout(
            Self.russianSentence, fontSize: 17, face: .regular, proposal: ProposedViewSize(width: width, height: nil),
            lineLimit: nil)
        for line in layout.lines {
            #expect(line.width <= width + 0.001, "\(line.text)")
            #expect(abs(line.width - TextMeasure.width(of: line.text, fontSize: 17, face: .regular)) < 1e-9)
        }
        #expect(layout.lines.map(\.text).joined(separator: " ") == Self.russianSentence)
        #expect(layout.size.width <= width + 0.001)
    }

    @Test func greedyWrappingFillsLinesBeforeBreaking() {
        let twoWords = TextMeasure.width(of: "aa bb", fontSize: 17, face: .regular)
        let layout = TextLayout(
            "aa bb cc", fontSize: 17, face: .regular, proposal: ProposedViewSize(width: twoWords, height: nil),
            lineLimit: nil)
        #expect(layout.lines.map(\.text) == ["aa bb", "cc"])
    }

    @Test func noBreakSpaceKeepsWordsTogether() {
        let text = "в\u{00A0}доме"
        let width = TextMeasure.width(of: "доме", fontSize: 17, face: .regular) + 1
        let layout = TextLayout(
            "и " + text, fontSize: 17, face: .regular, proposal: ProposedViewSize(width: width + 20, height: nil),
            lineLimit: nil)
        #expect(layout.lines.map(\.text) == ["и", text])
    }

    @Test func wordsWiderThanTheLineBreakBetweenCharacters() {
        let layout = TextLayout(
            "Достопримечательность", fontSize: 17, face: .regular, proposal: ProposedViewSize(width: 40, height: nil),
            lineLimit: nil)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.width <= 40.001 })
        #expect(layout.lines.map(\.text).joined() == "Достопримечательность")
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let layout = TextLayout(
            Self.russianSentence, fontSize: 17, face: .regular, proposal: ProposedViewSize(width: 120, height: nil),
            lineLimit: 2)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].text.hasSuffix("…"))
        #expect(layout.lines[1].width <= 120.001)
    }

    @Test func proposedHeightLimitsTheLines() {
        let lineHeight = TextMeasure.lineHeight(fontSize: 17)
        let proposal = ProposedViewSize(width: 100, height: lineHeight * 2.5)
        let layout = TextLayout(Self.russianSentence, fontSize: 17, face: .regular, proposal: proposal, lineLimit: nil)
        #expect(layout.lines.count == 2)
        #expect(layout.size.height == 2 * lineHeight)
        let tiny = TextLayout(
            Self.russianSentence, fontSize: 17, face: .regular, proposal: ProposedViewSize(width: 100, height: 1),
            lineLimit: nil)
        #expect(tiny.lines.count == 1)
    }

    @Test func emptyTextHasNoSize() {
        #expect(TextLayout("", fontSize: 17, face: .regular, proposal: .unspecified, lineLimit: nil).size == .zero)
    }

    @Test func textStylesUseTheDefaultDynamicTypeSizes() {
        let body = chosenSize(of: Text("Hi"), for: .unspecified)
        let title = chosenSize(of: Text("Hi").font(.largeTitle), for: .unspecified)
        // Advances scale with the size; SF's tracking (two characters' worth) depends on it.
        let untrackedBody = body.width - 2 * TextMeasure.tracking(fontSize: 17, face: .regular)
        let untrackedTitle = title.width - 2 * TextMeasure.tracking(fontSize: 34, face: .regular)
        #expect(abs(untrackedTitle / untrackedBody - 34.0 / 17.0) < 1e-9)
        #expect(abs(body.height - TextMeasure.lineHeight(fontSize: 17)) < 1e-9)
    }
}
