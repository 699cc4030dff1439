/// An element's attributes, written as markup in the order they are set.
///
/// Building the markup in place, rather than as a list of name-value pairs joined afterwards, keeps
/// each element to a few appends, and the `.wasm` free of the tuple arrays' code.
struct SVGAttributes {
    /// ` name="value"` for each attribute, in order.
    private(set) var markup = ""

    /// Adds `name="value"`; the value is written as given (escape it first where it is text).
    mutating func set(_ name: String, _ value: String) {
        markup += " "
        markup += name
        markup += "=\""
        markup += value
        markup += "\""
    }

    /// Adds `name` with a number formatted by ``SVGNumber``.
    mutating func set(_ name: String, number: CGFloat) {
        set(name, SVGNumber.format(number))
    }

    /// Adds the attributes of `other` after these.
    mutating func append(_ other: SVGAttributes) {
        markup += other.markup
    }

    /// `x`, `y`, `width` and `height` of a rectangle; a zero origin may be left to SVG's default.
    mutating func setRect(_ rect: CGRect, omitZeroOrigin: Bool) {
        let x = SVGNumber.format(rect.minX)
        let y = SVGNumber.format(rect.minY)
        if !(omitZeroOrigin && haveSameBytes(x, "0")) { set("x", x) }
        if !(omitZeroOrigin && haveSameBytes(y, "0")) { set("y", y) }
        set("width", number: Swift.max(rect.width, 0))
        set("height", number: Swift.max(rect.height, 0))
    }
}

/// Builds one XML element with `attributes`; without content it closes itself.
func svgElement(_ name: String, _ attributes: SVGAttributes, content: String? = nil) -> String {
    let start = "<" + name + attributes.markup
    guard let content else { return start + "/>" }
    return start + ">" + content + "</" + name + ">"
}

/// The opening tag of an element with `attributes`.
func svgOpenTag(_ name: String, _ attributes: SVGAttributes) -> String {
    "<" + name + attributes.markup + ">"
}

/// The lines of markup a drawing becomes, joined by `separator` once all are there: a new line for
/// each element of a document, nothing between the elements inside a definition. Lines are kept
/// apart until then, so that a group can put its opening tag before its content's lines without
/// copying the markup of every group around it again.
struct SVGLines {
    let separator: String
    /// The lines so far.
    private var lines: [String] = []

    init(separator: String) {
        self.separator = separator
    }

    /// How many lines were added.
    var count: Int { lines.count }

    /// The lines, joined.
    var text: String { lines.joined(separator: separator) }

    /// Adds one line.
    mutating func append(_ line: String) {
        lines.append(line)
    }

    /// Puts `line` before the line at `index` (the count, when it was added, of lines before it).
    mutating func insert(_ line: String, at index: Int) {
        lines.insert(line, at: index)
    }
}
