import LibFuzzerDriver

/// Hands each input to `sanitizerFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzSanitizer(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = sanitizerFuzzProblem(in: bytes) { fatalError("FuzzSanitizer: \(problem)") }
    return 0
}

/// Hands `fuzzSanitizer(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzSanitizerMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzSanitizer)
    }
}
