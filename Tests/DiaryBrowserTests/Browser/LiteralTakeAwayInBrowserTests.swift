import DiaryTestSupport
import Foundation
import SampleWasm
import TestSupport
import Testing

@testable import DiaryKit

/// What a reader takes away from changed literals (issue 32, item 4), and where the literals'
/// words live: the copy button copies the code with the reader's values, the package can be
/// downloaded with them, and the words are written only into pages whose code has slots.
@Suite(
    "Live literals taken away in a real browser", .serialized,
    .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct LiteralTakeAwayInBrowserTests {
    static let marker = "struct ToolbarRow"

    /// The buttons page with the toolbar preview's `.padding(16)` raised to 26 by the keyboard.
    static func buttonsPageWithPadding26() async throws -> (WebDriverSession, ServedDiary) {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "buttons/")
        try LiteralsInBrowserTests.activate(browser)
        try LiteralsInBrowserTests.press(
            browser, "ArrowUp", shift: true, marker: marker, text: "16", before: ".padding(")
        _ = try browser.waitFor("return location.hash.endsWith(':26') ? true : null;", seconds: 10)
        return (browser, site)
    }

    @Test("The literals' words are on pages with slotted code only, once, and not on <body>")
    func wordsOnlyWhereSlotsAre() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        let probe = """
            return [document.querySelectorAll('#literal-words').length,
                    [...document.body.attributes].filter((a) => a.name.startsWith('data-literal-')).length,
                    document.querySelectorAll('figure.code[data-literals]').length];
            """
        try browser.navigate(to: site.rootURL)
        #expect(try browser.execute(probe) as? [Int] == [0, 0, 0], "the home page has no slotted code")
        try browser.navigate(to: site.rootURL + "buttons/")
        let buttons = try #require(try browser.execute(probe) as? [Int])
        #expect(buttons[0] == 1 && buttons[1] == 0 && buttons[2] > 0, "\(buttons)")
        // The controls are named with those words.
        try LiteralsInBrowserTests.activate(browser)
        let label = try browser.execute(
            "return document.querySelector('figure.code [data-slot][role=spinbutton]').getAttribute('aria-label');")
        #expect((label as? String)?.contains(" в строке ") == true, "\(label ?? "nil")")
    }

    @Test("The copy button copies the code with the reader's values")
    func copyTakesTheValues() async throws {
        let (browser, _) = try await Self.buttonsPageWithPadding26()
        let copied = try browser.execute(
            """
            window.copiedText = null;
            Object.defineProperty(navigator, 'clipboard', {
                configurable: true, value: { writeText: async (text) => { window.copiedText = text; } } });
            const figure = [...document.querySelectorAll('figure.code[data-literals]')]
                .find((f) => f.textContent.includes('\(Self.marker)'));
            figure.querySelector('button.code-copy').click();
            return new Promise((resolve) => setTimeout(() => resolve(window.copiedText), 200));
            """)
        let text = try #require(copied as? String)
        #expect(text.contains(Self.marker))
        #expect(text.contains(".padding(26)") && !text.contains(".padding(16)"), "\(text)")
    }

    @Test("The package downloads with the reader's values as a valid zip")
    func downloadTakesTheValues() async throws {
        // The served site stops with its last reference: it must outlive the download.
        let (browser, site) = try await Self.buttonsPageWithPadding26()
        defer { withExtendedLifetime(site) {} }
        _ = try browser.execute("document.querySelector('.literal-download:not([hidden]) button').click();")
        let encoded = try browser.waitFor(
            """
            const link = document.querySelector('.literal-download a[href^="blob:"]');
            if (!link) return null;
            return link.packageBlob.arrayBuffer().then((buffer) => {
                let text = '';
                for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
                return [link.download, btoa(text)];
            });
            """, seconds: 20)
        let state = try browser.execute("return document.querySelector('.literal-status').textContent;")
        let pair = try #require(encoded as? [String], "\(state ?? "")")
        #expect(pair[0] == "Buttons.zip")
        let folder = try TemporaryFolder()
        let zip = folder.path("Buttons.zip")
        try #require(Data(base64Encoded: pair[1])).write(to: URL(fileURLWithPath: zip))
        // Python's zipfile checks every entry's CRC; the source must carry the new padding.
        let check = try ProcessRun.run(
            named: "python3",
            [
                "-c",
                """
                import sys, zipfile
                archive = zipfile.ZipFile(sys.argv[1])
                assert archive.testzip() is None, archive.testzip()
                source = archive.read('Buttons/Sources/Buttons/Buttons.swift').decode()
                start = source.index('\(Self.marker)')
                print(source[start:start + 700])
                """, zip,
            ], timeout: 60)
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout.contains(".padding(26)") && !check.stdout.contains(".padding(16)"), "\(check.stdout)")
    }

    @Test("axe finds nothing with literals active: controls, a changed value, a refused one")
    func axeWithLiteralsActive() async throws {
        let axe = try AuditTools.axeSource()
        let (browser, site) = try await Self.buttonsPageWithPadding26()
        defer { withExtendedLifetime(site) {} }
        _ = try browser.waitFor("return document.querySelector('.literal-reset:not([hidden])') ? true : null;")
        var violations = try AxeInBrowserTests.violations(in: browser, page: "buttons/", axe: axe)
        // On the parental gate, 2.5 typed into an `Int` is refused in place.
        try browser.navigate(to: site.rootURL + "parental-gate/")
        try LiteralsInBrowserTests.activate(browser)
        _ = try browser.execute(
            LiteralsInBrowserTests.find + """
                const span = findLiteral('let sum = Equation(', '4', 'Equation(a: ');
                span.focus();
                span.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
                span.textContent = '2.5';
                span.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
                """)
        let refusal = try browser.waitFor(
            "return document.querySelector('[data-slot][data-refused]')?.dataset.refused ?? null;", seconds: 20)
        #expect((refusal as? String)?.contains("Int") == true, "\(refusal ?? "nil")")
        violations += try AxeInBrowserTests.violations(in: browser, page: "parental-gate/", axe: axe)
        #expect(violations.isEmpty, "\(violations.count) axe violations:\n\(violations.joined(separator: "\n"))")
    }

    @Test("A running live preview follows a changed literal in its own instance")
    func runningLivePreviewFollows() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        defer { withExtendedLifetime(site) {} }
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "buttons/")
        // The camera screen runs live; its bird sits `.offset(y: -60)` in `SkyWithBird`'s body.
        let selector = "figure.preview[data-module=\"Buttons\"][data-fence=\"0\"][data-variant=\"0\"]"
        let index = try #require(
            try browser.execute(
                "return [...document.querySelectorAll('figure.preview[data-module]')]"
                    + ".indexOf(document.querySelector('\(selector)'));") as? Int)
        try #require(index >= 0, "the camera screen runs live")
        try LivePreviewReaderInBrowserTests.start(browser, figure: index)
        let picture = "document.querySelector('\(selector) .preview-live svg').outerHTML"
        let before = try #require(try browser.execute("return \(picture);") as? String)
        try LiteralsInBrowserTests.activate(browser)
        try LiteralsInBrowserTests.press(
            browser, "ArrowUp", shift: true, marker: "struct SkyWithBird", text: "-60", before: ".offset(y: ")
        let after = try browser.waitFor(
            "const now = \(picture); return now !== \(LiteralsInBrowserTests.quoted(before)) ? now : null;",
            seconds: 20)
        #expect(after is String, "the live picture is drawn again with y: -50")
        let running = try browser.execute(
            "return document.querySelector('\(selector)').classList.contains('preview-running');")
        #expect(running as? Bool == true, "the live preview is still running")
        // Its live region says so, as the page does for a static picture.
        let announced = try browser.waitFor(
            """
            const region = document.querySelector('\(selector) > p[aria-live]');
            return region && region.textContent === 'превью обновлено' ? region.textContent : null;
            """, seconds: 10)
        #expect(announced as? String == "превью обновлено")
    }
}
