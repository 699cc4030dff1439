import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary --version` through the built binary: the release number and the commit it was built
/// from, baked in at build time.
@Suite("diary --version", .tags(.builtTool))
struct VersionTests {
    @Test("--version names the release and a commit of this repository")
    func version() throws {
        let run = try DiaryTool.run(["--version"])
        #expect(run.status == 0, "\(run)")
        let line = run.stdout.trimmingCharacters(in: .newlines)
        #expect(line.hasPrefix("diary 0.1.0 (commit "), "\(line)")
        let commit = String(line.dropFirst("diary 0.1.0 (commit ".count).dropLast())
        guard FileManager.default.fileExists(atPath: TestPaths.repository.appending(path: ".git").path) else {
            #expect(commit == "unknown", "built outside Git, yet names a commit: \(line)")
            return
        }
        #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit), "\(line)")
        let known = try ProcessRun.run(
            named: "git", ["-C", TestPaths.repository.path, "cat-file", "-e", "\(commit)^{commit}"], timeout: 60)
        #expect(known.status == 0, "\(commit) is no commit of \(TestPaths.repository.path): \(known)")
    }
}
