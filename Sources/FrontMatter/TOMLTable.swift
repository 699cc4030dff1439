/// A TOML table while its document is read: keys in the order first written, values, sub-tables
/// and arrays of tables. Values (strings, numbers, static arrays, inline tables) are finished
/// ``YAMLNode``s: TOML never adds to them later.
final class TOMLTable {
    /// One key's content.
    enum Entry {
        case value(YAMLNode)
        case table(TOMLTable)
        case tables([TOMLTable], line: Int, column: Int)
    }

    private(set) var keys: [String] = []
    private var entries: [String: Entry] = [:]
    let line: Int
    let column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    subscript(key: String) -> Entry? {
        get { entries[key] }
        set {
            if entries[key] == nil { keys.append(key) }
            entries[key] = newValue
        }
    }

    /// The table at `path` below this one, created where missing; an array of tables leads into
    /// its last table. `nil` when the path runs into a value.
    func nest(_ path: ArraySlice<String>, line: Int, column: Int, intoArrays: Bool = true) -> TOMLTable? {
        var table = self
        for key in path {
            switch table[key] {
            case nil:
                let created = TOMLTable(line: line, column: column)
                table[key] = .table(created)
                table = created
            case .table(let next): table = next
            case .tables(let list, _, _) where intoArrays: table = list[list.count - 1]
            default: return nil
            }
        }
        return table
    }

    /// The table as a node: a mapping in key order, arrays of tables as sequences of mappings.
    var node: YAMLNode {
        let mapped = keys.map { key -> (key: String, value: YAMLNode) in
            switch entries[key] {
            case .value(let value): (key, value)
            case .table(let table): (key, table.node)
            case .tables(let tables, let line, let column):
                (key, YAMLNode(value: .sequence(tables.map(\.node)), line: line, column: column))
            case nil: (key, YAMLNode(value: .mapping([]), line: line, column: column))
            }
        }
        return YAMLNode(value: .mapping(mapped), line: line, column: column)
    }
}

/// Which keys a TOML document has closed to further definition, as Python's `tomllib` tracks
/// them: a table declared by a `[header]` or through dotted keys (`explicitNest`), and inline
/// tables and static arrays (`frozen`, with everything under them).
struct TOMLFlags {
    enum Flag { case frozen, explicitNest }

    private var flags: [[String]: Set<FlagKind>] = [:]
    private var pending: [([String], Flag)] = []

    private struct FlagKind: Hashable {
        var flag: Flag
        var recursive: Bool
    }

    mutating func addPending(_ key: [String], _ flag: Flag) { pending.append((key, flag)) }

    /// Sets the flags dotted keys asked for: they hold from the next table header on.
    mutating func finalizePending() {
        for (key, flag) in pending { set(key, flag, recursive: false) }
        pending.removeAll()
    }

    mutating func unsetAll(_ key: [String]) {
        flags = flags.filter { !$0.key.starts(with: key) }
    }

    mutating func set(_ key: [String], _ flag: Flag, recursive: Bool) {
        flags[key, default: []].insert(FlagKind(flag: flag, recursive: recursive))
    }

    func isSet(_ key: [String], _ flag: Flag) -> Bool {
        guard !key.isEmpty else { return false }
        for length in 1..<key.count
        where flags[Array(key.prefix(length))]?.contains(.init(flag: flag, recursive: true)) == true {
            return true
        }
        let own = flags[key] ?? []
        return own.contains(.init(flag: flag, recursive: false)) || own.contains(.init(flag: flag, recursive: true))
    }
}
