import Foundation

/// The saved inputs of one fuzz target, which the regression tests replay through the fuzzer's
/// own check: the committed seed corpus (`Fuzz/Corpus/<target>`) and the minimised crashers
/// (`Fuzz/Regressions/<target>`).
///
/// Each test target that replays a fuzz target links this file from `Fuzz/Replay/`.
struct FuzzInput: Sendable, CustomStringConvertible {
    /// The path under `Fuzz/`, e.g. `Regressions/FrontMatter/deep-flow-nesting.md`.
    var name: String
    /// The input exactly as the fuzzer saw it.
    var bytes: [UInt8]

    var description: String { name }

    /// The seeds and crashers of `target`, sorted by path; a folder that does not exist gives none.
    /// - Parameters:
    ///   - target: The fuzz target without its `Fuzz` prefix, e.g. `FrontMatter`.
    ///   - filePath: Where this file is, to find the package's `Fuzz/` folder.
    static func all(of target: String, filePath: String = #filePath) -> [FuzzInput] {
        // This file is reached through a link in Tests/<Target>Tests/, two levels below the root.
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["Corpus", "Regressions"].flatMap { kind -> [FuzzInput] in
            let folder = root.appending(path: "Fuzz/\(kind)/\(target)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
                guard let data = FileManager.default.contents(atPath: folder.appending(path: name).path) else {
                    return nil
                }
                return FuzzInput(name: "\(kind)/\(target)/\(name)", bytes: Array(data))
            }
        }
    }
}
