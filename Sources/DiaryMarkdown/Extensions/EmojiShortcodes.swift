/// GitHub's emoji shortcodes (`:tada:` → 🎉, `:+1:` → 👍), from gemoji's list generated into
/// ``table`` by `scripts/generate-emoji.py`.
///
/// ``HTMLRenderer`` replaces them in prose text only: never in code spans or blocks, raw HTML,
/// link destinations or the text of an autolink (a URL). A name that is not on the list stays
/// as written, so `12:30:00` and `:not_an_emoji:` are left alone.
public enum EmojiShortcodes {
    /// The emoji for each shortcode name, read from ``table`` on first use.
    static let emojiByName: [Substring: String] = {
        var result: [Substring: String] = [:]
        for line in table.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            result[line[..<tab]] = String(line[line.index(after: tab)...])
        }
        return result
    }()

    /// The emoji `name` (without colons) stands for, if GitHub knows it.
    public static func emoji(named name: String) -> String? {
        emojiByName[Substring(name)]
    }

    /// `text` with every known `:name:` replaced by its emoji.
    public static func replacing(in text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: ":") {
            let afterOpen = rest.index(after: open)
            let name = rest[afterOpen...].prefix(while: isNameCharacter)
            if !name.isEmpty, name.endIndex < rest.endIndex, rest[name.endIndex] == ":",
                let emoji = emojiByName[name]
            {
                result += rest[..<open]
                result += emoji
                rest = rest[rest.index(after: name.endIndex)...]
            } else {
                result += rest[...open]
                rest = rest[afterOpen...]
            }
        }
        result += rest
        return result
    }

    /// Whether a shortcode name may hold `character`: ASCII letters, digits, `_`, `+`, `-`.
    private static func isNameCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
            || ascii == UInt8(ascii: "_") || ascii == UInt8(ascii: "+") || ascii == UInt8(ascii: "-")
    }
}
