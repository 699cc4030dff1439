/// Reads a command line against a command's declarations: options and flags by name, the other
/// words by position, then every value through its declared form.
enum ArgumentScanner {
    /// `--`: every word after it is positional, even one that starts with `-`.
    static let endOfOptions = "--"

    /// The typed values of `arguments`.
    /// - Throws: The first mistake found: an unknown, repeated or valueless option first, then a
    ///   missing or invalid value, then positional words that are missing or left over.
    static func parse(
        _ arguments: [String], declarations: [ArgumentDeclaration]
    ) throws(CommandLineError) -> ParsedValues {
        let named = declarations.filter { $0.kind != .positional }
        let (given, words) = try scan(arguments, named: named)
        var values: [String: any Sendable] = [:]
        for declaration in named {
            let texts = given[declaration.name] ?? []
            if texts.isEmpty, declaration.multiplicity == .required { throw .missingOption(declaration.name) }
            values[declaration.name] = try declaration.decode(texts)
        }
        try assign(words, to: declarations.filter { $0.kind == .positional }, into: &values)
        return ParsedValues(values: values)
    }

    /// The texts given for each option and flag (an empty text per flag), and the other words.
    private static func scan(
        _ arguments: [String], named: [ArgumentDeclaration]
    ) throws(CommandLineError) -> (given: [String: [String]], words: [String]) {
        var given: [String: [String]] = [:]
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == endOfOptions {
                words += remaining
                break
            }
            guard isOption(argument) else {
                words.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let declaration = named.first(where: { $0.name == name }) else {
                let known = named.map(\.name) + [HelpRequest.longName]
                throw .unknownOption(name, suggestion: Suggestion.closest(to: name, among: known))
            }
            if given[name] != nil, declaration.multiplicity != .repeating { throw .repeatedOption(name) }
            if declaration.kind == .flag {
                guard inlineValue == nil else { throw .unexpectedValue(flag: name) }
                given[name, default: []].append("")
            } else if let value = inlineValue ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }) {
                if inlineValue == nil { remaining.removeFirst() }
                given[name, default: []].append(value)
            } else {
                throw .missingValue(option: name)
            }
        }
        return (given, words)
    }

    /// Whether a word is meant as an option; a lone `-` is the usual name for standard input.
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// `--name=value` into its name and value; any other word is all name.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Gives each positional declaration its words, in order; a repeating one takes the rest.
    private static func assign(
        _ words: [String], to positionals: [ArgumentDeclaration], into values: inout [String: any Sendable]
    ) throws(CommandLineError) {
        var remaining = words[...]
        for declaration in positionals {
            let taken: [String]
            switch declaration.multiplicity {
            case .repeating:
                taken = Array(remaining)
                remaining = []
            case .required:
                guard let word = remaining.popFirst() else { throw .missingArgument(declaration.valueName) }
                taken = [word]
            case .optional:
                taken = remaining.popFirst().map { [$0] } ?? []
            }
            values[declaration.name] = try declaration.decode(taken)
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
    }
}
