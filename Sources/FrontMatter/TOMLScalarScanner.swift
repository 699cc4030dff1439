/// Recognises TOML's dates, times and numbers at a byte offset, matching the longest prefix the
/// way `tomllib`'s regular expressions do; what follows is the reader's business.
struct TOMLScalarScanner {
    /// The outcome of a match that can also name something impossible (February 30, an integer
    /// over 64 bits).
    enum Match: Equatable {
        case none
        case invalid
        case valid(end: Int, text: String)
    }

    let bytes: [UInt8]

    private func digit(_ index: Int, _ range: ClosedRange<UInt8> = UInt8(ascii: "0")...UInt8(ascii: "9")) -> Bool {
        index < bytes.count && range.contains(bytes[index])
    }

    private func byte(_ index: Int, _ options: String) -> Bool {
        index < bytes.count && options.utf8.contains(bytes[index])
    }

    private func number(_ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// `YYYY-MM-DD`, optionally followed by `T` (or a space) and a time with an optional zone.
    func dateTime(at start: Int) -> Match {
        guard (0..<4).allSatisfy({ digit(start + $0) }), byte(start + 4, "-"), digit(start + 5), digit(start + 6),
            byte(start + 7, "-"), digit(start + 8), digit(start + 9)
        else { return .none }
        let (year, month, day) = (number(start, 4), number(start + 5, 2), number(start + 8, 2))
        guard (1...12).contains(month), (1...31).contains(day) else { return .none }
        var end = start + 10
        if byte(end, "Tt "), let timeEnd = time(at: end + 1) {
            end = timeEnd
            if byte(end, "Zz") {
                end += 1
            } else if byte(end, "+-"), digit(end + 1, UInt8(ascii: "0")...UInt8(ascii: "2")), digit(end + 2),
                number(end + 1, 2) < 24, byte(end + 3, ":"), digit(end + 4, UInt8(ascii: "0")...UInt8(ascii: "5")),
                digit(end + 5)
            {
                end += 6
            }
        }
        guard year >= 1, day <= Self.days(inMonth: month, year: year) else { return .invalid }
        return .valid(end: end, text: String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// `HH:MM:SS[.fraction]`: the offset after it, or `nil`.
    func time(at start: Int) -> Int? {
        guard digit(start), digit(start + 1), number(start, 2) < 24, byte(start + 2, ":"),
            digit(start + 3, UInt8(ascii: "0")...UInt8(ascii: "5")), digit(start + 4), byte(start + 5, ":"),
            digit(start + 6, UInt8(ascii: "0")...UInt8(ascii: "5")), digit(start + 7)
        else { return nil }
        var end = start + 8
        if byte(end, "."), digit(end + 1) {
            end += 1
            while digit(end) { end += 1 }
        }
        return end
    }

    /// An integer (decimal, `0x`, `0o`, `0b`, with `_` between digits) or a float; integers
    /// become decimal text, floats lose their underscores.
    func number(at start: Int) -> Match {
        if byte(start, "0"), byte(start + 1, "xob") {
            let radix = bytes[start + 1] == UInt8(ascii: "x") ? 16 : bytes[start + 1] == UInt8(ascii: "o") ? 8 : 2
            let end = digits(from: start + 2, radix: radix)
            if end > start + 2 {
                let text = String(decoding: bytes[start + 2..<end].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
                guard let value = Int(text, radix: radix) else { return .invalid }
                return .valid(end: end, text: String(value))
            }
        }
        var index = start
        if byte(index, "+-") { index += 1 }
        if byte(index, "0") {
            index += 1
        } else if digit(index, UInt8(ascii: "1")...UInt8(ascii: "9")) {
            index = digits(from: index, radix: 10)
        } else {
            return .none
        }
        let integerEnd = index
        if byte(index, "."), digit(index + 1) { index = digits(from: index + 1, radix: 10) }
        if byte(index, "eE") {
            let signed = byte(index + 1, "+-") ? index + 2 : index + 1
            if digit(signed) { index = digits(from: signed, radix: 10) }
        }
        let text = String(decoding: bytes[start..<index].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        if index > integerEnd { return .valid(end: index, text: text) }
        guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return .invalid }
        return .valid(end: index, text: String(value))
    }

    /// The end of a run of digits in `radix` with single `_` between them, starting with a digit.
    private func digits(from start: Int, radix: Int) -> Int {
        func isDigit(_ index: Int) -> Bool {
            guard index < bytes.count else { return false }
            let value = TOMLReader.hexValue(bytes[index])
            return Int(value) < radix
        }
        guard isDigit(start) else { return start }
        var end = start + 1
        while true {
            if isDigit(end) {
                end += 1
            } else if byte(end, "_"), isDigit(end + 1) {
                end += 2
            } else {
                return end
            }
        }
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
