import CommandParsing
import DiaryContent
import DiaryKit

/// The `diary` tool: picks a subcommand, runs it, and turns failures into
/// compiler-style messages and an exit status.
enum DiaryCommandLine {
    /// Every subcommand, in the order the overview lists them.
    static let tool = CommandGroup<any DiaryCommand>(
        name: "diary", abstract: "Turn a Markdown diary into a tested static site.",
        subcommands: [
            Subcommand(BuildCommand.self) { $0 }, Subcommand(CheckCommand.self) { $0 },
            Subcommand(ListCommand.self) { $0 }, Subcommand(NewCommand.self) { $0 },
            Subcommand(ServeCommand.self) { $0 }, Subcommand(InitCommand.self) { $0 },
            Subcommand(ThemeCommand.self) { $0 },
        ])

    /// Runs the tool with `arguments` (without the program name).
    /// - Returns: The process exit status: 0 on success, 1 on content errors, 64 on usage errors.
    static func run(_ arguments: [String], environment: CommandEnvironment) async -> Int32 {
        if arguments == ["--version"] {
            environment.print(DiaryVersion.text)
            return 0
        }
        switch tool.parse(arguments) {
        case .exit(let exit):
            (exit.isError ? environment.printError : environment.print)(exit.text)
            return exit.status
        case .run(let command):
            do throws(DiaryError) {
                try await command.run(in: environment)
                return 0
            } catch {
                printFailure(error, environment: environment)
                return 1
            }
        }
    }

    /// Each diagnostic once, then the count and that nothing was written.
    private static func printFailure(_ error: DiaryError, environment: CommandEnvironment) {
        let diagnostics = Diagnostic.unique(error.diagnostics)
        diagnostics.forEach { environment.printError($0.description) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let counts =
            Diagnostic.count(errors, "error") + (warnings > 0 ? ", " + Diagnostic.count(warnings, "warning") : "")
        environment.printError("\(counts); nothing was written")
    }
}
