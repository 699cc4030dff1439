import Foundation
import Testing

@testable import SampleExtraction

/// Loads an in-memory article as the tool would load the file at `path`.
func article(_ markdown: String, path: String = "/site/Content/demo/index.md") throws -> ArticleCode {
    try ArticleLoader.load(path: path, bytes: Array(markdown.utf8))
}

/// Extracts `module` from in-memory articles keyed by path.
func extract(_ module: String, from articles: [String: String]) throws -> ExtractionReport {
    SampleExtractor.extract(module: module, from: try articles.map { try article($1, path: $0) })
}

/// The error lines of `report`, as the tool prints them.
func errors(in report: ExtractionReport) -> [String] {
    report.diagnostics.filter { $0.severity == .error }.map(\.description)
}
