/// Writes help text from declarations: OVERVIEW, USAGE, ARGUMENTS and OPTIONS, aligned in
/// columns and wrapped to 80 characters.
enum HelpFormatter {
    /// The width help text is wrapped to, the usual terminal's.
    static let width = 80

    /// A command's full help.
    static func help(_ configuration: CommandConfiguration, path: String) -> String {
        var sections = [paragraphs("OVERVIEW: " + configuration.abstract)]
        if let discussion = configuration.discussion { sections.append(paragraphs(discussion)) }
        sections.append(usageLine(configuration, path: path))
        let positionals = configuration.positionalArguments.map { HelpEntry($0, label: $0.valueName) }
        let options = configuration.namedArguments.map { HelpEntry($0, label: label($0)) } + [HelpEntry.help]
        let column = HelpEntry.column(for: positionals + options)
        if !positionals.isEmpty { sections.append(table("ARGUMENTS:", positionals, column: column)) }
        sections.append(table("OPTIONS:", options, column: column))
        return sections.joined(separator: "\n\n")
    }

    /// What follows an error: the usage line and where to find more.
    static func usageSection(_ configuration: CommandConfiguration, path: String) -> String {
        usageLine(configuration, path: path) + "\n\nSee '\(path) --help' for what each option does."
    }

    /// A command group's help.
    static func overview(name: String, abstract: String, commands: [(name: String, abstract: String)]) -> String {
        let entries = commands.map { HelpEntry(label: $0.name, help: $0.abstract) }
        return [
            paragraphs("OVERVIEW: " + abstract),
            "USAGE: \(name) <command> [options]",
            table("COMMANDS:", entries, column: HelpEntry.column(for: entries)),
            "See '\(name) help <command>' for a command's options.",
        ].joined(separator: "\n\n")
    }

    // MARK: Usage

    /// `USAGE: diary build [--content PATH] …`, wrapped under the first option.
    static func usageLine(_ configuration: CommandConfiguration, path: String) -> String {
        TextWrapping.hanging("USAGE: \(path)", configuration.arguments.map(usageItem), width: width)
    }

    /// How one declaration reads in the usage line: `[--content PATH]`, `--module NAME`, `[FILE ...]`.
    private static func usageItem(_ argument: ArgumentDeclaration) -> String {
        let word = argument.kind == .positional ? argument.valueName : label(argument)
        switch argument.multiplicity {
        case .required: return word
        case .optional: return "[\(word)]"
        case .repeating: return "[\(word) ...]"
        }
    }

    /// `--content PATH` for an option, `--drafts` for a flag.
    private static func label(_ argument: ArgumentDeclaration) -> String {
        argument.kind == .option ? "\(argument.name) \(argument.valueName)" : argument.name
    }

    // MARK: Tables

    /// A titled list of labels with their descriptions wrapped in a column.
    private static func table(_ title: String, _ entries: [HelpEntry], column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let rows = entries.map { entry in
            let lines = TextWrapping.lines(entry.help, width: width - column, tail: entry.tail)
            let labelled = "  " + entry.label
            let first = labelled + String(repeating: " ", count: column - labelled.count) + lines[0]
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }
        return ([title] + rows).joined(separator: "\n")
    }

    /// Paragraphs wrapped to the help's width, a blank line between them.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n\n", omittingEmptySubsequences: false).map {
            TextWrapping.lines(String($0).split(separator: "\n").joined(separator: " "), width: width)
                .joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

/// One row of a help table: a label, what it does, and an ending kept whole such as the default.
struct HelpEntry {
    var label: String
    var help: String
    var tail: String?

    /// The row for `argument` under `label`, its default as the tail.
    init(_ argument: ArgumentDeclaration, label: String) {
        self.init(label: label, help: argument.help, tail: argument.shownDefault.map { "(default: \($0))" })
    }

    init(label: String, help: String, tail: String? = nil) {
        self.label = label
        self.help = help
        self.tail = tail
    }

    /// The row every command gets.
    static let help = HelpEntry(label: "\(HelpRequest.shortName), \(HelpRequest.longName)", help: "Show this help.")

    /// Where the descriptions start: two spaces after the longest label.
    static func column(for entries: [HelpEntry]) -> Int {
        2 + (entries.map(\.label.count).max() ?? 0) + 2
    }
}
