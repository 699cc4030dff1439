import Testing

@testable import SampleExtraction

@Suite("Trailing // Output: comments")
struct OutputCommentTests {
    @Test func splitsStatementsFromExpectedLines() throws {
        let comment = try #require(OutputComment(code: "let x = 2\nprint(x)\n// Output:\n// 2\n//   indented\n"))
        #expect(comment.statements == "let x = 2\nprint(x)\n")
        #expect(comment.expected == "2\n  indented\n")
        #expect(comment.markerIndex == 2)
    }

    @Test func acceptsTextOnTheMarkerLineAndTrailingBlankLines() throws {
        let comment = try #require(OutputComment(code: "print(1)\n    // Output: 1\n\n"))
        #expect(comment.statements == "print(1)\n")
        #expect(comment.expected == "1\n")
    }

    @Test func keepsCommentsBeforeTheMarkerAsStatements() throws {
        let comment = try #require(OutputComment(code: "print(\"a\")\n// shows a\n// Output:\n// a\n"))
        #expect(comment.statements == "print(\"a\")\n// shows a\n")
        #expect(comment.markerIndex == 2)
    }

    @Test func emptyCommentLineMeansAnEmptyOutputLine() throws {
        let comment = try #require(OutputComment(code: "print()\n// Output:\n//\n"))
        #expect(comment.expected == "\n")
    }

    @Test(arguments: [
        "print(1)\n",
        "print(1)\n// just a comment\n",
        "// Output:\n// 1\nprint(1)\n",
        "",
        "\n\n",
    ])
    func ignoresBlocksWithoutATrailingMarker(code: String) {
        #expect(OutputComment(code: code) == nil)
    }
}
