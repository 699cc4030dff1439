/// One piece of a parsed template. A template is an immutable array of nodes, shared by
/// every render.
indirect enum Node: Sendable {
    /// Literal text, copied to the output.
    case text(String)
    /// The start of a template line. Renders the current indentation, so a partial included
    /// on an indented line of its own is indented line by line (interpolated values are not).
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(VariableName, escaped: Bool, SourceLocation)
    /// `{{#name}}…{{/name}}`.
    case section(VariableName, body: [Node], SourceLocation)
    /// `{{^name}}…{{/name}}`.
    case invertedSection(VariableName, body: [Node], SourceLocation)
    /// `{{>name}}`. When it stands alone on its line, the whitespace before it is added to the
    /// indentation of every line of the partial; otherwise (`nil`) the partial's first line
    /// continues the current line.
    case partial(TemplateReference, indentation: String?, SourceLocation)
    /// `{{<name}}…{{/name}}`: a partial whose blocks are replaced by the given arguments;
    /// indented like a partial.
    case parent(TemplateReference, arguments: [String: [Node]], indentation: String?, SourceLocation)
    /// `{{$name}}…{{/name}}`: a slot a child template may fill.
    case block(BlockSlot)
}

/// A `{{$name}}` slot: its default content and how to indent whatever fills it.
struct BlockSlot: Sendable {
    /// The block name; block names live apart from variables and templates.
    let name: String
    /// What renders when no child fills the block.
    let defaultContent: [Node]
    /// Added to every line of the content, so a child's block takes the indentation of the
    /// place it lands in.
    let indentation: String
    /// Whether the opening tag stands alone on its line. Then the content starts on a line of
    /// its own and its first line is indented too; otherwise the first line continues the
    /// line the block sits on.
    let startsOnOwnLine: Bool
    /// Where the opening tag is, for errors.
    let location: SourceLocation
}

/// A name to look up in the context: `.` or a dotted path such as `page.title`.
struct VariableName: Sendable {
    /// The name as written, for messages.
    let text: String
    /// The dotted parts; empty for the implicit iterator `.`.
    let parts: [String]

    init(_ text: String) {
        self.text = text
        parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The template a partial or parent tag includes.
enum TemplateReference: Sendable {
    /// `{{>name}}`: a fixed template name.
    case named(String)
    /// `{{>*name}}`: the template named by a context value.
    case dynamic(VariableName)
}
