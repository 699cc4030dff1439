/// A command as a type: it declares its options in ``configuration`` and is made from the values
/// parsed from them, in the shape of swift-argument-parser.
///
/// ```swift
/// struct Greet: ParsableCommand {
///     static let name = Option("--name", valueName: "NAME", help: "Whom to greet.", default: "world", as: .text)
///     static let configuration = CommandConfiguration(
///         name: "greet", abstract: "Say hello.", arguments: [name.declaration])
///     var greeting: String
///     init(parsed values: ParsedValues) { greeting = "Hello, \(values[Self.name])!" }
/// }
/// ```
public protocol ParsableCommand: Sendable {
    /// The command's name, help text and declarations.
    static var configuration: CommandConfiguration { get }

    /// Makes the command from values already parsed and typed by its declarations.
    /// - Throws: ``CommandLineError/validation(_:)`` when the values do not fit together.
    init(parsed values: ParsedValues) throws(CommandLineError)
}

extension ParsableCommand {
    /// Parses `arguments` (without the program name) into the command, its help, or an error.
    /// - Parameter path: How the user calls the command, e.g. `diary build`; the command's name
    ///   when left out.
    public static func parse(_ arguments: [String], path: String? = nil) -> Invocation<Self> {
        let path = path ?? configuration.name
        if HelpRequest.isAsked(in: arguments) {
            return .exit(EarlyExit(reason: .help, text: helpText(path: path)))
        }
        do throws(CommandLineError) {
            let values = try ArgumentScanner.parse(arguments, declarations: configuration.arguments)
            return .run(try Self(parsed: values))
        } catch {
            let usage = HelpFormatter.usageSection(configuration, path: path)
            return .exit(EarlyExit(error: error, usage: usage))
        }
    }

    /// The full `--help` text: OVERVIEW, USAGE, ARGUMENTS and OPTIONS.
    /// - Parameter path: How the user calls the command; its name when left out.
    public static func helpText(path: String? = nil) -> String {
        HelpFormatter.help(configuration, path: path ?? configuration.name)
    }
}
