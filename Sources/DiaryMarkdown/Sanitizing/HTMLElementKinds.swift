/// The categories of the HTML standard's tree-construction rules ("in body" and the table
/// modes), for the elements ``HTMLAllowList`` allows and those the Markdown renderer writes.
///
/// ``HTMLOpenElements`` uses them to decide what a browser does with a start or end tag; only
/// the rules that can apply to allowed elements are kept.
enum HTMLElementKinds {
    /// Elements of the standard's "special" category: an end tag of another element stops at
    /// them ("any other end tag"), and they are the furthest block of the adoption agency.
    static let special: Set<String> = [
        "blockquote", "br", "caption", "col", "colgroup", "dd", "details", "div", "dl", "dt", "figcaption",
        "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "img", "li", "ol", "p", "pre", "source", "summary",
        "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "wbr",
    ]

    /// Special elements that stop the search of `<li>`, `<dd>` and `<dt>` for the item they
    /// close: `special` without `figcaption` and `summary`, which parsers written to older
    /// versions of the standard (html5lib) do not count as special. Searching on past them and
    /// writing the end tags out keeps every parser's tree the same.
    static let stopsItemSearch = special.subtracting(["figcaption", "summary"])

    /// Formatting elements: kept in the list of active formatting elements, closed by the
    /// adoption agency, reopened ("reconstructed") when left open.
    static let formatting: Set<String> = ["a", "b", "code", "em", "i", "s", "small", "strong", "u"]

    /// Start tags that close an open `<p>` in button scope first.
    static let closesParagraph: Set<String> = [
        "blockquote", "details", "div", "dl", "figcaption", "figure", "ol", "p", "summary", "ul", "h1", "h2", "h3",
        "h4", "h5", "h6", "pre", "hr", "table", "li", "dd", "dt",
    ]

    /// Elements that end where a block starts: block start tags never nest inside them.
    static func isBlock(_ name: String) -> Bool {
        closesParagraph.contains(name) || tableFamily.contains(name)
    }

    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// Elements that end the default scope ("has an element in scope"), among the allowed ones.
    static let scopeBoundaries: Set<String> = ["caption", "table", "td", "th"]

    /// The elements of a table's structure, which the table insertion modes place.
    static let tableFamily: Set<String> = [
        "caption", "col", "colgroup", "table", "tbody", "td", "tfoot", "th", "thead", "tr",
    ]

    /// Table elements whose content is the table's structure, not flow content: while one of
    /// them is the innermost open table element, the browser is in a table insertion mode.
    static let tableStructure: Set<String> = ["colgroup", "table", "tbody", "tfoot", "thead", "tr"]

    /// Table elements whose content is flow content, parsed as in the body.
    static let tableCells: Set<String> = ["caption", "td", "th"]

    /// Elements closed by "generate implied end tags", among the allowed ones.
    static let impliedEndTags: Set<String> = ["dd", "dt", "li", "p", "rp", "rt"]

    /// The boundaries of the scope in which an end tag of `name` looks for its element.
    static func scope(ofEndTag name: String) -> Set<String> {
        switch name {
        case "li": scopeBoundaries.union(["ol", "ul"])
        case "td", "th", "tr", "tbody", "thead", "tfoot", "caption", "colgroup", "table": ["table"]
        default: scopeBoundaries
        }
    }
}
