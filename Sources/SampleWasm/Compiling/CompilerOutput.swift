import DiaryContent

/// Reads the messages of `swiftc`, `clang` or `wasm-ld` as ``Diagnostic``s. Thanks to the
/// extracted sources' `#sourceLocation` directives, a Swift error names the article's `.md` line.
enum CompilerOutput {
    /// The diagnostics in a compiler's output (run with `-diagnostic-style llvm`), in order.
    ///
    /// Lines of the form `path:line:column: severity: message` and `tool: severity: message` count;
    /// source excerpts and caret lines are skipped. Output with a failure but no recognised line
    /// comes back as one error holding the text, so nothing is lost.
    /// - Parameters:
    ///   - output: What the tool printed.
    ///   - failed: Whether the tool exited with an error.
    static func parse(_ output: String, failed: Bool) -> [Diagnostic] {
        let found = output.split(separator: "\n").compactMap { parseLine(String($0)) }
        guard failed, !found.contains(where: { $0.severity == .error }) else { return found }
        let text = output.trimmingTrailingWhitespace
        return found + [Diagnostic(.error, file: nil, message: text.isEmpty ? "failed" : text)]
    }

    /// One line as a diagnostic, or `nil` when it is not a diagnostic line.
    static func parseLine(_ line: String) -> Diagnostic? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
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
                return Diagnostic(
                    severity, file: known ? path : nil, line: known ? row : nil, column: known ? column : nil,
                    message: message)
            }
            // `wasm-ld: error: …`, `clang: error: …`, `error: …` from the driver.
            let tool = String(line[..<marker.lowerBound])
            guard !tool.contains(" ") else { return nil }
            return Diagnostic(severity, file: nil, message: "\(tool): \(message)")
        }
        if line.hasPrefix("error: ") {
            return Diagnostic(.error, file: nil, message: String(line.dropFirst(7)))
        }
        return nil
    }
}

extension String {
    fileprivate var trimmingTrailingWhitespace: String {
        String(self.reversed().drop(while: \.isWhitespace).reversed())
    }
}
