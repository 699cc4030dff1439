/// The lines of a document that look like link reference definitions (`[label]: url`), found
/// again in the source because cmark-gfm keeps no place for them.
///
/// A definition may sit in a block quote or a list item, so the markers before it are skipped.
/// Lines in code blocks that look like definitions are listed too: a caller picks the first
/// candidate whose destination decodes to the one cmark parsed.
struct ReferenceDefinitions {
    /// One line that looks like a definition.
    struct Candidate {
        /// The 1-based line.
        let line: Int
        /// The 1-based byte column of the definition's `[`.
        let byteColumn: Int
        /// The destination's bytes, without `<…>`.
        let destination: ArraySlice<UInt8>
    }

    /// Candidates by ``LinkSyntax/normalizedLabel(_:)``, in source order.
    private(set) var candidates: [String: [Candidate]] = [:]

    /// Scans every line of `source` once.
    init(source: MarkdownLines) {
        for line in source.lines {
            guard let bytes = source.lineBytes(line),
                let (label, candidate) = Self.candidate(in: bytes, line: line, source: source)
            else { continue }
            candidates[LinkSyntax.normalizedLabel(label), default: []].append(candidate)
        }
    }

    /// The definition on `bytes` (line `line`), its destination on the line or the next one.
    private static func candidate(in bytes: [UInt8], line: Int, source: MarkdownLines)
        -> (ArraySlice<UInt8>, Candidate)?
    {
        let open = LineContent.start(of: bytes[...])
        guard open < bytes.endIndex, bytes[open] == UInt8(ascii: "[") else { return nil }
        var close = open + 1
        while close < bytes.endIndex, bytes[close] != UInt8(ascii: "]") {
            if bytes[close] == UInt8(ascii: "[") { return nil }
            close += bytes[close] == ASCII.backslash ? 2 : 1
        }
        guard close + 1 < bytes.endIndex, bytes[close + 1] == UInt8(ascii: ":"), close > open + 1 else { return nil }
        let label = bytes[(open + 1)..<close]
        var destination = LinkSyntax.destination(in: bytes[...], from: close + 2)
        var destinationLine = line
        if destination?.isEmpty == true, let next = source.lineBytes(line + 1) {
            destination = LinkSyntax.destination(in: next[...], from: LineContent.start(of: next[...]))
            destinationLine = line + 1
        }
        guard let destination, !destination.isEmpty || destinationLine == line else { return nil }
        return (label, Candidate(line: line, byteColumn: open + 1, destination: destination))
    }
}
