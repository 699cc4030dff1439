import Synchronization

/// A parsed Mustache template: parse once, render many times, from any number of tasks.
///
/// Supports the whole Mustache spec except lambdas: interpolation (`{{name}}` escaped,
/// `{{{name}}}` and `{{&name}}` raw), sections, inverted sections, comments, partials,
/// set delimiters, template inheritance (`{{<parent}}` with `{{$block}}`) and dynamic names
/// (`{{>*name}}`).
///
/// ```swift
/// let template = try MustacheTemplate("<h1>{{title}}</h1>", name: "heading.mustache")
/// let html = try template.render(["title": "Fish & Chips"])  // <h1>Fish &amp; Chips</h1>
/// ```
public struct MustacheTemplate: Sendable {
    /// How deep sections, inverted sections, parents and blocks may nest in one template.
    ///
    /// Parsing a template that nests deeper fails with a syntax error at the first opening tag
    /// past the limit, so a parsed tree never grows deep enough to exhaust the stack when it is
    /// rendered or destroyed. Rendering has its own limit, ``maximumRenderDepth``, across
    /// partials.
    public static let maximumNestingDepth = 100

    /// How deep sections, inverted sections, blocks, partials and parents may nest while
    /// rendering, counted across every template that partials and parents bring in.
    ///
    /// Past it, rendering throws ``MustacheError/Kind/recursionTooDeep``; this catches a
    /// partial that includes itself without a stopping condition.
    public static let maximumRenderDepth = 200

    /// How many nodes one render may render, each pass of a section's body counted again.
    ///
    /// A list section nested in itself renders its body once per element of every level, so
    /// seven nested sections over twenty articles would render 20⁷ times and run for hours.
    /// Past the limit, rendering throws ``MustacheError/Kind/tooMuchWork`` at the section (or
    /// partial, or block) it was about to render. The bundled diary's biggest page renders
    /// about 1,300 nodes; a site of 10,000 articles lists a few thousand tags on one page.
    public static let maximumRenderWork = 2_000_000

    /// How long one render's output may grow, in UTF-8 bytes, before rendering throws
    /// ``MustacheError/Kind/tooMuchWork``: a long text repeated by a list exhausts memory long
    /// before the node count is reached. The bundled diary's biggest page is about 70 KB.
    public static let maximumOutputBytes = 64 << 20

    /// The name used in error locations and for partial lookups in a ``TemplateLibrary``.
    public let name: String
    /// The parsed tree, immutable and shared by every render.
    let nodes: [Node]
    /// The longest output rendered so far, in UTF-8 bytes: a render reserves that much at once
    /// instead of growing its output a dozen times (a page holds a whole article).
    private let outputSize = OutputSize()

    /// Parses a template.
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: The name errors report, such as `article.mustache`.
    /// - Throws: ``MustacheError`` of kind ``MustacheError/Kind/syntax`` for an unclosed tag or
    ///   section, a mismatched closing tag, an invalid name or invalid delimiters, or sections
    ///   nested deeper than ``maximumNestingDepth``.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        let text = TemplateSource(name: name, source: source)
        let tokens = try Scanner.tokens(of: text)
        let layout = try LineLayout(tokens: tokens, source: text)
        self.name = name
        nodes = TreeBuilder.nodes(source: text, tokens: tokens, layout: layout)
    }

    /// Renders the template.
    /// - Parameters:
    ///   - context: The data the template reads; usually a dictionary.
    ///   - partials: The templates `{{>name}}` and `{{<name}}` tags include.
    ///   - strict: When `true`, interpolating a name that resolves nowhere, interpolating a
    ///     list or dictionary, and including a missing partial throw. Sections and inverted
    ///     sections on a missing name stay falsey either way. When `false`, rendering follows
    ///     the spec: those render as the empty string.
    /// - Returns: The rendered text.
    /// - Throws: ``MustacheError`` in strict mode, when sections and partials nest deeper
    ///   than ``maximumRenderDepth``, or when the render exceeds ``maximumRenderWork`` or
    ///   ``maximumOutputBytes``.
    public func render(
        _ context: MustacheValue = [:], partials: TemplateLibrary = TemplateLibrary(), strict: Bool = false
    ) throws(MustacheError) -> String {
        var renderer = Renderer(library: partials, strict: strict)
        renderer.reserveCapacity(outputSize.largest)
        try renderer.render(nodes, in: Scope(stack: [context]))
        outputSize.note(renderer.output.utf8.count)
        return renderer.output
    }
}

/// The largest output of one template's renders so far, shared by the renders of every task.
private final class OutputSize: Sendable {
    /// Outputs are reserved at most this large, so one huge render does not make every later
    /// one reserve as much.
    private static let limit = 1 << 20
    private let size = Atomic<Int>(0)

    /// The longest output noted, at most ``limit``.
    var largest: Int { size.load(ordering: .relaxed) }

    /// Notes an output of `count` bytes.
    func note(_ count: Int) {
        let count = min(count, Self.limit)
        if count > size.load(ordering: .relaxed) { size.store(count, ordering: .relaxed) }
    }
}
