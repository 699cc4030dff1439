// The SVG elements and path data of shapes' geometry.

/// The arc flags of a rounded rectangle's corner: the small arc, clockwise.
private let cornerFlags: StaticString = " 0 0 1 "
/// The arc flags of an ellipse's halves: the large arc, counter-clockwise.
private let halfEllipseFlags: StaticString = " 0 1 0 "

extension SVGBytes {
    /// Starts the element drawing `path`: `<rect`, `<circle` or `<ellipse` for a lone primitive, else
    /// `<path`, with the geometry's attributes; more attributes and the tag's end follow.
    mutating func writeShapeStart(_ path: Path) {
        switch path.elements.count == 1 ? path.elements[0] : nil {
        case .rect(let rect):
            writeTagStart("rect")
            writeRectAttributes(rect, omitZeroOrigin: true)
        case .roundedRect(let rect, let corner):
            writeTagStart("rect")
            writeRectAttributes(rect, omitZeroOrigin: true)
            writeAttribute("rx", number: corner.width)
            if corner.height != corner.width { writeAttribute("ry", number: corner.height) }
        case .ellipse(let rect) where rect.width == rect.height:
            writeTagStart("circle")
            writeAttribute("cx", number: rect.midX)
            writeAttribute("cy", number: rect.midY)
            writeAttribute("r", number: rect.width / 2)
        case .ellipse(let rect):
            writeTagStart("ellipse")
            writeAttribute("cx", number: rect.midX)
            writeAttribute("cy", number: rect.midY)
            writeAttribute("rx", number: rect.width / 2)
            writeAttribute("ry", number: rect.height / 2)
        default:
            writeTagStart("path")
            writeAttribute("d") { $0.write(pathData: path) }
        }
    }

    /// Writes a path as SVG path data (absolute commands).
    mutating func write(pathData path: Path) {
        for element in path.elements { write(pathElement: element) }
    }

    /// Writes one path element as SVG path commands.
    mutating func write(pathElement element: Path.Element) {
        switch element {
        case .move(let point): write(command: "M", point.x, point.y)
        case .line(let point): write(command: "L", point.x, point.y)
        case .quadCurve(let to, let control):
            write(byte: UInt8(ascii: "Q"))
            write(numbers: control.x, control.y, to.x, to.y)
        case .curve(let to, let control1, let control2):
            write(byte: UInt8(ascii: "C"))
            write(numbers: control1.x, control1.y, control2.x, control2.y, to.x, to.y)
        case .closeSubpath: write(byte: UInt8(ascii: "Z"))
        case .rect(let rect):
            write(command: "M", rect.minX, rect.minY)
            write(command: "H", rect.maxX)
            write(command: "V", rect.maxY)
            write(command: "H", rect.minX)
            write(byte: UInt8(ascii: "Z"))
        case .roundedRect(let rect, let corner):
            let (rx, ry) = (corner.width, corner.height)
            write(command: "M", rect.minX + rx, rect.minY)
            write(command: "H", rect.maxX - rx)
            write(arc: rx, ry, flags: cornerFlags, rect.maxX, rect.minY + ry)
            write(command: "V", rect.maxY - ry)
            write(arc: rx, ry, flags: cornerFlags, rect.maxX - rx, rect.maxY)
            write(command: "H", rect.minX + rx)
            write(arc: rx, ry, flags: cornerFlags, rect.minX, rect.maxY - ry)
            write(command: "V", rect.minY + ry)
            write(arc: rx, ry, flags: cornerFlags, rect.minX + rx, rect.minY)
            write(byte: UInt8(ascii: "Z"))
        case .ellipse(let rect):
            let (rx, ry) = (rect.width / 2, rect.height / 2)
            write(command: "M", rect.minX, rect.midY)
            write(arc: rx, ry, flags: halfEllipseFlags, rect.maxX, rect.midY)
            write(arc: rx, ry, flags: halfEllipseFlags, rect.minX, rect.midY)
            write(byte: UInt8(ascii: "Z"))
        }
    }

    /// A one-letter command and one coordinate.
    private mutating func write(command: Unicode.Scalar, _ value: CGFloat) {
        write(byte: UInt8(ascii: command))
        write(number: value)
    }

    /// A one-letter command and a point.
    private mutating func write(command: Unicode.Scalar, _ x: CGFloat, _ y: CGFloat) {
        write(command: command, x)
        write(byte: UInt8(ascii: " "))
        write(number: y)
    }

    /// An arc command to `x`, `y` with `flags` (rotation, large-arc and sweep flags, spaced).
    private mutating func write(
        arc rx: CGFloat, _ ry: CGFloat, flags: StaticString, _ x: CGFloat, _ y: CGFloat
    ) {
        write(command: "A", rx, ry)
        write(flags)
        write(number: x)
        write(byte: UInt8(ascii: " "))
        write(number: y)
    }
}
