/// `--name` with no value: `true` when given.
public struct Flag: Sendable {
    /// What the parser and the help know about the flag.
    public let declaration: ArgumentDeclaration

    /// A flag.
    /// - Parameters:
    ///   - name: The flag as typed, e.g. `--drafts`.
    ///   - help: What giving it does.
    public init(_ name: String, help: String) {
        declaration = ArgumentDeclaration(
            kind: .flag, name: name, valueName: "", help: help, shownDefault: nil, multiplicity: .optional
        ) { (values: [String]) throws(CommandLineError) -> any Sendable in !values.isEmpty }
    }
}
