/// The typed values of a command line, read back with the declarations that parsed them.
public struct ParsedValues: Sendable {
    /// Each declaration's decoded value, by its name.
    let values: [String: any Sendable]

    /// The value of an option: its default or `nil` when it was not given.
    public subscript<Value>(option: Option<Value>) -> Value {
        value(of: option.declaration)
    }

    /// Whether a flag was given.
    public subscript(flag: Flag) -> Bool {
        value(of: flag.declaration)
    }

    /// The value of a positional argument.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        value(of: argument.declaration)
    }

    private func value<Value>(of declaration: ArgumentDeclaration) -> Value {
        guard let value = values[declaration.name] as? Value else {
            // Reading what the command did not declare is the program's mistake, found by any test.
            preconditionFailure("\(declaration.name) is not in the command's configuration.arguments")
        }
        return value
    }
}
