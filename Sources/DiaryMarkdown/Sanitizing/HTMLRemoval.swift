/// Something ``HTMLSanitizer`` removed from a fragment, and where.
public struct HTMLRemoval: Sendable, Equatable, CustomStringConvertible {
    /// What was removed.
    public enum Kind: Sendable, Equatable {
        /// An element that is not allowed; its tags went, its text stayed.
        case element(String)
        /// An element removed with its content (`<script>`, `<style>`, `<iframe>`…).
        case elementWithContent(String)
        /// An `on…` event-handler attribute.
        case eventHandler(attribute: String, element: String)
        /// A `style` attribute.
        case style(element: String)
        /// An attribute that is not allowed on the element.
        case attribute(String, element: String)
        /// A URL attribute whose URL is not allowed; `scheme` is `nil` when no single scheme is
        /// to blame (a `srcset` list).
        case url(attribute: String, element: String, scheme: String?)
        /// An allowed element's tag where a browser would not place it as written (`<li>` outside
        /// a list, `<td>` outside a table, a nested link); its text stayed. `reason` finishes the
        /// sentence "it is …".
        case misplaced(String, reason: String)
        /// Text between a table's rows or cells, which a browser moves in front of the table.
        case textInTable
    }

    /// What was removed.
    public var kind: Kind
    /// Where, relative to the fragment: line 1 is the fragment's first line, columns count
    /// `Character`s from 1.
    public var position: SourcePosition

    /// Creates a report.
    public init(kind: Kind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// A sentence for the author: what went and why.
    public var description: String {
        switch kind {
        case .element(let name):
            "removed the <\(name)> tag (its text is kept): it is not allowed in raw HTML"
        case .elementWithContent(let name):
            "removed <\(name)> with its content: it is not allowed in raw HTML"
        case .eventHandler(let attribute, let element):
            "removed the '\(attribute)' attribute from <\(element)>: event handlers run script"
        case .style(let element):
            "removed the 'style' attribute from <\(element)>: inline styles are not allowed, use a class"
        case .attribute(let attribute, let element):
            "removed the '\(attribute)' attribute from <\(element)>: it is not allowed there"
        case .url(let attribute, let element, let scheme):
            "removed the '\(attribute)' attribute from <\(element)>: "
                + (scheme.map { "'\($0):' URLs are not allowed" } ?? "it holds a URL that is not allowed")
                + " (use http, https, mailto or a relative URL)"
        case .misplaced(let name, let reason):
            "removed the <\(name)> tag (its text is kept): it is \(reason)"
        case .textInTable:
            "removed text between a table's rows or cells: put it in a <td> or a <caption>"
        }
    }
}
