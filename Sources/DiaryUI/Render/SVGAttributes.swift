/// An element's attributes, written as markup in the order they are set.
///
/// The markup is built in place as bytes, rather than as a list of name-value pairs joined
/// afterwards: each attribute is a few appends to one buffer, and the `.wasm` carries no tuple arrays.
struct SVGAttributes {
    /// ` name="value"` for each attribute, in order.
    private(set) var markup = SVGBytes()

    /// Adds `name="value"` with a literal value.
    mutating func set(_ name: StaticString, _ value: StaticString) {
        set(name) { $0.write(value) }
    }

    /// Adds `name="value"`; the value is written as given (use ``set(_:escaping:)`` for text).
    mutating func set(_ name: StaticString, text value: String) {
        set(name) { $0.write(value) }
    }

    /// Adds `name="value"` with the value escaped for XML.
    mutating func set(_ name: StaticString, escaping value: String) {
        set(name) { $0.write(escaping: value) }
    }

    /// Adds `name` with a number formatted as ``SVGNumber`` formats it.
    mutating func set(_ name: StaticString, number: CGFloat) {
        set(name) { $0.write(number: number) }
    }

    /// Adds `name` with a colour as `#rrggbb` or `#rgb`.
    mutating func set(_ name: StaticString, color: RGBA) {
        set(name) { $0.write(hex: color) }
    }

    /// Adds `name="url(#id)"`, a reference to a definition.
    mutating func set(_ name: StaticString, reference id: String) {
        set(name) { value in
            value.write("url(#")
            value.write(id)
            value.write(byte: UInt8(ascii: ")"))
        }
    }

    /// Adds `name="value"` with a value `writeValue` writes (as given: escape what is text).
    mutating func set(_ name: StaticString, _ writeValue: (inout SVGBytes) -> Void) {
        markup.write(byte: UInt8(ascii: " "))
        markup.write(name)
        markup.write("=\"")
        writeValue(&markup)
        markup.write(byte: UInt8(ascii: "\""))
    }

    /// Adds the attributes of `other` after these.
    mutating func append(_ other: SVGAttributes) {
        markup.write(other.markup)
    }

    /// `x`, `y`, `width` and `height` of a rectangle; a zero origin may be left to SVG's default.
    mutating func setRect(_ rect: CGRect, omitZeroOrigin: Bool) {
        if !(omitZeroOrigin && SVGBytes.printsAsZero(rect.minX)) { set("x", number: rect.minX) }
        if !(omitZeroOrigin && SVGBytes.printsAsZero(rect.minY)) { set("y", number: rect.minY) }
        set("width", number: Swift.max(rect.width, 0))
        set("height", number: Swift.max(rect.height, 0))
    }
}

extension SVGBytes {
    /// Writes an element with `attributes` that closes itself.
    mutating func writeElement(_ name: StaticString, _ attributes: SVGAttributes) {
        writeTagStart(name, attributes)
        write("/>")
    }

    /// Writes an element with `attributes` around the content `writeContent` writes.
    mutating func writeElement(
        _ name: StaticString, _ attributes: SVGAttributes, content writeContent: (inout SVGBytes) -> Void
    ) {
        writeOpenTag(name, attributes)
        writeContent(&self)
        write("</")
        write(name)
        write(byte: UInt8(ascii: ">"))
    }

    /// Writes the opening tag of an element with `attributes`.
    mutating func writeOpenTag(_ name: StaticString, _ attributes: SVGAttributes) {
        writeTagStart(name, attributes)
        write(byte: UInt8(ascii: ">"))
    }

    /// `<name` and the attributes.
    private mutating func writeTagStart(_ name: StaticString, _ attributes: SVGAttributes) {
        write(byte: UInt8(ascii: "<"))
        write(name)
        write(attributes.markup)
    }
}
