import FrontMatter
import TestSupport
import Testing

/// The Swift TOML and JSON front matter readers against Python's `tomllib` and `json` on
/// generated documents: the same value for every document Python reads, and a refusal, with a
/// line and column inside the document, for every document it refuses.
@Suite("Front matter readers against Python", .tags(.oracle))
struct FrontMatterOracleTests {
    private static let documentsPerLanguage = 4000

    @Test("TOML: the reader agrees with tomllib on generated documents")
    func toml() throws {
        var generator = GeneratedDocuments(seed: 28)
        let documents = (0..<Self.documentsPerLanguage).map { _ in generator.toml() }
        try compare(documents, language: .toml) { (text) throws(FrontMatterError) in
            try FrontMatter.parseTOML(text, startLine: 2)
        }
    }

    @Test("JSON: the reader agrees with Python's json on generated documents")
    func json() throws {
        var generator = GeneratedDocuments(seed: 8259)
        let documents = (0..<Self.documentsPerLanguage).map { _ in generator.json() }
        try compare(documents, language: .json) { (text) throws(FrontMatterError) in
            try FrontMatter.parseJSON(text, startLine: 1)
        }
    }

    private func compare(
        _ documents: [String], language: PythonFrontMatterOracle.Language,
        read: (String) throws(FrontMatterError) -> YAMLNode
    ) throws {
        let expected = try PythonFrontMatterOracle.values(of: documents.map { (language, $0) })
        try #require(expected.count == documents.count)
        var mismatches: [String] = []
        var accepted = 0
        for (document, oracle) in zip(documents, expected) {
            let ours: String?
            do {
                ours = CanonicalValue.of(try read(document))
            } catch {
                ours = nil
                let lines = document.split(separator: "\n", omittingEmptySubsequences: false).count
                let first = language == .toml ? 2 : 1
                if !(first...(first + lines)).contains(error.line) || error.column < 1 {
                    mismatches.append("error outside the document (\(error)) for:\n\(document)")
                }
            }
            if oracle != nil { accepted += 1 }
            if ours != oracle {
                mismatches.append(
                    "Python: \(oracle ?? "refused"), Swift: \(ours ?? "refused") for:\n\(document)")
            }
        }
        // Both outcomes must be well represented, or the comparison says little.
        #expect(accepted > documents.count / 5, "only \(accepted) documents valid")
        #expect(documents.count - accepted > documents.count / 5, "only \(documents.count - accepted) refused")
        let report = mismatches.prefix(5).joined(separator: "\n---\n")
        #expect(mismatches.count == 0, "mismatches; the first:\n\(report)")
    }
}
