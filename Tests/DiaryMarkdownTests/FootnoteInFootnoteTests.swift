import DiaryMarkdown
import Testing

/// Issue 28, item 7: a footnote referenced only from inside another footnote.
@Suite("HTMLRenderer: footnotes referenced from footnotes")
struct FootnoteInFootnoteTests {
    /// The numbers, ids and targets of the references and items, as cmark-gfm 0.29 writes them
    /// for `cmark-gfm --extension footnotes`.
    @Test(
        "a footnote referenced only from another footnote gets the next number and its own id",
        arguments: [
            (
                "Text[^a] and more.\n\n[^a]: Note A with[^b].\n[^b]: Note B.\n",
                ["fn-a:1", "fn-b:2"], ["fn-a", "fn-b"]
            ),
            (
                "Text[^a] and[^c].\n\n[^a]: Note A with[^b].\n[^b]: Note B.\n[^c]: Note C.\n",
                ["fn-a:1", "fn-c:2", "fn-b:3"], ["fn-a", "fn-c", "fn-b"]
            ),
            (
                "Text[^a].\n\n[^b]: Note B.\n[^a]: Note A with[^b].\n",
                ["fn-a:1", "fn-b:2"], ["fn-a", "fn-b"]
            ),
            // The reference on the footnote's indented continuation line: it was named "2".
            (
                "Text[^a].\n\n[^a]: Note A\n    continues with[^long-b].\n\n[^long-b]: B.\n",
                ["fn-a:1", "fn-long-b:2"], ["fn-a", "fn-long-b"]
            ),
            // …and then took the id of the footnote labelled "3": two `fn-3`, two `fnref-3`.
            (
                "Text[^a] and[^3].\n\n[^a]: Note A\n    continues with[^b].\n\n[^b]: B.\n[^3]: Three.\n",
                ["fn-a:1", "fn-3:2", "fn-b:3"], ["fn-a", "fn-3", "fn-b"]
            ),
        ])
    func nestedReference(markdown: String, references: [String], items: [String]) {
        let html = HTMLRenderer().render(MarkdownParser.parse(markdown))
        #expect(Self.references(in: html) == references)
        #expect(Self.items(in: html) == items)
        let ids = Self.values(of: "id", in: html)
        #expect(Set(ids).count == ids.count, "duplicate id in \(html)")
    }

    /// `href-target:number` of each footnote reference in order.
    static func references(in html: String) -> [String] {
        html.split(separator: "<a href=\"#").dropFirst().compactMap { piece in
            guard piece.contains("data-footnote-ref>") else { return nil }
            let target = piece.prefix { $0 != "\"" }
            let number = piece.split(separator: "data-footnote-ref>")[1].prefix { $0 != "<" }
            return "\(target):\(number)"
        }
    }

    /// The ids of the footnote items in order.
    static func items(in html: String) -> [String] {
        html.split(separator: "<li id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func values(of attribute: String, in html: String) -> [String] {
        html.split(separator: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
