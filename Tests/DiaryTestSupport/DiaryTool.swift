import Foundation
import TestSupport
import Testing

/// What one run of the `diary` executable did.
package typealias ToolRun = ProcessRun

/// Runs the built `diary` tool the way a user does: as a separate process.
package enum DiaryTool {
    /// A run that takes longer than this is stuck; a build takes well under a second.
    package static let timeout: TimeInterval = 60
    /// For a run that compiles sample modules to WebAssembly: cold, on a loaded two-core machine,
    /// the bundled diary's eight modules take minutes (later runs reuse the cache).
    package static let compilingTimeout: TimeInterval = 900

    /// The executable, or an error saying how to build it.
    package static func executable() throws -> URL {
        guard let url = TestPaths.diaryExecutable else {
            throw ToolMissing()
        }
        return url
    }

    /// Runs `diary arguments` in `directory` and waits for it to finish, or at most `timeout`
    /// seconds (longer for a run that compiles sample modules to WebAssembly).
    package static func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = timeout) throws
        -> ToolRun
    {
        try ProcessRun.run(executable(), arguments, in: directory, timeout: timeout)
    }

    /// Arguments that point a command at the repository's templates and public files, without
    /// compiling the sample modules to WebAssembly (only the tests of Run buttons need that).
    package static var siteFiles: [String] { templatesAndPublic + ["--no-wasm"] }

    /// The repository's templates and public files, for a build with Run buttons.
    package static var templatesAndPublic: [String] {
        ["--templates", TestPaths.templates.path, "--public", TestPaths.publicFiles.path]
    }
}

package struct ToolMissing: Error, CustomStringConvertible {
    package var description: String {
        "the 'diary' executable was not found next to the test bundle; build it first with "
            + "'swift build --build-tests' (or run 'swift test', which builds it)"
    }
}
