/// What raw HTML in an article may contain: the elements and attributes a diary needs to
/// format text, and nothing that runs script, submits data, loads plugins or changes how the
/// rest of the page is parsed.
enum HTMLAllowList {
    /// How an element that is not allowed is removed.
    enum Removal {
        /// Its tags go, its text stays.
        case tagOnly
        /// Its tags and everything between them go; the content is raw text in a browser.
        case withRawText
        /// Its tags and everything between them go; the content is markup (`<template>`).
        case withMarkup
        /// Everything from its start tag to the end of the fragment goes (`<plaintext>`).
        case toEnd
    }

    /// The allowed elements with the attributes each allows besides ``globalAttributes``.
    static let elements: [String: Set<String>] = [
        "a": ["href"], "abbr": [], "b": [], "bdi": [], "bdo": [], "blockquote": ["cite"], "br": [],
        "caption": [], "cite": [], "code": [], "col": ["span", "align"], "colgroup": ["span", "align"],
        "dd": [], "del": ["cite", "datetime"], "details": ["open"], "dfn": [], "div": [], "dl": [], "dt": [],
        "em": [], "figcaption": [], "figure": [], "h1": [], "h2": [], "h3": [], "h4": [], "h5": [],
        "h6": [], "hr": [], "i": [],
        "img": ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
        "ins": ["cite", "datetime"], "kbd": [], "li": ["value"], "mark": [], "ol": ["start", "reversed", "type"],
        "p": [], "picture": [], "pre": [], "q": ["cite"], "rp": [], "rt": [], "ruby": [], "s": [], "samp": [],
        "small": [], "source": ["srcset", "sizes", "media", "type", "width", "height"], "span": [],
        "strong": [], "sub": [], "summary": [], "sup": [], "table": ["align"], "tbody": ["align"],
        "td": ["align", "colspan", "rowspan", "headers"], "tfoot": ["align"],
        "th": ["align", "colspan", "rowspan", "headers", "scope", "abbr"], "thead": ["align"], "time": ["datetime"],
        "tr": ["align"], "u": [], "ul": [], "var": [], "wbr": [],
    ]

    /// Attributes every allowed element may carry.
    static let globalAttributes: Set<String> = ["id", "class", "lang", "dir", "title", "role", "translate"]

    /// Elements without an end tag; serialised as `<br>`, never `<br/>`.
    static let voidElements: Set<String> = ["br", "col", "hr", "img", "source", "wbr"]

    /// Attributes holding a URL, and which URLs they may hold.
    static let urlAttributes: [String: URLSchemePolicy.Use] = [
        "href": .link, "cite": .link, "src": .image, "srcset": .imageCandidates,
    ]

    /// Elements whose content goes with them, and how their content is found.
    static let contentRemovals: [String: Removal] = [
        "script": .withRawText, "style": .withRawText, "iframe": .withRawText, "xmp": .withRawText,
        "noembed": .withRawText, "noframes": .withRawText, "noscript": .withRawText,
        "textarea": .withRawText, "title": .withRawText, "template": .withMarkup, "plaintext": .toEnd,
    ]

    /// How `element`, which is not in ``elements``, is removed.
    static func removal(of element: String) -> Removal {
        contentRemovals[element] ?? .tagOnly
    }

    /// Whether `attribute` may appear on the allowed `element` (URLs still to be checked).
    /// `aria-*` attributes only describe the element to assistive technology, so all are allowed.
    static func allows(_ attribute: String, on element: String) -> Bool {
        if globalAttributes.contains(attribute) || elements[element]?.contains(attribute) == true { return true }
        guard attribute.hasPrefix("aria-"), attribute.utf8.count > 5 else { return false }
        return attribute.utf8.dropFirst(5).allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "-")
        }
    }
}
