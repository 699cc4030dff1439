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
            // A template mistake fails every page that uses it; say it once.
            var seen = Set<Diagnostic>()
            let diagnostics = error.diagnostics.filter { seen.insert($0).inserted }
            diagnostics.forEach { environment.printError($0.description) }
            let count = diagnostics.filter { $0.severity == .error }.count
            environment.printError("\(count) error\(count == 1 ? "" : "s"); nothing was written")
            return 1
        } catch {
            environment.printError("error: \(error)")
            return 1
        }
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
