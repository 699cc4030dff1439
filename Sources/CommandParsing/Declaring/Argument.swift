/// A positional argument: a bare word matched by its place among the others.
///
/// Positional arguments take the words that are not options, in the order they are declared; a
/// repeating one takes all that are left, so it comes last.
public struct Argument<Value: Sendable>: Sendable {
    /// What the parser and the help know about the argument.
    public let declaration: ArgumentDeclaration

    /// An argument that must be given.
    /// - Parameters:
    ///   - name: An identifier for the argument, e.g. `title`.
    ///   - valueName: How the help shows it, e.g. `"Title"`.
    ///   - help: What it is.
    ///   - form: How its text is read.
    public init(_ name: String, valueName: String, help: String, required form: ValueForm<Value>) {
        declaration = .make(
            kind: .positional, name: name, valueName: valueName, help: help, multiplicity: .required, form: form
        ) { $0[0] }
    }

    /// An argument that may be left out; its value is then `nil`.
    /// - Parameters:
    ///   - name: An identifier for the argument.
    ///   - valueName: How the help shows it.
    ///   - help: What it is.
    ///   - form: How its text is read.
    public init<Wrapped: Sendable>(
        _ name: String, valueName: String, help: String, optional form: ValueForm<Wrapped>
    ) where Value == Wrapped? {
        declaration = .make(
            kind: .positional, name: name, valueName: valueName, help: help, multiplicity: .optional, form: form
        ) { $0.first }
    }

    /// Any number of arguments, in the order given; it takes every word left, so declare it last.
    /// - Parameters:
    ///   - name: An identifier for the arguments, e.g. `articles`.
    ///   - valueName: How the help shows one, e.g. `ARTICLE.md`.
    ///   - help: What they are.
    ///   - form: How each one's text is read.
    public init<Element: Sendable>(
        _ name: String, valueName: String, help: String, repeating form: ValueForm<Element>
    ) where Value == [Element] {
        declaration = .make(
            kind: .positional, name: name, valueName: valueName, help: help, multiplicity: .repeating, form: form
        ) { $0 }
    }
}
