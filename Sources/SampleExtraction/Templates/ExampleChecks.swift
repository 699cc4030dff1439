import Testing

/// Runs one example of the articles with what it prints captured, and records an issue at
/// `filePath` and `line` when it printed something other than `want`: the site's build names the
/// article's expected output there, a downloaded package the call itself.
@MainActor
func expectPrinted(
    _ want: String, filePath: String = #filePath, line: Int = #line, _ example: @MainActor () async throws -> Void
) async throws {
    let printed = PrintedText()
    try await PrintedText.$running.withValue(printed) { try await example() }
    guard printed.text != want else { return }
    let testModule = #fileID.prefix { $0 != "/" }
    let fileName = filePath.split(separator: "/").last.map(String.init) ?? filePath
    Issue.record(
        "the example printed something else\n got: \(String(reflecting: printed.text))\nwant: \(String(reflecting: want))",
        sourceLocation: SourceLocation(fileID: "\(testModule)/\(fileName)", filePath: filePath, line: line, column: 1))
}

/// `print` for the whole test module: it shadows the standard library's, so an example's statements
/// print as the article writes them. Inside ``expectPrinted(_:filePath:line:_:)`` it adds to the
/// example's text; elsewhere it writes to standard output as the standard `print` does.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator) + terminator
    if let printed = PrintedText.running {
        printed.text += text
    } else {
        Swift.print(text, terminator: "")
    }
}

/// What the running example has printed. Unchecked `Sendable`: only the task-local value reaches
/// it, bound for one example whose statements run on the main actor.
final class PrintedText: @unchecked Sendable {
    /// The text of the example this task runs; `nil` outside an example.
    @TaskLocal static var running: PrintedText?
    /// Everything printed so far.
    var text = ""
}
