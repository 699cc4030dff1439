import DiaryTestSupport
import Foundation
import Stemming
import TestSupport
import Testing

/// The search page's stemmer: compiled by `diary build` itself, for content anywhere, and cutting
/// every word exactly as the native stemmer that stemmed the index.
@Suite(
    "Search stemmer built by diary build",
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"),
    .tags(.toolchain))
struct SearchStemmerTests {
    /// Loads the stemmer in node and stems each line of `words` with it, the way `js/search.js`
    /// does: the word's UTF-8 into the module's buffer, `search_stem`, the stem back out.
    static let runner = """
        const fs = require('fs');
        const [wasm, words] = process.argv.slice(2);
        WebAssembly.instantiate(fs.readFileSync(wasm), { wasi_snapshot_preview1: { fd_write: () => 0 } })
          .then(({ instance }) => {
            const e = instance.exports, encoder = new TextEncoder(), decoder = new TextDecoder();
            const stems = fs.readFileSync(words, 'utf8').split('\\n').filter(Boolean).map(word => {
              const bytes = encoder.encode(word), at = e.search_buffer();
              new Uint8Array(e.memory.buffer, at, bytes.length).set(bytes);
              return decoder.decode(new Uint8Array(e.memory.buffer, at, e.search_stem(bytes.length)));
            });
            process.stdout.write(stems.join('\\n') + '\\n');
          });
        """

    /// Every word of the bundled diary's articles, lowercased, plus forms that exercise `ё` and
    /// English suffixes.
    static func words() throws -> [String] {
        var words: Set<String> = ["ёлка", "ещё", "Кнопками", "running", "generously", "flies", "dying"]
        for path in FolderContents.paths(in: TestPaths.bundledContent) where path.hasSuffix(".md") {
            let text = try String(contentsOf: TestPaths.bundledContent.appending(path: path), encoding: .utf8)
            for word in text.split(whereSeparator: { !$0.isLetter }) where word.utf8.count < 200 {
                words.insert(word.lowercased())
            }
        }
        return words.sorted()
    }

    @Test("Content outside any package gets js/stemmer.wasm, and it stems every word like the native stemmer")
    func stemsLikeTheNativeStemmer() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "blog/Content")
        let run = try DiaryTool.run(
            [
                "build", "--content", content.path, "--output", folder.path("site"), "--wasm-cache",
                folder.path("cache"),
            ] + DiaryTool.templatesAndPublic, timeout: DiaryTool.compilingTimeout)
        try #require(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let index = try String(contentsOfFile: folder.path("site/search-index.json"), encoding: .utf8)
        #expect(index.contains("\"stemmer\":\"/diary/js/stemmer.wasm\""), "\(index.prefix(300))")

        let words = try Self.words()
        #expect(words.count > 2_000, "the bundled diary has thousands of distinct words")
        try Data((words.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder.path("words")))
        try Data(Self.runner.utf8).write(to: URL(fileURLWithPath: folder.path("stem.js")))
        let node = try ProcessRun.run(
            named: "node", [folder.path("stem.js"), folder.path("site/js/stemmer.wasm"), folder.path("words")],
            timeout: 120)
        try #require(node.status == 0, "\(node.stderr)")
        let stems = node.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(stems.count == words.count)
        let different = zip(words, stems).filter { Stemmer.stem($0.0) != $0.1 }
        #expect(different.isEmpty, "wasm and native stems differ: \(different.prefix(10))")
    }

    @Test("--no-wasm writes no stemmer and the index says so")
    func noWasmMeansNoStemmer() throws {
        let folder = try TemporaryFolder()
        let run = try DiaryTool.run(
            ["build", "--content", TestPaths.miniDiary.path, "--output", folder.path("site")] + DiaryTool.siteFiles)
        try #require(run.status == 0, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/js/stemmer.wasm")))
        let index = try String(contentsOfFile: folder.path("site/search-index.json"), encoding: .utf8)
        #expect(index.contains("\"stemmer\":null"))
    }
}
