import DiaryTestSupport
import Foundation
import SampleWasm
import TestSupport
import Testing

@testable import DiaryKit

/// Live literals draw again only the pictures a change reaches (issue 32, item 3): each picture's
/// last drawing reports the slots it read, and a picture none of whose slots changed is left as it
/// is. The pictures left must be exactly those a fresh instance of the module draws the same with
/// the value set as without it.
@Suite(
    "Live literals redraw what a change reaches in a real browser", .serialized,
    .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct LiteralRedrawInBrowserTests {
    /// Waits until literals.js has no run waiting or running.
    static func settle(_ browser: WebDriverSession) throws {
        _ = try browser.execute(
            "window.settled_ = false; window.DiaryLiterals.settled().then(() => { window.settled_ = true; });")
        _ = try browser.waitFor("return window.settled_ ? true : null;", seconds: 30)
    }

    @Test("A changed padding replaces exactly the pictures a fresh instance draws differently with it")
    func onlyTheReachedPicturesAreDrawnAgain() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        defer { withExtendedLifetime(site) {} }
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "buttons/")
        let marker = "struct ToolbarRow"
        try LiteralsInBrowserTests.activate(browser)
        // In the module's code: literals.js learns what each of its pictures reads.
        let slot = try #require(
            try browser.execute(
                LiteralsInBrowserTests.find + """
                    const span = findLiteral(\(LiteralsInBrowserTests.quoted(marker)), '16', '.padding(');
                    span.focus();
                    return Number(span.dataset.slot);
                    """) as? Int)
        try Self.settle(browser)
        _ = try browser.execute("window.before_ = new Set(document.querySelectorAll('figure.preview svg'));")
        try LiteralsInBrowserTests.press(
            browser, "ArrowUp", shift: true, marker: marker, text: "16", before: ".padding(")
        _ = try browser.waitFor("return location.hash.endsWith(':26') ? true : null;", seconds: 10)
        try Self.settle(browser)
        // Per picture of the module: whether it was replaced, and whether a fresh instance draws it
        // differently with the slot at 26.
        _ = try browser.execute(
            """
            window.exact_ = null;
            const holders = [...document.querySelectorAll('figure.preview')]
                .filter((f) => (f.dataset.literalModule || f.dataset.module) === 'Buttons')
                .flatMap((f) => [...f.querySelectorAll('.preview-light, .preview-fixed, .preview-dark')].map((h) =>
                    [Number(f.dataset.fence), Number(f.dataset.variant), h.matches('.preview-dark') ? 1 : 0,
                     !window.before_.has(h.querySelector('svg'))]));
            const draw = async (fence, variant, dark, values) => {
                const instance = await window.DiaryWasm.fresh('Buttons');
                for (const [slot, value] of values) {
                    const bytes = new TextEncoder().encode(value);
                    new Uint8Array(instance.exports.memory.buffer, instance.exports.diary_literal_buffer(), bytes.length).set(bytes);
                    instance.call('diary_literal_set', slot, bytes.length);
                }
                return instance.call('diary_live_svg', fence, variant, dark);
            };
            (async () => {
                const rows = [];
                for (const [fence, variant, dark, replaced] of holders) {
                    const written = await draw(fence, variant, dark, []);
                    const changed = await draw(fence, variant, dark, [[\(slot), '26']]);
                    rows.push(`${fence}.${variant}.${dark} replaced=${replaced} differs=${written !== changed}`);
                }
                window.exact_ = rows;
            })().catch((error) => { window.exact_ = [String(error)]; });
            """)
        let rows = try #require(try browser.waitFor("return window.exact_;", seconds: 30) as? [String])
        #expect(rows.count >= 4, "\(rows)")
        for row in rows {
            let replaced = row.contains("replaced=true")
            #expect(replaced == row.contains("differs=true"), "\(row)")
        }
        #expect(rows.contains { $0.contains("replaced=true") }, "the toolbar is drawn again: \(rows)")
        #expect(rows.contains { $0.contains("replaced=false") }, "pictures the padding does not reach stay: \(rows)")
    }
}
