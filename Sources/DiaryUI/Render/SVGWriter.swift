/// Turns a display list into SVG markup: one element per line, definitions collected into `<defs>`.
///
/// Everything is written as UTF-8 bytes into one buffer per part (the body, the definitions); the
/// document is put together and becomes a `String` once.
struct SVGWriter {
    /// How many bytes a document's body is given before it is written: most previews fit.
    static let bodyCapacity = 1 << 15

    var definitions: SVGDefinitions

    init(idPrefix: String) {
        definitions = SVGDefinitions(prefix: idPrefix)
    }

    /// The complete SVG document of `items` on a canvas of `size`.
    mutating func document(_ items: [DisplayItem], size: CGSize) -> String {
        documentBytes(items, size: size).text
    }

    /// The complete SVG document of `items` on a canvas of `size`, as UTF-8 bytes.
    mutating func documentBytes(_ items: [DisplayItem], size: CGSize) -> SVGBytes {
        var body = SVGBytes(capacity: Self.bodyCapacity)
        write(items, to: &body, lineBreaks: true)
        var output = SVGBytes(capacity: body.count + definitions.markup.count + 256)
        output.writeTagStart("svg")
        output.writeAttribute("xmlns", "http://www.w3.org/2000/svg")
        output.writeAttribute("width", number: size.width)
        output.writeAttribute("height", number: size.height)
        output.writeAttribute("viewBox") { $0.write(numbers: 0, 0, size.width, size.height) }
        output.writeAttribute("font-family", "DiaryUI Sans")
        output.writeOpenTagEnd()
        if !definitions.isEmpty {
            output.write("\n<defs>")
            output.write(definitions.markup)
            output.write("\n</defs>")
        }
        output.write(body)
        output.write("\n</svg>\n")
        return output
    }

    /// Writes several items, in painting order; with `lineBreaks`, each element starts a line.
    mutating func write(_ items: [DisplayItem], to markup: inout SVGBytes, lineBreaks: Bool) {
        for item in items { write(item, to: &markup, lineBreaks: lineBreaks) }
    }

    /// Writes one item.
    mutating func write(_ item: DisplayItem, to markup: inout SVGBytes, lineBreaks: Bool) {
        if case .group(let effect, let children) = item {
            return writeGroup(effect, children, to: &markup, lineBreaks: lineBreaks)
        }
        if lineBreaks { markup.write(byte: UInt8(ascii: "\n")) }
        switch item {
        case .shape(let shape): writeShape(shape, to: &markup)
        case .text(let text): writeText(text, to: &markup)
        case .image(let image): writeImage(image, to: &markup)
        case .group: break
        }
    }

    // MARK: Groups

    /// Writes a group: a `<g>` with the effect's attribute around the content, or the content alone
    /// when the effect changes nothing. Nothing is written for a group without content.
    private mutating func writeGroup(
        _ effect: GroupEffect, _ children: [DisplayItem], to markup: inout SVGBytes, lineBreaks: Bool
    ) {
        let start = markup.count
        switch effect {
        case .interaction:
            write(children, to: &markup, lineBreaks: lineBreaks)
        case .transform(let steps) where steps.isEmpty:
            write(children, to: &markup, lineBreaks: lineBreaks)
        case .opacity(let opacity) where opacity >= 1:
            write(children, to: &markup, lineBreaks: lineBreaks)
        case .transform(let steps):
            Self.writeGroupStart(to: &markup, lineBreaks: lineBreaks)
            markup.writeAttribute("transform") { value in
                for (index, step) in steps.reversed().enumerated() {
                    if index > 0 { value.write(byte: UInt8(ascii: " ")) }
                    value.write(transform: step)
                }
            }
            writeGroupContent(children, from: start, to: &markup, lineBreaks: lineBreaks)
        case .opacity(let opacity):
            Self.writeGroupStart(to: &markup, lineBreaks: lineBreaks)
            markup.writeAttribute("opacity", number: Swift.max(opacity, 0))
            writeGroupContent(children, from: start, to: &markup, lineBreaks: lineBreaks)
        case .clip, .mask, .shadow:
            // The content's definitions come before the group's own, so the content is written first
            // and the opening tag put before it.
            write(children, to: &markup, lineBreaks: lineBreaks)
            guard markup.count > start else { return }
            var openTag = SVGBytes()
            Self.writeGroupStart(to: &openTag, lineBreaks: lineBreaks)
            guard defineGroupAttribute(effect, children, to: &openTag) else { return }
            openTag.writeOpenTagEnd()
            markup.insert(openTag, at: start)
            Self.writeGroupEnd(to: &markup, lineBreaks: lineBreaks)
        }
    }

    /// Ends the opening tag of a group that starts at `start`, writes its content and closes it; a
    /// group without content is taken back.
    private mutating func writeGroupContent(
        _ children: [DisplayItem], from start: Int, to markup: inout SVGBytes, lineBreaks: Bool
    ) {
        markup.writeOpenTagEnd()
        let contentStart = markup.count
        write(children, to: &markup, lineBreaks: lineBreaks)
        guard markup.count > contentStart else { return markup.truncate(to: start) }
        Self.writeGroupEnd(to: &markup, lineBreaks: lineBreaks)
    }

    /// `<g`, on a line of its own with `lineBreaks`.
    private static func writeGroupStart(to markup: inout SVGBytes, lineBreaks: Bool) {
        if lineBreaks { markup.write(byte: UInt8(ascii: "\n")) }
        markup.writeTagStart("g")
    }

    /// `</g>`, on a line of its own with `lineBreaks`.
    private static func writeGroupEnd(to markup: inout SVGBytes, lineBreaks: Bool) {
        if lineBreaks { markup.write(byte: UInt8(ascii: "\n")) }
        markup.writeClosingTag("g")
    }

    /// Defines what a clip, mask or shadow group refers to and writes the attribute that refers to it;
    /// `false` when the effect changes nothing.
    private mutating func defineGroupAttribute(
        _ effect: GroupEffect, _ children: [DisplayItem], to tag: inout SVGBytes
    ) -> Bool {
        switch effect {
        case .clip(let path, let style):
            let id = definitions.define("c") { id in
                var element = SVGBytes()
                element.writeTagStart("clipPath")
                element.writeAttribute("id", text: id)
                element.writeOpenTagEnd()
                element.writeShapeStart(path)
                if style.isEOFilled { element.writeAttribute("clip-rule", "evenodd") }
                element.writeEmptyTagEnd()
                element.writeClosingTag("clipPath")
                return element
            }
            tag.writeAttribute("clip-path", reference: id)
        case .mask(let mask):
            tag.writeAttribute("mask", reference: defineMask(mask))
        case .shadow(let shadow):
            guard let bounds = DisplayItem.bounds(of: children) else { return false }
            tag.writeAttribute("filter", reference: defineShadow(shadow, contentBounds: bounds))
        case .transform, .opacity, .interaction:
            return false
        }
        return true
    }

    /// Defines an alpha mask drawing `items`; outside their painted bounds everything is hidden.
    private mutating func defineMask(_ items: [DisplayItem]) -> String {
        var content = SVGBytes()
        write(items, to: &content, lineBreaks: false)
        let region = DisplayItem.bounds(of: items) ?? .zero
        return definitions.define("m") { id in
            var element = SVGBytes()
            element.writeTagStart("mask")
            element.writeAttribute("id", text: id)
            element.writeAttribute("maskUnits", "userSpaceOnUse")
            element.writeRectAttributes(region, omitZeroOrigin: false)
            element.writeAttribute("style", "mask-type:alpha")
            element.writeOpenTagEnd()
            element.write(content)
            element.writeClosingTag("mask")
            return element
        }
    }

    /// Defines a drop-shadow filter; its region covers the content and the blurred, offset copy.
    private mutating func defineShadow(_ shadow: ShadowEffect, contentBounds: CGRect) -> String {
        let region = GroupEffect.shadow(shadow).bounds(ofContent: contentBounds)
        return definitions.define("f") { id in
            var element = SVGBytes()
            element.writeTagStart("filter")
            element.writeAttribute("id", text: id)
            element.writeAttribute("filterUnits", "userSpaceOnUse")
            element.writeRectAttributes(region, omitZeroOrigin: false)
            element.writeOpenTagEnd()
            element.writeTagStart("feDropShadow")
            element.writeAttribute("dx", number: shadow.offset.width)
            element.writeAttribute("dy", number: shadow.offset.height)
            element.writeAttribute("stdDeviation", number: shadow.radius / 2)
            element.writeAttribute("flood-color", color: shadow.color)
            if shadow.color.alpha < 1 { element.writeAttribute("flood-opacity", number: shadow.color.alpha) }
            element.writeEmptyTagEnd()
            element.writeClosingTag("filter")
            return element
        }
    }
}

extension SVGBytes {
    /// Writes a transform step as an SVG transform function.
    mutating func write(transform step: TransformStep) {
        switch step {
        case .translate(let dx, let dy):
            write("translate(")
            write(numbers: dx, dy)
        case .scale(let x, let y, let anchor):
            write("matrix(")
            write(numbers: x, 0, 0, y, anchor.x * (1 - x), anchor.y * (1 - y))
        case .rotate(let degrees, let anchor):
            write("rotate(")
            write(numbers: degrees, anchor.x, anchor.y)
        }
        write(byte: UInt8(ascii: ")"))
    }
}
