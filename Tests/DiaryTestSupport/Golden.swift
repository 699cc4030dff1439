import Foundation
import Testing

/// Compares output byte for byte with a golden file in `Snapshots/`.
///
/// Golden files change only on request: run the tests with
/// `RECORD_SNAPSHOTS=1` to write them, then review the diff before committing.
package enum Golden {
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Expects `actual` to equal the golden file `name`.
    package static func expect(_ actual: Data, matches name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let golden = TestPaths.snapshots.appending(path: name)
        if isRecording {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden)
            return
        }
        guard let expected = FileManager.default.contents(atPath: golden.path) else {
            let howTo = "record it with 'RECORD_SNAPSHOTS=1 swift test --filter DiaryKitTests', then review it"
            Issue.record("missing golden file Snapshots/\(name); \(howTo)", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let saved = FileManager.default.temporaryDirectory.appending(
            path: "actual-\(name.replacingOccurrences(of: "/", with: "-"))")
        try actual.write(to: saved)
        Issue.record(
            """
            Snapshots/\(name) differs from the output \(firstDifference(expected, actual)).
            Compare: diff \(golden.path) \(saved.path)
            If the change is intended, re-record with RECORD_SNAPSHOTS=1.
            """,
            sourceLocation: sourceLocation)
    }

    /// "at line N: expected … / actual …", for the failure message.
    private static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let expectedLines = String(decoding: expected, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let actualLines = String(decoding: actual, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if wanted != got { return "at line \(index + 1):\n  golden: \(wanted)\n  actual: \(got)" }
        }
        return "(same lines, different bytes)"
    }
}
