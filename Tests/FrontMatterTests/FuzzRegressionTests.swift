import Testing

@Suite("Fuzz regressions: the saved fuzz inputs of the front matter reader")
struct FrontMatterFuzzRegressionTests {
    static let inputs = FuzzInput.all(of: "FrontMatter")

    @Test("Every seed and minimised crasher passes the fuzzer's check", arguments: inputs)
    func replay(_ input: FuzzInput) {
        #expect(frontMatterFuzzProblem(in: input.bytes) == nil)
    }

    @Test("The seed corpus is found, so the replay above checks something")
    func corpusIsFound() {
        #expect(Self.inputs.contains { $0.name.hasPrefix("Corpus/") })
    }
}
