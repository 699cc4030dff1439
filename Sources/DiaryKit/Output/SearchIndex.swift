import Foundation

/// One searchable article in `search-index.json`.
struct SearchRecord: Codable, Sendable {
    var title: String
    var url: String
    var summary: String
    var tags: [String]
    var headings: [String]
    var excerpt: String
}

/// The JSON the page's search box loads: small records, no full text, so the
/// file stays light even for a large diary.
enum SearchIndex {
    static func json(_ records: [SearchRecord]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(records)
    }
}
