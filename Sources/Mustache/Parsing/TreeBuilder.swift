/// Builds the node tree from tokens and their line layout.
///
/// Besides nesting, it places a ``Node/lineStart`` before the first output of every line that
/// survives (so partials can be indented at render time), and removes a standalone block's
/// own indentation from its content (so the content can take the indentation of the place it
/// is rendered in).
struct TreeBuilder {
    private struct Frame {
        enum Kind {
            case root
            case section(VariableName, inverted: Bool, SourceLocation)
            case parent(TemplateReference, indentation: String?, SourceLocation)
            case block(
                name: String, indentation: String, startsOnOwnLine: Bool, isArgument: Bool, outerStrip: [UInt8],
                SourceLocation)
        }

        let kind: Kind
        var nodes: [Node] = []
        /// Blocks passed to a parent, by name; the first of a repeated name wins.
        var arguments: [String: [Node]] = [:]
    }

    private let source: TemplateSource
    private let tokens: [Token]
    private let layout: LineLayout
    private var stack = [Frame(kind: .root)]
    /// Whether the next output starts a template line.
    private var atLineStart = true
    /// The indentation removed from the start of each line inside standalone blocks.
    private var strip: [UInt8] = []

    /// Builds the tree of a tokenised, analysed template.
    static func nodes(source: TemplateSource, tokens: [Token], layout: LineLayout) -> [Node] {
        var builder = TreeBuilder(source: source, tokens: tokens, layout: layout)
        for index in tokens.indices {
            builder.process(index)
        }
        return builder.stack[0].nodes
    }

    private init(source: TemplateSource, tokens: [Token], layout: LineLayout) {
        self.source = source
        self.tokens = tokens
        self.layout = layout
    }

    private mutating func process(_ index: Int) {
        let token = tokens[index]
        guard let kind = token.tagKind else { return appendText(index) }
        if !layout.isStandalone[index] { markLineStart() }
        let location = source.location(of: token.range.lowerBound)
        switch kind {
        case .variable, .unescapedVariable:
            append(.variable(VariableName(token.name), escaped: kind == .variable, location))
        case .comment, .setDelimiters:
            break
        case .section, .invertedSection:
            stack.append(Frame(kind: .section(VariableName(token.name), inverted: kind == .invertedSection, location)))
        case .partial:
            let indentation = layout.isStandalone[index] ? indentation(before: index) : nil
            append(.partial(reference(token.name), indentation: indentation, location))
        case .parent:
            let indentation = layout.isStandalone[index] ? indentation(before: index) : nil
            stack.append(Frame(kind: .parent(reference(token.name), indentation: indentation, location)))
        case .block:
            openBlock(index)
        case .close:
            close()
        }
    }

    // MARK: - Text

    private mutating func appendText(_ index: Int) {
        let range = tokens[index].range
        var bytes = source.bytes[range]
        defer { if bytes.last == .newline { atLineStart = true } }
        guard !layout.isRemoved[index] else { return }
        if startsLine(index) { bytes = bytes.dropFirst(commonPrefixLength(bytes, strip)) }
        guard !bytes.isEmpty else { return }
        if atLineStart && bytes.first != .newline && !bytes.starts(with: [.carriageReturn, .newline]) {
            append(.lineStart)
        }
        atLineStart = false
        append(.text(String(decoding: bytes, as: UTF8.self)))
    }

    private mutating func markLineStart() {
        if atLineStart { append(.lineStart) }
        atLineStart = false
    }

    // MARK: - Pairs

    private mutating func openBlock(_ index: Int) {
        let isArgument = layout.isInsideParent[index]
        let outerStrip = strip
        var indentation = ""
        switch layout.blockPlacement[index] {
        case .ownLines:
            let ownIndentation = whitespaceStartingLine(after: index)
            if ownIndentation.starts(with: strip) {
                indentation = String(decoding: ownIndentation.dropFirst(strip.count), as: UTF8.self)
                strip = ownIndentation
            }
            atLineStart = true
        case .indentedPair:
            indentation = self.indentation(before: index)
        case .inline:
            break
        }
        // A block passed to a parent may land on a line of its own, so it starts as a line.
        if isArgument { atLineStart = true }
        let placement = layout.blockPlacement[index]
        stack.append(
            Frame(
                kind: .block(
                    name: tokens[index].name, indentation: indentation, startsOnOwnLine: placement == .ownLines,
                    isArgument: isArgument, outerStrip: outerStrip, source.location(of: tokens[index].range.lowerBound))
            ))
    }

    private mutating func close() {
        let frame = stack.removeLast()
        switch frame.kind {
        case .root:
            preconditionFailure("LineLayout checks that every closing tag has an opening tag")
        case .section(let name, let inverted, let location):
            append(
                inverted
                    ? .invertedSection(name, body: frame.nodes, location) : .section(name, body: frame.nodes, location))
        case .parent(let reference, let indentation, let location):
            append(.parent(reference, arguments: frame.arguments, indentation: indentation, location))
        case .block(let name, let indentation, let startsOnOwnLine, let isArgument, let outerStrip, let location):
            strip = outerStrip
            if isArgument {
                if stack[stack.count - 1].arguments[name] == nil {
                    stack[stack.count - 1].arguments[name] = frame.nodes
                }
            } else {
                let slot = BlockSlot(
                    name: name, defaultContent: frame.nodes, indentation: indentation, startsOnOwnLine: startsOnOwnLine,
                    location: location)
                append(.block(slot))
            }
        }
    }

    /// Adds a node to the innermost frame, merging adjacent text. Inside a parent pair only
    /// blocks count, so anything else there is dropped.
    private mutating func append(_ node: Node) {
        let top = stack.count - 1
        if case .parent = stack[top].kind { return }
        if case .text(let text) = node, case .text(let previous)? = stack[top].nodes.last {
            stack[top].nodes[stack[top].nodes.count - 1] = .text(previous + text)
        } else {
            stack[top].nodes.append(node)
        }
    }

    // MARK: - Helpers

    private func reference(_ name: String) -> TemplateReference {
        name.hasPrefix("*") ? .dynamic(VariableName(String(name.dropFirst()))) : .named(name)
    }

    private func startsLine(_ index: Int) -> Bool {
        index == 0 || source.bytes[tokens[index - 1].range.upperBound - 1] == .newline
    }

    /// The whitespace before a tag on its line, less any indentation a block removes.
    private func indentation(before index: Int) -> String {
        let previous = index - 1
        guard previous >= 0, tokens[previous].kind == .text else { return "" }
        let bytes = source.bytes[tokens[previous].range]
        guard bytes.last != .newline, bytes.allSatisfy(\.isInlineWhitespace) else { return "" }
        let kept = startsLine(previous) ? bytes.dropFirst(commonPrefixLength(bytes, strip)) : bytes
        return String(decoding: kept, as: UTF8.self)
    }

    /// The spaces and tabs that start the line after the tag's line.
    private func whitespaceStartingLine(after index: Int) -> [UInt8] {
        let bytes = source.bytes
        guard let newline = bytes[tokens[index].range.upperBound...].firstIndex(of: .newline) else { return [] }
        let start = newline + 1
        let end = bytes[start...].firstIndex(where: { !$0.isInlineWhitespace }) ?? bytes.count
        return Array(bytes[start..<end])
    }

    private func commonPrefixLength(_ bytes: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Int {
        var length = 0
        for (byte, expected) in zip(bytes, prefix) {
            guard byte == expected else { break }
            length += 1
        }
        return length
    }
}
