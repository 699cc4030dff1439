/// One option, flag or positional argument of a command, as the parser and the help see it.
///
/// Made by ``Option``, ``Flag`` and ``Argument``, which keep the typed value; this is the part
/// every declaration shares, listed in ``CommandConfiguration/arguments``.
public struct ArgumentDeclaration: Sendable {
    /// How the declaration appears on the command line.
    enum Kind: Sendable, Equatable {
        /// `--name VALUE` or `--name=VALUE`.
        case option
        /// `--name`, with no value.
        case flag
        /// A bare word, matched by position.
        case positional
    }

    /// How many times a declaration may or must be given.
    enum Multiplicity: Sendable, Equatable {
        /// At most once; absent is fine.
        case optional
        /// Exactly once.
        case required
        /// Any number of times.
        case repeating
    }

    let kind: Kind
    /// `--content` for options and flags; an identifier for positional arguments. Parsed values
    /// are looked up by it.
    let name: String
    /// The placeholder shown for the value: `PATH` in `--content PATH`, `ARTICLE.md`.
    let valueName: String
    /// One or a few sentences for the help.
    let help: String
    /// The value used when none is given, as the help shows it.
    let shownDefault: String?
    let multiplicity: Multiplicity
    /// Turns the values given, in order, into the typed value (as `any Sendable`), or says why not.
    let decode: @Sendable (_ values: [String]) throws(CommandLineError) -> any Sendable

    /// A declaration that turns each given value into `Value` with `form`, then combines them.
    static func make<Value: Sendable, Result: Sendable>(
        kind: Kind, name: String, valueName: String, help: String, shownDefault: String? = nil,
        multiplicity: Multiplicity, form: ValueForm<Value>,
        combine: @escaping @Sendable (_ values: [Value]) -> Result
    ) -> ArgumentDeclaration {
        let display = kind == .positional ? valueName : name
        return ArgumentDeclaration(
            kind: kind, name: name, valueName: valueName, help: help, shownDefault: shownDefault,
            multiplicity: multiplicity
        ) { (texts: [String]) throws(CommandLineError) -> any Sendable in
            var values: [Value] = []
            for text in texts {
                guard let value = form.parse(text) else {
                    throw .invalidValue(display, value: text, expected: form.expected)
                }
                values.append(value)
            }
            return combine(values)
        }
    }
}
