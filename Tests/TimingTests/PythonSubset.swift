/// A tiny reader for the Python expressions of `pathological_tests.py` (see
/// ``PathologicalCaseFile``); anything outside that subset is an error, never a guess.
struct PythonSubsetError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

enum PythonToken: Equatable {
    case string(String)
    case integer(Int)
    case name(String)
    case symbol(Character)
}

enum PythonTokenizer {
    static func tokens(of text: Substring) throws -> [PythonToken] {
        var tokens: [PythonToken] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character == "\"" || character == "'" {
                let (value, end) = try stringLiteral(in: text, from: index)
                tokens.append(.string(value))
                index = end
            } else if character.isNumber {
                let end = text[index...].firstIndex { !$0.isNumber } ?? text.endIndex
                tokens.append(.integer(Int(text[index..<end]) ?? 0))
                index = end
            } else if character.isLetter || character == "_" {
                let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                tokens.append(.name(String(text[index..<end])))
                index = end
            } else {
                tokens.append(.symbol(character))
                index = text.index(after: index)
            }
        }
        return tokens
    }

    /// A quoted literal starting at `start`, with Python's escapes decoded (an unknown escape
    /// keeps its backslash, as in Python).
    private static func stringLiteral(in text: Substring, from start: String.Index) throws -> (String, String.Index) {
        let quote = text[start]
        var scalars = Array(text[text.index(after: start)...].unicodeScalars)[...]
        var value = String.UnicodeScalarView()
        var consumed = 1
        while let scalar = scalars.popFirst() {
            consumed += 1
            if Character(scalar) == quote {
                return (String(value), text.unicodeScalars.index(start, offsetBy: consumed))
            }
            guard scalar == "\\", let escaped = scalars.popFirst() else {
                value.append(scalar)
                continue
            }
            consumed += 1
            let hexLength = ["u": 4, "x": 2, "U": 8][Character(escaped)]
            if let hexLength, let code = UInt32(String(String.UnicodeScalarView(scalars.prefix(hexLength))), radix: 16),
                let decoded = Unicode.Scalar(code)
            {
                scalars.removeFirst(hexLength)
                consumed += hexLength
                value.append(decoded)
                continue
            }
            let simple: [Character: Unicode.Scalar] = [
                "n": "\n", "r": "\r", "t": "\t", "v": "\u{0B}", "0": "\0", "\\": "\\", "'": "'", "\"": "\"",
            ]
            if let decoded = simple[Character(escaped)] {
                value.append(decoded)
            } else {
                value.append("\\")
                value.append(escaped)
            }
        }
        throw PythonSubsetError("unterminated string literal")
    }
}

/// An expression of the subset.
indirect enum PythonExpression: Sendable {
    case string(String)
    case integer(Int)
    case variable(String)
    case tuple([PythonExpression])
    case sum(PythonExpression, PythonExpression)
    case product(PythonExpression, PythonExpression)
    case lambda(parameter: String, body: PythonExpression)
    /// A call of a dotted name such as `re.compile`, `map` or `range`.
    case call(String, [PythonExpression])
    /// `separator.join(iterable)`.
    case join(separator: String, PythonExpression)

    /// The value, with every literal repetition count (`"ab" * 3`) and `range` end multiplied
    /// by `scale`.
    func evaluate(scale: Double, variables: [String: PythonValue] = [:]) throws -> PythonValue {
        switch self {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .variable(let name):
            guard let value = variables[name] else { throw PythonSubsetError("unknown name \(name)") }
            return value
        case .sum(let left, let right):
            let (a, b) = (
                try left.evaluate(scale: scale, variables: variables),
                try right.evaluate(scale: scale, variables: variables)
            )
            guard case .string(let x) = a, case .string(let y) = b else { throw PythonSubsetError("+ needs strings") }
            return .string(x + y)
        case .product(let left, let right):
            return try repetition(left, right, scale: scale, variables: variables)
        case .call("range", let arguments) where arguments.count == 2:
            guard case .integer(let lower) = try arguments[0].evaluate(scale: 1, variables: variables),
                case .integer(let upper) = try arguments[1].evaluate(scale: 1, variables: variables)
            else { throw PythonSubsetError("range needs integers") }
            return .integers(Array(lower..<max(lower, scaled(upper, by: scale))))
        case .call("map", let arguments) where arguments.count == 2:
            guard case .lambda(let parameter, let body) = arguments[0],
                case .integers(let numbers) = try arguments[1].evaluate(scale: scale, variables: variables)
            else { throw PythonSubsetError("map needs a lambda and a range") }
            return .strings(
                try numbers.map { number in
                    var inner = variables
                    inner[parameter] = .integer(number)
                    return try body.evaluate(scale: scale, variables: inner).string
                })
        case .join(let separator, let iterable):
            guard case .strings(let parts) = try iterable.evaluate(scale: scale, variables: variables) else {
                throw PythonSubsetError("join needs strings")
            }
            return .string(parts.joined(separator: separator))
        case .tuple, .lambda, .call:
            throw PythonSubsetError("not an input expression: \(self)")
        }
    }

    /// `string * count` or `count * string`; a literal count is scaled, a variable is not.
    private func repetition(
        _ left: PythonExpression, _ right: PythonExpression, scale: Double, variables: [String: PythonValue]
    )
        throws -> PythonValue
    {
        let values = (
            try left.evaluate(scale: scale, variables: variables),
            try right.evaluate(scale: scale, variables: variables)
        )
        let isLiteral: Bool
        switch (left, right) {
        case (.integer, _), (_, .integer): isLiteral = true
        default: isLiteral = false
        }
        switch values {
        case (.string(let text), .integer(let count)), (.integer(let count), .string(let text)):
            return .string(String(repeating: text, count: max(0, isLiteral ? scaled(count, by: scale) : count)))
        default: throw PythonSubsetError("* needs a string and an integer")
        }
    }

    private func scaled(_ count: Int, by scale: Double) -> Int {
        Int((Double(count) * scale).rounded())
    }

    /// Whether the expression has a literal repetition count or a range that scaling changes.
    var repeats: Bool {
        switch self {
        case .string, .integer, .variable: false
        case .product(let left, let right):
            if case .integer = left {
                true
            } else if case .integer = right {
                true
            } else {
                left.repeats || right.repeats
            }
        case .sum(let left, let right): left.repeats || right.repeats
        case .tuple(let parts): parts.contains(where: \.repeats)
        case .lambda(_, let body): body.repeats
        case .call("range", _): true
        case .call(_, let arguments): arguments.contains(where: \.repeats)
        case .join(_, let iterable): iterable.repeats
        }
    }
}

enum PythonValue: Sendable {
    case string(String)
    case integer(Int)
    case integers([Int])
    case strings([String])

    var string: String {
        get throws {
            guard case .string(let text) = self else { throw PythonSubsetError("not a string: \(self)") }
            return text
        }
    }
}

/// Recursive descent over the tokens; the file's expressions nest a few levels at most.
struct PythonSubsetParser {
    private var tokens: ArraySlice<PythonToken>

    init(tokens: [PythonToken]) {
        self.tokens = tokens[...]
    }

    /// The next `"key":` of the dictionary, or `nil` at its closing brace.
    mutating func dictionaryKey() -> String? {
        guard case .string(let key)? = tokens.first, tokens.dropFirst().first == .symbol(":") else { return nil }
        tokens.removeFirst(2)
        return key
    }

    mutating func skipComma() {
        if tokens.first == .symbol(",") { tokens.removeFirst() }
    }

    mutating func expression() throws -> PythonExpression {
        if tokens.first == .name("lambda") {
            tokens.removeFirst()
            guard case .name(let parameter)? = tokens.popFirst(), tokens.popFirst() == .symbol(":") else {
                throw PythonSubsetError("bad lambda")
            }
            return .lambda(parameter: parameter, body: try expression())
        }
        var result = try product()
        while tokens.first == .symbol("+") {
            tokens.removeFirst()
            result = .sum(result, try product())
        }
        return result
    }

    private mutating func product() throws -> PythonExpression {
        var result = try postfix()
        while tokens.first == .symbol("*") {
            tokens.removeFirst()
            result = .product(result, try postfix())
        }
        return result
    }

    private mutating func postfix() throws -> PythonExpression {
        switch tokens.popFirst() {
        case .string(let text)?:
            guard tokens.first == .symbol(".") else { return .string(text) }
            guard tokens.dropFirst().first == .name("join") else { throw PythonSubsetError("only str.join is known") }
            tokens.removeFirst(2)
            let arguments = try callArguments()
            guard arguments.count == 1 else { throw PythonSubsetError("join takes one argument") }
            return .join(separator: text, arguments[0])
        case .integer(let number)?:
            return .integer(number)
        case .name(var name)?:
            while tokens.first == .symbol("."), case .name(let part)? = tokens.dropFirst().first {
                tokens.removeFirst(2)
                name += "." + part
            }
            return tokens.first == .symbol("(") ? .call(name, try callArguments()) : .variable(name)
        case .symbol("(")?:
            var parts: [PythonExpression] = []
            var sawComma = false
            while tokens.first != .symbol(")") {
                parts.append(try expression())
                if tokens.first == .symbol(",") {
                    tokens.removeFirst()
                    sawComma = true
                }
            }
            tokens.removeFirst()
            return parts.count == 1 && !sawComma ? parts[0] : .tuple(parts)
        case let token:
            throw PythonSubsetError("unexpected \(String(describing: token))")
        }
    }

    private mutating func callArguments() throws -> [PythonExpression] {
        guard tokens.popFirst() == .symbol("(") else { throw PythonSubsetError("expected (") }
        var arguments: [PythonExpression] = []
        while tokens.first != .symbol(")") {
            guard !tokens.isEmpty else { throw PythonSubsetError("unclosed call") }
            arguments.append(try expression())
            skipComma()
        }
        tokens.removeFirst()
        return arguments
    }
}
