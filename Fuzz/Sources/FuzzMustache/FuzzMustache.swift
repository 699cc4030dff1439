import LibFuzzerDriver

/// Hands each input to `mustacheFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = mustacheFuzzProblem(in: bytes) { fatalError("FuzzMustache: \(problem)") }
    return 0
}

/// Hands `fuzzMustache(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzMustacheMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzMustache)
    }
}
