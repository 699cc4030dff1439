import Foundation

/// The module table of `ARCHITECTURE.md`: each module of the package, its kind and the package
/// modules it may import, as the map tells the next engineer.
package struct ArchitectureMap {
    /// One row of the table.
    package struct Module: Equatable {
        package var name: String
        /// `library`, `executable`, `plugin` or `system`.
        package var kind: String
        /// The package modules it may import (its dependencies in `Package.swift`).
        package var imports: Set<String>
    }

    package var modules: [Module]
    /// The modules the map says import no Foundation.
    package var foundationFree: Set<String>

    /// Reads the table that follows the `<!-- modules -->` marker: rows of
    /// `` | `Name` | kind | `A`, `B` | what it is | ``, where `—` means no import.
    package init(markdown: String) {
        var modules: [Module] = []
        var foundationFree: Set<String> = []
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("<!-- modules -->") {
                inTable = true
                continue
            }
            if line.hasPrefix("Import no Foundation:") {
                foundationFree = Self.names(in: line)
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else {
                if !modules.isEmpty { inTable = false }
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 3, let name = Self.names(in: cells[0]).first else { continue }
            modules.append(Module(name: name, kind: cells[1], imports: Self.names(in: cells[2])))
        }
        self.modules = modules
        self.foundationFree = foundationFree
    }

    /// The names written in backticks in `text`.
    package static func names(in text: some StringProtocol) -> Set<String> {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return Set(parts.enumerated().compactMap { $0.offset % 2 == 1 ? String($0.element) : nil })
    }
}

extension ArchitectureMap {
    /// The map of this repository's `ARCHITECTURE.md`.
    package static func load() throws -> ArchitectureMap {
        ArchitectureMap(
            markdown: try String(contentsOf: TestPaths.repository.appending(path: "ARCHITECTURE.md"), encoding: .utf8))
    }
}
