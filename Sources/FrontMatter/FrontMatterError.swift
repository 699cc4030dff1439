/// A problem in an article's front matter, at a place the author can go and fix.
public struct FrontMatterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line in the article file.
    public var line: Int
    /// The 1-based column (in characters).
    public var column: Int
    /// What is wrong and how to fix it, as one or two sentences.
    public var message: String

    /// Creates an error at `line`:`column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`, ready to be prefixed with a file path.
    public var description: String { "\(line):\(column): \(message)" }
}

extension FrontMatterError {
    /// Sequences and mappings nest deeper than ``FrontMatter/maximumNestingDepth`` at `line`:`column`.
    static func nestingTooDeep(line: Int, column: Int) -> FrontMatterError {
        FrontMatterError(
            line: line, column: column,
            message: "Front matter nests lists and mappings more than \(FrontMatter.maximumNestingDepth) deep; "
                + "flatten it (front matter needs a level or two).")
    }
}
