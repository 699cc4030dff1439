import Foundation
import Testing

@testable import SampleWasm

@Suite("Tool runner limits")
struct ToolRunnerTests {
    /// Whether a process with `pid` is still alive (a zombie counts as gone).
    static func isRunning(_ pid: Int) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !status.contains(") Z ")
    }

    @Test func aProgramThatExitsReportsItsStatusAndOutput() throws {
        let output = try ToolRunner.run(
            "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], limits: ToolLimits(seconds: 30))
        #expect(output.exitCode == 3)
        #expect(output.standardOutput == "out\n")
        #expect(output.standardError == "err\n")
        #expect(!output.timedOut)
    }

    @Test func runsInTheGivenFolder() throws {
        let output = try ToolRunner.run("/bin/pwd", [], in: "/tmp", limits: ToolLimits(seconds: 30))
        #expect(output.standardOutput == "/tmp\n")
    }

    /// A program that ignores SIGTERM, and the background child it started, both die at the deadline.
    @Test func theDeadlineKillsTheWholeProcessGroup() throws {
        let pidFile = FileManager.default.temporaryDirectory.appending(path: "runner-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let script = "trap '' TERM; sleep 300 & echo $! > \(pidFile); while :; do :; done"
        let output = try ToolRunner.run("/bin/sh", ["-c", script], limits: ToolLimits(seconds: 1))
        #expect(output.timedOut)
        #expect(output.signal == SIGKILL)
        let grandchild = try #require(
            Int(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // SIGKILL is delivered at once, but the kernel may take a moment to tear the process down.
        var waited = 0
        while Self.isRunning(grandchild), waited < 100 {
            usleep(20_000)
            waited += 1
        }
        #expect(!Self.isRunning(grandchild))
    }

    @Test func theChildDoesNotInheritIgnoredSignals() throws {
        signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, SIG_DFL) }
        let output = try ToolRunner.run("/bin/sh", ["-c", "kill -TERM $$; sleep 5"], limits: ToolLimits(seconds: 30))
        #expect(output.signal == SIGTERM)
    }

    @Test func theMemoryLimitHolds() throws {
        let output = try ToolRunner.run(
            "/bin/sh", ["-c", "grep 'Max address space' /proc/self/limits"],
            limits: ToolLimits(seconds: 30, memoryBytes: 1 << 30, fileBytes: 1 << 20))
        #expect(output.standardOutput.contains("1073741824"))
    }

    @Test func aMissingProgramIsALaunchError() {
        #expect(throws: ToolLaunchError.self) {
            try ToolRunner.run("/nonexistent/tool", [], limits: ToolLimits(seconds: 1))
        }
    }
}
