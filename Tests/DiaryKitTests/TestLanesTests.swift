import DiaryTestSupport
import Foundation
import Testing

/// The rule that lets `make test-fast` pick the fast lane by target name: a test that runs
/// something outside the test process, or asserts CPU time, carries a lane tag (`LaneTags.swift`
/// in TestSupport) and lives in a test target whose name ends in a lane suffix; every suite there
/// carries one; the fast targets carry none and start no browser, `diary`, compiler or build.
///
/// Swift Testing lists tests with their tags only through its tools-integration SPI, so this reads
/// the test sources instead: each folder `Tests/<Name>Tests` and `Tests/Samples/<Name>Tests` is one
/// test target (the package's layout), and the tags are read from each `@Suite` attribute.
@Suite("Test lanes")
struct TestLanesTests {
    /// The tags `LaneTags.swift` declares.
    static let laneTags = ["browser", "toolchain", "nestedBuild", "timing", "builtTool", "oracle"]

    /// What a test of the fast lane may not call: it would start Chromium, the built `diary`, a
    /// compiler or another program, or a nested `swift build` (this file names them, so is skipped).
    static let outOfProcessCalls = [
        "WebDriverSession(", "ServedDiary(", "DiaryTool.", "ProcessRun.run(", "Process()", "WasmTestEnvironment.",
        "FixturePackage(",
    ]

    /// One test target's Swift files, by path below `Tests/`.
    struct TestTarget: CustomStringConvertible {
        var name: String
        var files: [(path: String, text: String)]
        var description: String { name }
    }

    /// The lane suffixes, read from the Makefile's `SLOW_LANES` (`Browser|Tool|…`), so the rule
    /// checked here is the one `make test-fast` selects by.
    static func laneSuffixes() throws -> [String] {
        let makefile = try String(contentsOf: TestPaths.repository.appending(path: "Makefile"), encoding: .utf8)
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("SLOW_LANES = ") })
        return line.dropFirst("SLOW_LANES = ".count).split(separator: "|").map { "\($0)Tests" }
    }

    static func isLaneTarget(_ name: String, suffixes: [String]) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// Every test target's folder and Swift files (`Library/` of a sample module is its own target).
    static func testTargets() throws -> [TestTarget] {
        let tests = TestPaths.repository.appending(path: "Tests")
        let manager = FileManager.default
        var folders: [(name: String, path: String)] = []
        for name in try manager.contentsOfDirectory(atPath: tests.path) where name.hasSuffix("Tests") {
            folders.append((name, name))
        }
        for name in try manager.contentsOfDirectory(atPath: tests.appending(path: "Samples").path)
        where name.hasSuffix("Tests") {
            folders.append((name, "Samples/\(name)"))
        }
        return try folders.sorted { $0.name < $1.name }.map { folder in
            let root = tests.appending(path: folder.path)
            let paths = (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Library/") }.sorted()
            return TestTarget(
                name: folder.name,
                files: try paths.map {
                    ("\(folder.path)/\($0)", try String(contentsOf: root.appending(path: $0), encoding: .utf8))
                })
        }
    }

    /// Each `@Suite` attribute's text, up to the type it marks.
    static func suiteAttributes(in text: String) -> [Substring] {
        text.ranges(of: "@Suite").map { range in
            let rest = text[range.lowerBound...]
            let end =
                rest.firstRange(of: #/\n(struct|final class|class|enum|actor|extension) /#)?.lowerBound ?? rest.endIndex
            return rest[..<end]
        }
    }

    /// The lane tags named in `text`'s `.tags(…)` traits.
    static func laneTags(in text: some StringProtocol) -> Set<String> {
        var found: Set<String> = []
        for match in String(text).matches(of: #/\.tags\(([^)]*)\)/#) {
            for tag in match.output.1.matches(of: #/\.(\w+)/#) where laneTags.contains(String(tag.output.1)) {
                found.insert(String(tag.output.1))
            }
        }
        return found
    }

    @Test("The Makefile names the lanes, and each lane has test targets")
    func lanesExist() throws {
        let suffixes = try Self.laneSuffixes()
        #expect(Set(suffixes) == ["BrowserTests", "ToolTests", "ToolchainTests", "OracleTests", "TimingTests"])
        let names = try Self.testTargets().map(\.name)
        for suffix in suffixes {
            #expect(names.contains { $0.hasSuffix(suffix) }, "no test target ends in \(suffix)")
        }
        #expect(names.contains("DiaryKitTests") && !Self.isLaneTarget("DiaryKitTests", suffixes: suffixes))
    }

    @Test("Lane tags appear only in lane targets, and every suite of a lane target carries one")
    func tagsMatchTargets() throws {
        let suffixes = try Self.laneSuffixes()
        var problems: [String] = []
        for target in try Self.testTargets() {
            let isLane = Self.isLaneTarget(target.name, suffixes: suffixes)
            for file in target.files {
                let suites = Self.suiteAttributes(in: file.text)
                if isLane {
                    if file.text.contains("@Test") && suites.isEmpty {
                        problems.append("\(file.path): tests outside a tagged @Suite")
                    }
                    for suite in suites where Self.laneTags(in: suite).isEmpty {
                        problems.append("\(file.path): a suite without a lane tag: \(suite.prefix(80))")
                    }
                } else if !Self.laneTags(in: file.text).isEmpty {
                    problems.append("\(file.path): lane tags \(Self.laneTags(in: file.text).sorted()) in fast target")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("The fast targets start no browser, diary, compiler or nested build")
    func fastTargetsStayInProcess() throws {
        let suffixes = try Self.laneSuffixes()
        var problems: [String] = []
        for target in try Self.testTargets() where !Self.isLaneTarget(target.name, suffixes: suffixes) {
            for file in target.files where file.path != "DiaryKitTests/TestLanesTests.swift" {
                let calls = Self.outOfProcessCalls.filter { file.text.contains($0) }
                guard !calls.isEmpty else { continue }
                problems.append("\(file.path) calls \(calls.joined(separator: ", "))")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
