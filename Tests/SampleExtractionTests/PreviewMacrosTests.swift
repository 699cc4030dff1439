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

    @Test func aNamedFenceGivesTheMacrosAboveItThatName() throws {
        let body = """
            ```swift
            #Preview("Один") { Color.red }
            ```

            ```preview ColourPreviews
            ```

            """
        let result = try extract("Demo", from: [Self.path: Self.header + body])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.extraction.previews == [PreviewFence(articlePath: Self.path, line: 9, name: "ColourPreviews")])
        let fence = try #require(result.extraction.snippets.last)
        #expect(fence.line == 9)
        #expect(
            fence.code == """
                struct ColourPreviews: PreviewProvider {
                    static var previews: some View {
                        PreviewMacro_L6.previews
                    }
                }

                """)
    }

    @Test func aNamedFenceWithoutMacrosAboveItNamesAProvider() throws {
        let body = "```swift\n#Preview { Color.red }\n```\n\n```preview\n```\n\n```preview Shown\n```\n"
        let result = try extract("Demo", from: [Self.path: Self.header + body])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.extraction.previews.map(\.name) == ["PreviewFence_L9", "Shown"])
        #expect(
            result.extraction.snippets.count == 2, "the macro and the unnamed fence's provider; no provider for Shown")
    }

    @Test func aFenceDrawsEachMacroOnEachDeviceItNames() throws {
        let body = """
            ```swift
            #Preview("Экран") { Color.red }
            ```

            ```preview device="iPhone SE (3rd generation)" device="iPad mini (6th generation)"
            ```

            """
        let result = try extract("Demo", from: [Self.path: Self.header + body])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let fence = try #require(result.extraction.snippets.last)
        #expect(
            fence.code == """
                struct PreviewFence_L9: PreviewProvider {
                    static var previews: some View {
                        PreviewMacro_L6.previews.previewDevice("iPhone SE (3rd generation)")
                        PreviewMacro_L6.previews.previewDevice("iPad mini (6th generation)")
                    }
                }

                """)
    }

    @Test func anUnknownDeviceOrADeviceWithoutMacrosIsAnError() throws {
        let unknown = "```swift\n#Preview { Color.red }\n```\n\n```preview device=\"iPhone 15\"\n```\n"
        let first = errors(in: try extract("Demo", from: [Self.path: Self.header + unknown]))
        #expect(first.count == 1 && first[0].hasPrefix("\(Self.path):9: error: unknown preview device 'iPhone 15'"))
        let noMacros = "```swift\nlet x = 1\n```\n\n```preview Shown device=\"iPhone 14\"\n```\n"
        let second = errors(in: try extract("Demo", from: [Self.path: Self.header + noMacros]))
        #expect(second.count == 1 && second[0].hasPrefix("\(Self.path):9: error: device= draws the #Preview macros"))
    }
}
