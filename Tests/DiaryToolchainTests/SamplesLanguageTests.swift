import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The samples stage writes its words (preview captions, why a preview is missing) in the
/// site's language, as the pages around them do: an English site through the built `diary`,
/// with one module that compiles the tool's DiaryUI.
@Suite("Samples-stage words in the site's language", .tags(.toolchain, .builtTool))
struct SamplesLanguageTests {
    @Test("An English site's preview captions and failure notes are English")
    func englishCaptions() throws {
        let folder = try WasmHostilePreviewTests.package { _ in
            WasmHostilePreviewTests.frontMatter + """
                Everything here is drawn by the code below, in English words only.

                ```swift
                import DiaryUI

                struct Broken: View {
                    var body: some View {
                        let sizes: [Int] = []
                        return Text("Size \\(sizes[0])")
                    }
                }

                struct HelloPreviews: PreviewProvider {
                    static var previews: some View { Text("Hello").previewLayout(.sizeThatFits) }
                }

                struct BrokenPreviews: PreviewProvider {
                    static var previews: some View { Broken().previewLayout(.sizeThatFits) }
                }
                ```

                ```preview HelloPreviews
                ```

                ```preview BrokenPreviews
                ```

                """
        }
        let settings = try String(contentsOfFile: folder.path("Content/site.yaml"), encoding: .utf8)
        try settings.replacing("language: ru", with: "language: en").write(
            toFile: folder.path("Content/site.yaml"), atomically: true, encoding: .utf8)

        let run = try WasmHostilePreviewTests.diary(folder, [])
        #expect(run.status == 0, "\(run)")
        let page = try String(contentsOfFile: folder.path("site/hostile/index.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"en\""), "the site is English")
        #expect(page.contains(">Preview · Size That Fits · "), "\(page)")
        #expect(!page.contains("по содержимому") && !page.contains(">Превью"))
        #expect(page.contains("Preview “BrokenPreviews” is not drawn: its code stopped with an error."), "\(page)")
    }
}
