import DiaryContent

/// Reads the front matter `module` field: one module name, or a list of them. The site and the
/// sample extractor read it alike, so `diary check` accepts exactly the names the build does.
public enum ModuleList {
    /// The module names in `node`, in the order written.
    /// - Parameters:
    ///   - node: The value of `module`, or `nil` when the field is absent.
    ///   - path: The article, for diagnostics.
    /// - Returns: The names; empty when the field is absent or null.
    /// - Throws: A ``Diagnostic`` for a value that is not a name or a list of names, a name that
    ///   is not a Swift identifier, or a name listed twice.
    public static func names(in node: YAMLNode?, path: String) throws(Diagnostic) -> [String] {
        guard let node, !node.isNull else { return [] }
        let entries = node.sequence ?? [node]
        var names: [String] = []
        // A set, not `names.contains`: a long list must not make loading quadratic.
        var seen: Set<String> = []
        for entry in entries {
            guard let name = entry.scalar else {
                throw .error(
                    "module must be a module name or a list of names, e.g. module: Buttons or "
                        + "module: [ParentalGate, Puzzles]", file: path, line: entry.line)
            }
            guard isIdentifier(name) else {
                throw .error(
                    "'\(name)' is not a module name; use a Swift identifier such as Buttons", file: path,
                    line: entry.line)
            }
            guard seen.insert(name).inserted else {
                throw .error("module \(name) is listed twice; list each module once", file: path, line: entry.line)
            }
            names.append(name)
        }
        return names
    }

    /// Whether `name` is an ASCII Swift identifier (module names are target names).
    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, identifierStart.contains(first) else { return false }
        return name.allSatisfy { identifierStart.contains($0) || ("0"..."9").contains($0) }
    }

    private static let identifierStart = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
}
