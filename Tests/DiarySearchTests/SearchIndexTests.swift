import Foundation
import Stemming
import Testing

@testable import DiarySearch

/// The chunked search index: what one article contributes and how the files are laid out (that a
/// build writes the same bytes whatever the number of jobs: `SearchIndexJobsTests`).
@Suite("Search index")
struct SearchIndexTests {
    static func document(
        title: String = "Кнопки", tags: [String] = ["swiftui"], summary: String = "Кнопка затвора.",
        headings: [String] = ["Стиль затвора"], body: String, code: String = ""
    ) -> SearchDocument {
        SearchDocument(
            metadata: .init(
                title: title, url: "/diary/buttons/", date: "2023-06-08", displayDate: "8 июня 2023", tags: tags,
                summary: summary),
            headings: headings, body: body, code: code)
    }

    /// The postings of `stem` in the built files, as (article, weight), article numbers undone from
    /// differences.
    static func postings(_ stem: String, in files: [(path: String, contents: String)]) throws -> [(Int, Int)]? {
        let name = SearchIndexFiles.shardPath(forPrefix: SearchIndexFiles.prefix(of: stem))
        guard let shard = files.first(where: { $0.path == name }) else { return nil }
        let object = try JSONSerialization.jsonObject(with: Data(shard.contents.utf8)) as? [String: [Int]]
        guard let numbers = object?[stem] else { return nil }
        var article = 0
        return stride(from: 0, to: numbers.count, by: 2).map { index in
            article += numbers[index]
            return (article, numbers[index + 1])
        }
    }

    @Test("Words of every field are stemmed, and a title word weighs more than a body word")
    func fieldsAreStemmedAndWeighted() {
        let document = Self.document(
            body: "Нажмите на кнопку. Кнопками управляют детьми.", code: "struct ShutterButtonStyle {}")
        #expect(document.weights["кнопк"] == 16 + 4 + 2 + 2)
        #expect(document.weights["затвор"] == 8 + 4)
        #expect(document.weights["swiftui"] == 6)
        #expect(document.weights["shutter"] == 1)
        #expect(document.weights["shutterbuttonstyl"] == 1)
        #expect(document.weights[Stemmer.stem("управляют")] == 2)
        #expect(document.fragments == ["Нажмите на кнопку.", "Кнопками управляют детьми."])
    }

    @Test("Long sentences are cut at a space into fragments of at most 220 characters")
    func longSentencesAreCut() {
        let sentence = Array(repeating: "слово", count: 100).joined(separator: " ")
        let fragments = SearchFragments.split("Коротко! \(sentence)\n\nДругой абзац")
        #expect(fragments.first == "Коротко!")
        #expect(fragments.last == "Другой абзац")
        #expect(fragments.dropFirst().dropLast().allSatisfy { $0.count <= SearchFragments.maximumLength })
        #expect(fragments.dropFirst().dropLast().joined(separator: " ") == sentence)
    }

    @Test("Shards are named by the hex of a stem's first two letters and hold weights; the manifest, lengths")
    func shardLayout() throws {
        let documents = [
            Self.document(body: "Кнопки и кнопки."), Self.document(title: "Галерея", tags: [], body: "Одна кнопка."),
        ]
        let files = SearchIndexFiles(documents: documents, basePath: "/diary/", stemmerURL: nil).files()
        #expect(SearchIndexFiles.fileName(forPrefix: "кн") == "d0bad0bd")
        let postings = try #require(try Self.postings("кнопк", in: files))
        #expect(postings.map(\.0) == [0, 1])
        // The first article has the word in its title and twice in its body.
        #expect(postings[0].1 > postings[1].1)
        #expect(postings.map(\.1) == documents.map { $0.weights["кнопк"] })
        // Both articles share the first document file.
        #expect(files.map(\.path).filter { $0.hasPrefix("search/doc/") } == ["search/doc/0.json.gz"])
        let manifest = try #require(files.first { $0.path == "search-index.json" })
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(manifest.contents.utf8)) as? [String: Any])
        #expect(object["articles"] as? Int == 2)
        // What a reader needs to turn weights into BM25's term-frequency part.
        #expect(object["lengths"] as? [Int] == documents.map(\.length))
        #expect(object["k1"] as? Double == SearchIndexFiles.k1)
        #expect(object["b"] as? Double == SearchIndexFiles.b)
        #expect(object["bodyWeight"] as? Int == SearchDocument.Field.body.rawValue)
        #expect(object["documentsPerFile"] as? Int == SearchDocumentFile.documentsPerFile)
        #expect(object["shardPath"] as? String == "/diary/search/")
        #expect((object["shards"] as? [String])?.contains("кн") == true)
        #expect(object["stemmer"] is NSNull)
    }

    @Test("Article files carry what a result shows, escaped as JSON")
    func articleFiles() throws {
        let tricky = "Кавычки \" и \\ и <script> и\ttab"
        let files = SearchIndexFiles(
            documents: [Self.document(title: tricky, body: "Текст.")], basePath: "/", stemmerURL: "/js/stemmer.wasm"
        ).files()
        let group = try #require(files.first { $0.path == "search/doc/0.json.gz" })
        #expect(!group.contents.contains("<script>"))
        let articles = try #require(
            try JSONSerialization.jsonObject(with: Data(group.contents.utf8)) as? [[String: Any]])
        try #require(articles.count == 1)
        let object = articles[0]
        #expect(object["title"] as? String == tricky)
        #expect(object["url"] as? String == "/diary/buttons/")
        #expect(object["displayDate"] as? String == "8 июня 2023")
        #expect(object["fragments"] as? [String] == ["Текст."])
    }

    @Test("JSON strings escape quotes, backslashes, controls, `<` and the line separators, nothing else")
    func jsonEscapes() {
        var json = JSONText()
        json.string("a\"b\\c\nd\te\rf<g\u{01}h\u{2028}i\u{2029}j\u{1F}k…«ё»\u{2027}\u{7F}")
        #expect(json.text == #""a\"b\\c\nd\te\rf\u003cg\u0001h\u2028i\u2029j\u001fk…«ё»\#u{2027}\#u{7F}""#)
    }

    @Test("Postings kept as stems and weights make the same shards as the article they came from")
    func postingsAsPlainValues() throws {
        let documents = [
            Self.document(body: "Кнопки и кнопки. Buttons.", code: "struct ShutterButtonStyle {}"),
            Self.document(title: "Галерея", tags: ["photos"], body: "Одна кнопка, много фото."),
        ]
        let numbers = StemNumbers()
        let postings = documents.map { SearchPostings($0, numbers: numbers) }
        let kept = postings.map { (stems: $0.stemWeights(numbers: numbers), length: $0.length) }
        #expect(kept[0].stems.contains { $0.stem == "кнопк" && $0.weight == 16 + 4 + 2 + 2 })
        #expect(kept[0].stems.map(\.stem) == SearchIndexFiles.sorted(documents[0].weights.keys))
        // A later build numbers its stems afresh, here in the other order.
        let fresh = StemNumbers()
        let rebuilt = kept.reversed().map { SearchPostings(stemWeights: $0.stems, length: $0.length, numbers: fresh) }
            .reversed()
        #expect(rebuilt.map { $0.stemWeights(numbers: fresh).map(\.stem) } == kept.map { $0.stems.map(\.stem) })
        let original = SearchIndexFiles(postings: postings, stems: numbers.stems, basePath: "/", stemmerURL: nil)
        let again = SearchIndexFiles(postings: Array(rebuilt), stems: fresh.stems, basePath: "/", stemmerURL: nil)
        #expect(numbers.stems != fresh.stems)
        #expect(original.files().map(\.contents) == again.files().map(\.contents))
    }
}
