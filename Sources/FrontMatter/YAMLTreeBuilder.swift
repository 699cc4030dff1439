/// Builds ``YAMLNode`` values from libyaml events, resolving aliases and rejecting what front
/// matter must not contain (duplicate keys, non-scalar keys, several documents, nesting deeper
/// than ``FrontMatter/maximumNestingDepth``).
struct YAMLTreeBuilder {
    /// libyaml itself accepts any depth, and the builder recurses once per level.
    private static let maximumNestingDepth = FrontMatter.maximumNestingDepth

    private let events: [(YAMLEvent, line: Int, column: Int)]
    private let startLine: Int
    private var index = 0
    /// Anchored nodes with their heights (see ``node(depth:)``).
    private var anchors: [String: (YAMLNode, height: Int)] = [:]

    init(events: [(YAMLEvent, line: Int, column: Int)], startLine: Int) {
        self.events = events
        self.startLine = startLine
    }

    /// The single document's root node; an empty text gives an empty mapping.
    mutating func build() throws(FrontMatterError) -> YAMLNode {
        var root: YAMLNode?
        while index < events.count {
            let (event, line, column) = events[index]
            index += 1
            switch event {
            case .documentStart where root != nil:
                throw FrontMatterError(
                    line: startLine + line, column: column + 1,
                    message: "Front matter holds more than one YAML document; remove the extra '---' or '...' line.")
            case .documentStart: root = try node(depth: 0).0
            default: continue
            }
        }
        return root ?? YAMLNode(value: .mapping([]), line: startLine, column: 1)
    }

    /// The node whose events start at `index`, inside `depth` sequences and mappings, and its
    /// height: how many levels of sequences and mappings it holds (0 for a scalar).
    private mutating func node(depth: Int) throws(FrontMatterError) -> (YAMLNode, height: Int) {
        let (event, line, column) = events[index]
        index += 1
        let position = (line: startLine + line, column: column + 1)
        let built: (YAMLNode, height: Int)
        var anchor: String?
        switch event {
        case .scalar(let text, let isPlain, let name):
            anchor = name
            built = (YAMLNode(value: .scalar(text, isPlain: isPlain), line: position.line, column: position.column), 0)
        case .sequenceStart(let name):
            anchor = name
            try checkNesting(depth + 1, at: position)
            var elements: [YAMLNode] = []
            var height = 0
            while !isAt(.sequenceEnd) {
                let (element, elementHeight) = try node(depth: depth + 1)
                elements.append(element)
                height = max(height, elementHeight)
            }
            index += 1
            built = (YAMLNode(value: .sequence(elements), line: position.line, column: position.column), height + 1)
        case .mappingStart(let name):
            anchor = name
            try checkNesting(depth + 1, at: position)
            let (entries, height) = try mappingEntries(depth: depth + 1)
            built = (YAMLNode(value: .mapping(entries), line: position.line, column: position.column), height + 1)
        case .alias(let name):
            guard let (target, height) = anchors[name] else {
                throw FrontMatterError(
                    line: position.line, column: position.column,
                    message: "The alias '*\(name)' names no anchor; define '&\(name)' before using it.")
            }
            // An alias repeats its anchor's levels here, so chained aliases could nest without bound.
            try checkNesting(depth + height, at: position)
            return (YAMLNode(value: target.value, line: position.line, column: position.column), height)
        default:
            throw FrontMatterError(
                line: position.line, column: position.column,
                message: "Unexpected YAML structure; check the indentation.")
        }
        if let anchor { anchors[anchor] = built }
        return built
    }

    private func checkNesting(_ levels: Int, at position: (line: Int, column: Int)) throws(FrontMatterError) {
        guard levels > Self.maximumNestingDepth else { return }
        throw .nestingTooDeep(line: position.line, column: position.column)
    }

    private mutating func mappingEntries(depth: Int) throws(FrontMatterError) -> (
        [(key: String, value: YAMLNode)], height: Int
    ) {
        var entries: [(key: String, value: YAMLNode)] = []
        var keyLines: [String: Int] = [:]
        var height = 0
        while !isAt(.mappingEnd) {
            let (key, _) = try node(depth: depth)
            guard let name = key.scalar else {
                throw FrontMatterError(
                    line: key.line, column: key.column,
                    message: "A mapping key must be a plain name like 'title', not a list or mapping.")
            }
            if let firstLine = keyLines[name] {
                throw FrontMatterError(
                    line: key.line, column: key.column,
                    message: "Duplicate key '\(name)' (first given on line \(firstLine)); keep only one of them.")
            }
            keyLines[name] = key.line
            let (value, valueHeight) = try node(depth: depth)
            entries.append((name, value))
            height = max(height, valueHeight)
        }
        index += 1
        return (entries, height)
    }

    private func isAt(_ end: YAMLEvent) -> Bool {
        guard index < events.count else { return true }
        switch (events[index].0, end) {
        case (.sequenceEnd, .sequenceEnd), (.mappingEnd, .mappingEnd): return true
        default: return false
        }
    }
}
