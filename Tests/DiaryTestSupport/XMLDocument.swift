import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document parsed with Foundation's `XMLParser`: well-formedness,
/// plus the elements, attributes and text the feed tests look at.
package final class ParsedXML: NSObject, XMLParserDelegate {
    package struct Element {
        package var name: String
        package var attributes: [String: String]
        package var text: String
    }

    package private(set) var elements: [Element] = []
    package private(set) var error: String?
    private var open: [Element] = []

    /// Parses `data`; `error` says why when it is not well-formed.
    package init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown parse error at line \(parser.lineNumber)"
        }
    }

    /// Elements named `name`, in document order.
    package func all(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    package func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(Element(name: name, attributes: attributes, text: ""))
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !open.isEmpty { open[open.count - 1].text += string }
    }

    package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
    {
        if let element = open.popLast() { elements.append(element) }
    }
}
