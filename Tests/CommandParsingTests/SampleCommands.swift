import CommandParsing

/// A command with one declaration of every kind, parsed by the tests.
struct PublishCommand: ParsableCommand, Equatable {
    static let token = Option(
        "--token", valueName: "TOKEN", help: "The key to publish with.", required: .nonEmptyText)
    static let target = Option(
        "--target", valueName: "DIR", help: "Where the files go.", default: "_site", as: .text)
    static let retries = Option(
        "--retries", valueName: "N", help: "Attempts before giving up.", shownDefault: "3",
        optional: ValueForm<Int>.number(in: 1...Int.max))
    static let tags = Option("--tag", valueName: "TAG", help: "A label for the upload.", repeating: .text)
    static let dryRun = Flag(
        "--dry-run", help: "Say what would be published, and publish nothing: no file is uploaded and no tag is set.")
    static let files = Argument("files", valueName: "FILE", help: "Files to publish.", repeating: .text)

    static let configuration = CommandConfiguration(
        name: "publish", abstract: "Publish files.",
        arguments: [
            token.declaration, target.declaration, retries.declaration, tags.declaration, dryRun.declaration,
            files.declaration,
        ])

    var token: String
    var target: String
    var retries: Int?
    var tags: [String]
    var dryRun: Bool
    var files: [String]

    init(parsed values: ParsedValues) throws(CommandLineError) {
        token = values[Self.token]
        target = values[Self.target]
        retries = values[Self.retries]
        tags = values[Self.tags]
        dryRun = values[Self.dryRun]
        files = values[Self.files]
        if dryRun, retries != nil { throw .validation("--retries means nothing with --dry-run; drop one") }
    }
}

/// A command with single positional arguments, one required and one optional.
struct RenameCommand: ParsableCommand, Equatable {
    static let source = Argument("source", valueName: "SOURCE", help: "The file to rename.", required: .text)
    static let destination = Argument(
        "destination", valueName: "DESTINATION", help: "Its new name.", optional: .nonEmptyText)
    static let port = Option("--port", valueName: "PORT", help: "A port.", default: 8000, as: ValueForm<UInt16>.number)

    static let configuration = CommandConfiguration(
        name: "rename", abstract: "Rename a file.",
        discussion: "Without a destination the file keeps its name.\n\nNothing is ever overwritten.",
        arguments: [source.declaration, destination.declaration, port.declaration])

    var source: String
    var destination: String?
    var port: UInt16

    init(parsed values: ParsedValues) {
        source = values[Self.source]
        destination = values[Self.destination]
        port = values[Self.port]
    }
}

/// What the tests' command group turns its commands into.
enum ToolCommand: Equatable, Sendable {
    case publish(PublishCommand)
    case rename(RenameCommand)
}

let tool = CommandGroup<ToolCommand>(
    name: "tool", abstract: "Do things with files.",
    subcommands: [Subcommand(PublishCommand.self) { .publish($0) }, Subcommand(RenameCommand.self) { .rename($0) }])

extension Invocation {
    /// The command to run, or `nil` for an early exit.
    var command: Command? {
        if case .run(let command) = self { return command }
        return nil
    }

    /// The early exit, or `nil` when there is a command to run.
    var earlyExit: EarlyExit? {
        if case .exit(let exit) = self { return exit }
        return nil
    }

    /// The parse error, if that is why nothing runs.
    var error: CommandLineError? {
        if case .error(let error) = earlyExit?.reason { return error }
        return nil
    }
}
