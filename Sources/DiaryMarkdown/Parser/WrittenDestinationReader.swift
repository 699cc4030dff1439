/// Finds a link's or image's ``WrittenDestination``: its destination as typed, at the link or at
/// the reference definition it uses.
///
/// cmark-gfm keeps only the decoded destination and forgets reference definitions, so the
/// destination is read back from the source (``LinkSyntax``) and kept only when it decodes, byte
/// for byte, to the one cmark parsed (``EscapeReplay`` in its exact mode). Anything it cannot
/// read back this way has no written destination, and messages quote the decoded one.
struct WrittenDestinationReader {
    /// Links whose source is longer than this many bytes are not read back, so that images
    /// nested in image descriptions cannot make the reading quadratic.
    static let longestLinkSource = 4096

    /// Built on the first reference link: most documents have none.
    private var definitions: ReferenceDefinitions?

    /// The written destination of the link or image spanning `start` through `end` (1-based
    /// lines and byte columns, as cmark gives them) whose decoded destination is `url`.
    mutating func destination(
        from start: (line: Int, column: Int), through end: (line: Int, column: Int), url: String,
        in source: inout MarkdownLines
    ) -> WrittenDestination? {
        guard let bytes = source.bytes(from: start, through: end, limit: Self.longestLinkSource),
            let form = LinkSyntax.form(of: bytes)
        else { return nil }
        let decoded = Array(url.utf8)
        switch form {
        case .inline(let written):
            guard Self.decodes(written, to: decoded) else { return nil }
            return WrittenDestination(
                text: String(decoding: written, as: UTF8.self),
                position: source.position(line: start.line, byteColumn: start.column), isFromDefinition: false)
        case .reference(let label):
            if definitions == nil { definitions = ReferenceDefinitions(source: source) }
            let candidates = definitions?.candidates[LinkSyntax.normalizedLabel(label)] ?? []
            guard let definition = candidates.first(where: { Self.decodes($0.destination, to: decoded) }) else {
                return nil
            }
            return WrittenDestination(
                text: String(decoding: definition.destination, as: UTF8.self),
                position: source.position(line: definition.line, byteColumn: definition.byteColumn),
                isFromDefinition: true)
        }
    }

    /// Whether `written` decodes (escapes and character references) to exactly `decoded`.
    private static func decodes(_ written: ArraySlice<UInt8>, to decoded: [UInt8]) -> Bool {
        EscapeReplay.escapedRanges(in: decoded, source: written, exact: true) != nil
    }
}
