// diary-extract: the tool behind SampleExtractorPlugin. The extraction lives in SampleExtraction
// (`ExtractCommand`) and the command line in ExtractCommandLine.swift; this file only maps the
// outcome to standard error and an exit status.
import CommandParsing
import Foundation
import SampleExtraction

/// Prints one line to standard error, where SwiftPM picks up diagnostics.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

switch ExtractCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .run(let line):
    let outcome = line.command.run()
    outcome.diagnostics.forEach { printError($0.description) }
    exit(outcome.exitCode)
case .exit(let early):
    if early.isError { printError(early.text) } else { print(early.text) }
    exit(early.status)
}
