/// The kinds of tag, by the sigil after the opening delimiter.
enum TagKind: Equatable {
    /// `{{name}}`
    case variable
    /// `{{{name}}}` or `{{&name}}`
    case unescapedVariable
    /// `{{#name}}`
    case section
    /// `{{^name}}`
    case invertedSection
    /// `{{/name}}`
    case close
    /// `{{! … }}`
    case comment
    /// `{{>name}}`
    case partial
    /// `{{<name}}`
    case parent
    /// `{{$name}}`
    case block
    /// `{{=<% %>=}}`
    case setDelimiters

    /// Whether the tag opens a pair closed by `{{/name}}`.
    var opensPair: Bool {
        switch self {
        case .section, .invertedSection, .parent, .block: true
        default: false
        }
    }

    /// How messages call the pair this tag opens.
    var pairDescription: String {
        switch self {
        case .invertedSection: "inverted section"
        case .parent: "parent"
        case .block: "block"
        default: "section"
        }
    }
}

/// The current opening and closing delimiters, `{{` and `}}` unless a tag changed them.
struct Delimiters: Equatable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))

    /// How a tag with this sigil and name is written with these delimiters, for messages.
    func spell(_ sigil: String, _ name: String) -> String {
        String(decoding: open, as: UTF8.self) + sigil + name + String(decoding: close, as: UTF8.self)
    }
}

/// A run of text or a tag. Text is split after every newline, so a text token holds at most
/// one line break, at its end; that makes standalone-line checks local.
struct Token {
    enum Kind: Equatable {
        case text
        case tag(TagKind)
    }

    let kind: Kind
    /// Bytes of the source: the text, or the whole tag including delimiters.
    let range: Range<Int>
    /// The tag's normalised name (`*name` for dynamic names); empty for text and comments.
    let name: String
    /// The delimiters in effect where the tag was read, to spell tags in messages.
    let delimiters: Delimiters

    var tagKind: TagKind? {
        if case .tag(let kind) = kind { return kind }
        return nil
    }
}
