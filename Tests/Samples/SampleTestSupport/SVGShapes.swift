/// Just enough SVG reading for preview tests: the elements of a document with their attributes.
public enum SVGShapes {
    /// One element: its tag and attributes (values as written).
    public struct Element {
        public var tag: String
        public var attributes: [String: String]

        /// A numeric attribute, or `nil`.
        public func number(_ name: String) -> Double? {
            attributes[name].flatMap(Double.init)
        }
    }

    /// A circle's centre, radius and fill.
    public struct Circle {
        public var cx: Double
        public var cy: Double
        public var r: Double
        public var fill: String?
    }

    /// Every element of `svg`, in document order (closing tags skipped).
    public static func elements(in svg: String) -> [Element] {
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
    public static func circles(in svg: String) -> [Circle] {
        elements(in: svg).compactMap { element in
            guard element.tag == "circle", let cx = element.number("cx"), let cy = element.number("cy"),
                let r = element.number("r")
            else { return nil }
            return Circle(cx: cx, cy: cy, r: r, fill: element.attributes["fill"])
        }
    }

    /// The arguments of every transform function `name` (`"rotate"`, `"translate"`, ...) in `svg`.
    public static func transforms(_ name: String, in svg: String) -> [[Double]] {
        var result: [[Double]] = []
        var rest = svg[...]
        while let range = rest.firstRange(of: name + "(") {
            let arguments = rest[range.upperBound...].prefix { $0 != ")" }
            result.append(arguments.split(separator: " ").compactMap { Double($0) })
            rest = rest[range.upperBound...]
        }
        return result
    }

    /// Whether two lists of numbers agree to the hundredth of a point the SVG writer keeps.
    public static func isClose(_ left: [Double], _ right: [Double]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { abs($0 - $1) <= 0.005001 }
    }

    /// A number as the SVG writer prints it: no trailing ".0".
    public static func number(_ value: Double) -> String {
        value == Double(Int(value)) ? String(Int(value)) : String(value)
    }

    /// A `0xRRGGBB` colour as the SVG writer prints it: `#rrggbb` in lower case (no panel colour has the
    /// `#rgb` short form).
    public static func hex(_ rgb: UInt32) -> String {
        let digits = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
