/// What a command line asks for: a command to run, or something to print before exiting.
public enum Invocation<Command> {
    /// The arguments fit: run this command.
    case run(Command)
    /// Nothing to run: print the text and exit with the status.
    case exit(EarlyExit)
}

extension Invocation: Sendable where Command: Sendable {}

/// The help, the overview or an error, with where to print it and the exit status.
public struct EarlyExit: Sendable, Hashable {
    /// Why nothing runs.
    public enum Reason: Sendable, Hashable {
        /// `--help`, `-h` or `help` was asked for: a clean exit.
        case help
        /// A command group was called with no command: its overview, as a usage failure.
        case missingCommand
        /// The command line is wrong.
        case error(CommandLineError)
    }

    /// Why nothing runs.
    public var reason: Reason
    /// The lines to print, without a final line break.
    public var text: String

    /// Whether ``text`` belongs on standard error rather than standard output.
    public var isError: Bool {
        if case .error = reason { return true }
        return false
    }

    /// 0 for help, 64 (`EX_USAGE`) for a wrong command line.
    public var status: Int32 { reason == .help ? 0 : 64 }

    /// An exit that prints `text`.
    public init(reason: Reason, text: String) {
        self.reason = reason
        self.text = text
    }

    /// The exit for `error`: `error: …`, a blank line, then `usage`.
    public init(error: CommandLineError, usage: String) {
        self.init(reason: .error(error), text: "error: \(error)\n\n\(usage)")
    }
}
