import Foundation

/// A fresh folder under the system's temporary directory for one test's files, removed when the
/// test is done with it.
final class ScratchFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "devserver-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder, as a string.
    func path(_ relative: String) -> String {
        url.appending(path: relative).path
    }
}
