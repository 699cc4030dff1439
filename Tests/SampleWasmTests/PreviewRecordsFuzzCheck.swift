import SampleExtraction
import SampleWasm

/// The check the `FuzzPreviewRecords` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzPreviewRecords`), and `PreviewRecordsFuzzCheckTests` replays.
///
/// The bytes are what a preview run wrote on its record channel, which article code can reach:
/// ``PreviewRecords/read(_:)`` reads them, ``PreviewRun`` checks them against two fences under
/// each way a run can end, and every SVG found, and the input itself as text, goes through
/// ``PreviewSVG/sanitize(_:idPrefix:)``.
/// - Returns: The broken promise, or `nil`: reading must stop inside the input, the check must
///   give each fence exactly one result, and sanitising must be idempotent (what it writes passes
///   again unchanged, nothing dropped: so only allow-listed markup comes out). A crash or a hang is
///   a finding too.
public func previewRecordsFuzzProblem(in bytes: [UInt8]) -> String? {
    let reading = PreviewRecords.read(bytes)
    if let error = reading.error, !(0...bytes.count).contains(error.offset) {
        return "a format error at byte \(error.offset) of \(bytes.count)"
    }
    let fences = [
        PreviewFence(articlePath: "/c/a.md", line: 3, name: "First"),
        PreviewFence(articlePath: "/c/a.md", line: 9, name: "Second"),
    ]
    let run = PreviewRun(fences: fences, module: "Fuzz")
    for ending in [PreviewRun.Ending.finished, .timedOut(seconds: 1), .stopped("trap")] {
        let drawings = run.check(reading, ending: ending)
        guard drawings.map(\.fence) == fences else { return "\(drawings.count) results for \(fences.count) fences" }
    }
    var svgs = [String(decoding: bytes, as: UTF8.self)]
    for case .fence(let fence) in reading.records {
        for variant in fence.variants { svgs += [variant.lightSVG, variant.darkSVG] }
    }
    for svg in svgs.prefix(16) {
        let once = PreviewSVG.sanitize(svg, idPrefix: "p3-")
        guard let safe = once.svg else {
            if once.dropped.count != 1 { return "a refused SVG with \(once.dropped.count) reasons" }
            continue
        }
        let twice = PreviewSVG.sanitize(safe, idPrefix: "p3-")
        if twice.svg != safe || !twice.dropped.isEmpty {
            return "sanitising is not idempotent: \(safe.prefix(200)) → dropped \(twice.dropped)"
        }
    }
    return nil
}
