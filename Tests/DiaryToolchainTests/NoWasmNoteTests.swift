import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `diary check` says in one line what `--no-wasm` leaves out, as `diary build` does, through
/// the built `diary` (no toolchain needed: nothing compiles).
@Suite("--no-wasm's summary line in check", .tags(.builtTool))
struct NoWasmNoteTests {
    @Test("check --no-wasm --strict prints the summary line, no warning, and exits 0")
    func checkPrintsTheNoWasmLine() throws {
        let folder = try RunnableSamplesTests.package()
        let run = try DiaryTool.run(
            ["check", "--content", folder.path("Content"), "--strict", "--no-wasm"] + DiaryTool.templatesAndPublic)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout.contains("--no-wasm: 0 previews and 2 Run buttons in 1 articles are left out of the pages\n"),
            "\(run)")
        #expect(run.stdout.hasSuffix("no errors\n"), "\(run)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    }
}
