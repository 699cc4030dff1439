import Testing

@testable import DiaryKit

/// ``SVGFileCheck`` on drawings as editors write them and on the tricks that would run or load
/// something when the file is opened on the site's origin.
@Suite("SVG files beside an article")
struct SVGFileCheckTests {
    static let open = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">"#

    @Test(
        "Drawings as editors save them are published",
        arguments: [
            #"<?xml version="1.0" encoding="UTF-8"?>"# + open + #"<rect width="5" height="5"/></svg>"#,
            #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"#
                + open + "<title>Схема</title><circle r=\"3\"/></svg>",
            open + "<defs><style><![CDATA[ .a { fill: url(#g); } ]]></style><linearGradient id=\"g\"/></defs>"
                + "<!-- Inkscape --><path class=\"a\" d=\"M0 0h5\"/></svg>",
            open + ##"<use href="#shape"/><image href="data:image/png;base64,AAAA"/></svg>"##,
        ])
    func drawings(svg: String) {
        #expect(SVGFileCheck.problem(in: svg) == nil)
    }

    @Test(
        "Anything that runs or loads is refused",
        arguments: [
            (open + "<script>alert(1)</script></svg>", "holds a <script> element"),
            (open + #"<rect onclick="alert(1)"/></svg>"#, "has an event handler (onclick)"),
            (open + #"<a href="&#x6A;avascript:alert(1)"/></svg>"#, "holds a <a> element"),
            (open + #"<use href="https://example.org/s.svg#x"/></svg>"#, "refers to another document"),
            (open + "<style><![CDATA[@import url(https://example.org/x.css);]]></style></svg>", "imports a stylesheet"),
            (open + "<style>rect { fill: url(https://example.org/p.png) }</style></svg>", "loads another file"),
            (open + #"<rect style="fill: url('//example.org/p.png')"/></svg>"#, "loads another file"),
            (#"<!DOCTYPE svg [<!ENTITY x "y">]>"# + open + "</svg>", "declares entities"),
            (#"<?xml-stylesheet href="x.xsl"?>"# + open + "</svg>", "holds a processing instruction"),
            (open + "<rect width=5/></svg>", "cannot be read as SVG"),
            ("<html><body/></html>", "holds a <html> element"),
        ])
    func refused(svg: String, reason: String) {
        let problem = SVGFileCheck.problem(in: svg)
        #expect(problem?.contains(reason) == true, "\(problem ?? "nil")")
    }
}
