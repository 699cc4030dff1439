import DiaryTestSupport
import Foundation
import Testing

@testable import DevServer

/// `diary serve` injects the generator: after each change the server runs the rebuild it was
/// given and tells the open pages how it went, knowing nothing of how a site is built.
@Suite("Rebuilding on change")
struct RebuildOnChangeTests {
    /// A bound on a stuck watcher, never a measured time, counted in the test's own looks (one
    /// every 20 ms or later): the watcher and the test run on Swift's cooperative threads (one per
    /// core), which other suites' blocking waits (a nested `swift build`, a compiler) can hold for
    /// many minutes while the whole suite runs, and time the test did not run must not count
    /// against the watcher. 30,000 looks are at least 10 minutes.
    static let patience = 30_000

    /// Writes `text` (numbered, so each write is a change) to `file` every half second until
    /// `condition` holds, at most for ``patience`` looks: the watcher may take its first look at
    /// the folder after the test's first write, which it then never sees as a change.
    static func write(_ text: String, to file: URL, until condition: () -> Bool) async throws -> Bool {
        var looks = 0
        var writes = 0
        var nextWrite = ContinuousClock.now
        while !condition() {
            looks += 1
            guard looks <= patience else { return false }
            if ContinuousClock.now >= nextWrite {
                writes += 1
                try Data("\(text) \(writes)".utf8).write(to: file)
                nextWrite = ContinuousClock.now + .milliseconds(500)
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    @Test("A change runs the rebuild; a failure shows its problems, the next success reloads and clears them")
    func changesRunTheInjectedRebuild() async throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let article = content.appending(path: "a.md")
        let waiter = ChangeWaiter(folders: [content.path], method: .polling)
        let live = LiveReload()
        let task = Task {
            var rebuilds = 0
            await waiter.rebuildOnChange(live: live) {
                rebuilds += 1
                let text = (try? String(contentsOf: article, encoding: .utf8)) ?? ""
                return text.hasPrefix("broken") ? .failed(problems: "a.md:1: error: broken") : .built
            }
            return rebuilds
        }
        #expect(live.current == LiveReload.State(generation: 1, problems: nil))

        let failed = try await Self.write("broken", to: article) { live.current.problems != nil }
        #expect(failed, "no change rebuilt anything")
        #expect(live.current == LiveReload.State(generation: 1, problems: "a.md:1: error: broken"))

        let fixed = try await Self.write("fixed", to: article) { live.current.generation >= 2 }
        #expect(fixed, "no change after the failure rebuilt anything")
        #expect(live.current.problems == nil, "a successful rebuild clears the problems")

        task.cancel()
        #expect(await task.value >= 2)
    }
}
