/// Turns a display list into SVG markup: one element per line, definitions collected into `<defs>`.
struct SVGWriter {
    var definitions: SVGDefinitions

    init(idPrefix: String) {
        definitions = SVGDefinitions(prefix: idPrefix)
    }

    /// The complete SVG document of `items` on a canvas of `size`.
    mutating func document(_ items: [DisplayItem], size: CGSize) -> String {
        let body = lines(for: items)
        let width = SVGNumber.format(size.width)
        let height = SVGNumber.format(size.height)
        var output = [
            svgOpenTag(
                "svg",
                [
                    ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
                    ("viewBox", "0 0 \(width) \(height)"), ("font-family", "DiaryUI Sans"),
                ]
            )
        ]
        if !definitions.elements.isEmpty {
            output += ["<defs>"] + definitions.elements + ["</defs>"]
        }
        output += body + ["</svg>"]
        return output.joined(separator: "\n") + "\n"
    }

    /// The lines of several items, in painting order.
    mutating func lines(for items: [DisplayItem]) -> [String] {
        items.flatMap { lines(for: $0) }
    }

    /// The lines of one item.
    mutating func lines(for item: DisplayItem) -> [String] {
        switch item {
        case .shape(let shape): [shapeElement(shape)]
        case .text(let text): [textElement(text)]
        case .image(let image): imageElements(image)
        case .group(let effect, let children): groupLines(effect, children)
        }
    }

    // MARK: Groups

    private mutating func groupLines(_ effect: GroupEffect, _ children: [DisplayItem]) -> [String] {
        let content = lines(for: children)
        guard !content.isEmpty, let attribute = groupAttribute(effect, children) else { return content }
        return [svgOpenTag("g", [attribute])] + content + ["</g>"]
    }

    /// The attribute a group with `effect` carries, or `nil` when the effect changes nothing.
    private mutating func groupAttribute(_ effect: GroupEffect, _ children: [DisplayItem]) -> (String, String)? {
        switch effect {
        case .transform(let steps):
            let value = steps.reversed().map { $0.svgValue }.joined(separator: " ")
            return value.isEmpty ? nil : ("transform", value)
        case .opacity(let opacity):
            return opacity >= 1 ? nil : ("opacity", SVGNumber.format(Swift.max(opacity, 0)))
        case .clip(let path, let style):
            let shape = shapeGeometry(path, extra: style.isEOFilled ? [("clip-rule", "evenodd")] : [])
            let id = definitions.define("c") { svgElement("clipPath", [("id", $0)], content: shape) }
            return ("clip-path", "url(#\(id))")
        case .mask(let mask):
            return ("mask", "url(#\(defineMask(mask)))")
        case .shadow(let shadow):
            guard let bounds = DisplayItem.bounds(of: children) else { return nil }
            return ("filter", "url(#\(defineShadow(shadow, contentBounds: bounds)))")
        case .interaction:
            return nil
        }
    }

    /// Defines an alpha mask drawing `items`; outside their painted bounds everything is hidden.
    private mutating func defineMask(_ items: [DisplayItem]) -> String {
        let content = lines(for: items).joined()
        let region = DisplayItem.bounds(of: items) ?? .zero
        return definitions.define("m") { id in
            svgElement(
                "mask",
                [("id", id), ("maskUnits", "userSpaceOnUse")] + rectAttributes(region, omitZeroOrigin: false)
                    + [("style", "mask-type:alpha")],
                content: content
            )
        }
    }

    /// Defines a drop-shadow filter; its region covers the content and the blurred, offset copy.
    private mutating func defineShadow(_ shadow: ShadowEffect, contentBounds: CGRect) -> String {
        let region = GroupEffect.shadow(shadow).bounds(ofContent: contentBounds)
        var drop: [(String, String)] = [
            ("dx", SVGNumber.format(shadow.offset.width)), ("dy", SVGNumber.format(shadow.offset.height)),
            ("stdDeviation", SVGNumber.format(shadow.radius / 2)), ("flood-color", shadow.color.svgHex),
        ]
        if shadow.color.alpha < 1 { drop.append(("flood-opacity", SVGNumber.format(shadow.color.alpha))) }
        let effect = svgElement("feDropShadow", drop)
        return definitions.define("f") { id in
            svgElement(
                "filter",
                [("id", id), ("filterUnits", "userSpaceOnUse")] + rectAttributes(region, omitZeroOrigin: false),
                content: effect
            )
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
