/// A command line that does not fit its command's declarations; the user's mistake, printed as
/// `error: …` followed by the usage, with exit status 64.
public enum CommandLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option no declaration names, with the closest declared name when one is close.
    case unknownOption(String, suggestion: String?)
    /// A word that selects no subcommand, with the closest command when one is close.
    case unknownCommand(String, suggestion: String?)
    /// An option given last, or followed by another option, instead of its value.
    case missingValue(option: String)
    /// A required option that was not given.
    case missingOption(String)
    /// A required positional argument that was not given, by its value name.
    case missingArgument(String)
    /// A word no positional argument takes.
    case unexpectedArgument(String)
    /// A flag written `--flag=value`.
    case unexpectedValue(flag: String)
    /// An option given more than once that takes one value.
    case repeatedOption(String)
    /// A value that is not of the declared form, e.g. `--jobs 0`.
    case invalidValue(String, value: String, expected: String)
    /// The command's own check of values that do not fit together; the message says what to do.
    case validation(String)

    public var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + Self.didYouMean(suggestion)
        case .unknownCommand(let command, let suggestion):
            "unknown command '\(command)'" + Self.didYouMean(suggestion)
        case .missingValue(let option): "\(option) needs a value"
        case .missingOption(let option): "\(option) is required"
        case .missingArgument(let valueName): "missing argument \(valueName)"
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
        case .unexpectedValue(let flag): "\(flag) takes no value"
        case .repeatedOption(let option): "\(option) is given more than once; give it once"
        case .invalidValue(let name, _, let expected): "\(name) must be \(expected)"
        case .validation(let message): message
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
