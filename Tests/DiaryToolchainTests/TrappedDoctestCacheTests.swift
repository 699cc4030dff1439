import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// A module whose doctest traps is run once: the second build with nothing changed takes the run
/// (its output and how it stopped) from the cache beside the `.wasm` and warns the same, through
/// the built `diary` on the tiny package of ``RunnableSamplesTests``.
@Suite(
    "A trapping doctest is cached", .serialized,
    .tags(.toolchain, .builtTool),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct TrappedDoctestCacheTests {
    /// The demo article with the doctest at line 12 reading past its array's end.
    static let trapping = RunnableSamplesTests.article.replacing("print(1 + 2)", with: "print([1, 2, 3][3])")

    @Test("Built twice, the second build runs nothing and repeats the warning; --strict fails on it")
    func trappingDoctestWarnsFromTheCache() throws {
        #expect(Self.trapping != RunnableSamplesTests.article)
        let folder = try RunnableSamplesTests.package(article: Self.trapping)
        let warning = "\(folder.path("Content"))/demo/index.md:16:1: warning: the doctest above stopped in module Demo"

        let first = try DoctestCheckTests.build(folder)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.contains("compiling sample module Demo"), "\(first.stderr)")
        #expect(first.stderr.contains("running sample module Demo in wasmkit"), "\(first.stderr)")
        let firstWarning = try #require(Self.line(starting: warning, in: first.stderr), "\(first.stderr)")
        #expect(firstWarning.contains("wasmkit: "), "the warning says how the run stopped: \(firstWarning)")

        let second = try DoctestCheckTests.build(folder)
        #expect(second.status == 0, "\(second)")
        #expect(!second.stderr.contains("compiling sample module"), "\(second.stderr)")
        #expect(!second.stderr.contains("running sample module"), "nothing runs again: \(second.stderr)")
        #expect(Self.line(starting: warning, in: second.stderr) == firstWarning, "\(second.stderr)")

        let strict = try DoctestCheckTests.build(folder, ["--strict"])
        #expect(strict.status == 1, "\(strict)")
        #expect(!strict.stderr.contains("running sample module"), "\(strict.stderr)")
        #expect(
            Self.line(starting: warning.replacing(": warning: ", with: ": error: "), in: strict.stderr)
                == firstWarning.replacing(": warning: ", with: ": error: "), "\(strict.stderr)")
    }

    @Test("A longer --sample-timeout runs a module that ran out of time again")
    func timeOutIsKeptForItsLimitOnly() throws {
        let looping = RunnableSamplesTests.article.replacing(
            "print(1 + 2)", with: "var n = 0; while n >= 0 { n = (n + 1) % 7 }; print(n)")
        let folder = try RunnableSamplesTests.package(article: looping)
        let warning = "\(folder.path("Content"))/demo/index.md:16:1: warning: the doctest above stopped in module Demo"

        let first = try DoctestCheckTests.build(folder, ["--sample-timeout", "2"])
        #expect(first.status == 0, "\(first)")
        let firstWarning = try #require(Self.line(starting: warning, in: first.stderr), "\(first.stderr)")
        #expect(firstWarning.contains("it ran longer than 2 s"), "\(firstWarning)")

        let again = try DoctestCheckTests.build(folder, ["--sample-timeout", "2"])
        #expect(!again.stderr.contains("running sample module"), "\(again.stderr)")
        #expect(Self.line(starting: warning, in: again.stderr) == firstWarning, "\(again.stderr)")

        let longer = try DoctestCheckTests.build(folder, ["--sample-timeout", "3"])
        #expect(longer.stderr.contains("running sample module Demo in wasmkit"), "\(longer.stderr)")
        #expect(
            Self.line(starting: warning, in: longer.stderr)?.contains("it ran longer than 3 s") == true,
            "\(longer.stderr)")
    }

    /// The first line of `text` that starts with `prefix`.
    static func line(starting prefix: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
    }
}
