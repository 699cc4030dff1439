/// The names that ask for help, answered by the parser for every command.
enum HelpRequest {
    static let longName = "--help"
    static let shortName = "-h"

    /// Whether `arguments` ask for help before a `--` ends the options.
    static func isAsked(in arguments: some Sequence<String>) -> Bool {
        for argument in arguments {
            if argument == ArgumentScanner.endOfOptions { return false }
            if argument == longName || argument == shortName { return true }
        }
        return false
    }
}
