import Stemming
import Testing

@Suite("Search tokenizer")
struct SearchTokenizerTests {
    @Test(
        "Text splits into words and identifiers into their parts",
        arguments: [
            ("Кнопка затвора, снова!", ["Кнопка", "затвора", "снова"]),
            ("ParentalGate", ["ParentalGate", "Parental", "Gate"]),
            ("URLSession and SwiftUI", ["URLSession", "URL", "Session", "and", "SwiftUI", "Swift", "UI"]),
            ("iOS17 h264", ["iOS17", "i", "OS", "17", "h264", "h", "264"]),
            ("кто-то snake_case", ["кто", "то", "snake", "case"]),
            ("don't children’s students' 'quoted'", ["don't", "children’s", "students", "quoted"]),
            ("McDonald's", ["McDonald's", "Mc", "Donald's"]),
            (
                "SwiftUI‑приложение iOSприложение",
                ["SwiftUI", "Swift", "UI", "приложение", "iOS", "i", "OS", "приложение"]
            ),
            ("2024 год, v2.0", ["2024", "год", "v2", "v", "2", "0"]),
            ("за\u{301}мок", ["за\u{301}мок"]),
            ("", []),
            (" — … ", []),
            ("приветPrivet ёжикЁж", ["привет", "Privet", "ёжикЁж", "ёжик", "Ёж"]),
            ("абвгдежзийклмнопрстуфхцчшщъыьэюя", ["абвгдежзийклмнопрстуфхцчшщъыьэюя"]),
            ("mixedКириллица", ["mixed", "Кириллица"]),
            ("HTTPServer2 пример2x", ["HTTPServer2", "HTTP", "Server", "2", "пример2", "пример", "2", "x"]),
            ("Ünïcödé café naïve", ["Ünïcödé", "café", "naïve"]),
            ("ABCdef x'y 5'a д'а", ["ABCdef", "AB", "Cdef", "x'y", "5", "a", "д", "а"]),
            ("Ѣ ѣ ҐАНОК", ["Ѣ", "ѣ", "ҐАНОК"]),
            // Runs of a…z longer than eight bytes, ended by every kind of byte at every position.
            ("abcdefghijklmnopqrstuvwxyz abcdefgh", ["abcdefghijklmnopqrstuvwxyz", "abcdefgh"]),
            ("abcdefghiJklmnop", ["abcdefghiJklmnop", "abcdefghi", "Jklmnop"]),
            ("abcdefghijéklmnopq", ["abcdefghijéklmnopq"]),
            ("abcdefgжзийклмнопрст", ["abcdefg", "жзийклмнопрст"]),
            ("abcdefghijk'lmnopqrst", ["abcdefghijk'lmnopqrst"]),
            (
                "abcdefghijkl{|}~`@[ abcdefghij9klmnopq",
                ["abcdefghijkl", "abcdefghij9klmnopq", "abcdefghij", "9", "klmnopq"]
            ),
            ("abcdefgh\u{FFFD}ijklmnop\u{1F600}qrstuvwx", ["abcdefgh", "ijklmnop", "qrstuvwx"]),
        ])
    func words(text: String, expected: [String]) {
        #expect(SearchTokenizer.words(in: text).map(String.init) == expected)
        var bytes: [[UInt8]] = []
        SearchTokenizer.forEachWord(in: text) { bytes.append(Array($0)) }
        #expect(bytes == expected.map { Array($0.utf8) }, "the byte words are the same words")
    }

    @Test("Words are slices of the text, so an index can point back at them")
    func slicesOfText() {
        let text = "Кнопка ParentalGate"
        let words = SearchTokenizer.words(in: text)
        #expect(words.count == 4)
        for word in words {
            #expect(text[word.startIndex..<word.endIndex] == word)
        }
    }
}
