import LibFuzzerDriver

/// Hands each input to `httpRequestFuzzProblem(in:)` (linked from the DiaryKit test target) and
/// traps on a broken promise, which libFuzzer reports as a crash and saves.
func fuzzHTTPRequest(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = httpRequestFuzzProblem(in: bytes) { fatalError("FuzzHTTPRequest: \(problem)") }
    return 0
}

/// Hands `fuzzHTTPRequest(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzHTTPRequestMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzHTTPRequest)
    }
}
