import DiaryMarkdown
import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

/// DocC's dark image variants (`name~dark.png`, `name~dark@2x.png`) in the `<picture>` an
/// article's image becomes, and that the sanitiser's allow-list keeps that markup whole.
@Suite("Dark image variants")
struct DarkImageVariantTests {
    private let renderer = ImageTagRenderer(url: SiteURL("https://owner.github.io/repo/")!)

    private func tag(_ source: String, files: [String]) throws -> String {
        let folder = try TemporaryFolder()
        for name in files { try TinyPNG.make(width: 2, height: 2).write(to: folder.url.appending(path: name)) }
        return try renderer.tag(
            source: source, alt: "Diagram", title: nil, slug: "a", folder: folder.url.path, files: Set(files)
        ).get()
    }

    @Test("A dark variant, at one scale or two, becomes a <source> for dark colour schemes")
    func darkSources() throws {
        #expect(
            try tag("d.png", files: ["d.png", "d~dark.png"])
                == #"<picture><source srcset="/repo/a/d~dark.png" media="(prefers-color-scheme: dark)">"#
                + #"<img src="/repo/a/d.png" width="2" height="2" alt="Diagram" loading="lazy" decoding="async"></picture>"#
        )
        let both = try tag("d.png", files: ["d.png", "d@2x.png", "d~dark.png", "d@2x~dark.png"])
        #expect(
            both.hasPrefix(#"<picture><source srcset="/repo/a/d~dark.png 1x, /repo/a/d@2x~dark.png 2x""#), "\(both)")
        #expect(try tag("d.png", files: ["d.png"]).hasPrefix("<img "))
        #expect(try tag("d~dark.png", files: ["d.png", "d~dark.png"]).hasPrefix("<img "))
    }

    @Test("The names DocC gives variants are found for each scale")
    func variantNames() {
        let files: Set<String> = ["x.png", "x@2x.png", "x~dark.png", "x~dark@2x.png"]
        let find = { (file: String) in
            ImageTagRenderer.darkVariant(of: file, exists: { files.contains($0) }, url: { "/" + $0 })
        }
        #expect(find("x.png") == "/x~dark.png 1x, /x~dark@2x.png 2x")
        #expect(find("x@2x.png") == "/x~dark@2x.png")
        #expect(find("x~dark.png") == nil)
        #expect(
            ImageTagRenderer.darkVariant(of: "y.png", exists: { $0 == "y~dark@2x.png" }, url: { "/" + $0 })
                == "/y~dark@2x.png 2x")
    }

    @Test("The sanitiser keeps the <picture> of a dark variant as it is")
    func sanitiserKeepsPicture() throws {
        let html = try tag("d.png", files: ["d.png", "d~dark.png"])
        var removals: [HTMLRemoval] = []
        #expect(HTMLSanitizer.sanitize(html) { removals.append($0) } == html)
        #expect(removals.isEmpty)
    }
}
