import CommandParsing
import DiaryContent
import DiaryKit

/// A `diary` subcommand: declared and parsed as a ``ParsableCommand``, then run.
protocol DiaryCommand: ParsableCommand {
    /// Does the command's work, printing through `environment`.
    func run(in environment: CommandEnvironment) async throws(DiaryError)
}

/// What commands may use from the outside world; tests substitute it.
struct CommandEnvironment: Sendable {
    /// Writes a line of normal output.
    var print: @Sendable (String) -> Void
    /// Writes a line of diagnostics.
    var printError: @Sendable (String) -> Void

    init(print: @escaping @Sendable (String) -> Void, printError: @escaping @Sendable (String) -> Void) {
        self.print = print
        self.printError = printError
    }
}

extension CommandEnvironment {
    /// Prints each warning once, then how many there were (`3 warnings`).
    func printWarnings(_ warnings: [Diagnostic]) {
        let unique = Diagnostic.unique(warnings)
        guard !unique.isEmpty else { return }
        unique.forEach { printError($0.description) }
        printError(Diagnostic.count(unique.count, "warning"))
    }
}
