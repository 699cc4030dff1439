import Foundation
import TestSupport

/// The Python Snowball stemmers (PyPI `snowballstemmer`), run by `scripts/stemmer-oracle.py`.
enum SnowballOracle {
    /// The first run creates a virtual environment and installs the package from PyPI.
    static let timeout: TimeInterval = 900

    /// The oracle's stem of every word, in order.
    static func stems(of words: [OracleWord]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "stemmer-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appending(path: "words.tsv")
        let output = folder.appending(path: "stems.txt")
        let lines = words.map { "\($0.language.rawValue)\t\($0.word)\n" }.joined()
        try Data(lines.utf8).write(to: input)
        let run: ProcessRun
        do {
            run = try ProcessRun.run(
                named: "python3", [PackagePaths.oracleScript.path, input.path, output.path], timeout: timeout)
        } catch let error as ProcessTimedOut {
            throw error
        } catch {
            throw OracleUnavailable(reason: "python3 could not be started (\(error)); install python3 and python3-venv")
        }
        guard run.status == 0 else {
            throw OracleUnavailable(reason: "\(PackagePaths.oracleScript.lastPathComponent) failed: \(run)")
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        var stems = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if stems.last == "" { stems.removeLast() }
        return stems
    }
}

/// The oracle could not run; the reason says what to install.
struct OracleUnavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String {
        "the Snowball oracle is required and could not run: \(reason)\n"
            + "On Debian or Ubuntu: sudo apt-get install python3 python3-venv (pip then fetches snowballstemmer from PyPI)"
    }
}
