import DiaryContent

/// Checks an SVG file beside an article before it is published as it is.
///
/// An SVG opened on its own is a document of the site's origin: a `<script>`, an `onload`, a
/// `<foreignObject>` holding HTML, a `javascript:` link, an XSLT stylesheet or a reference that
/// loads another file could run or fetch there. The check reads the whole file as XML tokens and
/// accepts only drawing: elements from an allow-list (shapes, text, gradients, filters, clipping,
/// `use` of the file's own ids), no event handler attribute, no reference but `#id` and raster
/// `data:` images, no animation (which can set an attribute to a `javascript:` URL), no
/// processing instruction but the XML declaration, no DTD subset (entities). It reads with the
/// same strict ``XMLScanner`` as the previews' SVG; anything it cannot read is refused too: refusing a drawing costs the author a warning, publishing a
/// script costs the readers.
enum SVGFileCheck {
    /// SVG files larger than this are refused unread.
    static let maximumBytes = 4 * 1024 * 1024

    /// Elements that only draw (SVG 1.1 and 2 names, compared without a namespace prefix).
    static let allowedElements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata", "switch",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "tspan", "textpath",
        "lineargradient", "radialgradient", "stop", "pattern", "clippath", "mask", "marker", "image", "style",
        "filter", "feblend", "fecolormatrix", "fecomponenttransfer", "fecomposite", "feconvolvematrix",
        "fediffuselighting", "fedisplacementmap", "fedistantlight", "fedropshadow", "feflood", "fefunca",
        "fefuncb", "fefuncg", "fefuncr", "fegaussianblur", "feimage", "femerge", "femergenode", "femorphology",
        "feoffset", "fepointlight", "fespecularlighting", "fespotlight", "fetile", "feturbulence",
        // RDF metadata that drawing programs write inside <metadata>.
        "rdf", "work", "format", "type", "creator", "agent", "license", "date", "description",
        "namedview", "grid", "guide",
    ]

    /// Why the file at `path` may not be published as it is, or `nil` when it only draws.
    static func problem(inFileAt path: String) -> String? {
        let bytes: [UInt8]
        do {
            let size = try FileSystem.regularFileSize(path)
            if size > maximumBytes { return "is over \(maximumBytes / 1024 / 1024) MB" }
            bytes = try FileSystem.read(path)
        } catch {
            return "cannot be read (\(error.reason))"
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return "is not UTF-8 text" }
        return problem(in: text)
    }

    /// Why `text` may not be published as an SVG file, or `nil` when it only draws.
    static func problem(in text: String) -> String? {
        var scanner = XMLScanner(bytes: Array(text.utf8))
        var open: [String] = []
        var sawRoot = false
        do {
            while let token = try scanner.next() {
                switch token {
                case .processingInstruction(let target):
                    if target.lowercased() != "xml" { return "holds a processing instruction <?\(target)" }
                case .doctype(let hasInternalSubset):
                    if hasInternalSubset { return "declares entities" }
                case .start(let name, let attributes, let isEmpty):
                    let local = localName(name)
                    guard allowedElements.contains(local) else { return "holds a <\(name)> element" }
                    if !sawRoot, local != "svg" { return "does not start with an <svg> element" }
                    sawRoot = true
                    for (attribute, value) in attributes {
                        if let problem = problem(attribute: attribute, value: value, element: local) { return problem }
                    }
                    if !isEmpty { open.append(local) }
                case .end:
                    open.removeLast(open.isEmpty ? 0 : 1)
                case .text(let content), .characterData(let content):
                    if open.last == "style", let problem = problem(css: content) { return problem }
                case .comment:
                    break
                }
            }
        } catch {
            return "cannot be read as SVG (\(error.reason))"
        }
        return sawRoot ? nil : "holds no <svg> element"
    }

    private static func localName(_ name: String) -> String {
        String(name.split(separator: ":").last ?? "").lowercased()
    }

    private static func problem(attribute: String, value: String, element: String) -> String? {
        let local = localName(attribute)
        if local.hasPrefix("on") { return "has an event handler (\(attribute))" }
        if local == "href" || local == "src" {
            let target = value.trimmingWhitespace.lowercased()
            let rasterData = ["data:image/png", "data:image/jpeg", "data:image/gif", "data:image/webp"]
            if target.hasPrefix("#") || rasterData.contains(where: target.hasPrefix) { return nil }
            return "refers to another document (\(attribute)=\"\(value.prefix(40))\")"
        }
        if local == "style" || value.lowercased().contains("url(") { return problem(css: value) }
        return nil
    }

    /// Why a stylesheet (a `<style>` element's text or a `style` attribute) may not be published:
    /// it imports or loads something that is not a fragment of the file itself.
    private static func problem(css: String) -> String? {
        let lowered = css.lowercased()
        if lowered.contains("@import") { return "imports a stylesheet" }
        if lowered.contains("expression(") || lowered.contains("javascript:") { return "has script in its style" }
        var rest = Substring(lowered)
        while let range = rest.range(of: "url(") {
            let argument = rest[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            if !argument.hasPrefix("#") { return "loads another file from its style" }
            rest = rest[range.upperBound...]
        }
        return nil
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
