import DiaryTestSupport
import Foundation
import Testing

@testable import DevServer

/// `diary serve` injects the generator: after each change the server runs the rebuild it was
/// given and tells the open pages how it went, knowing nothing of how a site is built.
@Suite("Rebuilding on change")
struct RebuildOnChangeTests {
    /// A bound on a stuck watcher on a loaded machine, never a measured time.
    static let patience = Duration.seconds(30)

    /// Whether `condition` holds within ``patience``, looking every 20 ms.
    static func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + patience
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    @Test("A change runs the rebuild; a failure shows its problems, the next success reloads and clears them")
    func changesRunTheInjectedRebuild() async throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let waiter = ChangeWaiter(folders: [content.path], method: .polling)
        let live = LiveReload()
        let task = Task {
            var rebuilds = 0
            await waiter.rebuildOnChange(live: live) {
                rebuilds += 1
                return rebuilds == 1 ? .failed(problems: "a.md:1: error: broken") : .built
            }
            return rebuilds
        }
        #expect(live.current == LiveReload.State(generation: 1, problems: nil))

        try Data("broken".utf8).write(to: content.appending(path: "a.md"))
        #expect(await Self.eventually { live.current.problems != nil }, "the first change rebuilt nothing")
        #expect(live.current == LiveReload.State(generation: 1, problems: "a.md:1: error: broken"))

        try Data("fixed, longer".utf8).write(to: content.appending(path: "a.md"))
        #expect(await Self.eventually { live.current.generation == 2 }, "the second change rebuilt nothing")
        #expect(live.current == LiveReload.State(generation: 2, problems: nil))

        task.cancel()
        #expect(await task.value == 2)
    }
}
