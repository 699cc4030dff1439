/// Where an article's body starts in its file: the one mapping between the line numbers of
/// positions found in the body (what the Markdown parser reports) and the file's lines (what a
/// diagnostic names).
public struct BodyLines: Sendable, Hashable {
    /// The file line of the body's first line (1 when the file has no front matter).
    public var firstFileLine: Int

    /// Creates the mapping for a body that starts at file line `firstFileLine`.
    public init(firstFileLine: Int) {
        self.firstFileLine = firstFileLine
    }

    /// The file line of the body's 1-based line `bodyLine`.
    public func fileLine(_ bodyLine: Int) -> Int {
        bodyLine + firstFileLine - 1
    }

    /// The body line of file line `fileLine`, the inverse of ``fileLine(_:)``.
    public func bodyLine(_ fileLine: Int) -> Int {
        fileLine - firstFileLine + 1
    }
}
