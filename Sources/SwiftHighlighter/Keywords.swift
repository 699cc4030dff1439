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
