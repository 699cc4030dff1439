/// The words the highlighter shows as keywords.
///
/// Reserved words plus the contextual keywords a reader expects coloured (`some`, `await`,
/// `mutating`, `get`). Words that are far more often plain names (`optional`, `left`, `none`)
/// are left out on purpose.
enum Keywords {
    static let all: Set<String> = [
        // Declarations
        "actor", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "macro", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "async", "await", "false", "is", "nil", "rethrows", "self", "Self", "super", "throws",
        "true", "try",
        // Contextual keywords
        "any", "borrowing", "consume", "consuming", "convenience", "didSet", "each", "final", "get",
        "indirect", "infix", "isolated", "lazy", "mutating", "nonisolated", "nonmutating", "override",
        "postfix", "prefix", "required", "sending", "set", "some", "unowned", "weak", "willSet",
    ]

    /// Keywords that stay keywords after a member-access dot (`Foo.self`, `.init(...)`).
    static let memberKeywords: Set<String> = ["init", "self"]

    /// The longest keyword's length in bytes: longer identifiers skip the set lookup.
    static let maximumLength = all.map(\.utf8.count).max() ?? 0
}

/// ``Keywords/all`` as a table keyed by a word's bytes, so the lexer asks about an identifier
/// without making a `String` of it or hashing one.
///
/// Every keyword is ASCII and at most 15 bytes long, so it packs, with its length, into two
/// machine words; the slots are an open-addressing array of those pairs, all-zero for an empty
/// slot (no keyword packs to zero).
struct KeywordTable: Sendable {
    /// Up to 15 bytes, the first in the low byte of `low`, zero past the end, and their count in
    /// the high byte of `high`.
    struct PackedWord: Equatable, Sendable {
        var low: UInt64
        var high: UInt64

        /// The word of no bytes, which marks an empty slot.
        static let empty = PackedWord()

        private init() {
            (low, high) = (0, 0)
        }

        /// The packed bytes of `bytes[start..<end]`, or `nil` when they are more than 15.
        init?(_ bytes: [UInt8], start: Int, end: Int) {
            guard end - start <= 15 else { return nil }
            (low, high) = (0, UInt64(end - start) << 56)
            for index in start..<end {
                let shift = UInt64((index - start) % 8 * 8)
                if index - start < 8 {
                    low |= UInt64(bytes[index]) << shift
                } else {
                    high |= UInt64(bytes[index]) << shift
                }
            }
        }

        /// The packed bytes of `word`, or `nil` when it has more than 15.
        init?(_ word: String) {
            let bytes = Array(word.utf8)
            self.init(bytes, start: 0, end: bytes.count)
        }

        /// Where a word's probe starts in a table of `mask + 1` slots.
        func slot(mask: Int) -> Int {
            let mixed = (low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xFF51_AFD7_ED55_8CCD
            return Int(truncatingIfNeeded: mixed >> 40) & mask
        }
    }

    /// The shared table of ``Keywords/all``.
    static let keywords = KeywordTable(Keywords.all)

    private var slots: [PackedWord]
    /// `init` and `self`, which stay keywords after a member-access dot.
    private let memberKeywords: [PackedWord]

    private init(_ words: Set<String>) {
        var count = 16
        while count < words.count * 4 { count *= 2 }
        slots = Array(repeating: .empty, count: count)
        for word in words {
            guard let packed = PackedWord(word) else { preconditionFailure("keyword '\(word)' is over 15 bytes") }
            var index = packed.slot(mask: count - 1)
            while slots[index] != .empty { index = (index + 1) & (count - 1) }
            slots[index] = packed
        }
        memberKeywords = Keywords.memberKeywords.compactMap(PackedWord.init)
    }

    /// Whether `word` is a keyword.
    func contains(_ word: PackedWord) -> Bool {
        let mask = slots.count - 1
        var index = word.slot(mask: mask)
        while true {
            let occupant = slots[index]
            if occupant == .empty { return false }
            if occupant == word { return true }
            index = (index + 1) & mask
        }
    }

    /// Whether `word` stays a keyword after a member-access dot.
    func isMemberKeyword(_ word: PackedWord) -> Bool {
        memberKeywords.contains(word)
    }
}
