import LibFuzzerDriver

/// Hands each input to `csvFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = csvFuzzProblem(in: bytes) { fatalError("FuzzCSV: \(problem)") }
    return 0
}

/// Hands `fuzzCSV(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzCSVMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzCSV)
    }
}
