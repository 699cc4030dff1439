import DiaryTestSupport
import Foundation
import SampleWasm
import TestSupport
import Testing

@testable import DiaryKit

/// Live literals on the bundled site, as a reader uses them: a literal of shown code changed with
/// the keyboard or through a link, the doctests printing again and the previews drawn again by the
/// module's `.wasm` with the slot set (`js/literals.js`).
@Suite(
    "Live literals in a real browser", .serialized,
    .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct LiteralsInBrowserTests {
    /// Script helpers: the slotted span of the code figure holding `marker` whose text is `text`
    /// and whose code before it ends with `before`.
    static let find = """
        window.findLiteral = (marker, text, before) => {
            const figure = [...document.querySelectorAll('figure.code[data-literals]')]
                .find((f) => f.textContent.includes(marker));
            return figure && [...figure.querySelectorAll('[data-slot]')].find((span) => {
                const range = document.createRange();
                range.setStart(figure.querySelector('code'), 0);
                range.setEndBefore(span);
                return span.textContent === text && range.toString().endsWith(before);
            });
        };
        """

    /// Loads literals.js the way a reader does, by moving the focus into slotted code.
    static func activate(_ browser: WebDriverSession) throws {
        _ = try browser.execute(
            "document.querySelector('figure.code[data-literals]').dispatchEvent(new FocusEvent('focusin'));")
        _ = try browser.waitFor("return window.DiaryLiterals ? true : null;", seconds: 10)
    }

    /// Presses `key` (with Shift when `shift`) on the literal `text` after `before` in the block with `marker`.
    static func press(
        _ browser: WebDriverSession, _ key: String, times: Int = 1, shift: Bool = false, marker: String,
        text: String, before: String
    ) throws {
        _ = try browser.execute(
            find + """
                const span = findLiteral(\(quoted(marker)), \(quoted(text)), \(quoted(before)));
                span.focus();
                for (let i = 0; i < \(times); i++) {
                    span.dispatchEvent(new KeyboardEvent('keydown', { key: '\(key)', shiftKey: \(shift), bubbles: true }));
                }
                """)
    }

    static func quoted(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    }

    @Test("A padding changed with the keyboard redraws the toolbar preview 20 points wider")
    func paddingRedrawsThePreview() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "buttons/")
        let picture = "figure.preview[data-literal-module=\"Buttons\"][data-fence=\"2\"][data-variant=\"0\"] svg"
        let marker = "struct ToolbarRow"
        let staticState = try #require(
            try browser.execute(
                Self.find + """
                    const span = findLiteral(\(Self.quoted(marker)), '16', '.padding(');
                    return { found: !!span, role: span && span.getAttribute('role'),
                             width: String(document.querySelector('\(picture)').viewBox.baseVal.width) };
                    """) as? [String: Any])
        #expect(staticState["found"] as? Bool == true, "the padding literal is slotted")
        #expect(staticState["role"] is NSNull, "the code looks as it did until the reader touches it")
        let before = try #require(Double(staticState["width"] as? String ?? ""))
        try Self.activate(browser)
        try Self.press(browser, "ArrowUp", shift: true, marker: marker, text: "16", before: ".padding(")
        let after = try browser.waitFor(
            """
            const width = String(document.querySelector('\(picture)').viewBox.baseVal.width);
            return width !== '\(staticState["width"] as? String ?? "")' ? width : null;
            """, seconds: 20)
        #expect(Double(after as? String ?? "") == before + 20, "16 → 26 on both sides")
        let control =
            try browser.execute(
                Self.find + """
                    const span = findLiteral(\(Self.quoted(marker)), '26', '.padding(');
                    return span && [span.getAttribute('role'), span.getAttribute('aria-label'), location.hash];
                    """) as? [String]
        #expect(control?[0] == "spinbutton")
        #expect(control?[1].hasPrefix("число 26 в строке") == true)
        #expect(control?[2].hasPrefix("#lit=Buttons.") == true && control?[2].hasSuffix(":26") == true)
    }

    @Test("A changed factor reprints the puzzle doctest; one that traps says so, and the next value runs")
    func doctestFollowsAndSurvivesATrap() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "parental-gate/")
        let marker = "let sum = Equation("
        let output = """
            const figure = [...document.querySelectorAll('figure.example')].find((f) => f.textContent.includes('let sum = Equation('));
            const out = figure.querySelector('output.run-output');
            return out.hidden ? null : [figure.dataset.result, out.textContent];
            """
        try Self.activate(browser)
        try Self.press(browser, "ArrowUp", times: 3, marker: marker, text: "4", before: "Equation(a: ")
        let changed = try #require(try browser.waitFor(output, seconds: 20) as? [String])
        #expect(changed == ["changed", "7 + 9 = 16 -> 16 − 9 = 7\n5 × 5 = 25 -> 25 ÷ 5 = 5\n"])
        // b = 0: the product is 0, and its inverse divides by zero: the precondition traps.
        try Self.press(browser, "ArrowDown", times: 5, marker: marker, text: "5", before: "multiplication, b: ")
        let trapped = try #require(
            try browser.waitFor(
                output.replacingOccurrences(of: "return out.hidden", with: "return figure.dataset.result !== 'fail'"),
                seconds: 20) as? [String])
        #expect(trapped[0] == "fail")
        try Self.press(browser, "ArrowUp", times: 2, marker: marker, text: "0", before: "multiplication, b: ")
        let again = try #require(
            try browser.waitFor(
                output.replacingOccurrences(
                    of: "return out.hidden", with: "return figure.dataset.result !== 'changed'"),
                seconds: 20) as? [String])
        #expect(again[1] == "7 + 9 = 16 -> 16 − 9 = 7\n5 × 2 = 10 -> 10 ÷ 2 = 5\n")
        // A link with the values reproduces them.
        let hash = try #require(try browser.execute("return location.hash;") as? String)
        try browser.navigate(to: site.rootURL)
        try browser.navigate(to: site.rootURL + "parental-gate/" + hash)
        let linked = try #require(try browser.waitFor(output, seconds: 20) as? [String])
        #expect(linked[1] == again[1])
    }
}
