import LibFuzzerDriver

/// Hands each input to `siteSettingsFuzzProblem(in:)` (linked from the test target) and traps on a
/// broken promise, which libFuzzer reports as a crash and saves.
func fuzzSiteSettings(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let problem = siteSettingsFuzzProblem(in: bytes) { fatalError("FuzzSiteSettings: \(problem)") }
    return 0
}

/// Hands `fuzzSiteSettings(_:_:)` to libFuzzer, which reads its options from the command line.
@main
enum FuzzSiteSettingsMain {
    static func main() {
        runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzSiteSettings)
    }
}
