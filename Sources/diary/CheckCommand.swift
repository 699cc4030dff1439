import CommandParsing
import DiaryKit

/// `diary check`: validates everything and writes nothing.
struct CheckCommand: DiaryCommand {
    static let configuration = CommandConfiguration(
        name: "check", abstract: "Validate articles, links, images and templates without writing anything.",
        discussion: """
            Reports every problem as file:line: error: message (or warning:) and exits \
            non-zero if there is an error, or a warning with --strict. Drafts are checked too.
            """,
        arguments: SiteOptions.declarations(withOutput: false))

    var options: BuildOptions

    init(parsed values: ParsedValues) {
        options = SiteOptions.buildOptions(from: values, withOutput: false)
        options.includeDrafts = true
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        var options = options
        options.sampleProgress = environment.printError
        let modules = try environment.syncSampleModules(options)
        let report = try await SiteBuilder(options: options).run()
        environment.printWarnings(modules + report.warnings)
        for note in report.noWasmNotes { environment.print(note) }
        environment.print("Checked \(report.articleCount) articles (\(report.plannedCount) planned): no errors")
    }
}
