/// `--name VALUE` (or `--name=VALUE`): an option whose parsed value has type `Value`.
///
/// Declared once, as a `static let` of the command; the same value lists the option in
/// ``CommandConfiguration/arguments`` (through ``declaration``) and reads its value from
/// ``ParsedValues``.
public struct Option<Value: Sendable>: Sendable {
    /// What the parser and the help know about the option.
    public let declaration: ArgumentDeclaration

    /// An option that may be left out; its value is then `nil`.
    /// - Parameters:
    ///   - name: The option as typed, e.g. `--base-url`.
    ///   - valueName: The placeholder in the help, e.g. `URL`.
    ///   - help: What the option does.
    ///   - shownDefault: What happens without it, for the help, e.g. `number of cores`.
    ///   - form: How the value's text is read.
    public init<Wrapped: Sendable>(
        _ name: String, valueName: String, help: String, shownDefault: String? = nil,
        optional form: ValueForm<Wrapped>
    ) where Value == Wrapped? {
        declaration = .make(
            kind: .option, name: name, valueName: valueName, help: help, shownDefault: shownDefault,
            multiplicity: .optional, form: form
        ) { $0.first }
    }

    /// An option with a default value, used when it is left out.
    /// - Parameters:
    ///   - name: The option as typed, e.g. `--content`.
    ///   - valueName: The placeholder in the help, e.g. `PATH`.
    ///   - help: What the option does.
    ///   - defaultValue: The value when the option is not given.
    ///   - form: How the value's text is read.
    public init(
        _ name: String, valueName: String, help: String, default defaultValue: Value, as form: ValueForm<Value>
    ) {
        declaration = .make(
            kind: .option, name: name, valueName: valueName, help: help, shownDefault: "\(defaultValue)",
            multiplicity: .optional, form: form
        ) { $0.first ?? defaultValue }
    }

    /// An option that must be given.
    /// - Parameters:
    ///   - name: The option as typed, e.g. `--module`.
    ///   - valueName: The placeholder in the help, e.g. `NAME`.
    ///   - help: What the option does.
    ///   - form: How the value's text is read.
    public init(_ name: String, valueName: String, help: String, required form: ValueForm<Value>) {
        declaration = .make(
            kind: .option, name: name, valueName: valueName, help: help, multiplicity: .required, form: form
        ) { $0[0] }
    }

    /// An option that may be given any number of times; its value lists them in order.
    /// - Parameters:
    ///   - name: The option as typed, e.g. `--tag`.
    ///   - valueName: The placeholder in the help, e.g. `TAG`.
    ///   - help: What the option does.
    ///   - form: How each value's text is read.
    public init<Element: Sendable>(
        _ name: String, valueName: String, help: String, repeating form: ValueForm<Element>
    ) where Value == [Element] {
        declaration = .make(
            kind: .option, name: name, valueName: valueName, help: help, multiplicity: .repeating, form: form
        ) { $0 }
    }
}
