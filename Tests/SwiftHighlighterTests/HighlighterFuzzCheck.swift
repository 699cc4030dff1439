/// The check the `FuzzSwiftHighlighter` fuzzer runs on every input (this file and
/// `HighlightedHTML.swift` are linked into `Fuzz/Sources/FuzzSwiftHighlighter`), and the
/// regression tests replay: ``faithfulnessProblem(in:)``, the round-trip oracle.
///
/// Invalid UTF-8 is repaired with `String(decoding:as:)` first: a Swift `String` always holds
/// valid UTF-8, so the oracle compares against the repaired text.
/// - Returns: The first broken promise, or `nil`; a crash or a hang is a finding too.
func highlighterFuzzProblem(in bytes: [UInt8]) -> String? {
    faithfulnessProblem(in: String(decoding: bytes, as: UTF8.self))
}
