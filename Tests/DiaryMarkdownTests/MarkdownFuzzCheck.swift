import DiaryMarkdown

/// The check the `FuzzMarkdown` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzMarkdown`), and the regression tests replay.
///
/// The bytes are parsed as Markdown and rendered to HTML with Russian typography and heading
/// anchors on, as the site does. Invalid UTF-8 is repaired with `String(decoding:as:)`: the
/// site rejects such files before parsing.
/// - Returns: `nil`: any HTML is acceptable; only a crash or a hang is a finding.
func markdownFuzzProblem(in bytes: [UInt8]) -> String? {
    let document = MarkdownParser.parse(String(decoding: bytes, as: UTF8.self))
    _ = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: true).render(document)
    return nil
}
