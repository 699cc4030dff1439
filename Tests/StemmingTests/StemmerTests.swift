import Stemming
import Testing

@Suite("Stemmers")
struct StemmerTests {
    @Test(
        "Russian words reduce to their Snowball stems",
        arguments: [
            ("кнопками", "кнопк"), ("кнопкой", "кнопк"), ("кнопки", "кнопк"), ("кнопка", "кнопк"),
            ("ёлка", "елк"), ("важнейшими", "важн"), ("валялась", "валя"), ("павлиньи", "павлин"),
            ("читавшись", "чита"), ("прочитавши", "прочита"), ("красивейший", "красив"), ("длинный", "длин"),
            ("стоимость", "стоимост"), ("сделайте", "сдела"), ("одиннадцатый", "одиннадцат"),
        ])
    func russian(word: String, stem: String) {
        #expect(RussianStemmer.stem(word) == stem)
    }

    @Test(
        "English words reduce to their Porter2 stems",
        arguments: [
            ("running", "run"), ("generously", "generous"), ("caresses", "caress"), ("ponies", "poni"),
            ("ties", "tie"), ("cries", "cri"), ("dying", "die"), ("lying", "lie"), ("skies", "sky"),
            ("news", "news"), ("succeeded", "succeed"), ("proceeding", "proceed"), ("hopping", "hop"),
            ("hoped", "hope"), ("agreed", "agre"), ("knightly", "knight"), ("consignment", "consign"),
            ("communism", "communism"), ("generate", "generat"), ("children's", "children"),
            ("students'", "student"), ("inning", "inning"), ("outing", "outing"), ("sized", "size"),
            ("happily", "happili"), ("relational", "relat"), ("conditional", "condit"),
        ])
    func english(word: String, stem: String) {
        #expect(EnglishStemmer.stem(word) == stem)
    }

    @Test("Words shorter than three letters and words without vowels stay as they are")
    func untouchedWords() {
        #expect(EnglishStemmer.stem("is") == "is")
        #expect(EnglishStemmer.stem("") == "")
        #expect(RussianStemmer.stem("") == "")
        #expect(RussianStemmer.stem("вкл") == "вкл")
    }

    @Test(
        "The language follows the script, after folding case, ё and apostrophes",
        arguments: [
            ("Кнопками", "кнопк"), ("ЁЛКА", "елк"), ("Running", "run"), ("Children’s", "children"),
            ("2024", "2024"), ("iOS17", "ios17"), ("Ёжиками", "ежик"), ("зам\u{301}ков", "замк"),
            ("—", "—"),
        ])
    func routedByScript(word: String, stem: String) {
        #expect(Stemmer.stem(word) == stem)
    }

    @Test("Folding lowercases Latin and Cyrillic letters and leaves other scalars alone")
    func folding() {
        #expect(Stemmer.fold("ЁЛКА Ёж") == "елка еж")
        #expect(Stemmer.fold("ÀÉÎÕÜ Ĳ Ž Ґ Ӂ") == "àéîõü ĳ ž ґ ӂ")
        #expect(Stemmer.fold("Don’t ʼn ‘q") == "don't 'n 'q")
        #expect(Stemmer.fold("и\u{306}од е\u{308}ж") == "йод еж")
        #expect(Stemmer.fold("ΣΩ 日本 42") == "ΣΩ 日本 42")
    }
}
