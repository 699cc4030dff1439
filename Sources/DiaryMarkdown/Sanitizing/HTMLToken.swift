/// One piece of an HTML fragment, as ``HTMLFragmentTokenizer`` reads it.
enum HTMLToken: Equatable {
    /// Text between tags, exactly as written (character references not decoded).
    case text(String)
    /// `<name attributes…>` or `<name … />`.
    case startTag(HTMLTag)
    /// `</name …>`; attributes of an end tag are read and ignored, as browsers do.
    case endTag(name: String)
    /// A comment, a doctype, a processing instruction or another bogus comment: nothing a
    /// reader sees.
    case comment
}

/// A start tag with its attributes.
struct HTMLTag: Equatable {
    /// The tag name, ASCII-lowercased.
    var name: String
    /// The attributes in source order, duplicates included.
    var attributes: [HTMLAttribute]
}

/// One attribute of a start tag.
struct HTMLAttribute: Equatable {
    /// The attribute name, ASCII-lowercased.
    var name: String
    /// The value with character references decoded; `nil` for a bare attribute (`<details open>`).
    var value: String?
    /// The UTF-8 offset of the name in the fragment, for reports.
    var offset: Int
}

/// A token and where it starts.
struct HTMLTokenSpan: Equatable {
    var token: HTMLToken
    /// The UTF-8 offset of the token's first byte in the fragment.
    var offset: Int
}
