import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The SVG previews of the bundled diary as a reader's browser draws them:
/// real pictures, switching with the colour scheme through CSS alone.
@Suite("Previews in a real browser", .serialized, .tags(.browser))
struct PreviewInBrowserTests {
    /// What drawing one preview into a canvas gave.
    struct Drawing: CustomStringConvertible {
        var width: Int
        var height: Int
        /// Pixels whose colour is not the most common one, as a fraction of all pixels.
        var differingShare: Double
        /// Distinct colours in the drawing.
        var colours: Int

        var description: String {
            "\(width)×\(height) px, \(Int(differingShare * 100))% off the main colour, \(colours) colours"
        }
    }

    @Test("An article's previews draw real pictures and follow the colour scheme")
    func previewsDrawAndSwitchWithTheScheme() async throws {
        // The sample modules' WebAssembly draws the previews, so the site is built with it.
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let page = try #require(
            try Self.firstPageWithSwitchingPreviews(in: URL(fileURLWithPath: site.folder.path("site"))),
            "no page of the bundled diary shows a preview that follows the colour scheme (```preview Name)")
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + page)

        for scheme in ["light", "dark"] {
            try browser.emulateColorScheme(scheme)
            let shown = try browser.execute(Self.visibleVariantsScript) as? [String: Bool]
            #expect(shown == ["light": scheme == "light", "dark": scheme == "dark"], "\(page) in \(scheme) mode")
            let drawing = try Self.drawFirstVisiblePreview(in: browser)
            #expect(drawing.width > 0 && drawing.height > 0, "\(page) in \(scheme) mode: \(drawing)")
            #expect(drawing.differingShare >= 0.02, "\(page) in \(scheme) mode looks blank: \(drawing)")
            #expect(drawing.colours >= 2, "\(page) in \(scheme) mode has one colour: \(drawing)")
        }
    }

    @Test("A live picture is cleaned of anything DiaryUI does not draw before it reaches the page")
    func livePicturesAreCleaned() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let page = try #require(
            try Self.firstPageWithSwitchingPreviews(in: URL(fileURLWithPath: site.folder.path("site"))))
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + page)
        let hostile = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" viewBox="0 0 10 10" \
            onload="alert(1)"><script>alert(2)</script><rect width="5" height="5" onclick="alert(3)" \
            fill="url(https://example.org/x)"/><foreignObject><h:img src="x" onerror="alert(4)"/></foreignObject>\
            <a href="javascript:alert(5)"><circle r="1"/></a><image href="https://example.org/y.png"/>\
            <image href="data:image/png;base64,AAAA"/><set attributeName="fill" to="red"/><h:meta \
            http-equiv="refresh" content="0;url=https://example.org/"/><path d="M0 0L1 1" fill="#fff"/></svg>
            """
        let cleaned = try #require(
            try browser.execute(
                """
                const root = new DOMParser().parseFromString(arguments[0], 'image/svg+xml').documentElement;
                return window.DiaryPreviewSVG.clean(root).outerHTML;
                """, arguments: [hostile]) as? String)
        for unsafe in [
            "onload", "script", "onclick", "example.org", "foreignObject", "onerror", "javascript:", "<a", "<set",
            "meta",
        ] {
            #expect(!cleaned.contains(unsafe), "\(unsafe) in \(cleaned)")
        }
        for kept in [
            #"<rect width="5" height="5""#, "data:image/png;base64,AAAA", ##"<path d="M0 0L1 1" fill="#fff""##,
        ] {
            #expect(cleaned.contains(kept), "\(kept) missing from \(cleaned)")
        }
    }

    /// The site path (`buttons/`) of the first page, in path order, with a preview that has light
    /// and dark variants; fixed-scheme previews alone cannot show the switch.
    static func firstPageWithSwitchingPreviews(in site: URL) throws -> String? {
        let pages = FolderContents.paths(in: site).filter { $0.hasSuffix("index.html") }
        return try pages.first { path in
            let html = try String(contentsOf: site.appending(path: path), encoding: .utf8)
            return html.contains("<figure class=\"preview\"") && html.contains("<div class=\"preview-light\"")
        }.map { String($0.dropLast("index.html".count)) }
    }

    /// Whether the first switching figure's light and dark variants take up space on the page.
    static let visibleVariantsScript = """
        const figure = [...document.querySelectorAll('figure.preview')]
            .find(f => f.querySelector('.preview-light'));
        const shown = el => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
        return {
            light: shown(figure.querySelector('.preview-light')),
            dark: shown(figure.querySelector('.preview-dark'))
        };
        """

    /// Serialises the first visible preview SVG, loads it as an image, draws it into a canvas and
    /// counts its colours; the image loads asynchronously, so the result is polled for.
    static func drawFirstVisiblePreview(in browser: WebDriverSession) throws -> Drawing {
        _ = try browser.execute(
            """
            window.previewDrawing = null;
            const svg = [...document.querySelectorAll('figure.preview svg')]
                .find(s => s.getBoundingClientRect().width > 0);
            if (!svg) { window.previewDrawing = { error: 'no visible preview SVG' }; return; }
            const source = new XMLSerializer().serializeToString(svg);
            const image = new Image();
            image.onerror = () => { window.previewDrawing = { error: 'the SVG did not load as an image' }; };
            image.onload = () => {
                const canvas = document.createElement('canvas');
                canvas.width = image.naturalWidth;
                canvas.height = image.naturalHeight;
                const context = canvas.getContext('2d');
                context.drawImage(image, 0, 0);
                const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
                const counts = new Map();
                for (let i = 0; i < pixels.length; i += 4) {
                    const colour = pixels.slice(i, i + 4).join(',');
                    counts.set(colour, (counts.get(colour) || 0) + 1);
                }
                const total = pixels.length / 4;
                let main = 0;
                for (const count of counts.values()) { main = Math.max(main, count); }
                window.previewDrawing = {
                    width: canvas.width, height: canvas.height,
                    differing: total ? (total - main) / total : 0, colours: counts.size
                };
            };
            image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(source);
            """)
        let result = try browser.waitFor("return window.previewDrawing;") as? [String: Any]
        let values = try #require(result, "the preview was not drawn within 10 s")
        if let error = values["error"] as? String { throw WebDriverSession.Failure(description: error) }
        return Drawing(
            width: values["width"] as? Int ?? 0, height: values["height"] as? Int ?? 0,
            differingShare: (values["differing"] as? NSNumber)?.doubleValue ?? 0,
            colours: values["colours"] as? Int ?? 0)
    }
}
