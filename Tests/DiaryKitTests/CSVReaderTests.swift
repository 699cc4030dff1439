import Testing

@testable import DiaryKit

/// The reader of ```` ```table ```` data files.
@Suite("CSV reader")
struct CSVReaderTests {
    @Test(
        "Fields split as RFC 4180 says",
        arguments: [
            ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
            ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
            ("a,b\r1,2", [["a", "b"], ["1", "2"]]),
            ("\"x, y\",\"say \"\"hi\"\"\"\n", [["x, y", "say \"hi\""]]),
            ("\"two\nlines\",z\n\n\n", [["two\nlines", "z"]]),
            ("  padded  , b \n", [["padded", "b"]]),
        ])
    func fields(text: String, rows: [[String]]) {
        #expect(CSV.parse(text) == rows)
    }

    @Test("A field that starts with a combining mark keeps the comma, quote or line break before it")
    func combiningMarks() {
        // Read by characters, `,` + U+0301 is one character and the comma vanished into the field.
        #expect(CSV.parse("a,b\nx,\u{301}y\n") == [["a", "b"], ["x", "\u{301}y"]])
        #expect(CSV.parse("a\n\u{5B4}b\n") == [["a"], ["\u{5B4}b"]])
        #expect(CSV.parse("\"q\"\u{301},b\n") == [["q\u{301}", "b"]])
    }
}
