/// What a code block's info string means to the extractor: ```` ```swift ````,
/// ```` ```swift ignore ````, ```` ```swift module=Puzzles ```` or ```` ```output ````.
struct FenceInfo: Hashable {
    /// The kinds of block the extractor cares about.
    enum Kind: Hashable {
        /// Swift code: compiled, or an example when an output follows.
        case swift
        /// The expected printed text of the swift block just before it.
        case output
        /// Anything else (shell, YAML, previews, indented blocks): not extracted.
        case other
    }

    /// The kind of block.
    var kind: Kind
    /// Whether the block carries `ignore` (shown on the site, never compiled).
    var isIgnored = false
    /// The module named by `module=Name`, if any.
    var module: String?
    /// Words after the language the extractor does not understand, for a clear error.
    var unknownWords: [String] = []

    /// Reads an info string such as `"swift module=Puzzles"`.
    init(_ info: String) {
        let words = info.split(whereSeparator: \.isWhitespace)
        switch words.first {
        case "swift": kind = .swift
        case "output": kind = .output
        default: kind = .other
        }
        guard kind == .swift else { return }
        for word in words.dropFirst() {
            if word == "ignore" && !isIgnored {
                isIgnored = true
            } else if word.hasPrefix("module="), module == nil, word.count > "module=".count {
                module = String(word.dropFirst("module=".count))
            } else {
                unknownWords.append(String(word))
            }
        }
    }
}
