import Testing

@testable import SwiftHighlighter

/// The literals a page can change, marked in the highlighted HTML.
@Suite("Highlighter: literal slots")
struct SlotMarkupTests {
    @Test func aSlottedLiteralsSpanNamesItsSlot() {
        let source = #"Text("Hi").padding(16).hidden(true)"#
        let html = SwiftHighlighter.html(source, slots: [5: 0, 19: 1, 30: 2])
        #expect(html.contains(#"<span class="hl-string" data-slot="0">&quot;Hi&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-number" data-slot="1">16</span>"#))
        #expect(html.contains(#"<span class="hl-keyword" data-slot="2">true</span>"#))
    }

    @Test func aNegativeLiteralIsOneSpan() {
        let html = SwiftHighlighter.html("let x = -3 - 2", slots: [8: 4])
        #expect(html.contains(#"<span class="hl-number" data-slot="4">-3</span>"#))
        #expect(html.contains(#"<span class="hl-operator">-</span> <span class="hl-number">2</span>"#))
    }

    @Test func withoutSlotsOrWithThemTheTextIsTheSource() {
        let source = "let s = \"<a & b>\" + String(2)\n"
        #expect(SwiftHighlighter.html(source, slots: [:]) == SwiftHighlighter.html(source))
        let marked = SwiftHighlighter.html(source, slots: [8: 0, 27: 1])
        let stripped = marked.replacing(#/<[^>]*>/#, with: "")
        #expect(stripped == SwiftHighlighter.html(source).replacing(#/<[^>]*>/#, with: ""))
        #expect(marked.replacing(#/ data-slot="\d+"/#, with: "") == SwiftHighlighter.html(source))
    }
}
