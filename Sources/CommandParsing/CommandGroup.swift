/// A tool made of subcommands, like `diary build`: the first word picks the command, and the
/// overview lists them all from their own declarations.
public struct CommandGroup<Command>: Sendable {
    /// The program's name, e.g. `diary`.
    public var name: String
    /// One line for the overview.
    public var abstract: String
    /// The commands, in the order the overview lists them.
    public var subcommands: [Subcommand<Command>]

    /// A group of commands.
    public init(name: String, abstract: String, subcommands: [Subcommand<Command>]) {
        self.name = name
        self.abstract = abstract
        self.subcommands = subcommands
        let names = subcommands.map(\.configuration.name)
        precondition(Set(names).count == names.count, "\(name): a subcommand is listed twice in \(names)")
    }

    /// The word that asks for the overview, or with a command after it for that command's help.
    static var helpCommand: String { "help" }

    /// Parses `arguments` (without the program name): the first one names the command.
    public func parse(_ arguments: [String]) -> Invocation<Command> {
        guard let first = arguments.first else {
            return .exit(EarlyExit(reason: .missingCommand, text: overview))
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case HelpRequest.longName, HelpRequest.shortName:
            return .exit(EarlyExit(reason: .help, text: overview))
        case Self.helpCommand:
            guard let topic = rest.first else { return .exit(EarlyExit(reason: .help, text: overview)) }
            return subcommand(named: topic).map { .exit(EarlyExit(reason: .help, text: $0.help(path(of: $0)))) }
                ?? unknownCommand(topic)
        default:
            guard let subcommand = subcommand(named: first) else { return unknownCommand(first) }
            return subcommand.parse(rest, path(of: subcommand))
        }
    }

    /// The group's help: OVERVIEW, USAGE and the COMMANDS with their abstracts.
    public var overview: String {
        HelpFormatter.overview(
            name: name, abstract: abstract,
            commands: subcommands.map { ($0.configuration.name, $0.configuration.abstract) })
    }

    private func subcommand(named name: String) -> Subcommand<Command>? {
        subcommands.first { $0.configuration.name == name }
    }

    private func path(of subcommand: Subcommand<Command>) -> String {
        "\(name) \(subcommand.configuration.name)"
    }

    private func unknownCommand(_ word: String) -> Invocation<Command> {
        let suggestion = Suggestion.closest(to: word, among: subcommands.map(\.configuration.name))
        return .exit(EarlyExit(error: .unknownCommand(word, suggestion: suggestion), usage: overview))
    }
}

/// One command of a ``CommandGroup``, seen as the group's common `Command` type.
public struct Subcommand<Command>: Sendable {
    let configuration: CommandConfiguration
    let parse: @Sendable (_ arguments: [String], _ path: String) -> Invocation<Command>
    let help: @Sendable (_ path: String) -> String

    /// The command `type`, turned into the group's type by `convert` (usually `{ $0 }`).
    public init<Parsed: ParsableCommand>(_ type: Parsed.Type, as convert: @escaping @Sendable (Parsed) -> Command) {
        configuration = type.configuration
        parse = { arguments, path in
            switch type.parse(arguments, path: path) {
            case .run(let command): .run(convert(command))
            case .exit(let exit): .exit(exit)
            }
        }
        help = { path in type.helpText(path: path) }
    }
}
