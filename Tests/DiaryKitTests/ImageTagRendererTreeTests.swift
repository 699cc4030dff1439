import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

/// Images of pages in a folder tree: found through the content folder's published files, by
/// relative path, by DocC's bare name, or checked at the site's root.
@Suite("ImageTagRenderer in a folder tree")
struct ImageTagRendererTreeTests {
    /// A content folder `root` with `guide/intro.md`'s folder and the named PNGs.
    private func renderer(_ pngs: [String: (Int, Int)]) throws -> (ImageTagRenderer, TemporaryFolder) {
        let folder = try TemporaryFolder()
        for (path, size) in pngs {
            let url = folder.url.appending(path: "root/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try TinyPNG.make(width: size.0, height: size.1).write(to: url)
        }
        var renderer = ImageTagRenderer(url: SiteURL("https://owner.github.io/repo/")!)
        renderer.contentFiles = Dictionary(uniqueKeysWithValues: pngs.keys.map { ($0, $0) })
        renderer.contentFolders = [folder.path("root/guide"): "guide", folder.path("root"): ""]
        renderer.rootFiles = ["css/site.css"]
        return (renderer, folder)
    }

    private func tag(_ source: String, _ renderer: ImageTagRenderer, _ folder: TemporaryFolder) -> String? {
        try? renderer.tag(
            source: source, alt: "A", title: nil, slug: "guide/intro", folder: folder.path("root/guide"),
            files: []
        ).get()
    }

    @Test("A relative path reaches another folder's published file")
    func relative() throws {
        let (renderer, folder) = try renderer(["images/shot.png": (4, 2)])
        let html = tag("../images/shot.png", renderer, folder)
        #expect(html?.contains(#"src="/repo/images/shot.png" width="4" height="2""#) == true, "\(html ?? "nil")")
    }

    @Test("A DocC bare name finds name@2x.png anywhere, shown at half its pixels")
    func bareName() throws {
        let (renderer, folder) = try renderer(["Assets/diagram@2x.png": (8, 4)])
        let html = tag("diagram", renderer, folder)
        #expect(html?.contains(#"src="/repo/Assets/diagram@2x.png" width="4" height="2""#) == true, "\(html ?? "nil")")
    }

    @Test("A root-relative image that no Public/ or content file has is a problem")
    func rootRelative() throws {
        let (renderer, folder) = try renderer(["images/shot.png": (4, 2)])
        #expect(tag("/images/shot.png", renderer, folder) != nil)
        let missing = renderer.tag(
            source: "/assets/x.png", alt: "A", title: nil, slug: "guide/intro", folder: folder.path("root/guide"),
            files: [])
        guard case .failure(let problem) = missing else {
            Issue.record("/assets/x.png must be a problem")
            return
        }
        #expect(problem.message.contains("'/assets/x.png' is not in the site"))
    }
}
