import DiaryContent
import Testing

@Suite("HTMLEscaping")
struct HTMLEscapingTests {
    @Test(
        "the markup characters become entities, the rest stays",
        arguments: [
            ("Fish & <Chips>", "Fish &amp; &lt;Chips&gt;"),
            ("say \"hi\" it's", "say &quot;hi&quot; it's"),
            ("Кнопки «ёлочки»", "Кнопки «ёлочки»"),
            ("\"\u{301}", "&quot;\u{301}"),
            ("", ""),
        ])
    func doubleQuoted(text: String, expected: String) {
        #expect(HTMLEscaping.escape(text) == expected)
    }

    @Test("attributes quoted either way also get the apostrophe escaped")
    func anyQuoted() {
        #expect(HTMLEscaping.escape("it's <b>", .anyQuotedAttributes) == "it&#39;s &lt;b&gt;")
    }

    @Test("escaping bytes and escaping text give the same UTF-8", arguments: ["a'b\"c&d<e>f", "Жж 👍🏽 & '"])
    func bytesAgreeWithText(text: String) {
        for characters in [HTMLEscaping.Characters.doubleQuotedAttributes, .anyQuotedAttributes] {
            var bytes: [UInt8] = []
            HTMLEscaping.append(text.utf8, to: &bytes, characters)
            #expect(String(decoding: bytes, as: UTF8.self) == HTMLEscaping.escape(text, characters))
        }
    }
}
