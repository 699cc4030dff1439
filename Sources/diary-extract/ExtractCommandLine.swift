import CommandParsing
import SampleExtraction

/// The command line of `diary-extract`, declared once for parsing and `--help`: it describes one
/// ``ExtractCommand``.
struct ExtractCommandLine: ParsableCommand {
    static let module = Option(
        "--module", valueName: "NAME", help: "The sample module to extract, e.g. Buttons.", required: .nonEmptyText)
    static let output = Option(
        "--output", valueName: "FILE", help: "The Swift file to write; left untouched when its bytes would not change.",
        required: .nonEmptyText)
    static let examples = Flag(
        "--examples", help: "Write the module's examples as Swift Testing tests instead of its compiled blocks.")
    static let content = Option(
        "--content", valueName: "DIR", help: "A folder whose .md files, at any depth, are all read.",
        optional: .text)
    static let articles = Argument(
        "articles", valueName: "ARTICLE.md", help: "More articles to read.", repeating: .text)

    static let configuration = CommandConfiguration(
        name: "diary-extract", abstract: "Extract a sample module's code from the articles into one Swift file.",
        discussion: """
            Without --examples the file holds the module's compiled blocks and its preview \
            registry (for the library target); with it, the module's examples as tests (for \
            the NAMETests target). Only articles whose front matter names the module contribute.
            """,
        arguments: [
            module.declaration, output.declaration, examples.declaration, content.declaration, articles.declaration,
        ])

    /// The extraction the arguments ask for.
    var command: ExtractCommand

    /// The command the parsed values describe.
    init(parsed values: ParsedValues) {
        command = ExtractCommand(
            module: values[Self.module], product: values[Self.examples] ? .exampleTests : .library,
            outputPath: values[Self.output], articlePaths: values[Self.articles],
            contentDirectory: values[Self.content])
    }
}
