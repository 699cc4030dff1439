// The SVG elements of leaf drawings: shapes, text and images.

/// The paint property a drawing is filled or stroked through.
enum SVGPaintProperty {
    case fill, stroke

    /// The property's attribute.
    var name: StaticString {
        switch self {
        case .fill: "fill"
        case .stroke: "stroke"
        }
    }

    /// The attribute of the paint's opacity.
    var opacityName: StaticString {
        switch self {
        case .fill: "fill-opacity"
        case .stroke: "stroke-opacity"
        }
    }
}

extension SVGWriter {
    // MARK: Shapes

    /// Writes a filled or stroked shape.
    mutating func writeShape(_ shape: ShapeDrawing, to markup: inout SVGBytes) {
        var attributes = SVGAttributes()
        switch shape.mode {
        case .fill(let style):
            setPaint(shape.paint, frame: shape.frame, as: .fill, in: &attributes)
            if style.isEOFilled { attributes.set("fill-rule", "evenodd") }
        case .stroke(let style):
            attributes.set("fill", "none")
            setPaint(shape.paint, frame: shape.frame, as: .stroke, in: &attributes)
            attributes.set("stroke-width", number: style.lineWidth)
            if style.lineCap != .butt { attributes.set("stroke-linecap", text: style.lineCap.rawValue) }
            if style.lineJoin != .miter { attributes.set("stroke-linejoin", text: style.lineJoin.rawValue) }
            if !style.dash.isEmpty {
                attributes.set("stroke-dasharray") { value in
                    for (index, length) in style.dash.enumerated() {
                        if index > 0 { value.write(byte: UInt8(ascii: " ")) }
                        value.write(number: length)
                    }
                }
            }
        }
        markup.writeGeometry(shape.path, extra: attributes)
    }

    // MARK: Paint

    /// Sets the `fill` or `stroke` attributes of a paint; gradients become shared definitions mapped
    /// onto `frame`.
    mutating func setPaint(
        _ paint: ResolvedPaint, frame: CGRect, as property: SVGPaintProperty, in attributes: inout SVGAttributes
    ) {
        switch paint {
        case .color(let color):
            attributes.set(property.name, color: color)
            if color.alpha < 1 { attributes.set(property.opacityName, number: Swift.max(color.alpha, 0)) }
        case .linearGradient(let gradient):
            attributes.set(property.name, reference: defineGradient(gradient, frame: frame))
        }
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
            attributes.set("gradientTransform") { value in
                value.write("matrix(")
                value.write(numbers: frame.width, 0, 0, frame.height, frame.minX, frame.minY)
                value.write(byte: UInt8(ascii: ")"))
            }
        }
        var stops = SVGBytes()
        for stop in gradient.stops {
            var stopAttributes = SVGAttributes()
            stopAttributes.set("offset", number: Swift.min(Swift.max(stop.location, 0), 1))
            stopAttributes.set("stop-color", color: stop.color)
            if stop.color.alpha < 1 { stopAttributes.set("stop-opacity", number: stop.color.alpha) }
            stops.writeElement("stop", stopAttributes)
        }
        return definitions.define("g") { id in
            var element = SVGAttributes()
            element.set("id", text: id)
            element.append(attributes)
            var markup = SVGBytes()
            markup.writeElement("linearGradient", element) { $0.write(stops) }
            return markup
        }
    }

    // MARK: Text

    /// Writes a `<text>` element; lines after the first are `<tspan>`s with their own positions.
    mutating func writeText(_ text: TextDrawing, to markup: inout SVGBytes) {
        var attributes = SVGAttributes()
        let single = text.lines.count == 1 ? text.lines.first : nil
        if let line = single {
            attributes.set("x", number: line.origin.x)
            attributes.set("y", number: line.origin.y)
        }
        attributes.set("font-size", number: text.fontSize)
        if text.weight != .regular { attributes.set("font-weight") { $0.write(integer: text.weight.value) } }
        if text.isItalic { attributes.set("font-style", "italic") }
        setPaint(text.paint, frame: text.frame, as: .fill, in: &attributes)
        markup.writeElement("text", attributes) { content in
            if let line = single {
                content.write(escaping: line.text)
                return
            }
            for line in text.lines {
                var position = SVGAttributes()
                position.set("x", number: line.origin.x)
                position.set("y", number: line.origin.y)
                content.writeElement("tspan", position) { $0.write(escaping: line.text) }
            }
        }
    }

    // MARK: Images

    /// Writes an image: stretched over its frame or tiled at its natural size from the frame's corner;
    /// a template image becomes a mask over a rectangle of the foreground paint.
    mutating func writeImage(_ image: ImageDrawing, to markup: inout SVGBytes) {
        let href = image.source.href
        let natural = image.source.size
        var picture = SVGAttributes()
        let pictureName: StaticString
        if image.isTiled {
            var tile = SVGAttributes()
            tile.set("href", escaping: href)
            tile.set("width", number: natural.width)
            tile.set("height", number: natural.height)
            let origin = image.frame.origin
            let patternID = definitions.define("p") { id in
                var pattern = SVGAttributes()
                pattern.set("id", text: id)
                pattern.set("patternUnits", "userSpaceOnUse")
                pattern.setRect(CGRect(origin: origin, size: natural), omitZeroOrigin: false)
                var element = SVGBytes()
                element.writeElement("pattern", pattern) { $0.writeElement("image", tile) }
                return element
            }
            pictureName = "rect"
            picture.setRect(image.frame, omitZeroOrigin: true)
            picture.set("fill", reference: patternID)
        } else {
            pictureName = "image"
            picture.set("href", escaping: href)
            picture.setRect(image.frame, omitZeroOrigin: true)
            picture.set("preserveAspectRatio", "none")
        }
        guard let tint = image.templatePaint else { return markup.writeElement(pictureName, picture) }
        let maskID = definitions.define("m") { id in
            var mask = SVGAttributes()
            mask.set("id", text: id)
            mask.set("style", "mask-type:alpha")
            var element = SVGBytes()
            element.writeElement("mask", mask) { $0.writeElement(pictureName, picture) }
            return element
        }
        var tinted = SVGAttributes()
        tinted.setRect(image.frame, omitZeroOrigin: true)
        setPaint(tint, frame: image.frame, as: .fill, in: &tinted)
        tinted.set("mask", reference: maskID)
        markup.writeElement("rect", tinted)
    }
}
