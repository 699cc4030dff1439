import DiaryTestSupport
import Foundation
import Testing

@testable import DevServer

/// `diary serve` wakes on every kind of change, through inotify and through polling alike,
/// including changes inside folders created after it started.
@Suite("Noticing changes to the site's folders")
struct ChangeWaiterTests {
    /// A bound on a stuck watcher on a loaded machine, never a measured time.
    static let patience = Duration.seconds(30)

    static var methods: [ChangeWaiter.Method] {
        #if os(Linux)
            [.inotify, .polling]
        #else
            [.polling]
        #endif
    }

    @Test("Creating, editing, renaming and removing files is noticed, in new folders too", arguments: methods)
    func everyChangeWakes(method: ChangeWaiter.Method) throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("first".utf8).write(to: content.appending(path: "a.md"))
        let waiter = ChangeWaiter(folders: [content.path], method: method)
        #expect(waiter.method == method)
        #expect(!waiter.waitForChange(timeout: .milliseconds(300)), "nothing changed yet")

        let fresh = content.appending(path: "new-article")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        try Data("text".utf8).write(to: fresh.appending(path: "index.md"))
        #expect(waiter.waitForChange(timeout: Self.patience), "a new folder with an article")

        try Data("edited, longer".utf8).write(to: fresh.appending(path: "index.md"))
        #expect(waiter.waitForChange(timeout: Self.patience), "an edit inside the folder made after the waiter")

        try FileManager.default.moveItem(at: content.appending(path: "a.md"), to: content.appending(path: "b.md"))
        #expect(waiter.waitForChange(timeout: Self.patience), "a rename")

        try FileManager.default.removeItem(at: content.appending(path: "b.md"))
        #expect(waiter.waitForChange(timeout: Self.patience), "a removal")
        #expect(!waiter.waitForChange(timeout: .milliseconds(300)), "and then nothing more")
    }
}
