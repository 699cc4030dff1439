/// The allowed elements that an article's raw HTML has opened and not closed, innermost last,
/// as the browser's stack of open elements holds them.
///
/// Why a model of the browser and explicit output: a browser does not close elements the way
/// the tags say. `</span>` is ignored while a `<div>` opened after the `<span>` is still open,
/// `<div>` closes an open `<p>`, `<li>` closes the previous `<li>` through a `<div>`, a table
/// reparents stray content. If the sanitiser believed an element closed that the browser keeps
/// open, that element would swallow the navigation after the article; if it believed one open
/// that the browser closed, the `</div>` it adds at the article's end would close the page's
/// own container. So ``HTMLSanitizer`` asks this type, tag by tag, what the HTML standard's
/// tree-construction rules make of it, and writes the outcome out in full: every element the
/// browser would close implicitly gets its end tag, innermost first, and every end tag written
/// names the browser's current element. Markup whose outcome the rules make depend on things
/// the sanitiser cannot see (an `<li>` outside any list of its own, which would close the
/// Markdown list item around it; a nested `<a>`; misnested formatting across a block) is
/// dropped instead, keeping its text. The browser then has nothing to infer, and what it builds
/// is what this stack says.
///
/// The Markdown renderer's own elements sit between raw ones: each Markdown element is a
/// *scope* (``enterMarkdownElement(_:)``). Its start tag is placed by the same rules (a
/// Markdown heading closes a raw heading left current, a paragraph a raw `<p>`), raw HTML inside
/// it may close only what it opened inside it, and whatever it left open is closed before the
/// Markdown element's end tag (``leaveMarkdownElement(_:)``), so no Markdown end tag ever meets
/// a raw element. A table
/// opened by raw HTML must have its rows and cells in the same HTML block: at the end of each
/// fragment a table that is not inside one of its cells is closed (``endOfFragment()``), so
/// Markdown never lands in a table's structure, where a browser would move it.
public struct HTMLOpenElements: Sendable, Equatable {
    /// The open raw elements, outermost first.
    public private(set) var elements: [String] = []
    /// Elements at this index and above were opened inside the current Markdown element.
    private(set) var floor = 0
    /// How many Markdown links enclose the current place: a raw `<a>` may not open inside one.
    private var links = 0

    /// Creates an empty stack: nothing opened yet.
    public init() {}

    /// The place a Markdown element started, to hand back to ``leaveMarkdownElement(_:)``.
    public struct Scope: Sendable, Equatable {
        fileprivate let floor: Int
        fileprivate let isLink: Bool
    }

    /// Whether raw HTML left no element open.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts the Markdown element `name` (`p`, `li`, `em`, `a`…): raw HTML inside it may
    /// close only the elements it opens there.
    /// - Returns: The scope to end, and the end tags of raw elements the Markdown start tag
    ///   closes, to write before it.
    public mutating func enterMarkdownElement(_ name: String) -> (scope: Scope, closers: String) {
        let closers = closers(forMarkdownStartTag: name)
        let isLink = name == "a"
        let scope = Scope(floor: floor, isLink: isLink)
        floor = elements.count
        if isLink { links += 1 }
        return (scope, closers)
    }

    /// Ends the Markdown element started with `scope`.
    /// - Returns: The end tags of the raw elements opened inside it and left open, innermost
    ///   first, to write before the Markdown element's own end tag.
    public mutating func leaveMarkdownElement(_ scope: Scope) -> String {
        let closers = close(from: min(floor, elements.count))
        floor = min(scope.floor, elements.count)
        if scope.isLink { links -= 1 }
        return closers
    }

    /// Closes everything: the end tags of all open raw elements, innermost first.
    public mutating func closeAll() -> String {
        floor = 0
        return close(from: 0)
    }

    // MARK: Queries

    /// Whether a Markdown link encloses the current place.
    var isInsideLink: Bool { links > 0 }

    /// The index of the innermost open element named `name`.
    func lastIndex(of name: String) -> Int? {
        elements.lastIndex(of: name)
    }

    /// The index of the innermost open element for which `matches` holds.
    func lastIndex(where matches: (String) -> Bool) -> Int? {
        elements.lastIndex(where: matches)
    }

    /// The current element if raw HTML opened it inside the current Markdown element.
    var current: String? { elements.count > floor ? elements.last : nil }

    /// The indices of the elements opened inside the current Markdown element, innermost first.
    var currentScopeIndices: ReversedCollection<Range<Int>> { (floor..<elements.count).reversed() }

    subscript(index: Int) -> String { elements[index] }

    /// Whether the element at `index` was opened inside the current Markdown element.
    func isInCurrentScope(_ index: Int) -> Bool { index >= floor }

    /// Whether an element in `boundaries` is open above `index`.
    func hasBoundary(above index: Int, in boundaries: Set<String>) -> Bool {
        elements[(index + 1)...].contains { boundaries.contains($0) }
    }

    // MARK: Changes

    /// Records that `name` was opened (void elements are never recorded).
    mutating func push(_ name: String) {
        elements.append(name)
    }

    /// Closes the element at `index` and every element above it.
    /// - Returns: Their end tags, innermost first.
    mutating func close(from index: Int) -> String {
        guard index < elements.count else { return "" }
        var closers = ""
        for name in elements[index...].reversed() { closers += "</\(name)>" }
        elements.removeSubrange(index...)
        return closers
    }
}
