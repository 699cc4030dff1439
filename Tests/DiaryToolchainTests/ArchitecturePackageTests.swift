import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `ARCHITECTURE.md`'s module table against `Package.swift`: the same modules, of the same kind,
/// with the same dependencies.
@Suite(.tags(.toolchain)) struct ArchitecturePackageTests {
    /// `swift package dump-package` on a copy of the manifest (so the running build's lock on
    /// `.build` is not in the way): the targets that are not tests, with their dependencies.
    @Test func theMapMatchesPackageSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "architecture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: TestPaths.repository.appending(path: "Package.swift"), to: folder.appending(path: "Package.swift"))
        let run = try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package", "--package-path", folder.path],
            timeout: 300)
        try #require(run.status == 0, "\(run)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(run.stdout.utf8))
        let kinds = ["regular": "library", "executable": "executable", "plugin": "plugin", "system": "system"]
        // Sample modules and test helpers live under Tests/: the map describes them in prose.
        let targets = manifest.targets.filter { $0.type != "test" && !($0.path ?? "").hasPrefix("Tests/") }
        let map = try ArchitectureMap.load()
        let listed = Dictionary(uniqueKeysWithValues: map.modules.map { ($0.name, $0) })
        for target in targets {
            guard let row = listed[target.name] else {
                Issue.record("Package.swift's target \(target.name) is not in ARCHITECTURE.md's module table")
                continue
            }
            #expect(
                row.kind == kinds[target.type], "\(target.name) is a \(target.type) target, the map says \(row.kind)")
            #expect(
                row.imports == Set(target.dependencyNames),
                "\(target.name) depends on \(target.dependencyNames.sorted()) in Package.swift; the map says \(row.imports.sorted())"
            )
        }
        for name in Set(listed.keys).subtracting(targets.map(\.name)).sorted() {
            Issue.record("ARCHITECTURE.md lists \(name), which Package.swift does not define")
        }
    }

    /// The part of `dump-package`'s JSON the map is checked against.
    struct Manifest: Decodable {
        struct Target: Decodable {
            var name: String
            var type: String
            var path: String?
            var dependencies: [[String: [Dependency?]]]

            /// The names of the targets and products it depends on.
            var dependencyNames: [String] {
                dependencies.compactMap { $0.values.first?.first??.name }
            }
        }
        /// The first element of a dependency's array: its name.
        struct Dependency: Decodable {
            var name: String?
            init(from decoder: any Decoder) throws {
                name = try? decoder.singleValueContainer().decode(String.self)
            }
        }
        var targets: [Target]
    }
}
