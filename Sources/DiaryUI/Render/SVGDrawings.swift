// The SVG elements of leaf drawings: shapes, text and images.

extension SVGWriter {
    // MARK: Shapes

    /// A filled or stroked shape.
    mutating func shapeElement(_ shape: ShapeDrawing) -> String {
        switch shape.mode {
        case .fill(let style):
            let rule: [(String, String)] = style.isEOFilled ? [("fill-rule", "evenodd")] : []
            return shapeGeometry(shape.path, extra: paintAttributes(shape.paint, frame: shape.frame, as: "fill") + rule)
        case .stroke(let style):
            var attributes = [("fill", "none")] + paintAttributes(shape.paint, frame: shape.frame, as: "stroke")
            attributes.append(("stroke-width", SVGNumber.format(style.lineWidth)))
            if style.lineCap != .butt { attributes.append(("stroke-linecap", style.lineCap.rawValue)) }
            if style.lineJoin != .miter { attributes.append(("stroke-linejoin", style.lineJoin.rawValue)) }
            if !style.dash.isEmpty {
                attributes.append(("stroke-dasharray", style.dash.map(SVGNumber.format).joined(separator: " ")))
            }
            return shapeGeometry(shape.path, extra: attributes)
        }
    }

    /// The element drawing `path`: `<rect>`, `<circle>` or `<ellipse>` for a lone primitive, else `<path>`.
    func shapeGeometry(_ path: Path, extra: [(String, String)]) -> String {
        guard path.elements.count == 1 else {
            return svgElement("path", [("d", path.svgData)] + extra)
        }
        switch path.elements[0] {
        case .rect(let rect):
            return svgElement("rect", rectAttributes(rect, omitZeroOrigin: true) + extra)
        case .roundedRect(let rect, let corner):
            var radii = [("rx", SVGNumber.format(corner.width))]
            if corner.height != corner.width { radii.append(("ry", SVGNumber.format(corner.height))) }
            return svgElement("rect", rectAttributes(rect, omitZeroOrigin: true) + radii + extra)
        case .ellipse(let rect) where rect.width == rect.height:
            let center = [("cx", SVGNumber.format(rect.midX)), ("cy", SVGNumber.format(rect.midY))]
            return svgElement("circle", center + [("r", SVGNumber.format(rect.width / 2))] + extra)
        case .ellipse(let rect):
            let center = [("cx", SVGNumber.format(rect.midX)), ("cy", SVGNumber.format(rect.midY))]
            let radii = [("rx", SVGNumber.format(rect.width / 2)), ("ry", SVGNumber.format(rect.height / 2))]
            return svgElement("ellipse", center + radii + extra)
        default:
            return svgElement("path", [("d", path.svgData)] + extra)
        }
    }

    // MARK: Paint

    /// The `fill` or `stroke` attributes of a paint; gradients become shared definitions mapped onto
    /// `frame`.
    mutating func paintAttributes(_ paint: ResolvedPaint, frame: CGRect, as property: String) -> [(String, String)] {
        switch paint {
        case .color(let color):
            var attributes = [(property, color.svgHex)]
            if color.alpha < 1 {
                attributes.append((property + "-opacity", SVGNumber.format(Swift.max(color.alpha, 0))))
            }
            return attributes
        case .linearGradient(let gradient):
            return [(property, "url(#\(defineGradient(gradient, frame: frame)))")]
        }
    }

    /// Defines a linear gradient over `frame`. Diagonal gradients are drawn in the frame's unit square
    /// stretched onto the frame (SwiftUI's behaviour); axis-aligned ones need no stretching.
    private mutating func defineGradient(_ gradient: ResolvedLinearGradient, frame: CGRect) -> String {
        let start = gradient.startPoint
        let end = gradient.endPoint
        let axisAligned = start.x == end.x || start.y == end.y
        var attributes: [(String, String)] = [("gradientUnits", "userSpaceOnUse")]
        let from = axisAligned ? start.point(in: frame) : CGPoint(x: start.x, y: start.y)
        let to = axisAligned ? end.point(in: frame) : CGPoint(x: end.x, y: end.y)
        attributes += [
            ("x1", SVGNumber.format(from.x)), ("y1", SVGNumber.format(from.y)),
            ("x2", SVGNumber.format(to.x)), ("y2", SVGNumber.format(to.y)),
        ]
        if !axisAligned {
            let matrix = SVGNumber.format(frame.width, 0, 0, frame.height, frame.minX, frame.minY)
            attributes.append(("gradientTransform", "matrix(\(matrix))"))
        }
        let stops = gradient.stops.map { stop in
            var stopAttributes = [
                ("offset", SVGNumber.format(Swift.min(Swift.max(stop.location, 0), 1))),
                ("stop-color", stop.color.svgHex),
            ]
            if stop.color.alpha < 1 { stopAttributes.append(("stop-opacity", SVGNumber.format(stop.color.alpha))) }
            return svgElement("stop", stopAttributes)
        }
        return definitions.define("g") { id in
            svgElement("linearGradient", [("id", id)] + attributes, content: stops.joined())
        }
    }

    // MARK: Text

    /// A `<text>` element; lines after the first are `<tspan>`s with their own positions.
    mutating func textElement(_ text: TextDrawing) -> String {
        var attributes: [(String, String)] = []
        if text.lines.count == 1, let line = text.lines.first {
            attributes += [("x", SVGNumber.format(line.origin.x)), ("y", SVGNumber.format(line.origin.y))]
        }
        attributes.append(("font-size", SVGNumber.format(text.fontSize)))
        if text.weight != .regular { attributes.append(("font-weight", String(text.weight.value))) }
        if text.isItalic { attributes.append(("font-style", "italic")) }
        attributes += paintAttributes(text.paint, frame: text.frame, as: "fill")
        let content: String
        if text.lines.count == 1, let line = text.lines.first {
            content = escapeXML(line.text)
        } else {
            content = text.lines.map { line in
                let position = [("x", SVGNumber.format(line.origin.x)), ("y", SVGNumber.format(line.origin.y))]
                return svgElement("tspan", position, content: escapeXML(line.text))
            }.joined()
        }
        return svgElement("text", attributes, content: content)
    }

    // MARK: Images

    /// An image: stretched over its frame or tiled at its natural size from the frame's corner; a
    /// template image becomes a mask over a rectangle of the foreground paint.
    mutating func imageElements(_ image: ImageDrawing) -> [String] {
        let href = ("href", escapeXML(image.source.href))
        let natural = image.source.size
        let picture: String
        if image.isTiled {
            let tile = svgElement(
                "image",
                [href, ("width", SVGNumber.format(natural.width)), ("height", SVGNumber.format(natural.height))])
            let origin = image.frame.origin
            let patternID = definitions.define("p") { id in
                svgElement(
                    "pattern",
                    [("id", id), ("patternUnits", "userSpaceOnUse")]
                        + rectAttributes(CGRect(origin: origin, size: natural), omitZeroOrigin: false),
                    content: tile
                )
            }
            picture = svgElement(
                "rect", rectAttributes(image.frame, omitZeroOrigin: true) + [("fill", "url(#\(patternID))")])
        } else {
            picture = svgElement(
                "image", [href] + rectAttributes(image.frame, omitZeroOrigin: true) + [("preserveAspectRatio", "none")])
        }
        guard let tint = image.templatePaint else { return [picture] }
        let maskID = definitions.define("m") { id in
            svgElement("mask", [("id", id), ("style", "mask-type:alpha")], content: picture)
        }
        let tinted =
            rectAttributes(image.frame, omitZeroOrigin: true) + paintAttributes(tint, frame: image.frame, as: "fill")
        return [svgElement("rect", tinted + [("mask", "url(#\(maskID))")])]
    }
}

/// `x`, `y`, `width` and `height` of a rectangle; a zero origin may be left to SVG's default.
func rectAttributes(_ rect: CGRect, omitZeroOrigin: Bool) -> [(String, String)] {
    var attributes: [(String, String)] = []
    let x = SVGNumber.format(rect.minX)
    let y = SVGNumber.format(rect.minY)
    if !(omitZeroOrigin && haveSameBytes(x, "0")) { attributes.append(("x", x)) }
    if !(omitZeroOrigin && haveSameBytes(y, "0")) { attributes.append(("y", y)) }
    attributes.append(("width", SVGNumber.format(Swift.max(rect.width, 0))))
    attributes.append(("height", SVGNumber.format(Swift.max(rect.height, 0))))
    return attributes
}

extension Path {
    /// The path as SVG path data (absolute commands).
    var svgData: String {
        elements.map { $0.svgData }.joined()
    }
}

extension Path.Element {
    /// The element as SVG path commands.
    var svgData: String {
        let f = SVGNumber.format
        switch self {
        case .move(let point): return "M\(f(point.x)) \(f(point.y))"
        case .line(let point): return "L\(f(point.x)) \(f(point.y))"
        case .quadCurve(let to, let control): return "Q\(SVGNumber.format(control.x, control.y, to.x, to.y))"
        case .curve(let to, let control1, let control2):
            return "C\(SVGNumber.format(control1.x, control1.y, control2.x, control2.y, to.x, to.y))"
        case .closeSubpath: return "Z"
        case .rect(let rect):
            return "M\(f(rect.minX)) \(f(rect.minY))H\(f(rect.maxX))V\(f(rect.maxY))H\(f(rect.minX))Z"
        case .roundedRect(let rect, let corner):
            let arc = "A\(f(corner.width)) \(f(corner.height)) 0 0 1 "
            return "M\(f(rect.minX + corner.width)) \(f(rect.minY))H\(f(rect.maxX - corner.width))"
                + "\(arc)\(f(rect.maxX)) \(f(rect.minY + corner.height))V\(f(rect.maxY - corner.height))"
                + "\(arc)\(f(rect.maxX - corner.width)) \(f(rect.maxY))H\(f(rect.minX + corner.width))"
                + "\(arc)\(f(rect.minX)) \(f(rect.maxY - corner.height))V\(f(rect.minY + corner.height))"
                + "\(arc)\(f(rect.minX + corner.width)) \(f(rect.minY))Z"
        case .ellipse(let rect):
            let arc = "A\(f(rect.width / 2)) \(f(rect.height / 2)) 0 1 0 "
            return "M\(f(rect.minX)) \(f(rect.midY))\(arc)\(f(rect.maxX)) \(f(rect.midY))"
                + "\(arc)\(f(rect.minX)) \(f(rect.midY))Z"
        }
    }
}
