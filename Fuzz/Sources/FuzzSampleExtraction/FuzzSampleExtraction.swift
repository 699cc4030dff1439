import LibFuzzerDriver

/// Hands each input to `sampleExtractionFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzSampleExtraction(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = sampleExtractionFuzzProblem(in: bytes) { fatalError("FuzzSampleExtraction: \(problem)") }
    return 0
}

/// Hands `fuzzSampleExtraction(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzSampleExtractionMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzSampleExtraction)
    }
}
