import DiaryContent
import Foundation
import SampleExtraction
import TestSupport
import Testing

/// Type-checks sample modules the way a reader compiles them in Xcode: each module's reader copy
/// (``GeneratedSource/reader(_:)``, `import SwiftUI`) against the SwiftUI-signature module in
/// `SwiftUI/`, which holds SwiftUI's public signatures as Apple documents them and nothing of DiaryUI.
///
/// Swift 5 language mode, as a new Xcode project builds: isolation mismatches are warnings there,
/// so an error here is one Xcode gives too.
enum SwiftUIGate {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One compiler error, where the compiler put it (the `.md` line under `#sourceLocation`).
    struct CompileError: Sendable, Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    /// What type-checking the articles of one content folder gave.
    struct Outcome: Sendable {
        /// The modules checked, in the order they were compiled.
        var modules: [String]
        /// Every error, in compiler order.
        var errors: [CompileError]
        /// Problems of the articles themselves (extraction errors), which stop a module before it compiles.
        var extractionErrors: [Diagnostic]
    }

    /// Compiles the SwiftUI-signature module into `folder`.
    static func buildSignatureModule(into folder: URL) throws -> ProcessRun {
        let sources = try FileManager.default.contentsOfDirectory(
            at: root.appending(path: "Tests/SwiftUIGateToolchainTests/SwiftUI"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        return try ProcessRun.run(
            named: "swiftc",
            ["-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "5"] + sources
                + ["-emit-module-path", folder.appending(path: "SwiftUI.swiftmodule").path],
            timeout: 600)
    }

    /// Type-checks every sample module the articles under `content` name, dependencies first.
    static func check(content: URL, scratch: URL) throws -> Outcome {
        let signatures = try buildSignatureModule(into: scratch)
        guard signatures.status == 0 else {
            throw GateFailure("the SwiftUI-signature module does not build: \(signatures)")
        }
        let (articles, loadDiagnostics) = ArticleFiles.load(ArticleFiles.paths(under: content.path))
        var outcome = Outcome(
            modules: [], errors: [], extractionErrors: loadDiagnostics.filter { $0.severity == .error })
        var sources: [String: String] = [:]
        for module in Set(articles.flatMap(\.modules)) {
            let report = SampleExtractor.extract(module: module, from: articles)
            outcome.extractionErrors += report.diagnostics.filter { $0.severity == .error }
            sources[module] = GeneratedSource.reader(report.extraction)
        }
        for module in dependencyOrder(sources) {
            let file = scratch.appending(path: "\(module).swift")
            try Data(sources[module]!.utf8).write(to: file)
            let common = ["-module-name", module, "-parse-as-library", "-swift-version", "5", "-I", scratch.path]
            let run = try ProcessRun.run(named: "swiftc", ["-typecheck"] + common + [file.path], timeout: 600)
            outcome.modules.append(module)
            outcome.errors += errors(in: run.stderr)
            if run.status == 0 {
                let module = scratch.appending(path: "\(module).swiftmodule").path
                _ = try ProcessRun.run(
                    named: "swiftc", ["-emit-module"] + common + [file.path, "-emit-module-path", module], timeout: 600)
            } else if errors(in: run.stderr).isEmpty {
                throw GateFailure("swiftc failed on \(module) without an error line: \(run)")
            }
        }
        return outcome
    }

    /// The modules in an order where each comes after the sample modules it imports.
    static func dependencyOrder(_ sources: [String: String]) -> [String] {
        var ordered: [String] = []
        func visit(_ module: String, _ path: Set<String>) {
            guard !ordered.contains(module), !path.contains(module), let source = sources[module] else { return }
            for line in source.split(separator: "\n") {
                let words = line.split(whereSeparator: \.isWhitespace)
                if words.count >= 2, words[words.count - 2] == "import" {
                    visit(String(words[words.count - 1]), path.union([module]))
                }
            }
            ordered.append(module)
        }
        for module in sources.keys.sorted() { visit(module, []) }
        return ordered
    }

    /// The `file:line:column: error: message` lines of the compiler's output.
    static func errors(in output: String) -> [CompileError] {
        output.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let place = line[..<marker.lowerBound].split(separator: ":")
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            else {
                return nil
            }
            return CompileError(
                file: place.dropLast(2).joined(separator: ":"), line: row, column: column,
                message: String(line[marker.upperBound...]))
        }
    }
}

/// The gate could not run (as opposed to finding errors in the articles).
struct GateFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
