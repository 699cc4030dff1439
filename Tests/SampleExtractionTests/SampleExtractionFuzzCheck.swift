import SampleExtraction

/// The check the `FuzzSampleExtraction` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzSampleExtraction`), and the regression tests replay.
///
/// The bytes are an article file, fed through the extraction API `diary-extract` uses:
/// ``ArticleLoader/load(path:bytes:)``, ``SampleExtractor/extract(module:from:)`` for the
/// first three modules the front matter names plus one it does not, and both generated sources. The raw
/// bytes go in unchanged: the loader itself must turn invalid UTF-8 into a diagnostic.
/// - Returns: The broken promise (a line number outside the article, a compiled block missing
///   from the generated library), or `nil`; a crash or a hang is a finding too.
func sampleExtractionFuzzProblem(in bytes: [UInt8]) -> String? {
    let article: ArticleCode
    do {
        article = try ArticleLoader.load(path: "/fuzz/Content/article/index.md", bytes: bytes)
    } catch {
        if let line = error.line, line < 1 { return "load error at line \(line)" }
        return nil
    }
    let lines = 1...(article.lastLine + 1)
    for block in article.blocks where !lines.contains(block.fenceLine) || !lines.contains(block.contentLine) {
        return "a block at lines \(block.fenceLine)/\(block.contentLine) of a \(article.lastLine)-line article"
    }
    // The build extracts each module once; a few stand for all, so a long module list cannot
    // make the check itself slow.
    for module in article.modules.prefix(3) + ["FuzzUnnamed"] {
        let report = SampleExtractor.extract(module: module, from: [article])
        for diagnostic in report.diagnostics where !(diagnostic.line.map(lines.contains) ?? true) {
            return "a diagnostic outside the article: \(diagnostic)"
        }
        let library = GeneratedSource.library(report.extraction)
        var searchStart = library.startIndex
        for snippet in report.extraction.snippets where !snippet.code.isEmpty {
            guard let found = library[searchStart...].firstRange(of: snippet.code) else {
                return "the compiled block at line \(snippet.line) is missing from the library source"
            }
            searchStart = found.upperBound
        }
        _ = GeneratedSource.exampleTests(report.extraction)
    }
    return nil
}
