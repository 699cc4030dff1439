/// A mistake in how a command was called; printed with the command's usage.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Command-line arguments consumed option by option, in the spirit of
/// swift-argument-parser (which cannot be fetched here).
struct ArgumentList {
    private var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        for (index, argument) in remaining.enumerated() {
            if argument == name {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                    throw UsageError("\(name) needs a value")
                }
                let value = remaining[index + 1]
                remaining.removeSubrange(index...index + 1)
                return value
            }
            if argument.hasPrefix(name + "=") {
                remaining.remove(at: index)
                return String(argument.dropFirst(name.count + 1))
            }
        }
        return nil
    }

    /// Removes `--name` and says whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes and returns the positional arguments; fails on unknown options.
    mutating func positionals() throws(UsageError) -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option '\(unknown)'")
        }
        defer { remaining = [] }
        return remaining
    }
}
