import DiaryMarkdown
import Mustache
import Testing

@testable import DiaryKit

/// `language:` tags, what each language sets, its interface words and the detection.
@Suite("Site language and interface strings")
struct SiteLanguageSettingsTests {
    @Test(
        "Language tags: BCP 47 shapes are read, anything else is refused",
        arguments: [
            ("ru", "ru", "ru"), ("en", "en", "en"), ("en-GB", "en-GB", "en"), ("EN_us", "EN-us", "en"),
            ("de", "de", "de"), ("zh-Hant-TW", "zh-Hant-TW", "zh"),
        ])
    func validTags(written: String, tag: String, primary: String) throws {
        let language = try #require(SiteLanguage(tag: written))
        #expect(language.tag == tag)
        #expect(language.primary == primary)
    }

    @Test("Not language tags", arguments: ["", "e", "english please", "en-", "-en", "ru-RU-toolongsubtag", "r1"])
    func invalidTags(written: String) {
        #expect(SiteLanguage(tag: written) == nil)
    }

    @Test("Russian and English have their typography and stemming; other languages have none")
    func whatEachLanguageSets() throws {
        #expect(SiteLanguage.russian.typography == .russian)
        #expect(try #require(SiteLanguage(tag: "en-GB")).typography == .english)
        let german = try #require(SiteLanguage(tag: "de"))
        #expect(german.typography == nil && !german.stemsSearchWords)
        #expect(SiteLanguage.english.stemsSearchWords && SiteLanguage.russian.stemsSearchWords)
    }

    @Test("site.yaml's language: is read with its line; a bad tag is an error at its line")
    func settings() throws {
        let settings = try SiteSettings.parse("title: T\nlanguage: en-GB\n", path: "site.yaml", defaults: .defaults)
        #expect(settings.language?.tag == "en-GB" && settings.languageLine == 2)
        #expect(settings.hasSettingsFile && !settings.hasDefaultTitle)
        #expect(SiteSettings.defaults.language == nil && !SiteSettings.defaults.hasSettingsFile)
        #expect(throws: DiaryError.self) {
            try SiteSettings.parse("language: 42\n", path: "site.yaml", defaults: .defaults)
        }
    }

    @Test("English words: plurals with one and other, dates month first")
    func english() {
        let strings = InterfaceStrings.builtIn(.english)
        #expect(strings.plural("articles", count: 1) == "1 article")
        #expect(strings.plural("articles", count: 2) == "2 articles")
        #expect(strings.plural("articles", count: 21) == "21 articles")
        #expect(strings.plural("latest", count: 1) == "the latest article")
        #expect(strings.date(CalendarDate(iso: "2023-06-08")!) == "June 8, 2023")
        #expect(InterfaceStrings.builtIn(.russian).date(CalendarDate(iso: "2023-06-08")!) == "8 июня 2023")
    }

    @Test("Both built-in tables have the same keys, apart from the plural forms each language has")
    func sameKeys() {
        let plural = { (key: String) in ["_one", "_few", "_many", "_other"].contains { key.hasSuffix($0) } }
        let russian = Set(InterfaceStrings.russianTable.keys.filter { !plural($0) })
        let english = Set(InterfaceStrings.englishTable.keys.filter { !plural($0) })
        #expect(russian == english, "\(russian.symmetricDifference(english))")
    }

    @Test("Templates see every key whatever the language: a missing plural form is the other one")
    func templateValues() throws {
        guard case .dictionary(let values) = InterfaceStrings.builtIn(.english).mustacheValue else {
            Issue.record("not a dictionary")
            return
        }
        #expect(values["articles_few"] == .string("{count} articles"))
        #expect(values["articles_one"] == .string("{count} article"))
        #expect(values["nav_articles"] == .string("Articles"))
    }

    @Test("Detection: the share of Cyrillic letters decides, and the line says it")
    func detection() {
        var english = LanguageDetection()
        english.add("Buttons and stacks, with a word or two: кнопка.")
        #expect(english.language == .english)
        var russian = LanguageDetection()
        russian.add("Кнопки и стеки в SwiftUI: Button, HStack, VStack.")
        #expect(russian.language == .russian)
        #expect(russian.note.hasPrefix("Language: ru (detected: "))
        #expect(LanguageDetection().language == .english, "no letters at all: English")
    }

    @Test("Detection counts exactly the letters Unicode calls alphabetic, Cyrillic apart, on mixed text")
    func detectionCountsAsUnicode() {
        // ASCII, Cyrillic with its signs and combining marks (҂ U+0482, U+0483…U+0489), Latin-1,
        // Greek, CJK, digits, punctuation and an emoji.
        let pool = Array("aZ09 ,.@[`{~ёЖщҐӁ҂\u{483}\u{489}ԯ Ԁéßπ漢字🙂\u{301}—«»")
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let text = String(
                (0..<Int.random(in: 0...64, using: &random)).map { _ in pool.randomElement(using: &random)! })
            var detection = LanguageDetection()
            detection.add(text)
            let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
            #expect(detection.letters == letters.count, "\(text.debugDescription)")
            #expect(
                detection.cyrillicLetters == letters.filter { (0x400...0x52F).contains($0.value) }.count,
                "\(text.debugDescription)")
        }
    }
}
