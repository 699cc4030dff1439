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
        var attributes = SVGAttributes()
        attributes.set("xmlns", "http://www.w3.org/2000/svg")
        attributes.set("width", number: size.width)
        attributes.set("height", number: size.height)
        attributes.set("viewBox") { $0.write(numbers: 0, 0, size.width, size.height) }
        attributes.set("font-family", "DiaryUI Sans")
        var output = SVGBytes(capacity: body.count + definitions.markup.count + 256)
        output.writeOpenTag("svg", attributes)
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

    private mutating func writeGroup(
        _ effect: GroupEffect, _ children: [DisplayItem], to markup: inout SVGBytes, lineBreaks: Bool
    ) {
        // The content's definitions come before the group's own, so the content is written first and
        // the opening tag put before it.
        let start = markup.count
        write(children, to: &markup, lineBreaks: lineBreaks)
        guard markup.count > start, let attributes = groupAttributes(effect, children) else { return }
        var openTag = SVGBytes()
        if lineBreaks { openTag.write(byte: UInt8(ascii: "\n")) }
        openTag.writeOpenTag("g", attributes)
        markup.insert(openTag, at: start)
        if lineBreaks { markup.write(byte: UInt8(ascii: "\n")) }
        markup.write("</g>")
    }

    /// The attribute a group with `effect` carries, or `nil` when the effect changes nothing.
    private mutating func groupAttributes(_ effect: GroupEffect, _ children: [DisplayItem]) -> SVGAttributes? {
        var attributes = SVGAttributes()
        switch effect {
        case .transform(let steps):
            guard !steps.isEmpty else { return nil }
            attributes.set("transform") { value in
                for (index, step) in steps.reversed().enumerated() {
                    if index > 0 { value.write(byte: UInt8(ascii: " ")) }
                    value.write(transform: step)
                }
            }
        case .opacity(let opacity):
            guard !(opacity >= 1) else { return nil }
            attributes.set("opacity", number: Swift.max(opacity, 0))
        case .clip(let path, let style):
            var extra = SVGAttributes()
            if style.isEOFilled { extra.set("clip-rule", "evenodd") }
            var shape = SVGBytes()
            shape.writeGeometry(path, extra: extra)
            let id = definitions.define("c") { id in
                var clip = SVGAttributes()
                clip.set("id", text: id)
                var element = SVGBytes()
                element.writeElement("clipPath", clip) { $0.write(shape) }
                return element
            }
            attributes.set("clip-path", reference: id)
        case .mask(let mask):
            attributes.set("mask", reference: defineMask(mask))
        case .shadow(let shadow):
            guard let bounds = DisplayItem.bounds(of: children) else { return nil }
            attributes.set("filter", reference: defineShadow(shadow, contentBounds: bounds))
        case .interaction:
            return nil
        }
        return attributes
    }

    /// Defines an alpha mask drawing `items`; outside their painted bounds everything is hidden.
    private mutating func defineMask(_ items: [DisplayItem]) -> String {
        var content = SVGBytes()
        write(items, to: &content, lineBreaks: false)
        let region = DisplayItem.bounds(of: items) ?? .zero
        return definitions.define("m") { id in
            var attributes = SVGAttributes()
            attributes.set("id", text: id)
            attributes.set("maskUnits", "userSpaceOnUse")
            attributes.setRect(region, omitZeroOrigin: false)
            attributes.set("style", "mask-type:alpha")
            var element = SVGBytes()
            element.writeElement("mask", attributes) { $0.write(content) }
            return element
        }
    }

    /// Defines a drop-shadow filter; its region covers the content and the blurred, offset copy.
    private mutating func defineShadow(_ shadow: ShadowEffect, contentBounds: CGRect) -> String {
        let region = GroupEffect.shadow(shadow).bounds(ofContent: contentBounds)
        var drop = SVGAttributes()
        drop.set("dx", number: shadow.offset.width)
        drop.set("dy", number: shadow.offset.height)
        drop.set("stdDeviation", number: shadow.radius / 2)
        drop.set("flood-color", color: shadow.color)
        if shadow.color.alpha < 1 { drop.set("flood-opacity", number: shadow.color.alpha) }
        return definitions.define("f") { id in
            var attributes = SVGAttributes()
            attributes.set("id", text: id)
            attributes.set("filterUnits", "userSpaceOnUse")
            attributes.setRect(region, omitZeroOrigin: false)
            var element = SVGBytes()
            element.writeElement("filter", attributes) { $0.writeElement("feDropShadow", drop) }
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
