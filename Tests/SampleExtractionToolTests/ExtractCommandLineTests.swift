import CommandParsing
import Foundation
import TestSupport
import Testing

/// The command line of `diary-extract`, run as the plugin runs it: the built tool, a separate
/// process (the command it describes: `ExtractCommandTests`).
@Suite("The diary-extract command line", .tags(.builtTool))
struct ExtractCommandLineTests {
    static let article = "---\nmodule: Demo\n---\n```swift\nlet a = 1\n```\n"

    /// Writes `text` to `url`, making its folder.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func runsTheExtractionItsArgumentsDescribe() throws {
        try withTemporaryDirectory { directory throws in
            try Self.write(Self.article, to: directory.appending(path: "c/a/index.md"))
            try Self.write(Self.article.replacing("let a", with: "let odd"), to: directory.appending(path: "--odd.md"))
            // `--output=FILE`, options after others, and an article after `--` that looks like an option.
            let library = try ExtractTool.run(
                ["--output=out/Demo.swift", "--module", "Demo", "--content", "c", "--", "--odd.md"], in: directory)
            #expect(library.status == 0 && library.stderr.isEmpty, "\(library)")
            let source = try String(contentsOf: directory.appending(path: "out/Demo.swift"), encoding: .utf8)
            #expect(source.contains("let a = 1") && source.contains("let odd = 1"))
            #expect(!source.hasPrefix("// Example tests"))

            let examples = try ExtractTool.run(
                ["--module", "Demo", "--examples", "--output", "out/DemoExamples.swift", "c/a/index.md"],
                in: directory)
            #expect(examples.status == 0, "\(examples)")
            let tests = try String(contentsOf: directory.appending(path: "out/DemoExamples.swift"), encoding: .utf8)
            #expect(tests.hasPrefix("// Example tests of module Demo"))
        }
    }

    @Test(arguments: [
        (["--output", "x"], CommandLineError.missingOption("--module")),
        (["--module", "A"], .missingOption("--output")),
        (["--module"], .missingValue(option: "--module")),
        (["--module", "", "--output", "x"], .invalidValue("--module", value: "", expected: "a non-empty value")),
        (["--module", "A", "--output", "x", "--verbose"], .unknownOption("--verbose", suggestion: nil)),
        (["--module", "A", "--output", "x", "--example"], .unknownOption("--example", suggestion: "--examples")),
    ])
    func rejectsArgumentsThatDoNotFit(arguments: [String], error: CommandLineError) throws {
        try withTemporaryDirectory { directory throws in
            let run = try ExtractTool.run(arguments, in: directory)
            #expect(run.status == 64, "\(run)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("error: \(error)\n\nUSAGE: diary-extract --module NAME --output FILE"))
            #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "x").path))
        }
    }

    @Test func helpIsACleanExitThatListsEveryOption() throws {
        try withTemporaryDirectory { directory throws in
            let run = try ExtractTool.run(["--module", "A", "--help"], in: directory)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
            for option in ["--module NAME", "--output FILE", "--examples", "--content DIR", "ARTICLE.md"] {
                #expect(run.stdout.contains("\n  \(option) "), "'\(option)' missing from\n\(run.stdout)")
            }
        }
    }
}

/// Runs the built `diary-extract` tool as a separate process.
enum ExtractTool {
    /// The tool next to the test bundle (macOS loads the bundle into `xctest`; Linux runs the
    /// `.xctest` file itself), or `nil` when it was not built.
    static var executable: URL? {
        var folders = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() }
        folders.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        return folders.map { $0.appending(path: "diary-extract") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// Runs `diary-extract arguments` in `directory`; an extraction takes well under a second.
    static func run(_ arguments: [String], in directory: URL) throws -> ProcessRun {
        let executable = try #require(
            executable, "diary-extract was not found next to the test bundle; build it with 'swift build --build-tests'"
        )
        return try ProcessRun.run(executable, arguments, in: directory, timeout: 60)
    }
}
