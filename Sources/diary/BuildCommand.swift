import CommandParsing
import DiaryKit

/// `diary build`: renders the site into a folder.
struct BuildCommand: DiaryCommand {
    static let configuration = CommandConfiguration(
        name: "build", abstract: "Build the site from the content folder.",
        arguments: SiteOptions.declarations(withOutput: true))

    var options: BuildOptions

    init(parsed values: ParsedValues) {
        options = SiteOptions.buildOptions(from: values, withOutput: true)
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        var options = options
        options.sampleProgress = environment.printError
        let modules = try environment.syncSampleModules(options)
        let report = try await SiteBuilder(options: options).run()
        environment.printWarnings(modules + report.warnings)
        for note in report.notes { environment.print(note) }
        environment.print(
            "Built \(report.articleCount) articles (\(report.plannedCount) planned) into \(options.outputDirectory ?? "")"
        )
    }
}
