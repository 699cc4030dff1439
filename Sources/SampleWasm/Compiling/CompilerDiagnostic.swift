/// One message from `swiftc`, `clang` or `wasm-ld`. Thanks to the extracted sources'
/// `#sourceLocation` directives, a Swift error names the article's `.md` line.
public struct CompilerDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The module did not build.
        case error
        /// The module built; the author should look.
        case warning
        /// More about the message before it.
        case note
    }

    /// The severity.
    public var severity: Severity
    /// The file the message is about, or `nil` (a linker error, `<unknown>`).
    public var path: String?
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// The compiler's message.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, path: String?, line: Int?, column: Int?, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The diagnostic in the `path:line:column: error: message` form editors understand.
    public var description: String {
        var location = path ?? ""
        if path != nil, let line {
            location += ":\(line)" + (column.map { ":\($0)" } ?? "")
        }
        return (location.isEmpty ? "" : location + ": ") + "\(severity.rawValue): \(message)"
    }

    /// The diagnostics in a compiler's output (run with `-diagnostic-style llvm`), in order.
    ///
    /// Lines of the form `path:line:column: severity: message` and `tool: severity: message` count;
    /// source excerpts and caret lines are skipped. Output with a failure but no recognised line
    /// comes back as one error holding the text, so nothing is lost.
    /// - Parameters:
    ///   - output: What the tool printed.
    ///   - failed: Whether the tool exited with an error.
    public static func parse(_ output: String, failed: Bool) -> [CompilerDiagnostic] {
        let found = output.split(separator: "\n").compactMap { parseLine(String($0)) }
        guard failed, !found.contains(where: { $0.severity == .error }) else { return found }
        let text = output.trimmingTrailingWhitespace
        return found + [CompilerDiagnostic(.error, path: nil, line: nil, column: nil, text.isEmpty ? "failed" : text)]
    }

    /// One line as a diagnostic, or `nil` when it is not a diagnostic line.
    static func parseLine(_ line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.firstRange(of: ": \(severity.rawValue): ") else { continue }
            let message = String(line[marker.upperBound...])
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            // `path:line:column` or `path:line`, where the path itself may hold colons.
            let numbers = location.reversed().prefix(2).prefix { Int($0) != nil }.count
            if numbers > 0, location.count > numbers {
                let path = location.dropLast(numbers).joined(separator: ":")
                let row = Int(location[location.count - numbers])!
                let column = numbers == 2 ? Int(location.last!) : nil
                let known = path != "<unknown>" && row > 0
                return CompilerDiagnostic(
                    severity, path: known ? path : nil, line: known ? row : nil, column: known ? column : nil, message)
            }
            // `wasm-ld: error: …`, `clang: error: …`, `error: …` from the driver.
            let tool = String(line[..<marker.lowerBound])
            guard !tool.contains(" ") else { return nil }
            return CompilerDiagnostic(severity, path: nil, line: nil, column: nil, "\(tool): \(message)")
        }
        if line.hasPrefix("error: ") {
            return CompilerDiagnostic(.error, path: nil, line: nil, column: nil, String(line.dropFirst(7)))
        }
        return nil
    }
}

extension String {
    fileprivate var trimmingTrailingWhitespace: String {
        String(self.reversed().drop(while: \.isWhitespace).reversed())
    }
}
