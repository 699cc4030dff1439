/// Turns a display list into SVG markup: one element per line, definitions collected into `<defs>`.
struct SVGWriter {
    var definitions: SVGDefinitions

    init(idPrefix: String) {
        definitions = SVGDefinitions(prefix: idPrefix)
    }

    /// The complete SVG document of `items` on a canvas of `size`.
    mutating func document(_ items: [DisplayItem], size: CGSize) -> String {
        var body = SVGLines(separator: "\n")
        write(items, to: &body)
        let width = SVGNumber.format(size.width)
        let height = SVGNumber.format(size.height)
        var attributes = SVGAttributes()
        attributes.set("xmlns", "http://www.w3.org/2000/svg")
        attributes.set("width", width)
        attributes.set("height", height)
        attributes.set("viewBox", "0 0 " + width + " " + height)
        attributes.set("font-family", "DiaryUI Sans")
        var output = svgOpenTag("svg", attributes)
        if !definitions.elements.isEmpty {
            output += "\n<defs>"
            for element in definitions.elements { output += "\n" + element }
            output += "\n</defs>"
        }
        if body.count > 0 { output += "\n" + body.text }
        return output + "\n</svg>\n"
    }

    /// Writes several items, in painting order.
    mutating func write(_ items: [DisplayItem], to lines: inout SVGLines) {
        for item in items { write(item, to: &lines) }
    }

    /// Writes one item.
    mutating func write(_ item: DisplayItem, to lines: inout SVGLines) {
        switch item {
        case .shape(let shape): lines.append(shapeElement(shape))
        case .text(let text): lines.append(textElement(text))
        case .image(let image): lines.append(imageElement(image))
        case .group(let effect, let children): writeGroup(effect, children, to: &lines)
        }
    }

    // MARK: Groups

    private mutating func writeGroup(_ effect: GroupEffect, _ children: [DisplayItem], to lines: inout SVGLines) {
        // The content's definitions come before the group's own, so the content is written first.
        let start = lines.count
        write(children, to: &lines)
        guard lines.count > start, let (name, value) = groupAttribute(effect, children) else { return }
        var attributes = SVGAttributes()
        attributes.set(name, value)
        lines.insert(svgOpenTag("g", attributes), at: start)
        lines.append("</g>")
    }

    /// The attribute a group with `effect` carries, or `nil` when the effect changes nothing.
    private mutating func groupAttribute(_ effect: GroupEffect, _ children: [DisplayItem]) -> (String, String)? {
        switch effect {
        case .transform(let steps):
            var value = ""
            for (index, step) in steps.reversed().enumerated() {
                if index > 0 { value += " " }
                value += step.svgValue
            }
            return value.isEmpty ? nil : ("transform", value)
        case .opacity(let opacity):
            return opacity >= 1 ? nil : ("opacity", SVGNumber.format(Swift.max(opacity, 0)))
        case .clip(let path, let style):
            var extra = SVGAttributes()
            if style.isEOFilled { extra.set("clip-rule", "evenodd") }
            let shape = shapeGeometry(path, extra: extra)
            let id = definitions.define("c") { id in
                var attributes = SVGAttributes()
                attributes.set("id", id)
                return svgElement("clipPath", attributes, content: shape)
            }
            return ("clip-path", "url(#" + id + ")")
        case .mask(let mask):
            return ("mask", "url(#" + defineMask(mask) + ")")
        case .shadow(let shadow):
            guard let bounds = DisplayItem.bounds(of: children) else { return nil }
            return ("filter", "url(#" + defineShadow(shadow, contentBounds: bounds) + ")")
        case .interaction:
            return nil
        }
    }

    /// Defines an alpha mask drawing `items`; outside their painted bounds everything is hidden.
    private mutating func defineMask(_ items: [DisplayItem]) -> String {
        var content = SVGLines(separator: "")
        write(items, to: &content)
        let region = DisplayItem.bounds(of: items) ?? .zero
        return definitions.define("m") { id in
            var attributes = SVGAttributes()
            attributes.set("id", id)
            attributes.set("maskUnits", "userSpaceOnUse")
            attributes.setRect(region, omitZeroOrigin: false)
            attributes.set("style", "mask-type:alpha")
            return svgElement("mask", attributes, content: content.text)
        }
    }

    /// Defines a drop-shadow filter; its region covers the content and the blurred, offset copy.
    private mutating func defineShadow(_ shadow: ShadowEffect, contentBounds: CGRect) -> String {
        let region = GroupEffect.shadow(shadow).bounds(ofContent: contentBounds)
        var drop = SVGAttributes()
        drop.set("dx", number: shadow.offset.width)
        drop.set("dy", number: shadow.offset.height)
        drop.set("stdDeviation", number: shadow.radius / 2)
        drop.set("flood-color", shadow.color.svgHex)
        if shadow.color.alpha < 1 { drop.set("flood-opacity", number: shadow.color.alpha) }
        let effect = svgElement("feDropShadow", drop)
        return definitions.define("f") { id in
            var attributes = SVGAttributes()
            attributes.set("id", id)
            attributes.set("filterUnits", "userSpaceOnUse")
            attributes.setRect(region, omitZeroOrigin: false)
            return svgElement("filter", attributes, content: effect)
        }
    }
}

extension TransformStep {
    /// The step as an SVG transform function.
    var svgValue: String {
        switch self {
        case .translate(let dx, let dy):
            return "translate(\(SVGNumber.format(dx, dy)))"
        case .scale(let x, let y, let anchor):
            let matrix = SVGNumber.format(x, 0, 0, y, anchor.x * (1 - x), anchor.y * (1 - y))
            return "matrix(\(matrix))"
        case .rotate(let degrees, let anchor):
            return "rotate(\(SVGNumber.format(degrees, anchor.x, anchor.y)))"
        }
    }
}
