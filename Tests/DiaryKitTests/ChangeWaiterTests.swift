import Foundation
import Testing

@testable import DiaryKit

/// `diary serve` wakes on every kind of change, through inotify and through polling alike,
/// including changes inside folders created after it started.
@Suite("Noticing changes to the site's folders")
struct ChangeWaiterTests {
    /// Whether `waiter` reports a change within `seconds` after `change` runs (a bound on a stuck
    /// watcher, never a measured time).
    static func notices(_ waiter: ChangeWaiter, seconds: Double = 10, after change: () throws -> Void) async throws
        -> Bool
    {
        let noticed = Task {
            await waiter.nextChange()
            return true
        }
        try await Task.sleep(for: .milliseconds(50))
        try change()
        let timeout = Task {
            try? await Task.sleep(for: .seconds(seconds))
            noticed.cancel()
        }
        defer { timeout.cancel() }
        let woke = await noticed.value
        return woke && !noticed.isCancelled
    }

    static var methods: [ChangeWaiter.Method] {
        #if os(Linux)
            [.inotify, .polling]
        #else
            [.polling]
        #endif
    }

    @Test("Creating, editing, renaming and removing files is noticed, in new folders too", arguments: methods)
    func everyChangeWakes(method: ChangeWaiter.Method) async throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("first".utf8).write(to: content.appending(path: "a.md"))
        let waiter = ChangeWaiter(folders: [content.path], method: method)
        #expect(waiter.method == method)

        let fresh = content.appending(path: "new-article")
        let created = try await Self.notices(waiter) {
            try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
            try Data("text".utf8).write(to: fresh.appending(path: "index.md"))
        }
        #expect(created, "a new folder with an article")
        let edited = try await Self.notices(waiter) {
            try Data("edited, longer".utf8).write(to: fresh.appending(path: "index.md"))
        }
        #expect(edited, "an edit inside the folder created after the waiter started")
        #expect(
            try await Self.notices(waiter) {
                try FileManager.default.moveItem(
                    at: content.appending(path: "a.md"), to: content.appending(path: "b.md"))
            })
        #expect(
            try await Self.notices(waiter) { try FileManager.default.removeItem(at: content.appending(path: "b.md")) })
    }
}
