import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Live previews as a reader on a phone or a desktop meets them (issue 30): every «Живое превью»
/// starts a picture that answers, the live device fills a phone's column with controls a finger can
/// hit and a screen reader can name, and a released card flies back over many frames.
@Suite("Live previews for the reader, in a real browser", .serialized, .tags(.browser))
struct LivePreviewReaderInBrowserTests {
    /// The site's pages that offer a live preview.
    static func livePages(_ site: ServedDiary) throws -> [String] {
        let folder = URL(fileURLWithPath: site.folder.path("site"))
        return try SitePages.paths(in: folder).filter { page in
            let file = page.hasSuffix(".html") ? page : page + "index.html"
            return try String(contentsOf: folder.appending(path: file), encoding: .utf8).contains("data-live-hint=")
        }
    }

    /// Presses «Живое превью» on figure `index` of the open page and waits for its live picture.
    static func start(_ browser: WebDriverSession, figure index: Int) throws {
        _ = try browser.execute(
            """
            const figure = document.querySelectorAll('figure.preview[data-module]')[\(index)];
            figure.scrollIntoView({ block: 'center', behavior: 'instant' });
            figure.querySelector('.preview-toggle').click();
            """)
        let live = try browser.waitFor(
            "return document.querySelectorAll('figure.preview[data-module]')[\(index)].querySelector('.preview-live svg') !== null;",
            seconds: 120)
        try #require(live as? Bool == true, "figure \(index) never went live")
    }

    /// The live picture of figure `index`, as markup.
    static func picture(_ browser: WebDriverSession, figure index: Int) throws -> String {
        try browser.execute(
            "return document.querySelectorAll('figure.preview[data-module]')[\(index)].querySelector('.preview-live svg').outerHTML;"
        ) as? String ?? ""
    }

    /// Drags with the mouse from the middle of figure `index`'s picture by `dx` points of the page,
    /// as real input events (so pointer capture works as for a reader).
    /// - Returns: The picture while the mouse is still down, after the last move.
    @discardableResult
    static func drag(_ browser: WebDriverSession, figure index: Int, dx: Double, steps: Int = 6) throws -> String {
        let box = try #require(
            try browser.execute(
                """
                // Scrolled at once: the site scrolls smoothly, and a box read mid-scroll would be stale.
                const svg = document.querySelectorAll('figure.preview[data-module]')[\(index)]
                    .querySelector('.preview-live svg');
                svg.scrollIntoView({ block: 'center', behavior: 'instant' });
                const r = svg.getBoundingClientRect();
                return [r.left + r.width / 2, r.top + r.height / 2];
                """) as? [Double])
        let (x, y) = (box[0], box[1])
        try browser.devTools(
            "Input.dispatchMouseEvent",
            ["type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...steps {
            try browser.devTools(
                "Input.dispatchMouseEvent",
                [
                    "type": "mouseMoved", "x": x + dx * Double(step) / Double(steps), "y": y, "button": "left",
                    "buttons": 1,
                ])
        }
        let held = try picture(browser, figure: index)
        try browser.devTools(
            "Input.dispatchMouseEvent",
            ["type": "mouseReleased", "x": x + dx, "y": y, "button": "left", "clickCount": 1])
        return held
    }

    /// Holds the mouse on control `control` of figure `index` for 0.4 s; whether the picture then
    /// differs from `before`.
    static func holdChanges(_ browser: WebDriverSession, figure index: Int, control: Int, from before: String)
        async throws
        -> Bool
    {
        let point = try #require(
            try browser.execute(
                """
                const b = document.querySelectorAll('figure.preview[data-module]')[\(index)]
                    .querySelectorAll('.preview-controls button')[\(control)].getBoundingClientRect();
                return [b.left + b.width / 2, b.top + b.height / 2];
                """) as? [Double])
        try browser.devTools(
            "Input.dispatchMouseEvent",
            ["type": "mousePressed", "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
        try await Task.sleep(for: .milliseconds(400))
        let held = try picture(browser, figure: index)
        try browser.devTools(
            "Input.dispatchMouseEvent",
            ["type": "mouseReleased", "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
        return held != before
    }

    @Test("No toggle starts a picture that answers to nothing: a tap, a drag or time changes every one")
    func everyToggleAnswers() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let pages = try Self.livePages(site)
        #expect(!pages.isEmpty, "the bundled diary offers live previews")
        let browser = try WebDriverSession()
        var toggles = 0
        var inert: [String] = []
        for page in pages {
            try browser.navigate(to: site.rootURL + page)
            let count =
                try browser.execute(
                    "return document.querySelectorAll('figure.preview[data-module]').length;") as? Int ?? 0
            for index in 0..<count {
                toggles += 1
                try Self.start(browser, figure: index)
                let before = try Self.picture(browser, figure: index)
                // Time first (1.6 s of the page's clock), then every control by keyboard, then a drag.
                try await Task.sleep(for: .milliseconds(1600))
                var answered = try Self.picture(browser, figure: index) != before
                let controls =
                    try browser.execute(
                        "return document.querySelectorAll('figure.preview[data-module]')[\(index)].querySelectorAll('.preview-controls button').length;"
                    ) as? Int ?? 0
                for control in 0..<controls where !answered {
                    _ = try browser.execute(
                        "document.querySelectorAll('figure.preview[data-module]')[\(index)].querySelectorAll('.preview-controls button')[\(control)]?.click();"
                    )
                    try await Task.sleep(for: .milliseconds(800))
                    answered = try Self.picture(browser, figure: index) != before
                }
                // A button whose own style draws it pressed answers while held: hold each for 0.4 s.
                for control in 0..<controls where !answered {
                    answered = try await Self.holdChanges(browser, figure: index, control: control, from: before)
                }
                if !answered {
                    // As the build's probe counts it: a picture that changes while held, or after.
                    let held = try Self.drag(browser, figure: index, dx: -80)
                    try await Task.sleep(for: .milliseconds(800))
                    let after = try Self.picture(browser, figure: index)
                    answered = held != before || after != before
                }
                if !answered {
                    let hint = try browser.execute(
                        "return document.querySelectorAll('figure.preview[data-module]')[\(index)].dataset.liveHint;")
                    inert.append("\(page) figure \(index) (hint: \(hint ?? "none"))")
                }
            }
        }
        print("live previews: \(toggles) toggles on \(pages.count) pages, \(inert.count) inert")
        #expect(toggles > 0)
        #expect(inert.isEmpty, "toggles whose picture answers to nothing:\n\(inert.joined(separator: "\n"))")
    }

    @Test(
        "The live device fills a phone's column; its controls are ≥ 44 px, on the picture and named",
        arguments: [390, 1280])
    func liveDeviceOnEveryWidth(width: Int) async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try BrowserViewing(scheme: "light", width: width).apply(to: browser)
        try browser.navigate(to: site.rootURL + "parental-gate/")
        try Self.start(browser, figure: 0)
        let measured = try #require(
            try browser.execute(
                """
                const figure = document.querySelectorAll('figure.preview[data-module]')[0];
                const svg = figure.querySelector('.preview-live svg').getBoundingClientRect();
                const buttons = [...figure.querySelectorAll('.preview-controls button')].map(b => {
                  const r = b.getBoundingClientRect();
                  const x = r.left + r.width / 2, y = r.top + r.height / 2;
                  return { name: b.textContent.trim(), width: r.width, height: r.height,
                           inside: x >= svg.left && x <= svg.right && y >= svg.top && y <= svg.bottom };
                });
                return { width: svg.width, buttons };
                """) as? [String: Any])
        let pictureWidth = try #require(measured["width"] as? Double)
        let buttons = try #require(measured["buttons"] as? [[String: Any]])
        if width == 390 { #expect(pictureWidth >= 320, "the live phone is \(pictureWidth) px wide at 390 px") }
        #expect(!buttons.isEmpty, "the gate's live preview has controls")
        for button in buttons {
            #expect((button["name"] as? String).map { !$0.isEmpty } == true, "a control without a name: \(button)")
            #expect((button["width"] as? Double ?? 0) >= 44 && (button["height"] as? Double ?? 0) >= 44, "\(button)")
            #expect(button["inside"] as? Bool == true, "a control's box beside the picture at \(width) px: \(button)")
        }
    }

    @Test(
        "axe-core and the Nu checker find nothing on a page whose live previews run, on a light phone and a dark desktop",
        arguments: [("light", BrowserViewing.phoneWidth), ("dark", BrowserViewing.desktopWidth)])
    func auditsWithLivePreviewsRunning(scheme: String, width: Int) async throws {
        let axe = try AuditTools.axeSource()
        let jar = try AuditTools.nuCheckerJar()
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try BrowserViewing(scheme: scheme, width: width).apply(to: browser)
        // What the browser's own Content Security Policy check refuses, page by page.
        try browser.runOnEveryNewDocument(
            "window.cspRefused = []; document.addEventListener('securitypolicyviolation', (e) => "
                + "window.cspRefused.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));")
        let snapshots = try TemporaryFolder()
        var violations: [String] = []
        var pages: [String: String] = [:]
        for page in try Self.livePages(site) {
            try browser.navigate(to: site.rootURL + page)
            let count =
                try browser.execute(
                    "return document.querySelectorAll('figure.preview[data-module]').length;") as? Int ?? 0
            for index in 0..<count { try Self.start(browser, figure: index) }
            violations += try AxeInBrowserTests.violations(in: browser, page: page, axe: axe).map { "\(page): \($0)" }
            let refused = try browser.execute("return window.cspRefused;") as? [String] ?? []
            violations += refused.map { "\(page): the browser's CSP refused \($0)" }
            // The document as the running previews left it, for the Nu checker.
            let markup = try #require(
                try browser.execute("return '<!DOCTYPE html>\\n' + document.documentElement.outerHTML;") as? String)
            let file = "page-\(pages.count).html"
            try snapshots.write(Data(markup.utf8), to: file)
            pages[file] = page
        }
        #expect(violations.isEmpty, "\(violations.count) axe violations:\n\(violations.joined(separator: "\n"))")
        let messages = try NuCheckerTests.check(
            pages.keys.sorted().map { snapshots.path($0) }, jar: jar, site: snapshots.url)
        // The live controls are placed through CSSOM (`button.style.left = …`), which CSP allows and
        // the browser did not refuse above; in a snapshot they read as `style` attributes.
        let cssomStyles = "The “style” attribute violates Content Security Policy (meta tag)"
        let problems = messages.filter { message in
            !NuCheckerTests.checkerMistakes.contains { message.text.hasPrefix($0.prefix) }
                && !message.text.hasPrefix(cssomStyles)
        }.map { "\(pages[$0.file] ?? $0.file) (live): line \($0.line): \($0.kind): \($0.text)" }
        #expect(!pages.isEmpty)
        #expect(problems.isEmpty, "\(problems.count) Nu problems:\n\(problems.joined(separator: "\n"))")
    }

    @Test("A released swipe card flies to its place over at least 10 intermediate frames")
    func releasedCardAnimates() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        // The page's clock moves 1/60 s per painted frame, however fast this machine paints: the
        // frames counted are those a 60 Hz screen shows, not what a loaded machine manages.
        try browser.runOnEveryNewDocument(
            """
            (() => {
              const paint = window.requestAnimationFrame.bind(window);
              let now = 0;
              const step = () => { now += 1000 / 60; paint(step); };
              paint(step);
              performance.now = () => now;
            })();
            """)
        try browser.navigate(to: site.rootURL + "swipe-cards/")
        try Self.start(browser, figure: 0)
        _ = try browser.execute(
            """
            const svg = () => document.querySelectorAll('figure.preview[data-module]')[0].querySelector('.preview-live svg');
            // Every distinct picture the page paints, and how many there were when the pointer went up.
            window.liveFrames = [];
            window.releasedAt = null;
            let samples = 0;
            const sample = () => {
              const markup = svg().outerHTML;
              if (window.liveFrames.at(-1) !== markup) window.liveFrames.push(markup);
              if (++samples < 600) requestAnimationFrame(sample);
            };
            requestAnimationFrame(sample);
            document.addEventListener('pointerup', () => { window.releasedAt = window.liveFrames.length; }, true);
            """)
        // Past half a card: the next card comes, on the article's interactive spring.
        try Self.drag(browser, figure: 0, dx: -200, steps: 10)
        try await Task.sleep(for: .milliseconds(1500))
        // The pictures after the one shown at release: those between, and the card at rest.
        let after =
            try browser.execute(
                "return window.releasedAt === null ? -1 : window.liveFrames.length - window.releasedAt;") as? Int ?? 0
        let frames = after - 1
        let debug = try browser.execute(
            "return [window.liveFrames.length, window.releasedAt, document.querySelectorAll('figure.preview[data-module]')[0].dataset.liveHint];"
        )
        print("live previews: a released card showed \(frames) frames between release and rest \(debug ?? "")")
        #expect(frames >= 10, "\(frames) distinct frames between the release and the card at rest")
    }
}
