internal import CYAML

/// One libyaml parse event, copied into Swift values.
enum YAMLEvent {
    case streamStart, streamEnd, documentStart, documentEnd, sequenceEnd, mappingEnd
    case alias(anchor: String)
    case scalar(String, isPlain: Bool, anchor: String?)
    case sequenceStart(anchor: String?)
    case mappingStart(anchor: String?)
}

/// Reads all libyaml events of a YAML text. The only file that touches libyaml: every event is
/// copied and deleted at once, and the parser is deleted before returning.
enum YAMLEventReader {
    /// The events of `yaml` with their 0-based line and column, or the scanner's error.
    /// - Parameter startLine: The file line of the first YAML line, used for error positions.
    static func events(of yaml: String, startLine: Int) throws(FrontMatterError) -> [(
        YAMLEvent, line: Int, column: Int
    )] {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw FrontMatterError(
                line: startLine, column: 1, message: "The YAML parser could not start (out of memory).")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(yaml.utf8)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(FrontMatterError) in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var result: [(YAMLEvent, line: Int, column: Int)] = []
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else { throw syntaxError(parser, startLine: startLine) }
                defer { yaml_event_delete(&event) }
                guard let converted = convert(event) else { continue }
                let (line, column) = (Int(event.start_mark.line), Int(event.start_mark.column))
                // libyaml's work per token grows with the open flow collections, so stop early.
                switch converted {
                case .sequenceStart, .mappingStart: depth += 1
                case .sequenceEnd, .mappingEnd: depth -= 1
                default: break
                }
                if depth > FrontMatter.maximumNestingDepth {
                    throw FrontMatterError.nestingTooDeep(line: startLine + line, column: column + 1)
                }
                result.append((converted, line, column))
                if case .streamEnd = converted { return result }
            }
        }
    }

    private static func convert(_ event: yaml_event_t) -> YAMLEvent? {
        switch event.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_STREAM_END_EVENT: .streamEnd
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            .scalar(
                String(
                    decoding: UnsafeBufferPointer(start: event.data.scalar.value, count: event.data.scalar.length),
                    as: UTF8.self),
                isPlain: event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE,
                anchor: string(event.data.scalar.anchor))
        case YAML_SEQUENCE_START_EVENT: .sequenceStart(anchor: string(event.data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart(anchor: string(event.data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT: .mappingEnd
        default: nil
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// Maps libyaml's problem and context to a sentence that also says how to fix it.
    ///
    /// An unterminated quote or bracket is only noticed at the end of the text; then the place
    /// where the construct started (libyaml's context mark) is where the author must look.
    private static func syntaxError(_ parser: yaml_parser_t, startLine: Int) -> FrontMatterError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let atEnd = problem.contains("end of stream") && context != nil
        let mark = atEnd ? parser.context_mark : parser.problem_mark
        let contextLine = startLine + Int(parser.context_mark.line)
        let startsElsewhere = contextLine != startLine + Int(mark.line) ? " that starts on line \(contextLine)" : ""
        let what = context.map { "\(problem) \($0)\(startsElsewhere)" } ?? problem
        return FrontMatterError(
            line: startLine + Int(mark.line), column: Int(mark.column) + 1,
            message: "Front matter is not valid YAML: \(what). "
                + "Check the indentation and put values containing ': ', '#', '[' or quotes in double quotes.")
    }
}
