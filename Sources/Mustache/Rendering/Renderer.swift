import DiaryContent

/// What a node renders against: the context stack, the indentation of the current line
/// start, the blocks a child template passed down, and how deep partials are nested.
struct Scope {
    /// Contexts, innermost last; never empty.
    var stack: [MustacheValue]
    /// Written at every template line start: the sum of the enclosing standalone partials'
    /// and blocks' indentation.
    var indentation = ""
    /// Block contents passed by parent tags, by block name.
    var blockOverrides: [String: [Node]] = [:]
    /// How many sections, inverted sections, blocks, partials and parents enclose the nodes.
    var depth = 0
}

/// Walks a node tree and writes the output. One renderer serves one render call, so its
/// mutable state is never shared.
struct Renderer {
    /// How deep rendering may nest; a template that includes itself without a stopping
    /// condition fails here instead of exhausting the stack.
    static let maximumDepth = MustacheTemplate.maximumRenderDepth
    static let maximumWork = MustacheTemplate.maximumRenderWork
    static let maximumOutputBytes = MustacheTemplate.maximumOutputBytes

    let library: TemplateLibrary
    let strict: Bool
    private(set) var output = ""
    /// Nodes of the sections, partials and blocks rendered so far, each pass of a section's
    /// body counted again: what the render has cost, held against ``maximumWork``.
    private var work = 0
    /// Set while the first line of an inline partial or block continues the line it sits on,
    /// whose indentation has already been written.
    private var skipsNextLineStart = false

    init(library: TemplateLibrary, strict: Bool) {
        self.library = library
        self.strict = strict
    }

    /// Makes room for an output of `count` UTF-8 bytes.
    mutating func reserveCapacity(_ count: Int) {
        output.reserveCapacity(count)
    }

    mutating func render(_ nodes: [Node], in scope: Scope) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
                skipsNextLineStart = false
            case .lineStart:
                if !skipsNextLineStart { output += scope.indentation }
                skipsNextLineStart = false
            case .variable(let name, let escaped, let location):
                skipsNextLineStart = false
                try interpolate(name, escaped: escaped, at: location, in: scope)
            case .section(let name, let body, let location):
                try renderSection(name, body: body, at: location, in: scope)
            case .invertedSection(let name, let body, let location):
                try renderInvertedSection(name, body: body, at: location, in: scope)
            case .partial(let reference, let indentation, let location):
                try include(reference, indentation: indentation, at: location, in: scope, kind: "partial")
            case .parent(let reference, let arguments, let indentation, let location):
                // Blocks from further out win, so the outermost child has the last word.
                var inner = scope
                inner.blockOverrides = arguments.merging(scope.blockOverrides) { _, outer in outer }
                try include(reference, indentation: indentation, at: location, in: inner, kind: "parent")
            case .block(let slot):
                try renderBlock(slot, in: scope)
            }
        }
    }

    private mutating func interpolate(_ name: VariableName, escaped: Bool, at location: SourceLocation, in scope: Scope)
        throws(MustacheError)
    {
        guard let value = scope.lookUp(name) else {
            guard strict else { return }
            throw MustacheError(
                kind: .unknownVariable(name.text), location: location, message: "unknown variable '\(name.text)'")
        }
        guard let text = value.interpolatedText else {
            guard strict else { return }
            throw MustacheError(
                kind: .notInterpolatable(name.text), location: location,
                message: "'\(name.text)' is a list or dictionary and has no text: "
                    + "use a section such as {{#\(name.text)}}…{{/\(name.text)}}")
        }
        if escaped {
            HTMLEscaping.append(text, to: &output, .anyQuotedAttributes)
        } else {
            output += text
        }
    }

    private mutating func renderSection(
        _ name: VariableName, body: [Node], at location: SourceLocation, in scope: Scope
    ) throws(MustacheError) {
        guard let value = scope.lookUp(name), value.isTruthy else { return }
        var inner = try scope.nested(at: location, "section '\(name.text)'")
        // A value that is not a list renders the body once, with the value on top of the stack.
        let elements = if case .array(let elements) = value { elements } else { [value] }
        // Replacing the top in place keeps one stack for the whole loop.
        inner.stack.append(.null)
        for element in elements {
            try spend(body.count, at: location, "section", name.text)
            inner.stack[inner.stack.count - 1] = element
            try render(body, in: inner)
        }
    }

    private mutating func renderInvertedSection(
        _ name: VariableName, body: [Node], at location: SourceLocation, in scope: Scope
    ) throws(MustacheError) {
        guard !(scope.lookUp(name)?.isTruthy ?? false) else { return }
        try spend(body.count, at: location, "inverted section", name.text)
        try render(body, in: scope.nested(at: location, "inverted section '\(name.text)'"))
    }

    private mutating func renderBlock(_ slot: BlockSlot, in scope: Scope) throws(MustacheError) {
        let content = scope.blockOverrides[slot.name] ?? slot.defaultContent
        try spend(content.count, at: slot.location, "block", slot.name)
        var inner = try scope.nested(at: slot.location, "block '\(slot.name)'")
        inner.indentation += slot.indentation
        skipsNextLineStart = !slot.startsOnOwnLine
        try render(content, in: inner)
        skipsNextLineStart = false
    }

    private mutating func include(
        _ reference: TemplateReference, indentation: String?, at location: SourceLocation, in scope: Scope,
        kind: StaticString
    ) throws(MustacheError) {
        guard let name = try templateName(reference, at: location, in: scope) else { return }
        guard let template = library[name] else {
            guard strict else { return }
            throw MustacheError(
                kind: .unknownPartial(name), location: location,
                message: "unknown partial '\(name)': add it to the template library or fix the name")
        }
        try spend(template.nodes.count, at: location, kind, name)
        var inner = try scope.nested(at: location, "\(kind) '\(name)'")
        inner.indentation += indentation ?? ""
        // Inline, the partial's first line continues a line whose indentation is written.
        skipsNextLineStart = indentation == nil
        try render(template.nodes, in: inner)
        skipsNextLineStart = false
    }

    /// Counts `nodes` about to be rendered for the tag at `location` (a `kind` named `name`).
    /// - Throws: ``MustacheError/Kind/tooMuchWork`` when the render's work or output is past its
    ///   limit: checked before every pass of a section's body, so nesting cannot multiply the
    ///   work far beyond it.
    private mutating func spend(_ nodes: Int, at location: SourceLocation, _ kind: StaticString, _ name: String)
        throws(MustacheError)
    {
        work &+= nodes
        guard work > Self.maximumWork || output.utf8.count > Self.maximumOutputBytes else { return }
        throw overBudget(at: location, kind, name)
    }

    /// The error of a render past its budget; kept out of line, so the recursive render
    /// functions' frames stay small on a deep render.
    @inline(never)
    private func overBudget(at location: SourceLocation, _ kind: StaticString, _ name: String) -> MustacheError {
        let what =
            work > Self.maximumWork
            ? "renders more than \(Self.maximumWork) template nodes"
            : "writes more than \(Self.maximumOutputBytes >> 20) MB"
        return MustacheError(
            kind: .tooMuchWork, location: location,
            message: "this page \(what) by \(kind) '\(name)': a list section nested in itself (or in a section "
                + "over another long list) renders its body once per element at every level; render each list once")
    }

    private func templateName(_ reference: TemplateReference, at location: SourceLocation, in scope: Scope)
        throws(MustacheError) -> String?
    {
        switch reference {
        case .named(let name):
            return name
        case .dynamic(let variable):
            if let name = scope.lookUp(variable)?.interpolatedText, !name.isEmpty { return name }
            guard strict else { return nil }
            throw MustacheError(
                kind: .unknownVariable(variable.text), location: location,
                message: "unknown variable '\(variable.text)' (a dynamic partial name)")
        }
    }
}

extension Scope {
    /// The scope one nesting level further in, for the tag at `location` described by `tag`.
    /// - Throws: ``MustacheError/Kind/recursionTooDeep`` past ``Renderer/maximumDepth``.
    func nested(at location: SourceLocation, _ tag: @autoclosure () -> String) throws(MustacheError) -> Scope {
        guard depth < Renderer.maximumDepth else {
            throw MustacheError(
                kind: .recursionTooDeep, location: location,
                message: "templates nest more than \(Renderer.maximumDepth) deep at \(tag()): a partial probably "
                    + "includes itself, or a block fills itself, without a section that ends the recursion")
        }
        var inner = self
        inner.depth += 1
        return inner
    }

    /// Resolves a name: `.` is the innermost context; otherwise the first part is looked up
    /// from the innermost context outwards, and the remaining parts inside that value only.
    /// - Returns: The value, or `nil` when any part resolves nowhere.
    func lookUp(_ name: VariableName) -> MustacheValue? {
        guard let first = name.parts.first else { return stack.last }
        var value: MustacheValue?
        for context in stack.reversed() {
            if case .dictionary(let entries) = context, let found = entries[first] {
                value = found
                break
            }
        }
        for part in name.parts.dropFirst() {
            guard case .dictionary(let entries)? = value else { return nil }
            value = entries[part]
        }
        return value
    }
}
