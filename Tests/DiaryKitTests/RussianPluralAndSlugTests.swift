import Testing

@testable import DiaryKit

@Suite("Russian words")
struct RussianPluralAndSlugTests {
    @Test(
        "Article counts agree with their noun",
        arguments: [
            (0, "0 статей"), (1, "1 статья"), (2, "2 статьи"), (4, "4 статьи"), (5, "5 статей"), (11, "11 статей"),
            (12, "12 статей"), (14, "14 статей"), (21, "21 статья"), (22, "22 статьи"), (25, "25 статей"),
            (101, "101 статья"), (111, "111 статей"), (112, "112 статей"), (1021, "1021 статья"),
        ])
    func plural(count: Int, expected: String) {
        #expect(InterfaceStrings.builtIn(.russian).plural("articles", count: count) == expected)
    }

    @Test(
        "Titles become Latin slugs",
        arguments: [
            ("Кнопки и жесты", "knopki-i-zhesty"), ("Кнопки в SwiftUI", "knopki-v-swiftui"),
            ("Щука, ёж и объём!", "shchuka-ezh-i-obem"), ("Хочу цвет — юг", "khochu-tsvet-yug"),
            ("Чай, шарф, эхо, юла, яма", "chay-sharf-ekho-yula-yama"), ("  Привет, мир  ", "privet-mir"),
            ("SwiftUI 5.0: что нового?", "swiftui-5-0-chto-novogo"), ("ПОДЪЕЗД", "podezd"),
        ])
    func slug(title: String, expected: String) {
        #expect(Slug.make(from: title) == expected)
    }

    @Test("ASCII titles get the slug the character-by-character path gives")
    func asciiSlugs() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 -_.,!?\t\r\n/\\'\"~`@#$%^&*()[]{}<>|+=:;").map(String.init)
        for _ in 0..<500 {
            let title = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }.joined()
            #expect(Slug.make(from: title) == Slug.makeByCharacters(title), "\(title.debugDescription)")
        }
        #expect(Slug.make(from: "post-00042") == "post-00042")
        #expect(Slug.make(from: "--Hello, World--") == "hello-world")
    }
}
