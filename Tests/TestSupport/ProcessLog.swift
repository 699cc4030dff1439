import Foundation

/// Counts the work a test run repeats: with `DIARY_TEST_PROCESS_LOG=<file>` in the environment,
/// every program the tests start through ``ProcessRun`` or ``ProcessLog/record(_:_:)`` appends one
/// line (the program's name and arguments, tab-separated) to that file. Without it, nothing is
/// written. `sort | uniq -c` on the file says how often one `make test` built the same site.
public enum ProcessLog {
    private static let lock = NSLock()
    private static let path = ProcessInfo.processInfo.environment["DIARY_TEST_PROCESS_LOG"]

    /// Appends the command line, when the log is asked for.
    public static func record(_ executable: URL, _ arguments: [String]) {
        guard let path, !path.isEmpty else { return }
        let line = ([executable.lastPathComponent] + arguments).joined(separator: "\t") + "\n"
        lock.withLock {
            guard let handle = FileHandle(forWritingAtPath: path) ?? create(path) else { return }
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: Data(line.utf8))
        }
    }

    private static func create(_ path: String) -> FileHandle? {
        FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }
}
