import DiaryContent

/// A drawn preview's SVG made safe to put in a page: parsed as XML, then written anew from what
/// was parsed through ``PreviewSVGAllowList``.
///
/// The text comes from the article's code running in WebAssembly, so it is data, never markup:
/// only elements and attributes DiaryUI itself writes survive, each attribute value checked for its
/// shape; the rest is dropped (an element with everything inside it) and named in ``Result/dropped``.
/// Comments, processing instructions and CDATA sections are dropped too. Text and values are
/// decoded (the five XML entities and character references) and escaped again the way DiaryUI
/// escapes, so DiaryUI's own output comes out byte for byte as it went in. What is not well-formed
/// XML — unbalanced tags, an unknown entity, a `DOCTYPE` (which could declare entities), a control
/// character, a root other than one `svg` — is refused whole.
public enum PreviewSVG {
    /// The safe SVG and what was taken out.
    public struct Result: Sendable, Hashable {
        /// The re-written SVG, or `nil` when the text was refused whole.
        public var svg: String?
        /// What was dropped, or why the whole text was refused, for one warning.
        public var dropped: [String]
    }

    /// The deepest nesting accepted; DiaryUI's previews stay far below it.
    static let maximumDepth = 1_000

    /// Re-writes `text` through the allow-list.
    /// - Parameters:
    ///   - text: The SVG a preview drew.
    ///   - idPrefix: The prefix of the preview's own ids (``PreviewGlue/idPrefix(line:)``): ids and
    ///     `url(#…)` references must start with it.
    public static func sanitize(_ text: String, idPrefix: String) -> Result {
        var writer = Writer(idPrefix: idPrefix)
        do {
            var scanner = XMLScanner(bytes: Array(text.utf8))
            while let token = try scanner.next() { try writer.take(token) }
            try writer.finish()
        } catch {
            return Result(svg: nil, dropped: [error.reason])
        }
        return Result(svg: String(decoding: writer.output, as: UTF8.self), dropped: writer.dropped)
    }

    /// Writes the kept tokens, tracking the open elements.
    private struct Writer {
        let idPrefix: String
        var output: [UInt8] = []
        var dropped: [String] = []
        /// Open elements and whether each was kept.
        var open: [(name: String, kept: Bool)] = []
        var sawRoot = false

        init(idPrefix: String) {
            self.idPrefix = idPrefix
        }

        /// Whether an element is open that was dropped: everything inside it goes too.
        var skipping: Bool { open.contains { !$0.kept } }

        mutating func take(_ token: XMLToken) throws(XMLScanError) {
            switch token {
            case .start(let name, let attributes, let isEmpty): try start(name, attributes, isEmpty: isEmpty)
            case .end(let name): try end(name)
            case .text(let text): try content(text)
            case .comment, .characterData, .processingInstruction: if !skipping { drop(token.kindName) }
            case .doctype: throw XMLScanError(reason: "it has a <!DOCTYPE> or other declaration")
            }
        }

        mutating func finish() throws(XMLScanError) {
            guard sawRoot else { throw XMLScanError(reason: "it has no <svg> element") }
            guard open.isEmpty else { throw XMLScanError(reason: "<\(open.last!.name)> is never closed") }
        }

        private mutating func start(_ name: String, _ attributes: [(String, String)], isEmpty: Bool)
            throws(XMLScanError)
        {
            if open.isEmpty {
                guard !sawRoot, name == "svg" else {
                    throw XMLScanError(reason: "its root must be one <svg> element, not <\(name)>")
                }
                sawRoot = true
            }
            guard open.count < PreviewSVG.maximumDepth else { throw XMLScanError(reason: "it nests too deeply") }
            let kept = !skipping && PreviewSVGAllowList.elements.contains(name)
            if !skipping, !kept { drop("<\(name)>") }
            if kept {
                write("<" + name)
                for (attribute, value) in attributes {
                    guard PreviewSVGAllowList.allows(attribute, value, on: name, idPrefix: idPrefix) else {
                        drop("\(attribute)=\"\(value.prefix(40))\" on <\(name)>")
                        continue
                    }
                    write(" \(attribute)=\"")
                    writeEscaped(value)
                    write("\"")
                }
                write(isEmpty ? "/>" : ">")
            }
            if !isEmpty { open.append((name, kept)) }
        }

        private mutating func end(_ name: String) throws(XMLScanError) {
            guard let last = open.last, last.name == name else {
                throw XMLScanError(reason: "</\(name)> closes no open element")
            }
            open.removeLast()
            if last.kept { write("</\(name)>") }
        }

        private mutating func content(_ text: String) throws(XMLScanError) {
            if open.isEmpty {
                guard text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
                    throw XMLScanError(reason: "it has text outside its <svg> element")
                }
            } else if skipping {
                return
            }
            writeEscaped(text)
        }

        private mutating func drop(_ what: String) {
            if !dropped.contains(what) { dropped.append(what) }
        }

        private mutating func write(_ text: String) { output.append(contentsOf: text.utf8) }

        /// Escapes `&`, `<`, `>` and `"` (``HTMLEscaping``), as DiaryUI's `SVGBytes.write(escaping:)`
        /// does, so a drawing DiaryUI wrote comes out byte for byte.
        private mutating func writeEscaped(_ text: String) {
            write(HTMLEscaping.escape(text, .doubleQuotedAttributes))
        }
    }
}
