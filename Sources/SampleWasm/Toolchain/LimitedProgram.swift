/// Runs a program other than the sample toolchain's under the same guard as the toolchain's:
/// a deadline, memory and file size limits, its own process group, killed with `diary`.
public enum LimitedProgram {
    /// How a run ended.
    public struct Ending: Sendable, Hashable {
        /// The exit status, or 128 plus the signal that ended the program.
        public var exitCode: Int32
        /// Whether the program ran past its deadline and was killed.
        public var timedOut: Bool
        /// What the program wrote on standard error.
        public var standardError: String
    }

    /// Runs `executable` with `arguments` within `limits` and waits for it.
    /// - Returns: How it ended, or `nil` with the reason when it could not be started.
    public static func run(_ executable: String, _ arguments: [String], limits: ToolLimits) -> Result<Ending, Failure> {
        do {
            let output = try ToolRunner.run(executable, arguments, limits: limits)
            return .success(
                Ending(exitCode: output.exitCode, timedOut: output.timedOut, standardError: output.standardError))
        } catch {
            return .failure(Failure(message: error.message))
        }
    }

    /// Why a program could not be started.
    public struct Failure: Error, Sendable, Hashable {
        public var message: String
    }
}
