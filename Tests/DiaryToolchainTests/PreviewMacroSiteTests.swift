import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// `#Preview` end to end: an article whose preview fence shows `#Preview` macros gets its drawn pictures
/// and, for a view that answers to touch, its live preview, through the built diary.
@Suite("#Preview through the built diary", .tags(.toolchain, .builtTool))
struct PreviewMacroSiteTests {
    static let article = """
        ---
        title: "Макрос превью"
        date: 2024-01-01
        summary: "Счётчик и его превью, объявленное макросом."
        module: MacroDemo
        ---

        Счётчик:

        ```swift
        // snippet.hide
        import DiaryUI

        // snippet.show
        struct TapCounter: View {
            @State private var taps = 0

            var body: some View {
                Button("Нажатий: \\(taps)") { taps += 1 }
                    .padding()
            }
        }

        #Preview("Счётчик", traits: .sizeThatFitsLayout) {
            TapCounter()
        }

        #Preview("На боку", traits: .landscapeLeft) {
            TapCounter()
        }
        ```

        ```preview
        ```

        На другом устройстве:

        ```swift
        #Preview {
            TapCounter()
        }
        ```

        ```preview device="iPhone SE (3rd generation)"
        ```

        """

    /// A package with `Package.swift`, the tool's DiaryUI and the article of module MacroDemo.
    static func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.bundledContent.appending(path: "site.yaml"), to: "Content/site.yaml")
        try folder.copy(TestPaths.repository.appending(path: "Package.swift"), to: "Package.swift")
        try folder.copy(TestPaths.repository.appending(path: "Sources/DiaryUI"), to: "Sources/DiaryUI")
        try folder.write([
            "Tests/Samples/MacroDemoTests/Library/MacroDemo.swift": "/// MacroDemo.\n",
            "Content/macro/index.md": article,
        ])
        return folder
    }

    @Test("Each #Preview is a figure with its SVG and caption; the counter runs live; device= picks the device")
    func macrosAreDrawnAndLive() throws {
        let folder = try Self.package()
        let run = try DiaryTool.run(
            [
                "build", "--content", folder.path("Content"), "--output", folder.path("site"), "--base-url",
                "https://example.org/",
            ] + DiaryTool.templatesAndPublic + ["--wasm-cache", folder.path("cache")],
            timeout: DiaryTool.compilingTimeout)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("macro/index.md:"), "no problem with the article: \(run)")
        let page = try String(contentsOfFile: folder.path("site/macro/index.html"), encoding: .utf8)
        let figures = Array(page.components(separatedBy: "<figure class=\"preview\"").dropFirst())
        try #require(figures.count == 3, "three variants drawn: \(page.count) bytes")
        for figure in figures {
            #expect(figure.contains("<svg"), "each figure holds its drawn SVG")
            #expect(figure.contains(">Нажатий: 0</text>"), "the counter is drawn at its start")
        }
        #expect(figures[0].contains("Счётчик") && figures[0].contains("по содержимому"))
        #expect(figures[1].contains("На боку") && figures[1].contains("альбомная ориентация"))
        #expect(figures[2].contains("iPhone SE (3-го поколения)"))
        #expect(figures.allSatisfy { $0.contains("data-module=\"MacroDemo\"") }, "the button runs live")
        for rewritten in ["PreviewMacro_L", "_PreviewMacroVariant", "PreviewFence_L"] {
            #expect(!page.contains(rewritten), "the page shows the macros as written, not \(rewritten)")
        }
    }
}
