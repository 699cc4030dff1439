import Testing

@testable import DiaryKit

/// `let sampleModules = [...]` edited as text: a name taken out leaves valid Swift and every other
/// byte as it was, in the one-line lists `diary init` writes and the multi-line list of the bundled
/// manifest.
@Suite("The manifest's sampleModules list")
struct ManifestModulesTests {
    @Test(
        "Removing a name keeps the list valid and the rest untouched",
        arguments: [
            (#"let sampleModules = ["A"]"#, "A", "let sampleModules = []"),
            (#"let sampleModules = ["A", "B", "C"]"#, "A", #"let sampleModules = ["B", "C"]"#),
            (#"let sampleModules = ["A", "B", "C"]"#, "B", #"let sampleModules = ["A", "C"]"#),
            (#"let sampleModules = ["A", "B", "C"]"#, "C", #"let sampleModules = ["A", "B"]"#),
            ("let sampleModules = [\n    \"A\", \"B\",\n]\nx", "B", "let sampleModules = [\n    \"A\",\n]\nx"),
            ("let sampleModules = [\n    \"A\",\n    \"B\",\n]\n", "A", "let sampleModules = [\n    \"B\",\n]\n"),
            ("let sampleModules = [\n    \"A\",\n    \"B\"\n]\n", "B", "let sampleModules = [\n    \"A\"\n]\n"),
        ])
    func removes(manifest: String, module: String, expected: String) {
        let edited = ManifestModules.removing(module, from: manifest)
        #expect(edited == expected)
        #expect(
            edited.flatMap(ManifestModules.names(in:)) == ManifestModules.names(in: manifest)?.filter { $0 != module })
    }

    @Test("A name the list does not hold, or no list, gives nil; the list's line is found")
    func absent() {
        #expect(ManifestModules.removing("Z", from: #"let sampleModules = ["A"]"#) == nil)
        #expect(ManifestModules.removing("A", from: #"let other = ["A"]"#) == nil)
        #expect(ManifestModules.line(in: "// tools\n\nlet sampleModules = []") == 3)
        #expect(
            ManifestModules.adding("B", to: "let sampleModules: [String] = []")
                == #"let sampleModules: [String] = ["B"]"#)
    }
}
