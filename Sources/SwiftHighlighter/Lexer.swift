/// A token as a byte range of the UTF-8 source; the public ``SwiftHighlighter/Token`` is
/// built from it.
struct RawToken: Sendable, Equatable {
    var kind: SwiftHighlighter.Token.Kind
    var start: Int
    var end: Int
}

/// Turns UTF-8 Swift source into tokens that cover every byte exactly once, in one pass.
///
/// Nesting (strings inside interpolations inside strings) lives in an explicit stack of
/// frames rather than in recursion, so no input can exhaust the call stack, and every step
/// either consumes bytes or pops a frame, so the pass is linear in the input length.
struct Lexer {
    /// How a string literal ends: with `"` or `"""`, followed by `hashes` `#` signs.
    struct StringDelimiter: Equatable {
        var hashes: Int
        var isMultiline: Bool
    }

    /// A nesting level the lexer is inside of.
    enum Frame: Equatable {
        /// Inside the text of a string literal.
        case string(StringDelimiter)
        /// Inside `\(...)` code; `depth` counts the unclosed `(` opened within it.
        case interpolation(depth: Int, inMultilineString: Bool)
    }

    let bytes: [UInt8]
    /// ``KeywordTable/keywords``, fetched once per source.
    let keywords = KeywordTable.keywords
    var position = 0
    var frames: [Frame] = []
    var tokens: [RawToken] = []
    /// The last token that was neither whitespace nor a comment (decides `.keyword` demotion).
    var previousSignificant: RawToken?

    /// Tokenises UTF-8 Swift source.
    /// - Parameter bytes: The source as UTF-8.
    /// - Returns: Non-empty tokens that together cover `bytes` exactly, in order.
    static func tokenize(_ bytes: [UInt8]) -> [RawToken] {
        var lexer = Lexer(bytes: bytes)
        lexer.tokens.reserveCapacity(bytes.count / 3)
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() {
        if bytes.starts(with: [.hash, .exclamation]) {
            emit(.comment, upTo: lineEnd(from: 0))
        }
        while position < bytes.count {
            if case .string(let delimiter) = frames.last {
                frames.removeLast()
                scanStringSegment(contentStart: position, delimiter: delimiter)
            } else {
                lexCode()
            }
        }
    }

    /// The byte at `index`, or 0 past the end (0 matches none of the syntax checks).
    func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// Appends a token from `position` to `end` and moves past it.
    mutating func emit(_ kind: SwiftHighlighter.Token.Kind, upTo end: Int) {
        guard end > position else { return }
        let token = RawToken(kind: kind, start: position, end: end)
        tokens.append(token)
        if kind != .whitespace && kind != .comment {
            previousSignificant = token
        }
        position = end
    }

    // MARK: Code

    private mutating func lexCode() {
        let current = bytes[position]
        let next = byte(at: position + 1)
        switch current {
        case _ where current.isWhitespace:
            lexWhitespace()
        case .slash where next == .slash:
            emit(.comment, upTo: lineEnd(from: position))
        case .slash where next == .star:
            emit(.comment, upTo: blockCommentEnd(from: position))
        case .quote:
            openString(quoteIndex: position, hashes: 0)
        case .hash:
            lexHash()
        case .at where next.isIdentifierHead:
            emit(.attribute, upTo: identifierEnd(from: position + 1))
        case _ where current.isDecimalDigit:
            emit(.number, upTo: numberEnd(from: position))
        case _ where current.isIdentifierHead:
            lexIdentifier()
        case .dollar where next.isIdentifierBody:
            emit(.identifier, upTo: identifierEnd(from: position + 1))
        case .backtick:
            lexBacktick()
        case .openParen, .closeParen:
            lexParenthesis(current)
        case .dot where next == .dot:
            emit(.operator, upTo: operatorEnd(from: position, allowingDots: true))
        case _ where current.isOperatorCharacter:
            emit(.operator, upTo: operatorEnd(from: position, allowingDots: false))
        default:
            emit(.punctuation, upTo: position + 1)
        }
    }

    private mutating func lexWhitespace() {
        var end = position
        var sawLineBreak = false
        while end < bytes.count && bytes[end].isWhitespace {
            sawLineBreak = sawLineBreak || bytes[end].isLineBreak
            end += 1
        }
        emit(.whitespace, upTo: end)
        if sawLineBreak {
            abandonSingleLineInterpolations()
        }
    }

    /// A line break cannot occur inside a single-line string, not even in its interpolation,
    /// so it ends the interpolation and its string (as the compiler's recovery does).
    private mutating func abandonSingleLineInterpolations() {
        while case .interpolation(_, inMultilineString: false) = frames.last {
            frames.removeLast()
            if case .string = frames.last {
                frames.removeLast()
            }
        }
    }

    /// `#` starts a raw string (`#"`, `##"`), a macro or directive (`#Preview`, `#if`), or
    /// stands alone.
    private mutating func lexHash() {
        var quoteIndex = position
        while byte(at: quoteIndex) == .hash {
            quoteIndex += 1
        }
        if byte(at: quoteIndex) == .quote {
            openString(quoteIndex: quoteIndex, hashes: quoteIndex - position)
        } else if quoteIndex - position > 1 {
            // All but the last `#`, which may still start a macro; emitting the run at once
            // keeps a long run of `#` linear.
            emit(.punctuation, upTo: quoteIndex - 1)
        } else if byte(at: position + 1).isIdentifierHead {
            emit(.macro, upTo: identifierEnd(from: position + 1))
        } else {
            emit(.punctuation, upTo: position + 1)
        }
    }

    private mutating func lexParenthesis(_ parenthesis: UInt8) {
        guard case .interpolation(let depth, let multiline) = frames.last else {
            emit(.punctuation, upTo: position + 1)
            return
        }
        frames.removeLast()
        if parenthesis == .openParen {
            frames.append(.interpolation(depth: depth + 1, inMultilineString: multiline))
            emit(.punctuation, upTo: position + 1)
        } else if depth > 0 {
            frames.append(.interpolation(depth: depth - 1, inMultilineString: multiline))
            emit(.punctuation, upTo: position + 1)
        } else {
            // The `)` that closes `\(`: the string frame below is on top again.
            emit(.interpolation, upTo: position + 1)
        }
    }

    private mutating func lexIdentifier() {
        let end = identifierEnd(from: position)
        emit(identifierKind(start: position, end: end), upTo: end)
    }

    /// `` `name` `` is a plain identifier even when `name` is a keyword; a backtick without
    /// its partner on the same line is punctuation.
    private mutating func lexBacktick() {
        var end = position + 1
        while end < bytes.count && bytes[end] != .backtick && !bytes[end].isLineBreak {
            end += 1
        }
        if byte(at: end) == .backtick && end > position + 1 {
            emit(.identifier, upTo: end + 1)
        } else {
            emit(.punctuation, upTo: position + 1)
        }
    }
}
