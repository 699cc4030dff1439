import Testing

@testable import SampleExtraction

@Suite("Preview fences")
struct PreviewFenceTests {
    static let path = "/site/Content/demo/index.md"
    static let header = "---\ntitle: \"Demo\"\nmodule: Demo\n---\n"
    static let twoModules = "---\ntitle: \"Gate\"\nmodule: [ParentalGate, Puzzles]\n---\n"

    private func report(_ body: String, header: String = header, module: String = "Demo") throws
        -> ExtractionReport
    {
        try extract(module, from: [Self.path: header + body])
    }

    @Test func registersEachFenceAtItsLine() throws {
        let body = """
            ```swift
            struct ShutterPreviews {}
            ```

            ```preview ShutterPreviews
            ```

            ```preview GridPreviews
            ```

            """
        let result = try report(body)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.extraction.previews == [
                PreviewFence(articlePath: Self.path, line: 9, name: "ShutterPreviews"),
                PreviewFence(articlePath: Self.path, line: 12, name: "GridPreviews"),
            ])
        #expect(result.extraction.snippets.map(\.code) == ["struct ShutterPreviews {}\n"])
    }

    @Test func blankLinesInAFenceCountAsEmpty() throws {
        let result = try report("```preview A\n\n  \n```\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.extraction.previews.map(\.name) == ["A"])
    }

    @Test func moduleListsRouteEachFenceByItsModuleWord() throws {
        let body = "```preview Board module=Puzzles\n```\n\n```preview Gate module=ParentalGate\n```\n"
        let puzzles = try report(body, header: Self.twoModules, module: "Puzzles")
        let gate = try report(body, header: Self.twoModules, module: "ParentalGate")
        #expect(puzzles.diagnostics.isEmpty && gate.diagnostics.isEmpty)
        #expect(puzzles.extraction.previews == [PreviewFence(articlePath: Self.path, line: 5, name: "Board")])
        #expect(gate.extraction.previews == [PreviewFence(articlePath: Self.path, line: 8, name: "Gate")])
    }

    @Test func moduleListsNeedAModuleWordOnPreviewFences() throws {
        let result = try report("```preview Board\n```\n", header: Self.twoModules, module: "Puzzles")
        #expect(
            errors(in: result) == [
                "\(Self.path):5: error: this article carries several modules (ParentalGate, Puzzles); "
                    + "say which one declares this preview's provider with module=ParentalGate"
            ])
        #expect(result.extraction.previews.isEmpty)
    }

    @Test(arguments: [
        (
            "```preview A\nstruct A {}\n```\n",
            "6: error: a preview fence stays empty: the site draws the previews of the type it names; "
                + "move this code into a ```swift block"
        ),
        (
            "```preview Shutter-Button\n```\n",
            "5: error: 'Shutter-Button' is not a Swift type name; a preview fence names the PreviewProvider "
                + "type whose previews it shows"
        ),
        (
            "```preview\n```\n",
            "5: error: a preview fence needs the name of a PreviewProvider type (```preview ShutterButtonPreviews), "
                + "or #Preview macros above it"
        ),
        (
            "```preview A ignore\n```\n",
            "5: error: unknown word 'ignore' in a preview fence; write ```preview Name or "
                + "```preview Name module=Module"
        ),
        (
            "```preview A module=Other\n```\n",
            "5: error: module=Other is not in the front matter (which names Demo); add it to `module:` or fix the name"
        ),
    ])
    func rejectsMalformedFences(body: String, error: String) throws {
        let result = try report(body)
        #expect(errors(in: result) == ["\(Self.path):\(error)"])
        #expect(result.extraction.previews.isEmpty)
    }

    @Test func checksFencesOfTheArticlesOtherModulesToo() throws {
        let result = try report("```preview 1A module=Puzzles\n```\n", header: Self.twoModules, module: "ParentalGate")
        #expect(errors(in: result).count == 1)
        #expect(errors(in: result).first?.hasPrefix("\(Self.path):5: error: '1A' is not a Swift type name") == true)
    }

    @Test func rejectsANameShownTwiceInOneArticle() throws {
        let result = try report("```preview A\n```\n\n```preview A\n```\n")
        #expect(
            errors(in: result) == [
                "\(Self.path):8: error: preview A is already shown at demo/index.md:5; "
                    + "the site shows each preview provider once"
            ])
    }

    @Test func rejectsANameShownByTwoArticlesOfOneModule() throws {
        let result = try extract(
            "Demo",
            from: [
                "/site/Content/b/more.md": Self.header + "\n```preview A\n```\n",
                "/site/Content/a/index.md": Self.header + "```preview A\n```\n",
            ])
        #expect(
            errors(in: result) == [
                "/site/Content/b/more.md:6: error: preview A is already shown at a/index.md:5; "
                    + "the site shows each preview provider once"
            ])
    }

    @Test func findsModuleWordsInArticlesThatDoNotListTheModule() throws {
        let other = "---\ntitle: \"Other\"\nmodule: Other\n---\n```preview A module=Demo\n```\n"
        let result = try extract("Demo", from: ["/site/Content/other/index.md": other])
        #expect(
            errors(in: result) == [
                "/site/Content/other/index.md:5: error: module=Demo is not in the front matter (which names Other); "
                    + "add it to `module:` or fix the name"
            ])
    }

    @Test func rejectsANameShownForTwoModulesOfOneArticle() throws {
        let body = "```preview A module=Puzzles\n```\n\n```preview A module=ParentalGate\n```\n"
        let result = try report(body, header: Self.twoModules, module: "Puzzles")
        #expect(
            errors(in: result) == [
                "\(Self.path):8: error: preview A is already shown at demo/index.md:5; "
                    + "the site shows each preview provider once"
            ])
        #expect(result.extraction.previews.map(\.line) == [5])
    }
}
