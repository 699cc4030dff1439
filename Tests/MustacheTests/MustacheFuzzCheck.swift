import Mustache

/// The fixed data every fuzzed template renders with: each kind of value once, lists of one
/// element only (nested sections over longer lists grow exponentially by design, which would
/// drown real findings), and names a template is likely to guess.
let mustacheFuzzContext: MustacheValue = [
    "title": "Кнопки & <b>\"ёлочки\"</b>",
    "flag": true, "off": false, "none": nil, "zero": 0, "pi": 3.25, "empty": "",
    "items": [["name": "a", "items": []]],
    "nothing": [],
    "user": ["name": "Анна", "user": ["name": "nested"]],
    "partial": "p1", "layout": "p2",
]

/// The check the `FuzzMustache` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzMustache`), and the regression tests replay.
///
/// The bytes, split at NUL bytes, are a template followed by partials named `p1`, `p2`, …;
/// each is parsed, then the first is rendered with the others as partials, leniently and
/// strictly, with ``mustacheFuzzContext``. Invalid UTF-8 is repaired with
/// `String(decoding:as:)`. A thrown ``MustacheError`` is a fine outcome.
/// - Returns: The broken promise (an error at a line or column below 1), or `nil`; a crash
///   or a hang is a finding too.
func mustacheFuzzProblem(in bytes: [UInt8]) -> String? {
    let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    var sources: [String: String] = [:]
    for (index, part) in parts.enumerated().dropFirst() { sources["p\(index)"] = part }
    do {
        let template = try MustacheTemplate(parts[0], name: "fuzz.mustache")
        let partials = try TemplateLibrary(sources: sources)
        _ = try? template.render(mustacheFuzzContext, partials: partials, strict: false)
        _ = try template.render(mustacheFuzzContext, partials: partials, strict: true)
    } catch {
        if let location = error.location, location.line < 1 || location.column < 1 { return "error at \(location)" }
    }
    return nil
}
