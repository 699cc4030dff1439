/// The SVG a drawn preview may hold: exactly the elements and attributes DiaryUI's renderer writes
/// (`Sources/DiaryUI/Render`), each attribute with the shape of value DiaryUI gives it.
///
/// Nothing here can run script or load anything: no `script`, `foreignObject`, `style` element,
/// `a`, `use`, animation or HTML element; no event handler; no `xlink:` or other namespaced
/// attribute; `url(...)` only as a reference to an id of the same preview (`url(#p12-g1)`); `href`
/// only on `image`, and only a raster `data:` URL; `style` only `mask-type`.
enum PreviewSVGAllowList {
    /// The elements DiaryUI writes.
    static let elements: Set<String> = [
        "svg", "defs", "g", "rect", "circle", "ellipse", "path", "text", "tspan", "linearGradient", "stop",
        "clipPath", "mask", "filter", "feDropShadow", "pattern", "image",
    ]

    /// The kinds of attribute value.
    enum Value {
        case number, numbers, pathData, transform, paint, reference, id, fontFamily, namespace, rasterDataURL
        case keyword(Set<String>)
    }

    /// Every attribute DiaryUI writes, by the kind of value it takes.
    static let attributes: [String: Value] = {
        var table: [String: Value] = [:]
        let numbers = [
            "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "opacity",
            "fill-opacity", "stroke-opacity", "stroke-width", "font-size", "offset", "stop-opacity", "dx", "dy",
            "stdDeviation", "flood-opacity", "letter-spacing",
        ]
        for name in numbers { table[name] = .number }
        for name in ["viewBox", "stroke-dasharray"] { table[name] = .numbers }
        for name in ["fill", "stroke", "stop-color", "flood-color"] { table[name] = .paint }
        for name in ["clip-path", "mask", "filter"] { table[name] = .reference }
        for name in ["transform", "gradientTransform"] { table[name] = .transform }
        for name in ["gradientUnits", "maskUnits", "filterUnits", "patternUnits"] {
            table[name] = .keyword(["userSpaceOnUse", "objectBoundingBox"])
        }
        table["d"] = .pathData
        table["id"] = .id
        table["font-family"] = .fontFamily
        table["xmlns"] = .namespace
        table["href"] = .rasterDataURL
        table["fill-rule"] = .keyword(["nonzero", "evenodd"])
        table["clip-rule"] = .keyword(["nonzero", "evenodd"])
        table["stroke-linecap"] = .keyword(["butt", "round", "square"])
        table["stroke-linejoin"] = .keyword(["miter", "round", "bevel"])
        table["font-style"] = .keyword(["normal", "italic", "oblique"])
        table["font-weight"] = .keyword([
            "normal", "bold", "100", "200", "300", "400", "500", "600", "700", "800", "900",
        ])
        table["preserveAspectRatio"] = .keyword(["none", "xMidYMid meet", "xMidYMid slice"])
        table["style"] = .keyword(["mask-type:alpha", "mask-type:luminance"])
        return table
    }()

    /// The SVG namespace, the only value of `xmlns`.
    static let namespace = "http://www.w3.org/2000/svg"

    /// Whether `element` may carry `attribute` with `value`; ids and references must start with
    /// `idPrefix`, the prefix of the preview's own ids.
    static func allows(_ attribute: String, _ value: String, on element: String, idPrefix: String) -> Bool {
        guard let kind = attributes[attribute] else { return false }
        let bytes = Array(value.utf8)
        switch kind {
        case .number: return isNumber(bytes[...])
        case .numbers: return isNumberList(bytes)
        case .pathData: return !bytes.isEmpty && bytes.allSatisfy { pathBytes.contains($0) }
        case .transform: return isTransformList(value)
        case .paint: return value == "none" || isHexColor(bytes) || isReference(value, idPrefix: idPrefix)
        case .reference: return value == "none" || isReference(value, idPrefix: idPrefix)
        case .id: return isID(value, idPrefix: idPrefix)
        case .fontFamily: return !bytes.isEmpty && bytes.allSatisfy { isAlphanumeric($0) || " ,-".utf8.contains($0) }
        case .namespace: return element == "svg" && value == namespace
        case .rasterDataURL: return element == "image" && isRasterDataURL(value)
        case .keyword(let allowed): return allowed.contains(value)
        }
    }

    // MARK: Values

    private static let pathBytes = Set("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE ,".utf8)

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// `-12.5`: an optional minus, digits, optionally a point and digits.
    static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        guard !whole.isEmpty else { return false }
        guard let point = rest.first else { return true }
        guard point == UInt8(ascii: "."), rest.count > 1 else { return false }
        return rest.dropFirst().allSatisfy(isDigit)
    }

    /// Numbers separated by spaces or commas.
    private static func isNumberList(_ bytes: [UInt8]) -> Bool {
        let parts = bytes.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") })
        return !parts.isEmpty && parts.allSatisfy(isNumber)
    }

    /// `translate(…) matrix(…) rotate(…) scale(…)` with numbers only.
    private static func isTransformList(_ value: String) -> Bool {
        let functions = value.split(separator: ")", omittingEmptySubsequences: false)
        guard functions.count > 1, functions.last?.allSatisfy({ $0 == " " }) == true else { return false }
        return functions.dropLast().allSatisfy { function in
            let trimmed = function.drop(while: { $0 == " " || $0 == "," })
            guard let open = trimmed.firstIndex(of: "(") else { return false }
            guard ["translate", "matrix", "rotate", "scale"].contains(String(trimmed[..<open])) else { return false }
            let arguments = Array(trimmed[trimmed.index(after: open)...].utf8)
            return arguments.isEmpty || isNumberList(arguments)
        }
    }

    /// `#rgb` or `#rrggbb`.
    private static func isHexColor(_ bytes: [UInt8]) -> Bool {
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 4 || bytes.count == 7 else { return false }
        return bytes.dropFirst().allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// `url(#id)` naming one of the preview's own ids.
    private static func isReference(_ value: String, idPrefix: String) -> Bool {
        guard value.hasPrefix("url(#"), value.hasSuffix(")") else { return false }
        return isID(String(value.dropFirst(5).dropLast()), idPrefix: idPrefix)
    }

    /// Letters, digits, `-` and `_`, starting with the preview's prefix.
    static func isID(_ value: String, idPrefix: String) -> Bool {
        value.hasPrefix(idPrefix) && value.count > idPrefix.count
            && value.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// `data:image/png;base64,…` (or jpeg, gif, webp): a picture that loads nothing and runs nothing.
    private static func isRasterDataURL(_ value: String) -> Bool {
        let kinds = ["png", "jpeg", "gif", "webp"]
        guard let kind = kinds.first(where: { value.hasPrefix("data:image/\($0);base64,") }) else { return false }
        let payload = value.utf8.dropFirst("data:image/\(kind);base64,".count)
        return payload.allSatisfy { isAlphanumeric($0) || "+/=".utf8.contains($0) }
    }
}
