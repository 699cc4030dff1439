import DiaryTestSupport
import Foundation
import SampleWasm
import TestSupport
import Testing

@testable import DiaryKit

/// The bundled diary's Run buttons as a reader's browser uses them: the doctests run from the
/// `.wasm` that `diary build` compiled from the articles, under the page's Content-Security-Policy.
///
/// The first run on a machine compiles the sample modules (minutes); the cache under
/// `.build/diary-wasm` makes later runs take seconds.
@Suite(
    "Runnable samples in a real browser", .serialized,
    .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct RunnableInBrowserTests {
    static var cache: String { RunnableTestEnvironment.cache }

    /// Compiles the bundled content's sample modules into the cache (no timeout: cold, this takes
    /// minutes), then serves the site built with them.
    static func servedSite() async throws -> (ServedDiary, RunnableSamples) {
        var options = BuildOptions(contentDirectory: TestPaths.bundledContent.path, outputDirectory: "unused")
        options.wasmCacheDirectory = cache
        let samples = await RunnableSamples.build(options)
        let site = try ServedDiary(
            content: TestPaths.bundledContent, siteArguments: DiaryTool.templatesAndPublic + ["--wasm-cache", cache])
        return (site, samples)
    }

    /// What pressing Run on one figure gave.
    struct Run {
        var result: String
        var output: String
        var recorded: String
        var milliseconds: Double
    }

    /// Presses Run on the `index`-th example figure of the page and waits for its result.
    static func pressRun(_ browser: WebDriverSession, figure index: Int) throws -> Run {
        _ = try browser.execute(
            """
            const figure = document.querySelectorAll('figure.example')[\(index)];
            window.runMeasure = null;
            delete figure.dataset.result;
            const observer = new MutationObserver(() => {
                if (!figure.dataset.result) return;
                observer.disconnect();
                window.runMeasure = { ms: performance.now() - started };
            });
            observer.observe(figure, { attributes: true, attributeFilter: ['data-result'] });
            const started = performance.now();
            figure.querySelector('button.run').click();
            """)
        let measured = try #require(
            try browser.waitFor("return window.runMeasure;", seconds: 20) as? [String: Any],
            "figure \(index) showed no result within 20 s")
        let state = try #require(
            try browser.execute(
                """
                const figure = document.querySelectorAll('figure.example')[\(index)];
                return {
                    result: figure.dataset.result, output: figure.querySelector('output').textContent,
                    recorded: figure.querySelector('.code-output code').textContent
                };
                """) as? [String: String])
        return Run(
            result: state["result"] ?? "", output: state["output"] ?? "", recorded: state["recorded"] ?? "",
            milliseconds: (measured["ms"] as? NSNumber)?.doubleValue ?? 0)
    }

    static func exampleCount(_ browser: WebDriverSession) throws -> Int {
        try browser.execute("return document.querySelectorAll('figure.example').length;") as? Int ?? 0
    }

    @Test("Run on every doctest of the parental-gate and stories articles prints the recorded output")
    func doctestsPassInTheBrowser() async throws {
        let (site, _) = try await Self.servedSite()
        let browser = try WebDriverSession()
        for page in ["parental-gate/", "stories/"] {
            try browser.navigate(to: site.rootURL + page)
            let count = try Self.exampleCount(browser)
            #expect(count >= 2, "\(page) has runnable doctests")
            let shown = try browser.execute(
                "return [...document.querySelectorAll('button.run')].every(b => !b.hidden && b.offsetHeight > 0);")
            #expect(shown as? Bool == true, "the loader unhides every Run button on \(page)")
            for index in 0..<count {
                let run = try Self.pressRun(browser, figure: index)
                #expect(run.result == "pass", "\(page) figure \(index): \(run.output)")
                #expect(run.output == run.recorded, "\(page) figure \(index)")
                print("\(page) figure \(index): click to output \(Int(run.milliseconds)) ms")
            }
        }
    }

    @Test("A new seed and operation show a new puzzle that keeps the article's rules")
    func changingTheSeedMakesANewPuzzle() async throws {
        let (site, _) = try await Self.servedSite()
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL + "parental-gate/")
        let index = try #require(
            try browser.execute(
                "return [...document.querySelectorAll('figure.example')].findIndex(f => f.dataset.inputsExport);")
                as? Int)
        try #require(index >= 0, "the puzzle doctest has inputs")
        let recorded = try Self.pressRun(browser, figure: index)
        #expect(recorded.result == "pass", "the recorded seed and operation print the recorded puzzle")
        var seen: Set<String> = []
        for (seed, operation) in [(1, 0), (7, 1), (2024, 2), (99_991, 3), (123_456, 0), (5, 3)] {
            _ = try browser.execute(
                """
                const figure = document.querySelectorAll('figure.example')[\(index)];
                figure.querySelector('.run-inputs input').value = '\(seed)';
                figure.querySelector('.run-inputs select').value = '\(operation)';
                """)
            let run = try Self.pressRun(browser, figure: index)
            #expect(run.result == "changed", "seed \(seed): \(run.output)")
            let puzzle = try #require(PrintedPuzzle(run.output), "seed \(seed) printed '\(run.output)'")
            #expect(puzzle.operation == ["+", "−", "×", "÷"][operation], "seed \(seed): \(run.output)")
            #expect(puzzle.problems.isEmpty, "seed \(seed): \(run.output): \(puzzle.problems)")
            seen.insert(run.output)
        }
        #expect(seen.count >= 5, "different seeds give different puzzles: \(seen)")
        #expect(!seen.contains(recorded.output))
    }

    @Test("Every .wasm of the site is the one diary build compiled from the article's source")
    func everyWasmComesFromTheBuild() async throws {
        let (site, samples) = try await Self.servedSite()
        let folder = URL(fileURLWithPath: site.folder.path("site"))
        // No .wasm is committed: the sample modules' and the search page's stemmer are compiled by
        // diary build.
        let stemmer = "js/stemmer.wasm"
        let shipped = FolderContents.paths(in: folder).filter { $0.hasSuffix(".wasm") && $0 != stemmer }
        #expect(FolderContents.paths(in: TestPaths.publicFiles).filter { $0.hasSuffix(".wasm") }.isEmpty)
        #expect(shipped == samples.wasmFiles.map { "wasm/\($0.module).wasm" }.sorted())
        let stemmerBuild = try #require(samples.stemmerPath, "the stemmer was built")
        let stemmerBytes = try Data(contentsOf: URL(fileURLWithPath: stemmerBuild))
        #expect(try Data(contentsOf: folder.appending(path: stemmer)) == stemmerBytes)
        for file in samples.wasmFiles {
            let built = try Data(contentsOf: URL(fileURLWithPath: file.path))
            #expect(try Data(contentsOf: folder.appending(path: "wasm/\(file.module).wasm")) == built)
            // The build folder keeps the sources the .wasm was made from: the article's own lines.
            let sources = URL(fileURLWithPath: file.path).deletingLastPathComponent().appending(
                path: "sources/\(file.module)/\(file.module)-\(file.module).extracted.swift")
            let text = try String(contentsOf: sources, encoding: .utf8)
            #expect(
                text.contains("#sourceLocation(file: \"\(TestPaths.bundledContent.resolvingSymlinksInPath().path)/"))
            let gzip = try Self.gzipSize(file.path)
            print("\(file.module).wasm: \(built.count) bytes, \(gzip) gzipped")
        }
        // The Run buttons' loader is the shared wasm.js plus run.js, which also loads literals.js on
        // the first touch of code with live literals (issue 32: 860 bytes, 320 gzipped), and compiles
        // each module once for fresh instances (issue 32's redraw, session 16: about 800 bytes).
        let loader = try ["js/wasm.js", "js/run.js"].map {
            try Data(contentsOf: TestPaths.publicFiles.appending(path: $0))
        }
        let bytes = loader.map(\.count).reduce(0, +)
        #expect(bytes < 7 * 1024, "js/wasm.js and js/run.js stay under 7 KB together")
        print("js/wasm.js + js/run.js: \(bytes) bytes")
    }

    static func gzipSize(_ path: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "gzip -9 -c \"$0\" | wc -c", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
}

/// A puzzle as the parental-gate doctest prints it, `72 ÷ 9 = 8 [3, 11, 8]`, checked against the
/// article's rules by this test's own reading of them.
struct PrintedPuzzle {
    var a: Int
    var operation: String
    var b: Int
    var result: Int
    var options: [Int]

    init?(_ text: String) {
        guard
            let match = text.firstMatch(
                of: #/^(\d+) (\S) (\d+) = (\d+) \[(\d+), (\d+), (\d+)\]\n$/#)
        else { return nil }
        a = Int(match.output.1)!
        operation = String(match.output.2)
        b = Int(match.output.3)!
        result = Int(match.output.4)!
        options = [Int(match.output.5)!, Int(match.output.6)!, Int(match.output.7)!]
    }

    /// Every rule of the article the puzzle breaks.
    var problems: [String] {
        var found: [String] = []
        let digits = 1...9
        switch operation {
        case "+", "×":
            if !digits.contains(a) || !digits.contains(b) { found.append("operands must be single digits") }
            if result <= 10 { found.append("the result must be greater than 10") }
            if (operation == "+" ? a + b : a * b) != result { found.append("wrong result") }
        case "−", "÷":
            if a <= 10 || a > 99 { found.append("the first number must be two-digit and greater than 10") }
            if !digits.contains(b) || !digits.contains(result) {
                found.append("b and the result must be single digits")
            }
            if (operation == "−" ? a - b : (b != 0 && a % b == 0 ? a / b : -1)) != result {
                found.append("wrong result")
            }
        default:
            found.append("unknown operation \(operation)")
        }
        if Set(options).count != 3 { found.append("three different answers") }
        if !options.contains(result) { found.append("the right answer is among the options") }
        if options.contains(where: { $0 <= 0 || abs($0 - result) > 5 }) {
            found.append("wrong answers are positive and at most 5 away")
        }
        return found
    }
}
