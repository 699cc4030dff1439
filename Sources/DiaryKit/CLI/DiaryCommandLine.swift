import DiaryContent

/// The `diary` tool: picks a subcommand, runs it, and turns failures into
/// compiler-style messages and an exit status.
public enum DiaryCommandLine {
    static var commands: [any DiaryCommand.Type] {
        [
            BuildCommand.self, CheckCommand.self, NewCommand.self, ServeCommand.self,
        ]
    }

    static var overview: String {
        var text =
            "OVERVIEW: Turn a Markdown diary into a tested static site.\n\nUSAGE: diary <command> [options]\n\nCOMMANDS:\n"
        for command in commands {
            text += "  " + command.name.padding(toLength: 8) + command.abstract + "\n"
        }
        return text + "\nSee 'diary <command> --help' for a command's options."
    }

    /// Runs the tool with `arguments` (without the program name).
    /// - Returns: The process exit status: 0 on success, 1 on content errors, 64 on usage errors.
    public static func run(_ arguments: [String], environment: CommandEnvironment) async -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            environment.print(overview)
            return arguments.isEmpty ? 64 : 0
        }
        guard let type = commands.first(where: { $0.name == name }) else {
            environment.printError("error: unknown command '\(name)'\n\n\(overview)")
            return 64
        }
        var rest = ArgumentList(Array(arguments.dropFirst()))
        if rest.flag("--help") || rest.flag("-h") {
            environment.print(type.usage)
            return 0
        }
        do {
            let command = try type.init(arguments: &rest, environment: environment)
            try await command.run()
            return 0
        } catch let error as UsageError {
            environment.printError("error: \(error)\n\n\(type.usage)")
            return 64
        } catch let error as DiaryError {
            let diagnostics = Diagnostic.unique(error.diagnostics)
            diagnostics.forEach { environment.printError($0.description) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.count - errors
            let counts =
                Diagnostic.count(errors, "error") + (warnings > 0 ? ", " + Diagnostic.count(warnings, "warning") : "")
            environment.printError("\(counts); nothing was written")
            return 1
        } catch {
            environment.printError("diary: error: \(error); please report this with the command you ran")
            return 1
        }
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
