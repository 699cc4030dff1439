import DiaryContent

/// A sharing card as SVG (``ShareCards`` rasterises it): the site's title above the article's
/// title, wrapped to the room left of the article's first preview picture when it has one.
struct ShareCardDrawing: Sendable, Hashable, Encodable {
    var siteTitle: String
    var title: String
    /// The first preview's `<svg>` element, as the article's page holds it.
    var preview: String?

    /// The picture the card shows beside the title: the first drawn preview in `html` (an
    /// article body), light scheme first.
    static func firstPreview(in html: String) -> String? {
        guard let figure = html.range(of: "<figure class=\"preview\""),
            let start = html[figure.upperBound...].range(of: "<svg"),
            let end = html[start.lowerBound...].range(of: "</svg>")
        else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The card's SVG, 1200×630.
    var svg: String {
        let hasPicture = preview != nil
        let titleWidth = hasPicture ? 700 : 1060
        let titleSize = title.count > 60 ? 54 : 64
        let lines = Self.wrap(title, width: titleWidth, fontSize: titleSize, maximumLines: 5)
        let lineHeight = Int(Double(titleSize) * 1.18)
        let top = max(190, (ShareCards.height - lines.count * lineHeight) / 2 + titleSize / 2)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(ShareCards.width)" height="\(ShareCards.height)" \
            viewBox="0 0 \(ShareCards.width) \(ShareCards.height)">\
            <rect width="100%" height="100%" fill="#fdfcf9"/>\
            <rect width="100%" height="14" fill="#c2410c"/>\
            <text x="70" y="110" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#5b636d">\
            \(HTMLEscaping.escape(Self.clipped(siteTitle, width: titleWidth, fontSize: 26, letterWidth: 0.56)))</text>
            """
        for (number, line) in lines.enumerated() {
            out += """
                <text x="70" y="\(top + number * lineHeight)" font-family="DejaVu Sans, sans-serif" \
                font-size="\(titleSize)" font-weight="bold" fill="#1f2328">\(HTMLEscaping.escape(line))</text>
                """
        }
        if let preview, let placed = Self.placed(preview, x: 820, y: 40, width: 330, height: 560) {
            out += "<rect x=\"810\" y=\"30\" width=\"350\" height=\"580\" rx=\"28\" fill=\"#f5f3ee\"/>" + placed
        }
        return out + "</svg>"
    }

    /// `svg` with its root element's position and size set to the given box (its `viewBox`
    /// scales the drawing into it).
    static func placed(_ svg: String, x: Int, y: Int, width: Int, height: Int) -> String? {
        guard let close = svg.firstIndex(of: ">") else { return nil }
        var opening = String(svg[svg.startIndex..<close])
        for attribute in ["x", "y", "width", "height", "class", "style", "role", "aria-hidden", "focusable"] {
            opening = removing(attribute, from: opening)
        }
        return opening + " x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"" + svg[close...]
    }

    /// `tag` (an opening tag's text) without its ` name="…"` attributes.
    static func removing(_ name: String, from tag: String) -> String {
        var tag = tag
        while let found = tag.range(of: " \(name)=\""),
            let end = tag[found.upperBound...].firstIndex(of: "\"")
        {
            tag.removeSubrange(found.lowerBound...end)
        }
        return tag
    }

    /// The words of `text` in lines of at most `width` pixels at `fontSize` (DejaVu Sans Bold's
    /// average letter is about 0.62 em wide); the last line ends with an ellipsis when more is left.
    static func wrap(_ text: String, width: Int, fontSize: Int, maximumLines: Int) -> [String] {
        let perLine = max(8, Int(Double(width) / (Double(fontSize) * 0.62)))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= perLine || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maximumLines else { return lines.map { clipped($0, width: width, fontSize: fontSize) } }
        var kept = Array(lines.prefix(maximumLines))
        kept[maximumLines - 1] = String(kept[maximumLines - 1].prefix(perLine - 1)) + "…"
        return kept
    }

    /// `text` cut to one line of `width` pixels, with an ellipsis when cut (`letterWidth`: the
    /// average letter's width in em; DejaVu Sans Bold's is about 0.62, its regular face's 0.56).
    static func clipped(_ text: String, width: Int, fontSize: Int, letterWidth: Double = 0.62) -> String {
        let room = max(8, Int(Double(width) / (Double(fontSize) * letterWidth)))
        return text.count <= room ? text : String(text.prefix(room - 1)) + "…"
    }
}
