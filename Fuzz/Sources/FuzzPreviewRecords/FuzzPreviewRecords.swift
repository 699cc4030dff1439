import LibFuzzerDriver

/// Hands each input to `previewRecordsFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzPreviewRecords(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = previewRecordsFuzzProblem(in: bytes) { fatalError("FuzzPreviewRecords: \(problem)") }
    return 0
}

/// Hands `fuzzPreviewRecords(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzPreviewRecordsMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzPreviewRecords)
    }
}
