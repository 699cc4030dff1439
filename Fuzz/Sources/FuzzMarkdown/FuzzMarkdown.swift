import LibFuzzerDriver

/// Hands each input to `markdownFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = markdownFuzzProblem(in: bytes) { fatalError("FuzzMarkdown: \(problem)") }
    return 0
}

/// Hands `fuzzMarkdown(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzMarkdownMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzMarkdown)
    }
}
