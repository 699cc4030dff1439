import Foundation

/// An entry of `cases.json`, as written there.
struct FidelityEntry: Decodable, Sendable {
    /// The expected value: numbers or a text.
    struct Expected: Decodable, Sendable {
        let numbers: [Double]?
        let text: String?
    }

    let id: String
    let kind: String
    let citation: String
    let tolerance: Double
    let expected: Expected
    let knownDifference: String?
}

/// The file `cases.json` beside this source file.
struct FidelityTable: Decodable, Sendable {
    let cases: [FidelityEntry]

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cases.json")

    /// The table as written.
    static func load() throws -> FidelityTable {
        try JSONDecoder().decode(FidelityTable.self, from: Data(contentsOf: url))
    }
}
