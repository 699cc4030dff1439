/// Everything a command declares about itself: the one source of both its parsing and its help.
public struct CommandConfiguration: Sendable {
    /// The word that runs the command: `build` for a subcommand, `diary-extract` for a tool.
    public var name: String
    /// One line for the help's OVERVIEW and a group's command list.
    public var abstract: String
    /// Paragraphs after the abstract, separated by blank lines; wrapped to the help's width.
    public var discussion: String?
    /// The options, flags and positional arguments, in the order the usage line shows them.
    public var arguments: [ArgumentDeclaration]

    /// A command's configuration.
    ///
    /// Declarations are checked here, since a mistake in them is the program's, not the user's:
    /// options and flags are named `--word`, no name is declared twice, `--help` and `-h` are
    /// left to the parser, and a repeating positional argument comes last.
    public init(name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentDeclaration]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        let names = arguments.map(\.name)
        precondition(Set(names).count == names.count, "\(name): an argument is declared twice in \(names)")
        for argument in arguments where argument.kind != .positional {
            precondition(
                argument.name.hasPrefix("--") && argument.name.count > 2 && !argument.name.contains("="),
                "\(name): option names look like --word, not '\(argument.name)'")
            precondition(argument.name != HelpRequest.longName, "\(name): --help is added by the parser")
        }
        let positionals = positionalArguments
        for argument in positionals.dropLast() {
            precondition(argument.multiplicity != .repeating, "\(name): only the last positional argument may repeat")
        }
    }

    /// The options and flags, in declaration order.
    var namedArguments: [ArgumentDeclaration] { arguments.filter { $0.kind != .positional } }
    /// The positional arguments, in declaration order.
    var positionalArguments: [ArgumentDeclaration] { arguments.filter { $0.kind == .positional } }
}
