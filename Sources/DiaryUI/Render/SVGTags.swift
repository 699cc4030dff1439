// Tags and attributes, written straight into the markup in the order they are set.
//
// An element is its start (`<name`), its attributes (` name="value"`) and its end (`/>`, or `>` before
// content and `</name>` after it). Writing them in place, rather than collecting an element's
// attributes first, keeps each element to a few appends to one buffer.

extension SVGBytes {
    // MARK: Tags

    /// Writes `<name`: the attributes follow.
    mutating func writeTagStart(_ name: StaticString) {
        write(byte: UInt8(ascii: "<"))
        write(name)
    }

    /// Ends an element without content: `/>`.
    mutating func writeEmptyTagEnd() {
        write("/>")
    }

    /// Ends an opening tag: `>`; the content follows.
    mutating func writeOpenTagEnd() {
        write(byte: UInt8(ascii: ">"))
    }

    /// Writes the closing tag `</name>`.
    mutating func writeClosingTag(_ name: StaticString) {
        write("</")
        write(name)
        write(byte: UInt8(ascii: ">"))
    }

    // MARK: Attributes

    /// Writes `name="value"` with a literal value.
    mutating func writeAttribute(_ name: StaticString, _ value: StaticString) {
        writeAttribute(name) { $0.write(value) }
    }

    /// Writes `name="value"`; the value is written as given (use ``writeAttribute(_:escaping:)`` for
    /// text).
    mutating func writeAttribute(_ name: StaticString, text value: String) {
        writeAttribute(name) { $0.write(value) }
    }

    /// Writes `name="value"` with the value escaped for XML.
    mutating func writeAttribute(_ name: StaticString, escaping value: String) {
        writeAttribute(name) { $0.write(escaping: value) }
    }

    /// Writes `name` with a number formatted as ``SVGNumber`` formats it.
    mutating func writeAttribute(_ name: StaticString, number: CGFloat) {
        writeAttribute(name) { $0.write(number: number) }
    }

    /// Writes `name` with a colour as `#rrggbb` or `#rgb`.
    mutating func writeAttribute(_ name: StaticString, color: RGBA) {
        writeAttribute(name) { $0.write(hex: color) }
    }

    /// Writes `name="url(#id)"`, a reference to a definition.
    mutating func writeAttribute(_ name: StaticString, reference id: String) {
        writeAttribute(name) { value in
            value.write("url(#")
            value.write(id)
            value.write(byte: UInt8(ascii: ")"))
        }
    }

    /// Writes `name="value"` with a value `writeValue` writes (as given: escape what is text).
    mutating func writeAttribute(_ name: StaticString, _ writeValue: (inout SVGBytes) -> Void) {
        write(byte: UInt8(ascii: " "))
        write(name)
        write("=\"")
        writeValue(&self)
        write(byte: UInt8(ascii: "\""))
    }

    /// Writes `x`, `y`, `width` and `height` of a rectangle; a zero origin may be left to SVG's
    /// default.
    mutating func writeRectAttributes(_ rect: CGRect, omitZeroOrigin: Bool) {
        if !(omitZeroOrigin && SVGBytes.printsAsZero(rect.minX)) { writeAttribute("x", number: rect.minX) }
        if !(omitZeroOrigin && SVGBytes.printsAsZero(rect.minY)) { writeAttribute("y", number: rect.minY) }
        writeAttribute("width", number: Swift.max(rect.width, 0))
        writeAttribute("height", number: Swift.max(rect.height, 0))
    }
}
