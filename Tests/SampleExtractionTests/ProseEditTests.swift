import Foundation
import TestSupport
import Testing

@testable import SampleExtraction

/// The build-tool plugin runs `diary-extract` on every build: an edit of an article's prose that
/// leaves its lines where they were must leave the generated sources as they are, byte for byte,
/// and not even touch their files, so SwiftPM compiles nothing again.
@Suite("Prose edits and the generated sources")
struct ProseEditTests {
    static let article = """
        ---
        title: "Кнопки"
        module: Demo
        ---

        Кнопка и стиль: сначала проза.

        ```swift
        public func double(_ value: Int) -> Int { value * 2 }
        ```

        Потом пример и его вывод.

        ```swift
        print(double(21))
        ```

        ```output
        42
        ```

        """

    /// Runs both products of the command on the article at `path`; returns whether each file was
    /// written, and their bytes.
    static func extract(_ path: URL, into folder: URL) -> (wrote: [Bool], bytes: [Data?]) {
        let outputs = ["Demo.swift", "DemoExamples.swift"].map { folder.appending(path: $0) }
        let wrote = zip([ExtractCommand.Product.library, .exampleTests], outputs).map { product, output in
            ExtractCommand(module: "Demo", product: product, outputPath: output.path, articlePaths: [path.path])
                .run().wroteOutput
        }
        return (wrote, outputs.map { FileManager.default.contents(atPath: $0.path) })
    }

    @Test("Changing words of the prose writes neither file; changing the code rewrites the library")
    func proseLeavesSourcesAlone() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appending(path: "index.md")
            try Data(Self.article.utf8).write(to: path)
            let first = Self.extract(path, into: folder)
            #expect(first.wrote == [true, true])

            let prose = Self.article.replacing("сначала проза", with: "сначала другая проза, длиннее")
                .replacing("Потом пример", with: "Затем пример")
            try Data(prose.utf8).write(to: path)
            let afterProse = Self.extract(path, into: folder)
            #expect(afterProse.wrote == [false, false], "a prose edit rewrote a generated file")
            #expect(afterProse.bytes == first.bytes)

            try Data(prose.replacing("value * 2", with: "value + value").utf8).write(to: path)
            let afterCode = Self.extract(path, into: folder)
            #expect(afterCode.wrote == [true, false], "the code changed, the example did not")
            #expect(afterCode.bytes[0] != first.bytes[0])
        }
    }
}
