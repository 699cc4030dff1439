import Foundation
import TestSupport
import Testing

/// The committed web fonts and `FontMetrics.swift` are what `generate-font-metrics.py` makes: the metrics
/// equal those read back from the two web fonts, and each web font equals a fresh subset of its DejaVu
/// source (when fonts-dejavu-core is installed; the script says when it skipped that).
@Suite("Generated font files", .tags(.oracle))
struct FontGenerationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = packageRoot.appending(path: "Sources/DiaryUI/Text/generate-font-metrics.py")

    @Test("The committed metrics and web fonts are what the generator makes")
    func committedFilesAreGenerated() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(text, terminator: "")
        #expect(
            process.terminationStatus != 3,
            "the font tools could not be installed (python3, python3-venv, PyPI): \(text)")
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
