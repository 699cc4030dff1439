import DiaryMarkdown
import FrontMatter
import Foundation
import Testing

@testable import DiaryKit

/// Times the search index alone (tokenising, stemming, merging, writing the files) over a folder of
/// Markdown articles, for `Benchmarks/search-vs-pagefind.py`; the rest of a build is not counted.
/// Runs only when `SEARCH_BENCH_CONTENT` names the folder, and prints one line:
/// `search-index-benchmark articles=N seconds=S bytes=B files=F`.
@Suite("Search index benchmark")
struct SearchIndexBenchmark {
    static let contentFolder = ProcessInfo.processInfo.environment["SEARCH_BENCH_CONTENT"]

    @Test(
        "Index build time over SEARCH_BENCH_CONTENT",
        .enabled(if: contentFolder != nil, "SEARCH_BENCH_CONTENT is not set: the benchmark is skipped"))
    func indexBuildTime() async throws {
        let folder = URL(fileURLWithPath: try #require(Self.contentFolder))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
            .sorted()
        // Rendering is the build's job, not the index's: parse first, outside the clock.
        let articles = try names.map { name in
            let source = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            let split = try FrontMatter.split(source)
            let document = MarkdownParser.parse(split.body)
            let title = source.firstMatch(of: #/\ntitle: *"?([^"\n]*)"?/#).map { String($0.output.1) } ?? name
            let headings = TableOfContents(document: document).entries.map(\.text)
            return (title, name, headings, document.plainText(), document.codeText)
        }
        let output = FileManager.default.temporaryDirectory.appending(path: "search-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let clock = ContinuousClock()
        let started = clock.now
        let documents = await withTaskGroup(of: (Int, SearchDocument).self) { group in
            for (index, article) in articles.enumerated() {
                group.addTask {
                    let metadata = SearchDocument.Metadata(
                        title: article.0, url: "/\(article.1)/", date: "", displayDate: "", tags: [], summary: "")
                    return (index, SearchDocument(metadata: metadata, headings: article.2, body: article.3, code: article.4))
                }
            }
            var documents = [SearchDocument?](repeating: nil, count: articles.count)
            for await (index, document) in group { documents[index] = document }
            return documents.compactMap { $0 }
        }
        let files = SearchIndexFiles(documents: documents, basePath: "/", stemmerURL: nil).files()
        var bytes = 0
        for file in files {
            let url = output.appending(path: file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            bytes += file.contents.utf8.count
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(documents.count == names.count)
        print("search-index-benchmark articles=\(documents.count) seconds=\(seconds) bytes=\(bytes) files=\(files.count)")
    }
}
