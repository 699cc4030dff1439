import Testing

@testable import SampleWasm

@Suite("Preview SVG allow-list")
struct PreviewSVGTests {
    static let prefix = "p12-"

    /// What DiaryUI writes, every element and attribute kind included: it passes unchanged.
    static let diaryUISVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="229.24" height="104" viewBox="0 0 229.24 104" \
        font-family="DiaryUI Sans">
        <defs><linearGradient id="p12-g1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="10" y2="0" \
        gradientTransform="matrix(2 0 0 3 1 1)"><stop offset="0" stop-color="#fff"/><stop offset="1" \
        stop-color="#0a84ff" stop-opacity="0.5"/></linearGradient><clipPath id="p12-c1"><rect width="4" \
        height="4" clip-rule="evenodd"/></clipPath><mask id="p12-m1" maskUnits="userSpaceOnUse" x="0" y="0" \
        width="4" height="4" style="mask-type:alpha"><circle cx="2" cy="2" r="2" fill="#000"/></mask>\
        <filter id="p12-f1" filterUnits="userSpaceOnUse" x="-1" y="-1" width="6" height="6"><feDropShadow \
        dx="0" dy="1" stdDeviation="1.5" flood-color="#000" flood-opacity="0.3"/></filter><pattern \
        id="p12-p1" patternUnits="userSpaceOnUse" x="0" y="0" width="1" height="1"><image \
        href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></pattern>
        </defs>
        <g transform="translate(3 4) rotate(90 1 1)" opacity="0.5">
        <path d="M0 0L10 10Z" fill="none" stroke="url(#p12-g1)" stroke-width="2" stroke-linecap="round" \
        stroke-linejoin="bevel" stroke-dasharray="2 3"/>
        <ellipse cx="1" cy="1" rx="1" ry="2" fill="#123456" fill-opacity="0.25" fill-rule="evenodd"/>
        </g>
        <g clip-path="url(#p12-c1)" mask="url(#p12-m1)" filter="url(#p12-f1)">
        <text x="1" y="2" font-size="17" font-weight="600" font-style="italic" fill="#000">a &lt; b &amp; \
        &quot;c&quot; &gt; d</text>
        <text font-size="12" fill="#333"><tspan x="0" y="1">Строка</tspan><tspan x="0" y="2">два</tspan></text>
        <rect x="1" y="1" width="2" height="2" rx="1" fill="url(#p12-p1)"/>
        </g>
        </svg>

        """

    @Test func diaryUIsOwnOutputComesOutByteForByte() {
        let result = PreviewSVG.sanitize(Self.diaryUISVG, idPrefix: Self.prefix)
        #expect(result.dropped == [])
        #expect(result.svg == Self.diaryUISVG)
    }

    /// Each hostile piece is dropped and named; the rest of the picture stays.
    @Test(arguments: [
        ("<script>alert(1)</script>", "<script>"),
        ("<foreignObject><div>x</div></foreignObject>", "<foreignObject>"),
        ("<meta http-equiv=\"refresh\" content=\"0;url=http://evil.example/\"/>", "<meta>"),
        ("<img src=\"x\" onerror=\"alert(1)\"/>", "<img>"),
        ("<a href=\"javascript:alert(1)\"><rect width=\"1\" height=\"1\"/></a>", "<a>"),
        ("<use href=\"http://evil.example/x.svg#a\"/>", "<use>"),
        ("<style>rect{fill:url(http://evil.example/)}</style>", "<style>"),
        ("<animate attributeName=\"href\" to=\"javascript:alert(1)\"/>", "<animate>"),
        ("<SCRIPT>alert(1)</SCRIPT>", "<SCRIPT>"),
        ("<svg:script>alert(1)</svg:script>", "<svg:script>"),
    ])
    func hostileElementsAreDroppedWithEverythingInside(element: String, named: String) {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\(element)<rect width=\"1\" height=\"1\"/></svg>"
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(
            result.svg == "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"1\"/></svg>")
        #expect(result.dropped == [named])
    }

    @Test(arguments: [
        "onload=\"alert(1)\"", "onerror=\"alert(1)\"", "xlink:href=\"javascript:alert(1)\"",
        "style=\"fill:url(http://evil.example/a)\"", "style=\"background:url(javascript:alert(1))\"",
        "fill=\"url(http://evil.example/#a)\"", "fill=\"url(#other-id)\"", "fill=\"\\75rl(http://evil.example/)\"",
        "mask=\"url( #p12-m1)\"", "href=\"http://evil.example/a.png\"", "href=\"javascript:alert(1)\"",
        "transform=\"translate(1 2) url(#p12-a)\"", "id=\"main\"", "height=\"1;background:red\"",
        "d=\"M0 0 url(#x)\"", "class=\"site-header\"", "xmlns=\"http://www.w3.org/1999/xhtml\"",
    ])
    func hostileAttributesAreDropped(attribute: String) {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect \(attribute) width=\"1\"/></svg>"
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(result.svg == "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\"/></svg>")
        #expect(result.dropped.count == 1)
    }

    @Test func anImageMayOnlyShowARasterDataURL() {
        let svg = """
            <svg><image href="data:image/svg+xml;base64,PHN2Zz4=" width="1"/>\
            <image href="data:image/png;base64,AAAA" width="1"/></svg>
            """
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(result.svg == "<svg><image width=\"1\"/><image href=\"data:image/png;base64,AAAA\" width=\"1\"/></svg>")
    }

    @Test func entityTricksDecodeToTextAndAreEscapedAgain() {
        let svg = """
            <svg><text>&#60;script&#62;alert(1)&#x3C;/script&#x3e; &amp;lt;b&amp;gt; &apos;</text></svg>
            """
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(result.svg == "<svg><text>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt; '</text></svg>")
        #expect(result.dropped == [])
    }

    @Test func anEncodedEventHandlerNameIsStillNoAllowedAttribute() {
        let svg = "<svg><rect fill=\"&#x6A;avascript:alert(1)\" width=\"&#49;\"/></svg>"
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(result.svg == "<svg><rect width=\"1\"/></svg>")
    }

    @Test func commentsCDATAAndProcessingInstructionsAreDropped() {
        let svg = """
            <svg><!-- <script>alert(1)</script> --><text><![CDATA[<img src=x onerror=alert(1)>]]>t</text>\
            <?xml-stylesheet href="http://evil.example/x.css"?></svg>
            """
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(result.svg == "<svg><text>t</text></svg>")
        #expect(result.dropped == ["a comment", "a CDATA section", "a processing instruction"])
    }

    /// Text that is not well-formed is refused whole, with the reason.
    @Test(arguments: [
        "<!DOCTYPE svg [<!ENTITY x \"<script>\">]><svg>&x;</svg>",
        "<svg><text>&nbsp;</text></svg>",
        "<svg><text>&#0;</text></svg>",
        "<svg><text>&#x1;</text></svg>",
        "<svg><text>a & b</text></svg>",
        "<svg><rect></svg>",
        "<svg></rect></svg>",
        "<svg/><svg/>",
        "<rect/>",
        "text<svg/>",
        "<svg><rect width=1/></svg>",
        "<svg><rect width=\"1\" width=\"2\"/></svg>",
        "<svg><rect title=\"a<b\"/></svg>",
        "<svg><text>\u{1}</text></svg>",
        "<svg><!-- never closed </svg>",
        "",
    ])
    func malformedTextIsRefusedWhole(svg: String) {
        let result = PreviewSVG.sanitize(svg, idPrefix: Self.prefix)
        #expect(result.svg == nil)
        #expect(result.dropped.count == 1)
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let depth = PreviewSVG.maximumDepth + 5
        let svg = "<svg>" + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth) + "</svg>"
        #expect(PreviewSVG.sanitize(svg, idPrefix: Self.prefix).svg == nil)
    }
}
