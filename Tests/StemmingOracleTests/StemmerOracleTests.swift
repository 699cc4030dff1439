import Foundation
import Stemming
import TestSupport
import Testing

/// Compares the Swift stemmers with the Python Snowball stemmers on every word of the bundled
/// articles and a large generated list. The oracle is required: without python3-venv the test
/// fails and says what to install.
@Suite("Stemmer oracle", .tags(.oracle))
struct StemmerOracleTests {
    @Test("Every word stems exactly as the Python Snowball stemmers stem it")
    func identicalStems() throws {
        let content = try OracleWordList.contentWords()
        let contentRussian = content.filter { $0.language == .russian }.count
        #expect(contentRussian > 5_000, "the articles should give many Russian words, got \(contentRussian)")
        #expect(content.count - contentRussian > 1_000, "the articles should give English words too")

        var seen = Set<OracleWord>()
        let words = (content + OracleWordList.generatedWords()).filter { seen.insert($0).inserted }
        #expect(words.count > 100_000)

        let expected = try SnowballOracle.stems(of: words)
        try #require(
            expected.count == words.count, "the oracle returned \(expected.count) stems for \(words.count) words")

        var mismatches: [String] = []
        var counts: [OracleWord.Language: Int] = [:]
        for (entry, oracleStem) in zip(words, expected) {
            counts[entry.language, default: 0] += 1
            let stem =
                entry.language == .russian ? RussianStemmer.stem(entry.word) : EnglishStemmer.stem(entry.word)
            if stem != oracleStem {
                mismatches.append(
                    "\(entry.language.rawValue) «\(entry.word)»: Swift «\(stem)», Snowball «\(oracleStem)»")
            }
        }
        print(
            "Stemmer oracle: \(words.count) distinct words (\(counts[.russian] ?? 0) Russian, "
                + "\(counts[.english] ?? 0) English; \(content.count) word occurrences from Content), "
                + "\(mismatches.count) mismatches")
        #expect(
            mismatches.isEmpty, "\(mismatches.count) stems differ:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    }

    @Test("Stemming the bundled articles: throughput, for the record")
    func contentThroughput() throws {
        var texts: [String] = []
        for file in try PackagePaths.markdownFiles() { texts.append(try String(contentsOf: file, encoding: .utf8)) }
        var stems = 0
        let elapsed = ContinuousClock().measure {
            for text in texts {
                for word in SearchTokenizer.words(in: text) where !Stemmer.stem(word).isEmpty { stems += 1 }
            }
        }
        #expect(stems > 10_000)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print(
            "Stemmer throughput (this build's optimisation; release is much faster): \(stems) words from \(texts.count) articles in \(elapsed), \(Int(Double(stems) / seconds)) words/s"
        )
    }
}
