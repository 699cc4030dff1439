import Testing

@testable import CommandParsing

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test(
        "Edit distance counts insertions, deletions and substitutions",
        arguments: [
            ("", "", 0), ("abc", "abc", 0), ("", "abc", 3), ("--ouput", "--output", 1), ("--hlep", "--help", 2),
            ("kitten", "sitting", 3), ("строка", "страна", 2),
        ])
    func distance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }

    @Test("Only a close name is suggested, the closest first")
    func closest() {
        let names = ["--content", "--output", "--strict", "--help"]
        #expect(Suggestion.closest(to: "--outptu", among: names) == "--output")
        #expect(Suggestion.closest(to: "--strikt", among: names) == "--strict")
        #expect(Suggestion.closest(to: "--frobnicate", among: names) == nil)
        // One edit is half of a two-letter name: "-x" is no typo of "-h".
        #expect(Suggestion.closest(to: "-x", among: ["-h"]) == nil)
        #expect(Suggestion.closest(to: "x", among: []) == nil)
    }
}
