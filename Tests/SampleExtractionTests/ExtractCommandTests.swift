import Foundation
import TestSupport
import Testing

@testable import SampleExtraction

/// What the command does once its arguments are parsed (the command line itself, through the
/// built tool: `ExtractCommandLineTests`).
@Suite("The diary-extract command")
struct ExtractCommandTests {
    @Test func writesTheFileOnceAndLeavesUnchangedOutputAlone() throws {
        try withTemporaryDirectory { directory throws in
            let articlePath = directory.appending(path: "Content/demo/index.md")
            try FileManager.default.createDirectory(
                at: articlePath.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\nmodule: Demo\n---\n```swift\nlet a = 1\n```\n".utf8).write(to: articlePath)
            let output = directory.appending(path: "out/Demo.extracted.swift").path
            let command = ExtractCommand(
                module: "Demo", product: .library, outputPath: output, articlePaths: [articlePath.path])

            let first = command.run()
            #expect(first.wroteOutput && first.diagnostics.isEmpty && first.exitCode == 0)
            let written = try String(contentsOfFile: output, encoding: .utf8)
            let canonical = articlePath.resolvingSymlinksInPath().path
            #expect(written.contains("#sourceLocation(file: \"\(canonical)\", line: 5)\nlet a = 1\n"))

            let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
            let second = command.run()
            #expect(!second.wroteOutput)
            #expect(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date == date)

            try Data("---\nmodule: Demo\n---\n```swift\nlet a = 2\n```\n".utf8).write(to: articlePath)
            #expect(command.run().wroteOutput)
        }
    }

    @Test func findsEveryArticleUnderTheContentFolderWhenItRuns() throws {
        try withTemporaryDirectory { directory throws in
            let content = directory.appending(path: "Content")
            let files = [
                "a/index.md": "---\nmodule: Demo\n---\n```swift\nlet a = 1\n```\n",
                "b/deeper/notes.md": "---\nmodule: Demo\n---\n```swift\nlet b = 1\n```\n",
                "c/index.md": "---\nmodule: Other\n---\n```swift\nlet c = 1\n```\n",
                "a/data.txt": "```swift\nlet ignored = 1\n```\n",
            ]
            for (path, text) in files {
                let url = content.appending(path: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let output = directory.appending(path: "Demo.swift").path
            let outcome = ExtractCommand(
                module: "Demo", product: .library, outputPath: output, articlePaths: [], contentDirectory: content.path
            ).run()
            #expect(outcome.diagnostics.isEmpty)
            let written = try String(contentsOfFile: output, encoding: .utf8)
            #expect(written.contains("// Extracted from a/index.md, deeper/notes.md.\n"))
            #expect(written.contains("let a = 1") && written.contains("let b = 1"))
            #expect(!written.contains("let c = 1") && !written.contains("ignored"))
        }
    }

    @Test func namesArticlesByTheirResolvedPath() throws {
        try withTemporaryDirectory { directory throws in
            let real = directory.appending(path: "real.md")
            try Data("---\nmodule: Demo\n---\n```swift\nlet a = 1\n```\n".utf8).write(to: real)
            let link = directory.appending(path: "link.md")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
            let output = directory.appending(path: "Demo.swift").path
            _ = ExtractCommand(module: "Demo", product: .library, outputPath: output, articlePaths: [link.path]).run()
            let written = try String(contentsOfFile: output, encoding: .utf8)
            #expect(written.contains("#sourceLocation(file: \"\(real.resolvingSymlinksInPath().path)\", line: 5)"))
        }
    }

    @Test func reportsErrorsAndWritesNothing() throws {
        try withTemporaryDirectory { directory throws in
            let broken = directory.appending(path: "broken.md")
            try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xC3, 0x28]).write(to: broken)
            let output = directory.appending(path: "Demo.swift").path
            let outcome = ExtractCommand(
                module: "Demo", product: .library, outputPath: output, articlePaths: [broken.path]
            ).run()
            #expect(outcome.exitCode == 1)
            #expect(!outcome.wroteOutput && !FileManager.default.fileExists(atPath: output))
            #expect(
                outcome.diagnostics.map(\.description).first
                    == "\(broken.resolvingSymlinksInPath().path):2: error: the file is not valid UTF-8 (byte offset 4); "
                    + "re-save it with UTF-8 encoding")
        }
    }

    @Test func writesAnEmptyFileWithAWarningWhenNoArticleNamesTheModule() throws {
        try withTemporaryDirectory { directory throws in
            let output = directory.appending(path: "Lost.swift").path
            let outcome = ExtractCommand(module: "Lost", product: .exampleTests, outputPath: output, articlePaths: [])
                .run()
            #expect(outcome.exitCode == 0 && outcome.wroteOutput)
            #expect(outcome.diagnostics.map(\.severity) == [.warning])
            #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("// Example tests of module Lost"))
        }
    }
}
