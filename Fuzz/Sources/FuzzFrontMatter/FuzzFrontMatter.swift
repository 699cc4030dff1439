import LibFuzzerDriver

/// Hands each input to `frontMatterFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = frontMatterFuzzProblem(in: bytes) { fatalError("FuzzFrontMatter: \(problem)") }
    return 0
}

/// Hands `fuzzFrontMatter(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzFrontMatterMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzFrontMatter)
    }
}
