import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The reader's page in headless Chromium (issue 30, items 4, 5 and 7): the first sentence on a
/// phone's first screen, the code tools at 390 px, the theme switch without a flash, the print
/// stylesheet, one `h1` on the home page and the planned parts folded under «Скоро».
@Suite("The reader's page in a real browser", .serialized, .tags(.browser))
struct ReaderPageInBrowserTests {
    /// An iPhone's screen in CSS pixels.
    static let phone = (width: 390, height: 844)

    /// Makes `browser` a 390×844 phone (or another size) in `scheme`, from the next navigation on.
    static func emulate(_ browser: WebDriverSession, width: Int, height: Int, scheme: String = "light") throws {
        try browser.devTools(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
        try browser.devTools(
            "Emulation.setEmulatedMedia",
            ["media": "", "features": [["name": "prefers-color-scheme", "value": scheme]]])
    }

    /// Opens `page` and waits for its scripts to have run.
    static func open(_ browser: WebDriverSession, _ url: String) throws {
        try browser.navigate(to: url)
        _ = try browser.waitFor("return document.readyState === 'complete'")
    }

    /// The article pages of the built site: those with an article body and a table of contents
    /// or a title of their own (section and list pages are left out).
    static func articlePages(in site: URL) throws -> [String] {
        try SitePages.paths(in: site).filter { page in
            let file = site.appending(path: page.hasSuffix(".html") ? page : page + "index.html")
            let html = try String(contentsOf: file, encoding: .utf8)
            return html.contains("<article class=\"article\">") && page != "404.html"
        }
    }

    @Test("On a 390×844 phone every article's first paragraph starts on the first screen")
    func firstSentenceOnFirstScreen() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let pages = try Self.articlePages(in: URL(fileURLWithPath: site.folder.path("site")))
        #expect(pages.count >= 11, "the bundled diary has 11 articles: \(pages)")
        let browser = try WebDriverSession()
        try Self.emulate(browser, width: Self.phone.width, height: Self.phone.height)
        var late: [String] = []
        for page in pages {
            try Self.open(browser, site.rootURL + page)
            let found =
                try browser.execute(
                    """
                    const first = document.querySelector('.article-body > p');
                    const toc = document.querySelector('details.toc');
                    return [first ? Math.round(first.getBoundingClientRect().top + scrollY) : -1,
                        toc ? (toc.open ? 1 : 0) : -1, document.querySelectorAll('h1').length];
                    """) as? [Int] ?? []
            guard found.count == 3, found[0] >= 0 else {
                late.append("\(page): no first paragraph")
                continue
            }
            if found[0] >= Self.phone.height { late.append("\(page): the first paragraph starts at \(found[0]) px") }
            if found[1] == 1 { late.append("\(page): the table of contents is open on a phone") }
            if found[2] != 1 { late.append("\(page): \(found[2]) h1 elements") }
        }
        #expect(late.isEmpty, "\(late.joined(separator: "\n"))")
    }

    @Test("The table of contents stands open beside the text at 1280 px and follows it")
    func tableOfContentsBesideText() async throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try Self.emulate(browser, width: 1280, height: 900)
        try Self.open(browser, site.rootURL + "buttons/")
        let found =
            try browser.execute(
                """
                const toc = document.querySelector('details.toc'), body = document.querySelector('.article-body');
                const before = toc.getBoundingClientRect().top;
                scrollTo({ top: 3000, behavior: 'instant' });
                const after = toc.getBoundingClientRect().top;
                return [toc.open ? 1 : 0, toc.getBoundingClientRect().left >= body.getBoundingClientRect().right ? 1 : 0,
                    Math.round(before), Math.round(after)];
                """) as? [Int] ?? []
        #expect(found.count == 4)
        #expect(found.first == 1, "open on a wide screen")
        #expect(found.dropFirst().first == 1, "right of the text")
        #expect(found.count == 4 && found[3] >= 0 && found[3] < 100, "sticky at the top after scrolling: \(found)")
    }

    @Test("A line of prose holds 60–75 characters on a desktop, in the system's UI font")
    func proseMeasure() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try Self.emulate(browser, width: 1280, height: 900)
        // First, in a fresh browser: a page without previews fetches no preview font.
        try Self.open(browser, site.rootURL + "about/")
        let aboutFonts =
            try browser.execute(
                """
                return [document.querySelectorAll('svg text').length,
                    performance.getEntriesByType('resource').filter(e => e.name.endsWith('.woff2')).length];
                """) as? [Int] ?? []
        #expect(
            aboutFonts.count == 2 && (aboutFonts[0] > 0 || aboutFonts[1] == 0),
            "no preview, no preview font: \(aboutFonts)")
        try Self.open(browser, site.rootURL + "buttons/")
        let found =
            try browser.execute(
                """
                const paragraph = [...document.querySelectorAll('.article-body > p')]
                    .sort((a, b) => b.textContent.length - a.textContent.length)[0];
                const range = document.createRange();
                range.selectNodeContents(paragraph);
                const lines = new Set([...range.getClientRects()].map(r => Math.round(r.bottom))).size;
                return [paragraph.textContent.length / Math.max(1, lines - 1), lines,
                    getComputedStyle(paragraph).fontFamily];
                """) as? [Any] ?? []
        let perLine = found.first as? Double ?? 0
        #expect((60...75).contains(perLine), "\(found)")
        #expect((found.last as? String ?? "").hasPrefix("system-ui"), "\(found)")
        #expect(
            try browser.execute("return document.querySelectorAll('link[rel=preload]').length") as? Int == 0,
            "nothing preloaded")
    }

    @Test("Code at 390 px: copy by keyboard with an announcement, a scroll cue, a remembered wrap switch")
    func codeOnPhones() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try Self.emulate(browser, width: Self.phone.width, height: Self.phone.height)
        try Self.open(browser, site.rootURL + "buttons/")
        let tools =
            try browser.execute(
                """
                const blocks = [...document.querySelectorAll('.article-body pre')];
                const named = blocks.filter(pre => {
                    const tools = pre.previousElementSibling;
                    return tools && tools.matches('.code-tools') && [...tools.querySelectorAll('button')]
                        .every(b => b.type === 'button' && b.textContent.trim() !== '' && b.tabIndex === 0);
                });
                return [blocks.length, named.length];
                """) as? [Int] ?? []
        #expect(tools.count == 2 && tools[0] > 3 && tools[0] == tools[1], "every block has named buttons: \(tools)")

        // The Clipboard API, stubbed to see what was copied; the button pressed with Enter.
        _ = try browser.execute(
            """
            window.copied = null;
            Object.defineProperty(navigator, 'clipboard', { configurable: true,
                value: { writeText: text => { window.copied = text; return Promise.resolve(); } } });
            """)
        try browser.type("\u{E007}", into: ".code-tools .code-copy")
        let copied = try browser.waitFor(
            "return document.querySelector('.code-announcer').textContent === 'Скопировано' && window.copied")
        let expected =
            try browser.execute("return document.querySelector('.article-body pre code').textContent") as? String
        #expect(copied as? String == expected, "the first block's code, as its text")
        #expect(
            try browser.execute("return document.activeElement.className") as? String == "code-copy",
            "the button took the keyboard's focus")

        // Without the Clipboard API: the text is selected and copied with execCommand.
        _ = try browser.execute(
            """
            window.selectedForCopy = null;
            Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
            document.execCommand = (command) => {
                window.selectedForCopy = command === 'copy' ? document.activeElement.value : null; return true; };
            document.querySelectorAll('.code-tools .code-copy')[1].click();
            """)
        let fallback = try browser.waitFor("return window.selectedForCopy")
        let second =
            try browser.execute("return document.querySelectorAll('.article-body pre')[1].textContent") as? String
        #expect(fallback as? String == second)

        // The scroll cue: on blocks wider than the column only, and gone at the end.
        let cue =
            try browser.execute(
                """
                const blocks = [...document.querySelectorAll('.article-body pre')];
                const wide = blocks.find(pre => pre.scrollWidth > pre.clientWidth + 1);
                const narrow = blocks.find(pre => pre.scrollWidth <= pre.clientWidth);
                const mask = pre => getComputedStyle(pre).maskImage || getComputedStyle(pre).webkitMaskImage;
                const before = [wide.dataset.scroll, mask(wide) !== 'none', narrow.dataset.scroll, mask(narrow)];
                wide.scrollLeft = wide.scrollWidth;
                wide.dispatchEvent(new Event('scroll'));
                return before.concat([wide.dataset.scroll]);
                """) as? [Any] ?? []
        #expect(cue.count == 5)
        #expect(cue.first as? String == "right" && cue.dropFirst().first as? Bool == true, "\(cue)")
        #expect(cue.count == 5 && cue[2] as? String == "" && cue[3] as? String == "none", "\(cue)")
        #expect(cue.last as? String == "left", "\(cue)")

        // The wrap switch: wide blocks wrap, and the choice outlives the page.
        _ = try browser.execute("document.querySelector('.code-tools .code-wrap').click()")
        try Self.open(browser, site.rootURL + "parental-gate/")
        let wrapped =
            try browser.execute(
                """
                const blocks = [...document.querySelectorAll('.article-body pre')];
                return [document.documentElement.dataset.codeWrap || '',
                    blocks.filter(pre => pre.scrollWidth > pre.clientWidth + 1).length,
                    document.querySelectorAll('.code-wrap[aria-pressed="true"]').length,
                    document.querySelectorAll('.code-wrap').length];
                """) as? [Any] ?? []
        #expect(wrapped.count == 4 && wrapped[0] as? String == "on" && wrapped[1] as? Int == 0, "\(wrapped)")
        #expect(wrapped.count == 4 && wrapped[2] as? Int == wrapped[3] as? Int, "\(wrapped)")
        _ = try browser.execute("document.querySelector('.code-tools .code-wrap').click()")
        #expect(try browser.execute("return localStorage.getItem('diary-code-wrap')") as? String == "off")

        let fonts =
            try browser.execute(
                """
                const figure = document.createElement('figure');
                figure.className = 'example';
                figure.innerHTML = '<output class="run-output">42</output>';
                document.querySelector('.article-body').append(figure);
                const output = figure.querySelector('output'), pre = document.querySelector('pre');
                return [getComputedStyle(output).fontFamily, getComputedStyle(pre).fontFamily];
                """) as? [String] ?? []
        #expect(fonts.count == 2 && fonts[0] == fonts[1], "Run output in the code's font: \(fonts)")
    }

    @Test("The theme switch cycles auto, light, dark, is remembered, and is applied before the first frame")
    func themeSwitch() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        // What the page looks like at its first animation frame, before anything is painted.
        try browser.runOnEveryNewDocument(
            """
            requestAnimationFrame(() => { window.firstFrame = [document.documentElement.dataset.theme || 'auto',
                getComputedStyle(document.body).backgroundColor]; });
            """)
        try Self.emulate(browser, width: 1280, height: 900, scheme: "light")
        try Self.open(browser, site.rootURL + "buttons/")
        var seen: [String] = []
        for _ in 0..<3 {
            let state =
                try browser.execute(
                    """
                    const button = document.querySelector('.theme-switch');
                    button.click();
                    return [document.documentElement.dataset.theme || 'auto', button.textContent.trim(),
                        getComputedStyle(document.body).backgroundColor];
                    """) as? [String] ?? []
            seen.append(state.joined(separator: " / "))
        }
        #expect(
            seen == [
                "light / Тема: светлая / rgb(253, 252, 249)", "dark / Тема: тёмная / rgb(22, 24, 28)",
                "auto / Тема: как в системе / rgb(253, 252, 249)",
            ], "\(seen)")
        _ = try browser.execute(
            "document.querySelector('.theme-switch').click(); document.querySelector('.theme-switch').click();")
        try browser.navigate(to: site.rootURL + "parental-gate/")
        let first = try browser.waitFor("return window.firstFrame") as? [String]
        #expect(first == ["dark", "rgb(22, 24, 28)"], "dark from the first frame: \(first ?? [])")
        #expect(
            try browser.execute(
                "return getComputedStyle(document.querySelector('.preview-dark') || document.body).display") as? String
                == "block")
        _ = try browser.execute("localStorage.removeItem('diary-theme')")
    }

    @Test("Printed: no header, navigation or buttons; outside links show their address")
    func printStylesheet() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try Self.emulate(browser, width: 1280, height: 900)
        try browser.devTools("Emulation.setEmulatedMedia", ["media": "print"])
        try Self.open(browser, site.rootURL + "buttons/")
        let found =
            try browser.execute(
                """
                const shown = s => [...document.querySelectorAll(s)].filter(e => getComputedStyle(e).display !== 'none').length;
                const outside = document.querySelector('.article-body a[href^="http"]');
                return [shown('.site-header'), shown('.site-footer'), shown('.article-nav'), shown('button'),
                    shown('.toc'), outside ? getComputedStyle(outside, '::after').content : 'none', outside ? outside.href : ''];
                """) as? [Any] ?? []
        #expect(found.count == 7)
        #expect(found.prefix(5).map { $0 as? Int } == [0, 0, 0, 0, 0], "\(found)")
        if let link = found.last as? String, !link.isEmpty {
            #expect((found[5] as? String ?? "").contains(link), "\(found)")
        }
    }

    @Test("The home page: one h1, written parts as cards, the planned ones folded under «Скоро»")
    func homePage() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try Self.emulate(browser, width: Self.phone.width, height: Self.phone.height)
        try Self.open(browser, site.rootURL)
        let found =
            try browser.execute(
                """
                const planned = document.querySelector('main details.planned');
                return [document.querySelectorAll('h1').length, document.querySelectorAll('.series .cards > li').length,
                    document.querySelectorAll('.card-planned').length, planned ? planned.querySelectorAll('li').length : -1,
                    planned && !planned.open ? 1 : 0, planned ? planned.querySelector('summary').textContent.trim() : ''];
                """) as? [Any] ?? []
        #expect(found.count == 6)
        #expect(found.first as? Int == 1, "one h1: \(found)")
        #expect(
            found.dropFirst().first as? Int == 4 && found[2] as? Int == 0, "4 parts written, none planned: \(found)")
        #expect(found[3] as? Int == 19 && found[4] as? Int == 1, "\(found)")
        #expect((found[5] as? String ?? "").hasPrefix("Скоро"), "\(found)")
        // On a phone the search waits behind its button, which opens it and takes the focus there.
        let search =
            try browser.execute(
                """
                const form = document.querySelector('.site-header .search');
                const hidden = getComputedStyle(form).display === 'none';
                document.querySelector('.search-open').click();
                return [hidden, getComputedStyle(form).display !== 'none', document.activeElement.id,
                    document.querySelector('.search-open').getAttribute('aria-expanded')];
                """) as? [Any] ?? []
        #expect(search.count == 4 && search[0] as? Bool == true && search[1] as? Bool == true, "\(search)")
        #expect(search.count == 4 && search[2] as? String == "search-input" && search[3] as? String == "true")
    }

    @Test("The search's script is not fetched at load; typing into the field brings it, and what was typed is searched")
    func searchScriptOnDemand() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        // A page that never goes idle: only using the field may fetch the script.
        try browser.runOnEveryNewDocument("window.requestIdleCallback = () => 0;")
        try Self.emulate(browser, width: 1280, height: 900)
        try Self.open(browser, site.rootURL + "buttons/")
        let atLoad =
            try browser.execute(
                """
                return [document.querySelector('form.search').hidden,
                    performance.getEntriesByType('resource').filter(e => e.name.endsWith('/js/search.js')).length];
                """) as? [Any] ?? []
        #expect(atLoad.count == 2 && atLoad[0] as? Bool == false && atLoad[1] as? Int == 0, "\(atLoad)")
        try browser.type("кнопками", into: "#search-input")
        let found = try browser.waitFor(
            """
            const list = document.querySelector('.search-results');
            return !list.hidden && list.dataset.query === 'кнопками'
                && [...list.querySelectorAll('li a')].map(a => a.getAttribute('href'));
            """)
        #expect((found as? [String] ?? []).contains("/buttons/"), "\(found ?? "nothing")")
    }

    @Test("axe-core finds no violation on the changed pages, both themes, phone and desktop, code tools shown")
    func axeOnChangedPages() throws {
        let axe = try AuditTools.axeSource()
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        var violations: [String] = []
        for viewing in BrowserViewing.all {
            try viewing.apply(to: browser)
            for page in ["", "buttons/", "parental-gate/"] {
                try Self.open(browser, site.rootURL + page)
                _ = try browser.execute("document.querySelector('.search-open:not([hidden])')?.click()")
                violations += try AxeInBrowserTests.violations(in: browser, page: page, axe: axe).map {
                    "\(page) (\(viewing)): \($0)"
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.count) axe violations:\n\(violations.joined(separator: "\n"))")
    }

    /// Screenshots for people to look at: `.build/test-artifacts/reader/`.
    @Test("Screenshots at 390 and 1280 px, light and dark, are written")
    func screenshots() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let folder = TestPaths.repository.appending(path: ".build/test-artifacts/reader")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let browser = try WebDriverSession()
        for viewing in BrowserViewing.all {
            try Self.emulate(
                browser, width: viewing.width, height: viewing.width < 600 ? Self.phone.height : 900,
                scheme: viewing.scheme)
            for page in ["", "buttons/"] {
                try Self.open(browser, site.rootURL + page)
                let png = try browser.screenshot()
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                let name =
                    (page.isEmpty ? "index" : String(page.dropLast())) + "-\(viewing.width)-\(viewing.scheme).png"
                try png.write(to: folder.appending(path: name))
            }
        }
    }
}

/// The Nu HTML checker over the pages this slice changed, as `NuCheckerTests` checks every page.
@Suite("The reader's page validates (Nu HTML checker)", .tags(.oracle, .builtTool))
struct ReaderPageValidityTests {
    @Test("The home page, two articles and the stylesheet validate without errors or warnings")
    func changedPagesValidate() throws {
        let jar = try AuditTools.nuCheckerJar()
        let folder = try TemporaryFolder()
        let run = try DiaryTool.run(
            ["build", "--content", TestPaths.bundledContent.path, "--output", folder.path("site"), "--no-cache"]
                + DiaryTool.siteFiles)
        #expect(run.status == 0, "\(run)")
        let site = folder.url.appending(path: "site")
        let files = ["index.html", "buttons/index.html", "parental-gate/index.html", "css/site.css"]
        let messages = try NuCheckerTests.check(files.map { site.appending(path: $0).path }, jar: jar, site: site)
        let problems = messages.filter { message in
            !NuCheckerTests.checkerMistakes.contains { message.text.hasPrefix($0.prefix) }
        }
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
