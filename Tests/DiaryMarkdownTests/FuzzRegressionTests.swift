import Testing

@Suite("Fuzz regressions: the saved fuzz inputs of the sanitiser")
struct SanitizerFuzzRegressionTests {
    static let inputs = FuzzInput.all(of: "Sanitizer")

    @Test("Every seed and minimised finding passes the fuzzer's safety oracle", arguments: inputs)
    func replay(_ input: FuzzInput) {
        #expect(sanitizerFuzzProblem(in: input.bytes) == nil)
    }

    @Test("The oracle refuses what it must: handlers, script URLs, references, unknown elements")
    func oracleIsLive() {
        for html in [
            "<img src=\"x\" onerror=\"a\">", "<a href=\" JavaScript:x\">", "<a href=\"&#106;avascript:x\">",
            "<a href=\"javascript&colon;x\">",
            "<script>", "<div style=\"x\">", "<img srcset=\"a.png 1x, javascript:x 2x\">", "<!-- x -->",
            "<svg onload=x>", "<p", "<details open ontoggle>",
        ] {
            #expect(SanitizerFuzzOracle.problem(in: html) != nil, "\(html)")
        }
        #expect(
            SanitizerFuzzOracle.problem(in: "<p>a &lt;b&gt; <a href=\"https://x/?a=1&amp;b&#x27;\">c</a></p>") == nil)
    }
}

@Suite("Fuzz regressions: the saved fuzz inputs of the Markdown renderer")
struct MarkdownFuzzRegressionTests {
    static let inputs = FuzzInput.all(of: "Markdown")

    @Test("Every seed and minimised crasher passes the fuzzer's check", arguments: inputs)
    func replay(_ input: FuzzInput) {
        #expect(markdownFuzzProblem(in: input.bytes) == nil)
    }

    @Test("The seed corpus is found, so the replay above checks something")
    func corpusIsFound() {
        #expect(Self.inputs.contains { $0.name.hasPrefix("Corpus/") })
    }
}
