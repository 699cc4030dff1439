import LibFuzzerDriver

/// Hands each input to `highlighterFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzSwiftHighlighter(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = highlighterFuzzProblem(in: bytes) { fatalError("FuzzSwiftHighlighter: \(problem)") }
    return 0
}

/// Hands `fuzzSwiftHighlighter(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzSwiftHighlighterMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzSwiftHighlighter)
    }
}
