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
        markup.writeShapeStart(shape.path)
        switch shape.mode {
        case .fill(let style):
            writePaint(shape.paint, frame: shape.frame, as: .fill, to: &markup)
            if style.isEOFilled { markup.writeAttribute("fill-rule", "evenodd") }
        case .stroke(let style):
            markup.writeAttribute("fill", "none")
            writePaint(shape.paint, frame: shape.frame, as: .stroke, to: &markup)
            markup.writeAttribute("stroke-width", number: style.lineWidth)
            if style.lineCap != .butt { markup.writeAttribute("stroke-linecap", text: style.lineCap.rawValue) }
            if style.lineJoin != .miter { markup.writeAttribute("stroke-linejoin", text: style.lineJoin.rawValue) }
            if !style.dash.isEmpty {
                markup.writeAttribute("stroke-dasharray") { value in
                    for (index, length) in style.dash.enumerated() {
                        if index > 0 { value.write(byte: UInt8(ascii: " ")) }
                        value.write(number: length)
                    }
                }
            }
        }
        markup.writeEmptyTagEnd()
    }

    // MARK: Paint

    /// Writes the `fill` or `stroke` attributes of a paint; gradients become shared definitions mapped
    /// onto `frame`.
    mutating func writePaint(
        _ paint: ResolvedPaint, frame: CGRect, as property: SVGPaintProperty, to markup: inout SVGBytes
    ) {
        switch paint {
        case .color(let color):
            markup.writeAttribute(property.name, color: color)
            if color.alpha < 1 { markup.writeAttribute(property.opacityName, number: Swift.max(color.alpha, 0)) }
        case .linearGradient(let gradient):
            markup.writeAttribute(property.name, reference: defineGradient(gradient, frame: frame))
        }
    }

    /// Defines a linear gradient over `frame`. Diagonal gradients are drawn in the frame's unit square
    /// stretched onto the frame (SwiftUI's behaviour); axis-aligned ones need no stretching.
    private mutating func defineGradient(_ gradient: ResolvedLinearGradient, frame: CGRect) -> String {
        let start = gradient.startPoint
        let end = gradient.endPoint
        let axisAligned = start.x == end.x || start.y == end.y
        let from = axisAligned ? start.point(in: frame) : CGPoint(x: start.x, y: start.y)
        let to = axisAligned ? end.point(in: frame) : CGPoint(x: end.x, y: end.y)
        return definitions.define("g") { id in
            var element = SVGBytes()
            element.writeTagStart("linearGradient")
            element.writeAttribute("id", text: id)
            element.writeAttribute("gradientUnits", "userSpaceOnUse")
            element.writeAttribute("x1", number: from.x)
            element.writeAttribute("y1", number: from.y)
            element.writeAttribute("x2", number: to.x)
            element.writeAttribute("y2", number: to.y)
            if !axisAligned {
                element.writeAttribute("gradientTransform") { value in
                    value.write("matrix(")
                    value.write(numbers: frame.width, 0, 0, frame.height, frame.minX, frame.minY)
                    value.write(byte: UInt8(ascii: ")"))
                }
            }
            element.writeOpenTagEnd()
            for stop in gradient.stops {
                element.writeTagStart("stop")
                element.writeAttribute("offset", number: Swift.min(Swift.max(stop.location, 0), 1))
                element.writeAttribute("stop-color", color: stop.color)
                if stop.color.alpha < 1 { element.writeAttribute("stop-opacity", number: stop.color.alpha) }
                element.writeEmptyTagEnd()
            }
            element.writeClosingTag("linearGradient")
            return element
        }
    }

    // MARK: Text

    /// Writes a `<text>` element; lines after the first are `<tspan>`s with their own positions.
    mutating func writeText(_ text: TextDrawing, to markup: inout SVGBytes) {
        let single = text.lines.count == 1 ? text.lines.first : nil
        markup.writeTagStart("text")
        if let line = single {
            markup.writeAttribute("x", number: line.origin.x)
            markup.writeAttribute("y", number: line.origin.y)
        }
        markup.writeAttribute("font-size", number: text.fontSize)
        if let family = text.face.cssFamily { markup.writeAttribute("font-family", family) }
        if text.face.cssWeight != 400 {
            markup.writeAttribute("font-weight") { $0.write(integer: text.face.cssWeight) }
        }
        if text.tracking != 0 { markup.writeAttribute("letter-spacing", number: text.tracking) }
        if text.isItalic { markup.writeAttribute("font-style", "italic") }
        writePaint(text.paint, frame: text.frame, as: .fill, to: &markup)
        markup.writeOpenTagEnd()
        if let line = single {
            markup.write(escaping: line.text)
        } else {
            for line in text.lines {
                markup.writeTagStart("tspan")
                markup.writeAttribute("x", number: line.origin.x)
                markup.writeAttribute("y", number: line.origin.y)
                markup.writeOpenTagEnd()
                markup.write(escaping: line.text)
                markup.writeClosingTag("tspan")
            }
        }
        markup.writeClosingTag("text")
    }

    // MARK: Images

    /// Writes an image: stretched over its frame or tiled at its natural size from the frame's corner;
    /// a template image becomes a mask over a rectangle of the foreground paint.
    mutating func writeImage(_ image: ImageDrawing, to markup: inout SVGBytes) {
        let pattern = image.isTiled ? definePattern(image) : nil
        guard let tint = image.templatePaint else { return Self.writePicture(image, pattern: pattern, to: &markup) }
        let maskID = definitions.define("m") { id in
            var element = SVGBytes()
            element.writeTagStart("mask")
            element.writeAttribute("id", text: id)
            element.writeAttribute("style", "mask-type:alpha")
            element.writeOpenTagEnd()
            Self.writePicture(image, pattern: pattern, to: &element)
            element.writeClosingTag("mask")
            return element
        }
        markup.writeTagStart("rect")
        markup.writeRectAttributes(image.frame, omitZeroOrigin: true)
        writePaint(tint, frame: image.frame, as: .fill, to: &markup)
        markup.writeAttribute("mask", reference: maskID)
        markup.writeEmptyTagEnd()
    }

    /// Defines the pattern a tiled image fills its frame with: the image at its natural size, from the
    /// frame's corner.
    private mutating func definePattern(_ image: ImageDrawing) -> String {
        let natural = image.source.size
        return definitions.define("p") { id in
            var element = SVGBytes()
            element.writeTagStart("pattern")
            element.writeAttribute("id", text: id)
            element.writeAttribute("patternUnits", "userSpaceOnUse")
            element.writeRectAttributes(CGRect(origin: image.frame.origin, size: natural), omitZeroOrigin: false)
            element.writeOpenTagEnd()
            element.writeTagStart("image")
            element.writeAttribute("href", escaping: image.source.href)
            element.writeAttribute("width", number: natural.width)
            element.writeAttribute("height", number: natural.height)
            element.writeEmptyTagEnd()
            element.writeClosingTag("pattern")
            return element
        }
    }

    /// Writes the image's picture: a rectangle filled with its `pattern` when tiled, else the image
    /// stretched over its frame.
    private static func writePicture(_ image: ImageDrawing, pattern: String?, to markup: inout SVGBytes) {
        if let pattern {
            markup.writeTagStart("rect")
            markup.writeRectAttributes(image.frame, omitZeroOrigin: true)
            markup.writeAttribute("fill", reference: pattern)
        } else {
            markup.writeTagStart("image")
            markup.writeAttribute("href", escaping: image.source.href)
            markup.writeRectAttributes(image.frame, omitZeroOrigin: true)
            markup.writeAttribute("preserveAspectRatio", "none")
        }
        markup.writeEmptyTagEnd()
    }
}
