/// What a code block's info string means: ```` ```swift ````, ```` ```swift ignore ````,
/// ```` ```swift module=Puzzles ````, ```` ```output ```` or
/// ```` ```preview ShutterButtonPreviews module=Buttons ````.
///
/// The site and the sample extractor both read fences with this type, so a block the page calls
/// compiled is the block SwiftPM compiles (``compilation(articleModules:)``).
public struct FenceInfo: Sendable, Hashable {
    /// The kinds of block the diary gives a meaning.
    public enum Kind: Sendable, Hashable {
        /// Swift code: compiled, or an example when an output follows.
        case swift
        /// The expected printed text of the swift block just before it.
        case output
        /// An empty block where the site draws the previews of the provider type it names.
        case preview
        /// Anything else (shell, YAML, indented blocks): shown as it is.
        case other
    }

    /// The kind of block.
    public var kind: Kind
    /// The first word, lowercased (```` ```Swift ```` is Swift too), or empty.
    public var language: String
    /// Whether the block carries `ignore` (shown on the site, never compiled).
    public var isIgnored = false
    /// The module named by `module=Name`, if any.
    public var module: String?
    /// The provider type a preview block names: the word right after `preview`.
    public var previewName: String?
    /// The devices a preview fence draws its `#Preview` macros on, from `device="iPhone 14 Pro"` words
    /// (a device is chosen in Xcode's canvas, not in the macro's code); empty for the default device.
    public var devices: [String] = []
    /// Words after the language that mean nothing here, for a clear error.
    public var unknownWords: [String] = []

    /// Reads an info string such as `"swift module=Puzzles"`.
    public init(_ info: String) {
        let words = Self.words(of: info)
        language = words.first?.lowercased() ?? ""
        switch language {
        case "swift": kind = .swift
        case "output": kind = .output
        case "preview": kind = .preview
        default: kind = .other
        }
        guard kind == .swift || kind == .preview else { return }
        var rest = words.dropFirst()
        if kind == .preview, let first = rest.first, !first.contains("=") {
            previewName = String(first)
            rest = rest.dropFirst()
        }
        for word in rest {
            if kind == .swift && word == "ignore" && !isIgnored {
                isIgnored = true
            } else if word.hasPrefix("module="), module == nil, word.count > "module=".count {
                module = String(word.dropFirst("module=".count))
            } else if kind == .preview, word.hasPrefix("device="), word.count > "device=".count {
                devices.append(String(word.dropFirst("device=".count).trimmingQuotes))
            } else {
                unknownWords.append(String(word))
            }
        }
    }

    /// The words of an info string: runs of characters between whitespace, where whitespace inside
    /// double quotes (`device="iPhone SE (3rd generation)"`) does not split.
    static func words(of info: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var isQuoted = false
        for index in info.indices {
            let character = info[index]
            if character == "\"" { isQuoted.toggle() }
            if character.isWhitespace, !isQuoted {
                if let wordStart = start { words.append(info[wordStart..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let wordStart = start { words.append(info[wordStart...]) }
        return words
    }

    /// Whether `name` can be spelled as a Swift type name without backticks: a letter or `_`,
    /// then letters, digits and `_`.
    public static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_", name != "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

/// Whether a swift block or preview fence is compiled, and into which module.
public enum BlockCompilation: Sendable, Hashable {
    /// Compiled into the module (a swift block), or drawn by it (a preview fence).
    case compiled(module: String)
    /// `swift ignore`: shown, never compiled.
    case ignored
    /// The article names no module, so nothing compiles the block.
    case noModule
    /// The fence cannot be placed; the message says why and what to write.
    case invalid(String)
}

extension FenceInfo {
    /// The one answer to "is this block compiled, and into which module?".
    ///
    /// A block names its module with `module=Name`, which the front matter must list; without
    /// it, the article's only module. An article with several modules needs `module=` on each
    /// block; unknown words make a fence invalid.
    /// - Parameter articleModules: The article's `module:` names, in order.
    /// - Returns: For blocks other than swift and preview, ``BlockCompilation/noModule``.
    public func compilation(articleModules: [String]) -> BlockCompilation {
        guard kind == .swift || kind == .preview else { return .noModule }
        if let named = module {
            guard articleModules.contains(named) else {
                return .invalid(Self.unlistedModuleMessage(named, listed: articleModules))
            }
            return !unknownWords.isEmpty
                ? .invalid(unknownWordsMessage) : isIgnored ? .ignored : .compiled(module: named)
        }
        if isIgnored { return .ignored }
        guard let only = articleModules.first else { return .noModule }
        guard articleModules.count == 1 else {
            let subject = kind == .preview ? "declares this preview's provider" : "this block belongs to"
            return .invalid(
                "this article carries several modules (\(articleModules.joined(separator: ", "))); say which one "
                    + "\(subject) with module=\(only)")
        }
        return unknownWords.isEmpty ? .compiled(module: only) : .invalid(unknownWordsMessage)
    }

    /// What to say about each word of ``unknownWords``.
    public func unknownWordMessage(_ word: String) -> String {
        kind == .preview
            ? "unknown word '\(word)' in a preview fence; write ```preview Name or ```preview Name module=Module"
            : "unknown word '\(word)' after swift; use ignore or module=Name"
    }

    private var unknownWordsMessage: String {
        unknownWords.map(unknownWordMessage).joined(separator: "; ")
    }

    /// The error for `module=Name` naming a module the front matter does not list.
    public static func unlistedModuleMessage(_ module: String, listed: [String]) -> String {
        let listedText = listed.isEmpty ? "names no module" : "names \(listed.joined(separator: ", "))"
        return "module=\(module) is not in the front matter (which \(listedText)); add it to `module:` or fix the name"
    }
}

extension Substring {
    /// The text without one pair of double quotes around it.
    fileprivate var trimmingQuotes: Substring {
        count >= 2 && first == "\"" && last == "\"" ? dropFirst().dropLast() : self
    }
}
