/// A link's or image's destination as the author wrote it, for messages that quote it.
///
/// ``Inline/link(destination:title:children:position:)`` carries the destination decoded
/// (`foo%20b&auml;` becomes `foo%20bä`) and the place of the link; a message the author acts on
/// should quote what is in the file, at the place where it is written.
public struct WrittenDestination: Sendable, Hashable {
    /// The destination before backslash escapes and character references are decoded, without
    /// the `<…>` around it: `foo%20b&auml;`.
    public var text: String
    /// Where the destination is written: the link or image itself, or for a reference link
    /// (`[text][label]`, `[label]`) the `[` of its definition `[label]: url`.
    public var position: SourcePosition
    /// Whether the destination comes from a reference definition rather than the link itself.
    public var isFromDefinition: Bool

    /// Creates a written destination.
    public init(text: String, position: SourcePosition, isFromDefinition: Bool) {
        self.text = text
        self.position = position
        self.isFromDefinition = isFromDefinition
    }
}
