import Foundation
import Testing

/// Compares `actual` with the golden file `Snapshots/<name>.svg` beside this test target.
///
/// With `RECORD_SNAPSHOTS=1` in the environment the golden file is written instead (and the test
/// passes); a missing golden file fails with the command that records it.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name + ".svg")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
            "Missing snapshot \(file.path). Record it with: RECORD_SNAPSHOTS=1 swift test --filter DiaryUITests",
            sourceLocation: sourceLocation)
        return
    }
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(actualLines, expectedLines).prefix { $0 == $1 }.count
    let expectedLine = line < expectedLines.count ? String(expectedLines[line]) : "(end of file)"
    let actualLine = line < actualLines.count ? String(actualLines[line]) : "(end of file)"
    Issue.record(
        """
        Snapshot \(name).svg differs at line \(line + 1):
          expected: \(expectedLine)
          actual:   \(actualLine)
        If the change is intended, re-record with: RECORD_SNAPSHOTS=1 swift test --filter DiaryUITests
        """,
        sourceLocation: sourceLocation)
}
