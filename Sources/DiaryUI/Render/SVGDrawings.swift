// The SVG elements of leaf drawings: shapes, text and images.

extension SVGWriter {
    // MARK: Shapes

    /// A filled or stroked shape.
    mutating func shapeElement(_ shape: ShapeDrawing) -> String {
        var attributes = SVGAttributes()
        switch shape.mode {
        case .fill(let style):
            attributes.append(paintAttributes(shape.paint, frame: shape.frame, as: "fill"))
            if style.isEOFilled { attributes.set("fill-rule", "evenodd") }
        case .stroke(let style):
            attributes.set("fill", "none")
            attributes.append(paintAttributes(shape.paint, frame: shape.frame, as: "stroke"))
            attributes.set("stroke-width", number: style.lineWidth)
            if style.lineCap != .butt { attributes.set("stroke-linecap", style.lineCap.rawValue) }
            if style.lineJoin != .miter { attributes.set("stroke-linejoin", style.lineJoin.rawValue) }
            if !style.dash.isEmpty {
                attributes.set("stroke-dasharray", style.dash.map(SVGNumber.format).joined(separator: " "))
            }
        }
        return shapeGeometry(shape.path, extra: attributes)
    }

    /// The element drawing `path`: `<rect>`, `<circle>` or `<ellipse>` for a lone primitive, else `<path>`;
    /// `extra` follows the geometry.
    func shapeGeometry(_ path: Path, extra: SVGAttributes) -> String {
        var attributes = SVGAttributes()
        let name: String
        switch path.elements.count == 1 ? path.elements[0] : nil {
        case .rect(let rect):
            name = "rect"
            attributes.setRect(rect, omitZeroOrigin: true)
        case .roundedRect(let rect, let corner):
            name = "rect"
            attributes.setRect(rect, omitZeroOrigin: true)
            attributes.set("rx", number: corner.width)
            if corner.height != corner.width { attributes.set("ry", number: corner.height) }
        case .ellipse(let rect) where rect.width == rect.height:
            name = "circle"
            attributes.set("cx", number: rect.midX)
            attributes.set("cy", number: rect.midY)
            attributes.set("r", number: rect.width / 2)
        case .ellipse(let rect):
            name = "ellipse"
            attributes.set("cx", number: rect.midX)
            attributes.set("cy", number: rect.midY)
            attributes.set("rx", number: rect.width / 2)
            attributes.set("ry", number: rect.height / 2)
        default:
            name = "path"
            attributes.set("d", path.svgData)
        }
        attributes.append(extra)
        return svgElement(name, attributes)
    }

    // MARK: Paint

    /// The `fill` or `stroke` attributes of a paint; gradients become shared definitions mapped onto
    /// `frame`.
    mutating func paintAttributes(_ paint: ResolvedPaint, frame: CGRect, as property: String) -> SVGAttributes {
        var attributes = SVGAttributes()
        switch paint {
        case .color(let color):
            attributes.set(property, color.svgHex)
            if color.alpha < 1 { attributes.set(property + "-opacity", number: Swift.max(color.alpha, 0)) }
        case .linearGradient(let gradient):
            attributes.set(property, "url(#" + defineGradient(gradient, frame: frame) + ")")
        }
        return attributes
    }

    /// Defines a linear gradient over `frame`. Diagonal gradients are drawn in the frame's unit square
    /// stretched onto the frame (SwiftUI's behaviour); axis-aligned ones need no stretching.
    private mutating func defineGradient(_ gradient: ResolvedLinearGradient, frame: CGRect) -> String {
        let start = gradient.startPoint
        let end = gradient.endPoint
        let axisAligned = start.x == end.x || start.y == end.y
        var attributes = SVGAttributes()
        attributes.set("gradientUnits", "userSpaceOnUse")
        let from = axisAligned ? start.point(in: frame) : CGPoint(x: start.x, y: start.y)
        let to = axisAligned ? end.point(in: frame) : CGPoint(x: end.x, y: end.y)
        attributes.set("x1", number: from.x)
        attributes.set("y1", number: from.y)
        attributes.set("x2", number: to.x)
        attributes.set("y2", number: to.y)
        if !axisAligned {
            let matrix = SVGNumber.format(frame.width, 0, 0, frame.height, frame.minX, frame.minY)
            attributes.set("gradientTransform", "matrix(" + matrix + ")")
        }
        var stops = ""
        for stop in gradient.stops {
            var stopAttributes = SVGAttributes()
            stopAttributes.set("offset", number: Swift.min(Swift.max(stop.location, 0), 1))
            stopAttributes.set("stop-color", stop.color.svgHex)
            if stop.color.alpha < 1 { stopAttributes.set("stop-opacity", number: stop.color.alpha) }
            stops += svgElement("stop", stopAttributes)
        }
        return definitions.define("g") { id in
            var element = SVGAttributes()
            element.set("id", id)
            element.append(attributes)
            return svgElement("linearGradient", element, content: stops)
        }
    }

    // MARK: Text

    /// A `<text>` element; lines after the first are `<tspan>`s with their own positions.
    mutating func textElement(_ text: TextDrawing) -> String {
        var attributes = SVGAttributes()
        let single = text.lines.count == 1 ? text.lines.first : nil
        if let line = single {
            attributes.set("x", number: line.origin.x)
            attributes.set("y", number: line.origin.y)
        }
        attributes.set("font-size", number: text.fontSize)
        if text.weight != .regular { attributes.set("font-weight", String(text.weight.value)) }
        if text.isItalic { attributes.set("font-style", "italic") }
        attributes.append(paintAttributes(text.paint, frame: text.frame, as: "fill"))
        var content = ""
        if let line = single {
            content = escapeXML(line.text)
        } else {
            for line in text.lines {
                var position = SVGAttributes()
                position.set("x", number: line.origin.x)
                position.set("y", number: line.origin.y)
                content += svgElement("tspan", position, content: escapeXML(line.text))
            }
        }
        return svgElement("text", attributes, content: content)
    }

    // MARK: Images

    /// An image: stretched over its frame or tiled at its natural size from the frame's corner; a
    /// template image becomes a mask over a rectangle of the foreground paint.
    mutating func imageElement(_ image: ImageDrawing) -> String {
        let href = escapeXML(image.source.href)
        let natural = image.source.size
        var picture = SVGAttributes()
        let pictureName: String
        if image.isTiled {
            var tile = SVGAttributes()
            tile.set("href", href)
            tile.set("width", number: natural.width)
            tile.set("height", number: natural.height)
            let tileElement = svgElement("image", tile)
            let origin = image.frame.origin
            let patternID = definitions.define("p") { id in
                var pattern = SVGAttributes()
                pattern.set("id", id)
                pattern.set("patternUnits", "userSpaceOnUse")
                pattern.setRect(CGRect(origin: origin, size: natural), omitZeroOrigin: false)
                return svgElement("pattern", pattern, content: tileElement)
            }
            pictureName = "rect"
            picture.setRect(image.frame, omitZeroOrigin: true)
            picture.set("fill", "url(#" + patternID + ")")
        } else {
            pictureName = "image"
            picture.set("href", href)
            picture.setRect(image.frame, omitZeroOrigin: true)
            picture.set("preserveAspectRatio", "none")
        }
        let pictureElement = svgElement(pictureName, picture)
        guard let tint = image.templatePaint else { return pictureElement }
        let maskID = definitions.define("m") { id in
            var mask = SVGAttributes()
            mask.set("id", id)
            mask.set("style", "mask-type:alpha")
            return svgElement("mask", mask, content: pictureElement)
        }
        var tinted = SVGAttributes()
        tinted.setRect(image.frame, omitZeroOrigin: true)
        tinted.append(paintAttributes(tint, frame: image.frame, as: "fill"))
        tinted.set("mask", "url(#" + maskID + ")")
        return svgElement("rect", tinted)
    }
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
