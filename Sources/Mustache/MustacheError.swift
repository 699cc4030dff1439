/// A position in a named template, counted from 1.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The name of the template, as given to ``MustacheTemplate/init(_:name:)`` or as the
    /// key in ``TemplateLibrary/init(sources:)``.
    public let templateName: String
    /// The line, counted from 1.
    public let line: Int
    /// The column in Unicode scalars, counted from 1.
    public let column: Int

    /// Creates a location.
    public init(templateName: String, line: Int, column: Int) {
        self.templateName = templateName
        self.line = line
        self.column = column
    }

    /// `name:line:column`, the form editors and compilers use.
    public var description: String {
        "\(templateName):\(line):\(column)"
    }
}

/// An error in a template's syntax, or a failed lookup while rendering in strict mode.
///
/// Its ``description`` reads `article.mustache:12:5: unknown variable 'titel'`.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react to particular failures.
    public enum Kind: Sendable, Hashable {
        /// The template cannot be parsed: an unclosed tag or section, a mismatched closing tag,
        /// a bad name, bad delimiters, or sections nested deeper than
        /// ``MustacheTemplate/maximumNestingDepth``.
        case syntax
        /// Strict mode: an interpolated name (given here) resolves nowhere in the context.
        case unknownVariable(String)
        /// Strict mode: an interpolated name (given here) holds a list or dictionary,
        /// which has no text.
        case notInterpolatable(String)
        /// Strict mode: a partial or parent tag names a template (given here) that the
        /// library does not have.
        case unknownPartial(String)
        /// ``TemplateLibrary/render(_:with:strict:)`` was asked for a template (given here)
        /// that the library does not have.
        case unknownTemplate(String)
        /// Sections, blocks, partials and parents nest deeper than
        /// ``MustacheTemplate/maximumRenderDepth`` while rendering: most likely a partial
        /// includes itself, or a block fills itself, without a stopping condition.
        case recursionTooDeep
        /// One render renders more nodes than ``MustacheTemplate/maximumRenderWork`` or writes
        /// more than ``MustacheTemplate/maximumOutputBytes``: most likely a list section nested
        /// in itself, which multiplies its work by the list's length at every level.
        case tooMuchWork
    }

    /// What went wrong.
    public let kind: Kind
    /// Where it went wrong; `nil` only for ``Kind/unknownTemplate(_:)``.
    public let location: SourceLocation?
    /// A sentence saying what is wrong and, for syntax errors, what to do about it.
    public let message: String

    /// Creates an error.
    public init(kind: Kind, location: SourceLocation?, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `name:line:column: message`, or `message` alone when there is no location.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}

extension MustacheError {
    static func syntax(_ message: String, at location: SourceLocation) -> MustacheError {
        MustacheError(kind: .syntax, location: location, message: message)
    }
}
