import Buttons

/// Just enough SVG reading for preview tests: the elements of a document with their attributes.
enum SVGShapes {
    /// One element: its tag and attributes (values as written).
    struct Element {
        var tag: String
        var attributes: [String: String]

        /// A numeric attribute, or `nil`.
        func number(_ name: String) -> Double? {
            attributes[name].flatMap(Double.init)
        }
    }

    /// A circle's centre, radius and fill.
    struct Circle {
        var cx: Double
        var cy: Double
        var r: Double
        var fill: String?
    }

    /// Every element of `svg`, in document order (closing tags skipped).
    static func elements(in svg: String) -> [Element] {
        svg.split(separator: "<").dropFirst().compactMap { chunk in
            guard let first = chunk.first, first != "/", first != "?" else { return nil }
            let tag = String(chunk.prefix { $0 != " " && $0 != ">" && $0 != "/" })
            var attributes: [String: String] = [:]
            var rest = chunk.dropFirst(tag.count).prefix { $0 != ">" }
            while let equals = rest.firstIndex(of: "=") {
                let name = rest[..<equals].trimmingSpaces
                guard let afterQuote = rest.index(equals, offsetBy: 2, limitedBy: rest.endIndex),
                    let close = rest[afterQuote...].firstIndex(of: "\"")
                else { break }
                attributes[name] = String(rest[afterQuote..<close])
                rest = rest[rest.index(after: close)...]
            }
            return Element(tag: tag, attributes: attributes)
        }
    }

    /// The circles of `svg`.
    static func circles(in svg: String) -> [Circle] {
        elements(in: svg).compactMap { element in
            guard element.tag == "circle", let cx = element.number("cx"), let cy = element.number("cy"),
                let r = element.number("r")
            else { return nil }
            return Circle(cx: cx, cy: cy, r: r, fill: element.attributes["fill"])
        }
    }

    /// A number as the SVG writer prints it: no trailing ".0".
    static func number(_ value: Double) -> String {
        value == Double(Int(value)) ? String(Int(value)) : String(value)
    }

    /// A palette colour as the SVG writer prints it: `#rrggbb` in lower case (no palette colour has the
    /// `#rgb` short form).
    static func hex(_ color: PaletteColor) -> String {
        let digits = String(color.rawValue, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
