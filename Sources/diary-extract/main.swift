// diary-extract: the tool behind SampleExtractorPlugin. All logic lives in SampleExtraction;
// this file only maps the outcome to standard error and an exit status.
import Foundation
import SampleExtraction

/// Prints one line to standard error, where SwiftPM picks up diagnostics.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

do {
    let command = try ExtractCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    let outcome = command.run()
    outcome.diagnostics.forEach { printError($0.description) }
    exit(outcome.exitCode)
} catch .help {
    print(ExtractCommand.usage)
} catch .invalid(let message) {
    printError("diary-extract: error: \(message)\n\(ExtractCommand.usage)")
    exit(2)
}
