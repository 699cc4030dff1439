/// Builds ``YAMLNode`` values from libyaml events, resolving aliases and rejecting what front
/// matter must not contain (duplicate keys, non-scalar keys, several documents).
struct YAMLTreeBuilder {
    private let events: [(YAMLEvent, line: Int, column: Int)]
    private let startLine: Int
    private var index = 0
    private var anchors: [String: YAMLNode] = [:]

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
            case .documentStart: root = try node()
            default: continue
            }
        }
        return root ?? YAMLNode(value: .mapping([]), line: startLine, column: 1)
    }

    private mutating func node() throws(FrontMatterError) -> YAMLNode {
        let (event, line, column) = events[index]
        index += 1
        let position = (line: startLine + line, column: column + 1)
        let built: YAMLNode
        var anchor: String?
        switch event {
        case .scalar(let text, let isPlain, let name):
            anchor = name
            built = YAMLNode(value: .scalar(text, isPlain: isPlain), line: position.line, column: position.column)
        case .sequenceStart(let name):
            anchor = name
            var elements: [YAMLNode] = []
            while !isAt(.sequenceEnd) { elements.append(try node()) }
            index += 1
            built = YAMLNode(value: .sequence(elements), line: position.line, column: position.column)
        case .mappingStart(let name):
            anchor = name
            built = YAMLNode(value: .mapping(try mappingEntries()), line: position.line, column: position.column)
        case .alias(let name):
            guard let target = anchors[name] else {
                throw FrontMatterError(
                    line: position.line, column: position.column,
                    message: "The alias '*\(name)' names no anchor; define '&\(name)' before using it.")
            }
            return YAMLNode(value: target.value, line: position.line, column: position.column)
        default:
            throw FrontMatterError(
                line: position.line, column: position.column,
                message: "Unexpected YAML structure; check the indentation.")
        }
        if let anchor { anchors[anchor] = built }
        return built
    }

    private mutating func mappingEntries() throws(FrontMatterError) -> [(key: String, value: YAMLNode)] {
        var entries: [(key: String, value: YAMLNode)] = []
        var keyLines: [String: Int] = [:]
        while !isAt(.mappingEnd) {
            let key = try node()
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
            entries.append((name, try node()))
        }
        index += 1
        return entries
    }

    private func isAt(_ end: YAMLEvent) -> Bool {
        guard index < events.count else { return true }
        switch (events[index].0, end) {
        case (.sequenceEnd, .sequenceEnd), (.mappingEnd, .mappingEnd): return true
        default: return false
        }
    }
}
