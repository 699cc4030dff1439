import CommandParsing
import DiaryKit

/// `diary theme eject [--to DIR]`: writes the default theme built into `diary` out for editing.
struct ThemeCommand: DiaryCommand {
    static let action = Argument(
        "action", valueName: "eject", help: "What to do with the theme; 'eject' is the one action.", required: .text)
    static let destination = Option(
        "--to", valueName: "DIR", help: "Folder that gets Templates/ and Public/.", default: ".", as: .text)

    static let configuration = CommandConfiguration(
        name: "theme", abstract: "Write the default theme out to edit (diary theme eject).",
        discussion: """
            Writes the theme built into diary as DIR/Templates and DIR/Public, each with a \
            .diary-theme stamp of the defaults it got; refuses when any of those files exists. \
            A build takes each file of a site's Templates/ and Public/ in place of the default \
            one, and warns when a default that an edited file replaced has changed since.
            """,
        arguments: [action.declaration, destination.declaration])

    var ejection: ThemeEjection

    init(parsed values: ParsedValues) throws(CommandLineError) {
        guard values[Self.action] == "eject" else {
            throw .validation("unknown theme action '\(values[Self.action])'; use: diary theme eject [--to DIR]")
        }
        ejection = ThemeEjection(destination: values[Self.destination])
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        let written = try ejection.run()
        environment.print("Wrote the default theme: \(written.count) files in \(ejection.destination)")
    }
}
