import SampleDownloads
import SampleExtraction
import Testing

/// Sources as a reader writes them: imports on top, no display markers, blocks in order.
@Suite("Module source")
struct ModuleSourceTests {
    static let path = "/diary/Content/gate/index.md"

    static func catalog(_ snippets: [String], module: String = "Gate") -> SampleCatalog {
        let extraction = ModuleExtraction(
            module: module, articleNames: ["gate/index.md"],
            snippets: snippets.enumerated().map {
                CompiledSnippet(articlePath: path, line: 10 * $0.offset, code: $0.element)
            },
            examples: [])
        return SampleCatalog(modules: [module: extraction], brokenModules: [:], titles: ["gate/index.md": "Калитка"])
    }

    @Test("Imports move to the top once, sorted; snippet markers go; blocks keep their order")
    func importsAndMarkers() throws {
        let catalog = Self.catalog([
            "// snippet.hide\nimport Puzzles\n\n// snippet.show\npublic enum A {}\n",
            "\nimport DiaryUI\npublic struct B: View {\n    var body: some View { Text(\"import x\") }\n}\n",
        ])
        let tree = try SamplePackage.files(of: "Gate", catalog: catalog, repository: try TestRepository.repository())
        let source = try #require(TestRepository.text("Sources/Gate/Gate.swift", in: tree))
        #expect(
            source == """
                // Gate: the code of the DevDiary article «Калитка» (gate/index.md).
                // The blocks follow in the order the article shows them.

                import DiaryUI
                import Puzzles

                public enum A {}

                public struct B: View {
                    var body: some View { Text("import x") }
                }

                """)
    }
}
