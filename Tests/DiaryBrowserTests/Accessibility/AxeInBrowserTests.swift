import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// axe-core's WCAG checks over every page of the bundled diary, as Chromium renders it in both
/// themes on a phone and on a desktop.
@Suite("Accessibility of every page (axe-core)", .serialized, .tags(.browser))
struct AxeInBrowserTests {
    /// The site as published, Run buttons and previews drawn by the sample modules' WebAssembly
    /// included; one site and one browser for every viewing, which spares load while the other
    /// browser tests run.
    @Test("axe-core reports no violation on any page, in both themes, on a phone and on a desktop")
    func noViolations() async throws {
        let axe = try AuditTools.axeSource()
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let pages = SitePages.paths(in: URL(fileURLWithPath: site.folder.path("site")))
        #expect(pages.count > 10, "the bundled diary has more pages than \(pages)")
        let browser = try WebDriverSession()
        var violations: [String] = []
        for viewing in BrowserViewing.all {
            try viewing.apply(to: browser)
            for page in pages {
                try browser.navigate(to: site.rootURL + page)
                violations += try Self.violations(in: browser, page: page, axe: axe).map {
                    "\(page) (\(viewing)): \($0)"
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.count) axe violations:\n\(violations.joined(separator: "\n"))")
    }

    /// Runs axe in the open page; each violation as `rule: selector — what axe says`.
    static func violations(in browser: WebDriverSession, page: String, axe: String) throws -> [String] {
        _ = try browser.execute(axe + "\n;return true;")
        _ = try browser.execute(
            """
            window.axeFindings = null;
            axe.run(document, { resultTypes: ['violations'] }).then(
                results => {
                    window.axeFindings = results.violations.flatMap(v => v.nodes.map(n =>
                        v.id + ': ' + n.target.join(' ') + ' — ' + (n.failureSummary || v.help).replace(/\\s+/g, ' ')));
                },
                error => { window.axeFindings = ['axe failed: ' + error]; });
            """)
        // The time allowed is only a bound on a stuck run, never a measured assertion.
        let findings = try browser.waitFor("return window.axeFindings;", seconds: 300)
        return try #require(findings as? [String], "axe did not finish on \(page)")
    }
}
