import Foundation
import TestSupport
import Testing

/// Live previews as a reader meets them: «Живое превью» swaps the static picture for the one the
/// module's WebAssembly draws now, which starts as the very same SVG and answers to events.
@Suite("Live previews in a real browser", .serialized, .tags(.browser))
struct LivePreviewInBrowserTests {
    @Test("Going live shows the static frame first, exposes the controls as buttons, and a press redraws")
    func goLive() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "parental-gate/")
        let toggle = try browser.waitFor(
            "return document.querySelector('figure.preview[data-module] .preview-toggle') !== null")
        #expect(toggle as? Bool == true, "preview.js adds the toggle to every live-capable figure")
        let result = try browser.waitFor(
            """
            const figure = document.querySelector('figure.preview[data-module]');
            if (!figure.dataset.started) {
              figure.dataset.started = '1';
              window.staticSVG = figure.querySelector('.preview-light svg, .preview-fixed svg').outerHTML;
              figure.querySelector('.preview-toggle').click();
              return null;
            }
            const live = figure.querySelector('.preview-live svg');
            if (!live) return null;
            const controls = [...figure.querySelectorAll('.preview-controls button')];
            // Before the press: the live picture may be patched in place.
            // The live picture's ids carry a prefix of their own (the static picture keeps its ids).
            const same = live.outerHTML.replace(/ id="live\\d+-/g, ' id="').replace(/url\\(#live\\d+-/g, 'url(#')
              === window.staticSVG;
            const started = performance.now();
            if (controls.length) controls[0].click();
            // Style and layout of the new frame, which the browser would do before the next paint.
            figure.getBoundingClientRect();
            const frame = performance.now() - started;
            return {
              same,
              hidden: [...figure.querySelectorAll('.preview-light, .preview-dark, .preview-fixed')].every(e => e.hidden),
              labels: controls.map(c => c.textContent),
              pressed: figure.querySelector('.preview-toggle').getAttribute('aria-pressed'),
              stillLive: figure.querySelector('.preview-live svg') !== null,
              frame
            };
            """, seconds: 120)
        let state = try #require(result as? [String: Any], "the figure never went live")
        #expect(state["same"] as? Bool == true, "the first live frame is the static SVG")
        #expect(state["hidden"] as? Bool == true)
        #expect(state["pressed"] as? String == "true")
        #expect(state["stillLive"] as? Bool == true)
        let labels = try #require(state["labels"] as? [String])
        #expect(!labels.isEmpty && labels.allSatisfy { !$0.isEmpty }, "every control has a name: \(labels)")
        print("live preview: one activation, redraw and layout took \(state["frame"] ?? "?") ms in headless Chromium")
    }
}
