/// What a code block's info string means to the extractor: ```` ```swift ````,
/// ```` ```swift ignore ````, ```` ```swift module=Puzzles ````, ```` ```output ```` or
/// ```` ```preview ShutterButtonPreviews module=Buttons ````.
struct FenceInfo: Hashable {
    /// The kinds of block the extractor cares about.
    enum Kind: Hashable {
        /// Swift code: compiled, or an example when an output follows.
        case swift
        /// The expected printed text of the swift block just before it.
        case output
        /// An empty block where the site draws the previews of the provider type it names.
        case preview
        /// Anything else (shell, YAML, indented blocks): not extracted.
        case other
    }

    /// The kind of block.
    var kind: Kind
    /// Whether the block carries `ignore` (shown on the site, never compiled).
    var isIgnored = false
    /// The module named by `module=Name`, if any.
    var module: String?
    /// The provider type a preview block names: the word right after `preview`, which is also
    /// the word the site generator looks up.
    var previewName: String?
    /// Words after the language the extractor does not understand, for a clear error.
    var unknownWords: [String] = []

    /// Reads an info string such as `"swift module=Puzzles"`.
    init(_ info: String) {
        let words = info.split(whereSeparator: \.isWhitespace)
        switch words.first {
        case "swift": kind = .swift
        case "output": kind = .output
        case "preview": kind = .preview
        default: kind = .other
        }
        guard kind == .swift || kind == .preview else { return }
        var rest = words.dropFirst()
        if kind == .preview, let first = rest.first, !first.hasPrefix("module=") {
            previewName = String(first)
            rest = rest.dropFirst()
        }
        for word in rest {
            if kind == .swift && word == "ignore" && !isIgnored {
                isIgnored = true
            } else if word.hasPrefix("module="), module == nil, word.count > "module=".count {
                module = String(word.dropFirst("module=".count))
            } else {
                unknownWords.append(String(word))
            }
        }
    }

    /// Whether `name` can be spelled as a Swift type name without backticks: a letter or `_`,
    /// then letters, digits and `_`.
    static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_", name != "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
