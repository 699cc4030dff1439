import Testing

@testable import SampleExtraction

/// `#Preview("name", traits: …) { … }` in article code, rewritten so it compiles without a macro
/// package, and shown by an unnamed preview fence.
@Suite("#Preview macros")
struct PreviewMacrosTests {
    static let path = "/site/Content/demo/index.md"
    static let header = "---\ntitle: \"Demo\"\nmodule: Demo\n---\n"

    @Test func eachMacroBecomesAProviderAndEveryLineStaysPut() {
        let code = """
            #Preview("Три {снимка}", traits: .sizeThatFitsLayout) {
                ShutterControl(count: .constant(3))  // a } in a comment
            }

            #Preview {
                Text("}")
            }
              #Preview("indented: not top level") {}

            """
        let macros = PreviewMacros(code: code, firstLine: 10)
        #expect(macros.providers == ["PreviewMacro_L10", "PreviewMacro_L14"])
        #expect(
            macros.code == """
                struct PreviewMacro_L10: PreviewProvider { static var previews: some View { _PreviewMacroVariant\
                ("Три {снимка}", traits: .sizeThatFitsLayout) {
                    ShutterControl(count: .constant(3))  // a } in a comment
                } } }

                struct PreviewMacro_L14: PreviewProvider { static var previews: some View { _PreviewMacroVariant {
                    Text("}")
                } } }
                  #Preview("indented: not top level") {}

                """)
    }

    @Test func anUnnamedFenceShowsTheMacrosAboveIt() throws {
        let body = """
            ```swift
            #Preview("Один") { Color.red }
            #Preview("Два", traits: .landscapeLeft) { Color.blue }
            ```

            ```preview
            ```

            """
        let result = try extract("Demo", from: [Self.path: Self.header + body])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.extraction.previews == [PreviewFence(articlePath: Self.path, line: 10, name: "PreviewFence_L10")])
        let fence = try #require(result.extraction.snippets.last)
        #expect(fence.line == 10)
        #expect(
            fence.code == """
                struct PreviewFence_L10: PreviewProvider {
                    static var previews: some View {
                        PreviewMacro_L6.previews
                        PreviewMacro_L7.previews
                    }
                }

                """)
    }

    @Test func aSecondUnnamedFenceNeedsNewMacros() throws {
        let body = "```swift\n#Preview { Color.red }\n```\n\n```preview\n```\n\n```preview\n```\n"
        let result = try extract("Demo", from: [Self.path: Self.header + body])
        #expect(
            errors(in: result) == [
                "\(Self.path):12: error: a preview fence needs the name of a PreviewProvider type "
                    + "(```preview ShutterButtonPreviews), or #Preview macros above it"
            ])
    }
}
