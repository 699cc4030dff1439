import Foundation

/// Places in the package the stemming tests read from.
enum PackagePaths {
    /// The package root: three levels above this file (Tests/StemmingOracleTests/PackagePaths.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The oracle script that runs the Python Snowball stemmers.
    static let oracleScript = root.appending(path: "scripts/stemmer-oracle.py")

    /// Every Markdown file under `Content/`, sorted.
    static func markdownFiles() throws -> [URL] {
        let content = root.appending(path: "Content")
        guard let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
            .sorted { $0.path < $1.path }
    }
}
