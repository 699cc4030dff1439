import DiaryTestSupport
import Foundation
import Testing

/// `ARCHITECTURE.md` stays true: every folder of `Sources/` is in its module table, and no source
/// file imports a package module its row does not name (the table against `Package.swift`:
/// `ArchitecturePackageTests`).
@Suite struct ArchitectureMapTests {
    static let root = TestPaths.repository

    static func map() throws -> ArchitectureMap { try ArchitectureMap.load() }

    /// The `import` lines of every Swift file under `Sources/<module>/`.
    static func imports(of module: String) throws -> [(file: String, module: String)] {
        let folder = root.appending(path: "Sources/\(module)")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Imports stand at the start of a line; an indented one is text a generator writes.
                guard let first = line.first, !first.isWhitespace else { continue }
                let words = line.split(separator: " ")
                // `import X`, `@testable import X`, `package import X`, `internal import X`…
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) })
                else { continue }
                found.append((file.path.replacingOccurrences(of: root.path + "/", with: ""), String(words[index + 1])))
            }
        }
        return found
    }

    @Test func theMapHasAModuleTable() throws {
        let map = try Self.map()
        #expect(map.modules.count >= 10, "ARCHITECTURE.md's table after <!-- modules --> has \(map.modules.count) rows")
        #expect(Set(map.modules.map(\.name)).count == map.modules.count, "a module is listed twice")
    }

    @Test func everySourceFolderIsAModuleOfTheMap() throws {
        let listed = Set(try Self.map().modules.map(\.name))
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appending(path: "Sources").path)
        for folder in folders.sorted() where !folder.hasPrefix(".") {
            #expect(listed.contains(folder), "Sources/\(folder) is not in ARCHITECTURE.md's module table")
        }
    }

    @Test func everyImportIsOneTheMapAllows() throws {
        let map = try Self.map()
        let modules = Set(map.modules.map(\.name))
        for module in map.modules {
            for (file, imported) in try Self.imports(of: module.name) where modules.contains(imported) {
                #expect(
                    module.imports.contains(imported),
                    "\(file) imports \(imported), which ARCHITECTURE.md does not let \(module.name) import")
            }
        }
    }

    @Test func modulesMeantForEmbeddedSwiftImportNoFoundation() throws {
        let map = try Self.map()
        #expect(map.foundationFree.contains("DiaryUI"))
        for module in map.foundationFree.sorted() {
            for (file, imported) in try Self.imports(of: module) {
                #expect(!["Foundation", "FoundationEssentials"].contains(imported), "\(file) imports \(imported)")
            }
        }
    }

    @Test func noTypeNameIsDeclaredTwiceAcrossModules() throws {
        let keywords: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "final"]
        var declared: [String: [String]] = [:]
        let sources = Self.root.appending(path: "Sources")
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return }
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Top-level declarations only: a nested type is named by its parent.
                guard let first = line.first, !first.isWhitespace else { continue }
                let words = line.split(separator: " ").drop { modifiers.contains($0) || $0.hasPrefix("@") }
                guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
                let word = words[words.index(after: words.startIndex)]
                let name = String(word.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                declared[name, default: []].append(file.path.replacingOccurrences(of: sources.path + "/", with: ""))
            }
        }
        #expect(declared.count > 100, "found only \(declared.count) type names under Sources/")
        for (name, files) in declared.sorted(by: { $0.key < $1.key }) where files.count > 1 {
            Issue.record("\(name) is declared in \(files.sorted().joined(separator: " and ")); give each its own name")
        }
    }
}
