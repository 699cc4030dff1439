import DiaryMarkdown
import Testing

@Suite("Plain text extraction")
struct PlainTextTests {
    private let markdown = """
        # Кнопки

        Текст *с* [ссылкой](u) и `кодом`.
        Вторая строка.

        - пункт
        - [x] задача

        > цитата

        | a | b |
        |---|---|
        | 1 | 2 |

        <div>html</div>

        ```swift
        let x = 1
        ```

        Сноска[^1].

        [^1]: Примечание.
        """

    @Test("prose without code or HTML, one paragraph per block")
    func plainText() {
        #expect(
            MarkdownParser.parse(markdown).plainText()
                == "Кнопки\n\nТекст с ссылкой и кодом. Вторая строка.\n\nпункт\n\nзадача\n\nцитата\n\n"
                + "a b\n1 2\n\nСноска.\n\nПримечание.")
    }

    @Test("code blocks are included on request")
    func includingCode() {
        #expect(MarkdownParser.parse("a\n\n```\nlet x = 1\n```\n").plainText(includingCode: true) == "a\n\nlet x = 1")
    }

    @Test("word count ignores code blocks and punctuation-only tokens")
    func wordCount() {
        #expect(MarkdownParser.parse("Раз два — три, `четыре`.\n\n```\nне считать\n```\n").wordCount == 4)
    }
}
