import Testing

@Suite("Fuzz regressions: the saved fuzz inputs of the dev server's request parsing and path resolution")
struct ServerHTTPRequestFuzzRegressionTests {
    static let inputs = FuzzInput.all(of: "HTTPRequest")

    @Test("Every seed and saved input passes the fuzzer's check", arguments: inputs)
    func replay(_ input: FuzzInput) {
        #expect(httpRequestFuzzProblem(in: input.bytes) == nil)
    }

    @Test("The seed corpus and the regressions are found, so the replay above checks something")
    func inputsAreFound() {
        #expect(Self.inputs.contains { $0.name.hasPrefix("Corpus/") })
        #expect(Self.inputs.contains { $0.name.hasPrefix("Regressions/") })
    }
}
