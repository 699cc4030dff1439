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

    @Test("The author's #Preview stands as a comment above the provider the extractor rewrote it into")
    func authorsMacroAboveProvider() throws {
        // A block of the article at line 40, as the extractor rewrites its two macros.
        let rewritten = """
            struct Badge: View { var body: some View { Text("}") } }

            struct PreviewMacro_L42: PreviewProvider { static var previews: some View { _PreviewMacroVariant("Badge", traits: .sizeThatFitsLayout) {
                Badge() // a brace in a comment: }
            } } }
            struct PreviewMacro_L45: PreviewProvider { static var previews: some View { _PreviewMacroVariant { Text("{") } } }

            """
        let tree = try SamplePackage.files(
            of: "Gate", catalog: Self.catalog([rewritten]), repository: try TestRepository.repository())
        let source = try #require(TestRepository.text("Sources/Gate/Gate.swift", in: tree))
        let note = """
            // In Xcode: the #Preview macro as the article writes it. This package builds without the
            // macro, so the provider below stands for it.
            """
        #expect(
            source.hasSuffix(
                """
                struct Badge: View { var body: some View { Text("}") } }

                \(note)
                // #Preview("Badge", traits: .sizeThatFitsLayout) {
                //     Badge() // a brace in a comment: }
                // }
                struct PreviewMacro_L42: PreviewProvider { static var previews: some View { _PreviewMacroVariant("Badge", traits: .sizeThatFitsLayout) {
                    Badge() // a brace in a comment: }
                } } }
                \(note)
                // #Preview { Text("{") }
                struct PreviewMacro_L45: PreviewProvider { static var previews: some View { _PreviewMacroVariant { Text("{") } } }

                """))
    }

    @Test("A struct named like a rewritten provider but not made by the rewrite gets no comment")
    func lookalikeProviderIsLeftAlone() throws {
        let code = "struct PreviewMacro_L7: PreviewProvider { static var previews: some View { Text(\"x\") } }\n"
        let tree = try SamplePackage.files(
            of: "Gate", catalog: Self.catalog([code]), repository: try TestRepository.repository())
        let source = try #require(TestRepository.text("Sources/Gate/Gate.swift", in: tree))
        #expect(source.hasSuffix("import DiaryUI\n\n" + code))
        #expect(!source.contains("#Preview"))
    }
}
