import DiaryTestSupport
import Foundation
import SampleWasm
import TestSupport
import Testing

@testable import DiaryKit

/// Live literals' runs off the main thread (`js/literals-worker.js`, issue 32): on the bundled
/// parental-gate page, `Puzzle.smallestResult` raised past 81 (the largest product of two digits)
/// makes `directEquation`'s `while true` loop for ever, as a reader can do with the arrow keys.
/// The run must end with a message at the doctest's block while the page keeps answering, and the
/// next value must run again.
@Suite(
    "Live literals' runs in a Worker, in a real browser", .serialized,
    .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct LiteralsWorkerInBrowserTests {
    /// The seed doctest's (`Puzzle.random(operation, using:)`) result and output, once `condition`
    /// (JavaScript over `result` and `text`) holds.
    static func seedState(when condition: String) -> String {
        """
        const figure = [...document.querySelectorAll('figure.example')]
            .find((f) => f.textContent.includes('Puzzle.random(operation'));
        const out = figure.querySelector('output.run-output');
        const result = figure.dataset.result || '';
        const text = out.hidden ? '' : out.textContent;
        return (\(condition)) ? [result, text] : null;
        """
    }

    static let marker = "public static let smallestResult"

    @Test("A value that makes a doctest loop ends with a message; the page still answers; the next value runs")
    func endlessLoopEndsWithAMessage() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "parental-gate/")
        _ = try browser.execute(
            """
            window.violations = [];
            document.addEventListener('securitypolicyviolation', (event) =>
                window.violations.push(event.violatedDirective));
            """)
        let workerScript = """
            return performance.getEntriesByType('resource').some((r) => r.name.endsWith('/js/literals-worker.js'));
            """
        #expect(
            try browser.execute(workerScript) as? Bool == false, "the worker's script is not part of the page's load")
        try LiteralsInBrowserTests.activate(browser)
        // 11 → 82: no two digits multiply to 82, so the loop never ends.
        try LiteralsInBrowserTests.press(
            browser, "ArrowUp", times: 7, shift: true, marker: Self.marker, text: "11", before: "smallestResult = ")
        try LiteralsInBrowserTests.press(
            browser, "ArrowUp", marker: Self.marker, text: "81", before: "smallestResult = ")
        // While the module loops, the page answers: another module's Run button prints its doctest.
        try await Task.sleep(for: .milliseconds(300))
        let other = try #require(
            try browser.execute(
                """
                const figure = document.querySelector('figure.example[data-module="ParentalGate"]');
                if (!figure || !figure.querySelector('button.run')) return null;
                delete figure.dataset.result;
                figure.querySelector('button.run').click();
                return figure.textContent.includes('smallestResult') ? 'wrong figure' : 'clicked';
                """) as? String, "the page has a ParentalGate doctest with a Run button")
        #expect(other == "clicked")
        let otherResult = try browser.waitFor(
            "return document.querySelector('figure.example[data-module=\"ParentalGate\"]').dataset.result || null;",
            seconds: 20)
        #expect(otherResult as? String == "pass", "a doctest of another module runs while the loop goes on")
        let stopped = try #require(
            try browser.waitFor(
                Self.seedState(when: "text.startsWith('слишком долго')"), seconds: 10) as? [String],
            "the looping run ends with the message within a few seconds")
        #expect(stopped == ["fail", "слишком долго: прогон остановлен через 2 с"])
        let status = try browser.execute("return document.querySelector('.literal-status').textContent;") as? String
        #expect(status == "слишком долго: прогон остановлен через 2 с", "the message is announced too")
        // The next value runs again, in a fresh worker: 82 → 12 prints a puzzle.
        try LiteralsInBrowserTests.press(
            browser, "ArrowDown", times: 7, shift: true, marker: Self.marker, text: "82", before: "smallestResult = ")
        let again = try #require(
            try browser.waitFor(Self.seedState(when: "result === 'changed'"), seconds: 20) as? [String])
        #expect(again[0] == "changed")
        #expect(again[1].contains(" ÷ ") && again[1].contains("["), "a division puzzle and its options: \(again[1])")
        #expect(try browser.execute(workerScript) as? Bool == true, "the runs went through the worker's script")
        #expect(try browser.execute("return window.violations;") as? [String] == [], "the page's CSP allows the worker")
    }
}
